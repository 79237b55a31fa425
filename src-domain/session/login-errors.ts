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

/**
 * The login screen's texts. Not in the spec: it names the three cases but not their words; these say
 * what happened and what to do.
 */
export const LOGIN_MESSAGES = {
  NO_SERVER: 'No se ha podido conectar con el servidor. Comprueba tu conexión e inténtalo de nuevo.',
  FORBIDDEN: 'Usuario o contraseña incorrectos, o sin acceso a la aplicación.',
  UNKNOWN: 'No se ha podido iniciar sesión por un error desconocido. Inténtalo de nuevo más tarde.',
} as const satisfies Record<LoginError, string>;

/** Verbatim texts of the entity switch (spec 2 §8, spec 3 §8). */
export const SWAP_MESSAGES = {
  SWAPPING: 'cambiando de farmacia...',
  DONE: 'Proceso completado...',
} as const;
