import type { SendDateError } from './send-date';

/** Codes of the campaign screens' messages (spec 2 §2, §5, §8). */
export type CampaignMessageCode =
  | SendDateError
  | 'LIST_LOAD_FAILED'
  | 'CREATION_FAILED'
  | 'DRAFT_LOAD_FAILED'
  | 'SAVE_FAILED'
  | 'CREATED'
  | 'UPDATED'
  | 'DRAFT_SAVED'
  | 'DRAFT_SAVE_FAILED'
  | 'SERVER_INTERNAL_ERROR'
  | 'INTERNAL_SERVER_ERROR'
  | 'DELETE_CONFIRM_TITLE'
  | 'DELETE_CONFIRM_TEXT'
  | 'TEST_EMAILS_SENT'
  | 'TEST_SMS_SENT'
  | 'TEST_FAILED'
  | 'INVALID_PHONE_NUMBER'
  | 'RESET_DONE'
  | 'RESET_FAILED'
  | 'ROI_UPDATE_FAILED'
  | 'REPORT_LOAD_FAILED'
  | 'SALES_REPORT_LOAD_FAILED'
  | 'REPORT_NOT_READY';

/**
 * The campaign messages, verbatim with their typos (spec 2 §8 "Campaign list load" to "ROI update failure",
 * "Reports"; the delete confirmation and the Excel report toast of §2; the send date rules of §5).
 * A `success: false` answer shows the server's own message instead.
 */
export const CAMPAIGN_MESSAGES = {
  LIST_LOAD_FAILED: 'Hubo un error con el listado de campañas',
  CREATION_FAILED: 'hubo un error al crear la campaña',
  DRAFT_LOAD_FAILED: 'error',
  SAVE_FAILED: 'Hubo un error al crear la campaña',
  CREATED: 'Campaña creada correctamente',
  UPDATED: 'Campaña actualizada correctamente',
  DRAFT_SAVED: 'Guardado correcto',
  DRAFT_SAVE_FAILED: 'Hubo un problema',
  SERVER_INTERNAL_ERROR: 'server internal error',
  INTERNAL_SERVER_ERROR: 'error interno en el servidor',
  DELETE_CONFIRM_TITLE: '¿Eliminar Campaña?',
  DELETE_CONFIRM_TEXT: '¿Estas seguro de que quieres borrar la campaña para siempre?',
  TEST_EMAILS_SENT: 'Email de prueba enviados',
  TEST_SMS_SENT: 'Sms de prueba enviado',
  TEST_FAILED: 'Hubo un error al enviar la prueba',
  INVALID_PHONE_NUMBER: 'número de teléfono incorrecto',
  RESET_DONE: 'status de la campaña cambiado a pending',
  RESET_FAILED: 'por favor comuniquese con un desarollador',
  ROI_UPDATE_FAILED: 'hubo un error generando la rentabilida',
  REPORT_LOAD_FAILED: 'No ha sido posible obtener el informe de marketing',
  SALES_REPORT_LOAD_FAILED: 'Error loading sales report section',
  REPORT_NOT_READY: 'Estamos generando el informe, pruebe en un rato',
  DATE_IN_PAST: 'la fecha de envio es inferior a la fecha de hoy... por lo tanto no es valida',
  INVALID_DATE: 'fecha no valida',
} as const satisfies Record<CampaignMessageCode, string>;
