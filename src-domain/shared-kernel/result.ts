/** A successful outcome carrying a value. */
export interface Ok<T> {
  readonly ok: true;
  readonly value: T;
}

/** A failed outcome carrying an expected error (a value, never a thrown exception). */
export interface Err<E> {
  readonly ok: false;
  readonly error: E;
}

/** The outcome of a rule that can fail in an expected way. */
export type Result<T, E> = Ok<T> | Err<E>;

/** Wraps a value as a successful outcome. */
export const ok = <T>(value: T): Ok<T> => ({ ok: true, value });

/** Wraps an expected error as a failed outcome. */
export const err = <E>(error: E): Err<E> => ({ ok: false, error });
