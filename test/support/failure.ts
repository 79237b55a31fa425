import { type ApiError, type ApiErrorKind, isApiError } from '@domain/shared-kernel';

/** The part of an {@link ApiError} that contract tests compare between the two adapters. */
export interface Failure {
  readonly kind: ApiErrorKind;
  readonly status: number;
  /** Present only when asked for and the failure is a 'success: false' answer. */
  readonly serverMessage?: string | undefined;
}

/**
 * The {@link ApiError} a call fails with. A call that succeeds, or fails with anything other than an
 * ApiError, fails the test.
 */
export async function apiErrorOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (isApiError(error)) return error;
    throw error;
  }
  throw new Error('The call was expected to fail');
}

/**
 * The kind and status a call fails with; with `serverMessage: true`, a 'server-message' failure also
 * carries the server's message.
 */
export async function failure(promise: Promise<unknown>, options: { readonly serverMessage?: boolean } = {}): Promise<Failure> {
  const error = await apiErrorOf(promise);
  if (options.serverMessage === true && error.kind === 'server-message') return { kind: error.kind, status: error.status, serverMessage: error.serverMessage };
  return { kind: error.kind, status: error.status };
}
