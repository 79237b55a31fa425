import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isApiError, type ApiError } from '@domain/shared-kernel';

const UNKNOWN_FAILURE = msg`Hubo un error. Por favor reintente.`;

/**
 * A failed call as a message that says what happened and what to do. A server's own message
 * (`success: false`) is shown as it came (spec 2 §8).
 */
export function errorMessage(error: ApiError): MessageDescriptor {
  switch (error.kind) {
    case 'network':
      return msg`No hay conexión con el servidor. Comprueba tu conexión y vuelve a intentarlo.`;
    case 'timeout':
      return msg`El servidor ha tardado demasiado en responder. Vuelve a intentarlo en unos minutos.`;
    case 'forbidden':
      return msg`No tienes permiso para hacer esta operación.`;
    case 'session-expired':
      return msg`Tu sesión ha caducado. Vuelve a entrar para continuar.`;
    case 'rate-limited': {
      const seconds = error.retryAfterMs === undefined ? undefined : Math.max(1, Math.ceil(error.retryAfterMs / 1000));
      return seconds === undefined
        ? msg`El servidor está recibiendo demasiadas peticiones. Espera un momento y vuelve a intentarlo.`
        : msg`El servidor está recibiendo demasiadas peticiones. Vuelve a intentarlo dentro de ${seconds} s.`;
    }
    case 'no-url':
      return msg`No URL setted`;
    case 'server-message':
      return { id: error.serverMessage ?? error.message, message: error.serverMessage ?? error.message };
    case 'not-found':
      return msg`No se ha encontrado lo que buscabas. Puede que se haya eliminado.`;
    case 'bad-response':
      return msg`El servidor ha enviado una respuesta que no se puede leer. Vuelve a intentarlo y, si persiste, contacta con soporte.`;
    default:
      return UNKNOWN_FAILURE;
  }
}

/** Whatever a failed call rejected with, as a message: {@link errorMessage} for an API error, else the spec's generic one. */
export function failureMessage(error: unknown): MessageDescriptor {
  return isApiError(error) ? errorMessage(error) : UNKNOWN_FAILURE;
}
