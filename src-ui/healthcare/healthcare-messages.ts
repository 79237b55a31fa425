import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { HealthcareFormError, HealthcareMessage, HealthcareStatus } from '@domain/healthcare';

/** The healthcare screens' messages of the spec, verbatim (spec 2 §8). */
export const healthcareMessages: Record<HealthcareMessage, MessageDescriptor> = {
  LIST_LOAD_FAILED: msg`Error al cargar la lista de campañas de atención médica`,
  DELETE_FAILED: msg`Error al eliminar la campaña de atención médica`,
  DELETED: msg`Campaña de salud eliminada con éxito`,
  CANCEL_FAILED: msg`Hubo un error al cancelar la campaña sanitaria, por favor intente nuevamente.`,
  CAMPAIGN_IN_USE: msg`campaña sanitaria está en uso y no puede cancelarse.`,
  SEND_COUNT_FAILED: msg`Error en el número de envios`,
  UPDATE_FAILED: msg`Error al actualizar Campaña de Salud`,
  CREATE_FAILED: msg`Error al crear la campaña de salud`,
  NO_ACTIVE_TEMPLATES: msg`No se encontraron plantillas activas!`,
};

/** The status labels (spec 2 §4). */
export const healthcareStatusLabels: Record<HealthcareStatus, MessageDescriptor> = {
  10: msg`Lista`,
  20: msg`Cancelada`,
  30: msg`Enviada`,
  100: msg`Con error`,
};

/** The status badges' colours, dark enough for 4.5:1 with light badges. */
export const healthcareStatusColors: Record<HealthcareStatus, string> = { 10: 'blue.9', 20: 'gray.9', 30: 'green.9', 100: 'red.9' };

/** What each form rule says beside its field (DATE_IN_PAST verbatim from spec 2 §5). */
export const healthcareFormMessages: Record<HealthcareFormError, MessageDescriptor> = {
  NAME_REQUIRED: msg`El nombre es obligatorio.`,
  INVALID_DATE: msg`Indica una fecha de envío válida.`,
  INVALID_TIME: msg`Indica una hora de envío válida (HH:mm).`,
  DATE_IN_PAST: msg`la fecha de envio es inferior a la fecha de hoy... por lo tanto no es valida`,
  NO_TEMPLATE_SELECTED: msg`Selecciona al menos una plantilla.`,
  NO_PHARMACY_SELECTED: msg`Selecciona al menos una farmacia.`,
  PROMOTION_REQUIRED: msg`Selecciona una promoción.`,
  PROMOTIONAL_TEMPLATE_REQUIRED: msg`Selecciona una plantilla promocional.`,
};
