/**
 * How a call to a server failed, as every port reports it (spec 2 §8, spec 3 §8):
 * - `network`: no server answered (status -1);
 * - `timeout`: the server did not answer in time;
 * - `forbidden`: 403;
 * - `session-expired`: the session is no longer valid (401, or an expired token); the user is logged out;
 * - `conflict`: 409 (for example a catalog check already running);
 * - `rate-limited`: 429, the server asks to wait (`retryAfterMs`, when it said how long) before trying again;
 * - `not-found`: 404;
 * - `no-url`: the service has no configured address (404 'No URL setted');
 * - `server-message`: the server answered `success: false` with a message to show;
 * - `bad-response`: the answer did not have the documented shape;
 * - `http`: any other failing status.
 */
export type ApiErrorKind =
  | 'network'
  | 'timeout'
  | 'forbidden'
  | 'session-expired'
  | 'conflict'
  | 'rate-limited'
  | 'not-found'
  | 'no-url'
  | 'server-message'
  | 'bad-response'
  | 'http';

/** The message of a call to a service whose address is not configured (spec 2 §8, spec 3 §8). */
export const NO_URL_MESSAGE = 'No URL setted';

/** A failed call. Ports reject with this error; the UI decides what to show. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** The HTTP status, -1 when no server answered. */
  readonly status: number;
  /** The server's own message, for `success: false` answers. */
  readonly serverMessage: string | undefined;
  /** For `rate-limited`: how long the server asked to wait, in milliseconds, when it said. */
  readonly retryAfterMs: number | undefined;

  constructor(kind: ApiErrorKind, status: number, message: string, serverMessage?: string, retryAfterMs?: number) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.serverMessage = serverMessage;
    this.retryAfterMs = retryAfterMs;
  }
}

/** The kind of error an HTTP status maps to (spec 2 §8: -1 no server, 403 forbidden, anything else unknown). */
export function apiErrorKindForStatus(status: number): ApiErrorKind {
  if (status === -1) return 'network';
  if (status === 401) return 'session-expired';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not-found';
  if (status === 409) return 'conflict';
  if (status === 429) return 'rate-limited';
  return 'http';
}

/** Whether `error` is an {@link ApiError} (also across bundles, by name and shape). */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError || (error instanceof Error && error.name === 'ApiError' && 'kind' in error && 'status' in error);
}

/** Whether a failed call's status is in the 400 range ("40x" in spec 1 §8 and spec 2 §6). */
export function isClientErrorStatus(status: number): boolean {
  return status >= 400 && status < 500;
}
