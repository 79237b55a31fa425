import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LegalTermsError, LoginError } from '@domain/session';

/** The login errors as translatable messages; the Spanish text equals the domain's LOGIN_MESSAGES. */
export const loginErrorMessages: Record<LoginError, MessageDescriptor> = {
  NO_SERVER: msg`No se ha podido conectar con el servidor. Comprueba tu conexión e inténtalo de nuevo.`,
  FORBIDDEN: msg`Usuario o contraseña incorrectos, o sin acceso a la aplicación.`,
  UNKNOWN: msg`No se ha podido iniciar sesión por un error desconocido. Inténtalo de nuevo más tarde.`,
};

/** The legal-terms rule as a translatable message (spec 2 §5, verbatim in Spanish). */
export const legalTermsMessages: Record<LegalTermsError, MessageDescriptor> = {
  NOT_READ: msg`Debes leer el documento antes de aceptarlo`,
};

/** The entity switch (spec 2 §8, verbatim in Spanish). */
export const swapMessages = {
  SWAPPING: msg`cambiando de farmacia...`,
  DONE: msg`Proceso completado...`,
} as const;
