import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CampaignMessageCode, CampaignStatus, CampaignSubtype, ParametersStepError, WizardStep } from '@domain/campaigns';
import type { SmsErrorCode } from '@domain/sms';
import type { SenderMessageCode } from '@domain/senders';

/**
 * The campaign screens' messages, verbatim with their typos (spec 2 §8 "Campaign list load" to "ROI
 * update failure", "Reports"; the delete confirmation and the Excel report toast of §2; the send date
 * rules of §5). A `success: false` answer shows the server's own message instead.
 */
export const campaignMessages: Record<CampaignMessageCode, MessageDescriptor> = {
  LIST_LOAD_FAILED: msg`Hubo un error con el listado de campañas`,
  CREATION_FAILED: msg`hubo un error al crear la campaña`,
  DRAFT_LOAD_FAILED: msg`error`,
  SAVE_FAILED: msg`Hubo un error al crear la campaña`,
  CREATED: msg`Campaña creada correctamente`,
  UPDATED: msg`Campaña actualizada correctamente`,
  DRAFT_SAVED: msg`Guardado correcto`,
  DRAFT_SAVE_FAILED: msg`Hubo un problema`,
  SERVER_INTERNAL_ERROR: msg`server internal error`,
  INTERNAL_SERVER_ERROR: msg`error interno en el servidor`,
  DELETE_CONFIRM_TITLE: msg`¿Eliminar Campaña?`,
  DELETE_CONFIRM_TEXT: msg`¿Estas seguro de que quieres borrar la campaña para siempre?`,
  TEST_EMAILS_SENT: msg`Email de prueba enviados`,
  TEST_SMS_SENT: msg`Sms de prueba enviado`,
  TEST_FAILED: msg`Hubo un error al enviar la prueba`,
  INVALID_PHONE_NUMBER: msg`número de teléfono incorrecto`,
  RESET_DONE: msg`status de la campaña cambiado a pending`,
  RESET_FAILED: msg`por favor comuniquese con un desarollador`,
  ROI_UPDATE_FAILED: msg`hubo un error generando la rentabilida`,
  REPORT_LOAD_FAILED: msg`No ha sido posible obtener el informe de marketing`,
  SALES_REPORT_LOAD_FAILED: msg`Error al cargar la sección del informe de ventas`,
  REPORT_NOT_READY: msg`Estamos generando el informe, pruebe en un rato`,
  DATE_IN_PAST: msg`la fecha de envio es inferior a la fecha de hoy... por lo tanto no es valida`,
  INVALID_DATE: msg`fecha no valida`,
};

/**
 * The sender messages, verbatim (spec 2 §5, §8), and the unverified warning (spec 2 §4): its title
 * '¡Cuidado!' is verbatim; not in the spec: the words of its text, which the spec only paraphrases.
 */
export const senderMessages: Record<SenderMessageCode, MessageDescriptor> = {
  FIELDS_EMPTY: msg`El campo nombre o el campo email esta vacio`,
  NO_SENDER: msg`Por favor cree un remitente`,
  REGISTER_FAILED: msg`El remitente no ha podido ser registrado`,
  REGISTERED: msg`Remitente registrado correctamente`,
  UNVERIFIED: msg`¡Cuidado!`,
  UNVERIFIED_TEXT: msg`La campaña no se enviará a menos que verifique el remitente antes de programarla.`,
};

/** The status badges' labels (spec 2 §2: Enviada, Borrador, Error; pending and processing show a clock, named here for screen readers). */
export const campaignStatusLabels: Record<CampaignStatus, MessageDescriptor> = {
  DRAFT: msg`Borrador`,
  PENDING: msg`Programada`,
  PROCESSING: msg`Enviándose`,
  SENDED: msg`Enviada`,
  ERROR: msg`Error`,
};

/** The channels. */
export const campaignSubtypeLabels: Record<CampaignSubtype, MessageDescriptor> = {
  email: msg`Email`,
  sms: msg`SMS`,
};

/** The SMS rules' messages: 'número de teléfono incorrecto' verbatim (spec 2 §5, §8); the others ours. */
export const smsMessages: Record<SmsErrorCode, MessageDescriptor> = {
  INVALID_PHONE_NUMBER: msg`número de teléfono incorrecto`,
  MISSING_SENDER: msg`Falta el nombre del remitente del SMS`,
  EMPTY_CONTENT: msg`El SMS no tiene contenido`,
  INVALID_CHARACTERS: msg`El SMS contiene caracteres no válidos`,
  TOO_LONG: msg`El SMS supera los 306 caracteres`,
  INVALID_RECIPIENTS: msg`Hay números de teléfono no válidos`,
};

/** What each step of the wizard says when it cannot be left (spec 2 §5; not in the spec: the words). */
export const wizardStepMessages: Record<ParametersStepError | 'MISSING_CONTENT', MessageDescriptor> = {
  MISSING_NAME: msg`Escribe el nombre de la campaña.`,
  MISSING_SUBJECT: msg`Escribe el asunto del correo.`,
  MISSING_SEGMENT_TYPE: msg`Elige a quién va la campaña: un segmento o un archivo Excel.`,
  MISSING_API_SEGMENT: msg`Elige un segmento.`,
  MISSING_EXCEL: msg`Sube el archivo Excel con los destinatarios.`,
  MISSING_CONTENT: msg`El correo todavía no tiene contenido: diseña el mensaje antes de continuar.`,
};

/** The steps' titles (spec 2 §2: Parámetros, Diseño, Finalizar). */
export const wizardStepTitles: Record<WizardStep, MessageDescriptor> = {
  0: msg`Parámetros`,
  1: msg`Diseño`,
  2: msg`Finalizar`,
};
