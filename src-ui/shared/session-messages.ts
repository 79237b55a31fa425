import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SessionMessageCode } from '@domain/session';

/**
 * The session's messages. NOT_READ is verbatim from spec 2 §5; SWAPPING and SWAP_DONE, the entity
 * switch, verbatim from spec 2 §8 and spec 3 §8. Not in the spec: the words of the login failures, which
 * it names without wording; they say what happened and what to do.
 */
export const sessionMessages: Record<SessionMessageCode, MessageDescriptor> = {
  NO_SERVER: msg`No se ha podido conectar con el servidor. Comprueba tu conexión e inténtalo de nuevo.`,
  FORBIDDEN: msg`Usuario o contraseña incorrectos, o sin acceso a la aplicación.`,
  UNKNOWN: msg`No se ha podido iniciar sesión por un error desconocido. Inténtalo de nuevo más tarde.`,
  NOT_READ: msg`Debes leer el documento antes de aceptarlo`,
  SWAPPING: msg`cambiando de farmacia...`,
  SWAP_DONE: msg`Proceso completado...`,
};
