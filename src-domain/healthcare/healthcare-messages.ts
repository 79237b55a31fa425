import { isClientErrorStatus } from '@domain/shared-kernel';

/** Codes of the healthcare screens' messages. */
export type HealthcareMessage =
  | 'LIST_LOAD_FAILED'
  | 'DELETE_FAILED'
  | 'DELETED'
  | 'CANCEL_FAILED'
  | 'CAMPAIGN_IN_USE'
  | 'SEND_COUNT_FAILED'
  | 'UPDATE_FAILED'
  | 'CREATE_FAILED'
  | 'NO_ACTIVE_TEMPLATES';

/** The healthcare messages, verbatim (spec 2 §8). */
export const HEALTHCARE_MESSAGES = {
  LIST_LOAD_FAILED: 'Error al cargar la lista de campañas de atención médica',
  DELETE_FAILED: 'Error al eliminar la campaña de atención médica',
  DELETED: 'Campaña de salud eliminada con éxito',
  CANCEL_FAILED: 'Hubo un error al cancelar la campaña sanitaria, por favor intente nuevamente.',
  CAMPAIGN_IN_USE: 'campaña sanitaria está en uso y no puede cancelarse.',
  SEND_COUNT_FAILED: 'Error en el número de envios',
  UPDATE_FAILED: 'Error al actualizar Campaña de Salud',
  CREATE_FAILED: 'Error al crear la campaña de salud',
  NO_ACTIVE_TEMPLATES: 'No se encontraron plantillas activas!',
} as const satisfies Record<HealthcareMessage, string>;

/**
 * The message for a refused cancel by the answer's HTTP status: a 40x means the campaign is in use by an
 * active campaign (spec 2 §6, §8); anything else, including no answer (-1), is the generic failure.
 */
export function cancelFailureMessage(status: number): 'CAMPAIGN_IN_USE' | 'CANCEL_FAILED' {
  return isClientErrorStatus(status) ? 'CAMPAIGN_IN_USE' : 'CANCEL_FAILED';
}
