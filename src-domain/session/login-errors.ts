import { isApiError } from '@domain/shared-kernel';

/** Why a login failed, as the login screen tells it (spec 2 §8, spec 3 §8). */
export type LoginError = 'NO_SERVER' | 'FORBIDDEN' | 'UNKNOWN';

/**
 * Login failures: status -1 means no server, 403 forbidden, anything else unknown (spec 2 §8).
 * A refused user or password is a 403.
 */
export function loginErrorFor(error: unknown): LoginError {
  if (!isApiError(error)) return 'UNKNOWN';
  if (error.kind === 'network' || error.kind === 'timeout') return 'NO_SERVER';
  if (error.kind === 'forbidden') return 'FORBIDDEN';
  return 'UNKNOWN';
}
