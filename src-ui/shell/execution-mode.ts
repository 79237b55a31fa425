import { queryOptions } from '@tanstack/react-query';
import { SERVER_INFO_FAILURE_LOG, type ExecutionMode } from '@domain/platform';
import type { UiServices } from '../shared/ui-services';

/**
 * The server's execution mode, read once at start-up; production when the call fails, with the spec's
 * console message and nothing shown to the user (spec 1 §8).
 */
export const executionModeQuery = (services: UiServices) =>
  queryOptions({
    queryKey: ['platform', 'execution-mode'],
    queryFn: async (): Promise<ExecutionMode> => {
      try {
        return await services.serverInfo.executionMode();
      } catch (error) {
        console.error(SERVER_INFO_FAILURE_LOG, error);
        return 'production';
      }
    },
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
