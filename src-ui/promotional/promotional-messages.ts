import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PromotionalCampaignState, PromotionalChoiceError, PromotionalFormError, PromotionalMessageCode } from '@domain/promotional';

/**
 * The promotional screens' messages. The spec has none of its own for promotional campaigns: they are
 * worded after its healthcare ones; NO_ACTIVE_TEMPLATES is the spec's (spec 2 §8).
 */
export const promotionalMessages: Record<PromotionalMessageCode, MessageDescriptor> = {
  LIST_LOAD_FAILED: msg`Error al cargar la lista de campañas promocionales`,
  OPTIONS_LOAD_FAILED: msg`No se han podido cargar las promociones y las plantillas promocionales`,
  DELETE_CONFIRM_TITLE: msg`Eliminar campaña promocional`,
  DELETE_CONFIRM_TEXT: msg`La campaña no se enviará y dejará de aparecer en el listado. ¿Quieres eliminarla?`,
  DELETE_FAILED: msg`Error al eliminar la campaña promocional`,
  DELETED: msg`Campaña promocional eliminada con éxito`,
  CREATE_FAILED: msg`Error al crear la campaña promocional`,
  UPDATE_FAILED: msg`Error al actualizar la campaña promocional`,
  CREATED: msg`Campaña promocional creada con éxito`,
  UPDATED: msg`Campaña promocional actualizada con éxito`,
  ALREADY_SENT: msg`La campaña promocional ya se ha enviado y no puede modificarse.`,
  NOT_FOUND: msg`La campaña promocional no existe o se ha eliminado.`,
  NO_ACTIVE_TEMPLATES: msg`No se encontraron plantillas activas!`,
};

/** What each form rule says beside its field (DATE_IN_PAST verbatim from spec 2 §5). */
export const promotionalFormMessages: Record<PromotionalFormError | PromotionalChoiceError, MessageDescriptor> = {
  NAME_REQUIRED: msg`El nombre es obligatorio.`,
  INVALID_DATE: msg`Indica una fecha de envío válida.`,
  INVALID_TIME: msg`Indica una hora de envío válida (HH:mm).`,
  DATE_IN_PAST: msg`la fecha de envio es inferior a la fecha de hoy... por lo tanto no es valida`,
  PROMOTION_REQUIRED: msg`Selecciona una promoción.`,
  PROMOTIONAL_TEMPLATE_REQUIRED: msg`Selecciona una plantilla promocional.`,
  PROMOTION_ENDED: msg`Esta promoción ya ha terminado: elige otra.`,
  TEMPLATE_NOT_ACTIVE: msg`Esta plantilla ya no está activa: elige otra.`,
  NO_TEMPLATE_SELECTED: msg`Selecciona al menos una plantilla.`,
  NO_PHARMACY_SELECTED: msg`Selecciona al menos una farmacia.`,
};

/** The campaigns' states as the list shows them. */
export const promotionalStateLabels: Record<PromotionalCampaignState, MessageDescriptor> = {
  scheduled: msg`Programada`,
  sent: msg`Enviada`,
};
