import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@domain/shared-kernel';

/**
 * One query client per application instance. Queries retry twice, except for answers that a retry
 * cannot change (403, 404, expired session, a server's refusal); mutations never retry on their own.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failures, error) => failures < 2 && !(isApiError(error) && ['forbidden', 'not-found', 'session-expired', 'server-message', 'no-url', 'bad-response'].includes(error.kind)),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
