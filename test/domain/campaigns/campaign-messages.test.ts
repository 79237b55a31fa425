import { describe, expect, it } from 'vitest';
import { CAMPAIGN_MESSAGES, type CampaignMessageCode } from '@domain/campaigns';

describe('CAMPAIGN_MESSAGES', () => {
  it.each<[CampaignMessageCode, string]>([
    ['LIST_LOAD_FAILED', 'Hubo un error con el listado de campañas'],
    ['CREATION_FAILED', 'hubo un error al crear la campaña'],
    ['DRAFT_LOAD_FAILED', 'error'],
    ['SAVE_FAILED', 'Hubo un error al crear la campaña'],
    ['CREATED', 'Campaña creada correctamente'],
    ['UPDATED', 'Campaña actualizada correctamente'],
    ['DRAFT_SAVED', 'Guardado correcto'],
    ['DRAFT_SAVE_FAILED', 'Hubo un problema'],
    ['SERVER_INTERNAL_ERROR', 'server internal error'],
    ['INTERNAL_SERVER_ERROR', 'error interno en el servidor'],
    ['DELETE_CONFIRM_TITLE', '¿Eliminar Campaña?'],
    ['DELETE_CONFIRM_TEXT', '¿Estas seguro de que quieres borrar la campaña para siempre?'],
    ['TEST_EMAILS_SENT', 'Email de prueba enviados'],
    ['TEST_SMS_SENT', 'Sms de prueba enviado'],
    ['TEST_FAILED', 'Hubo un error al enviar la prueba'],
    ['INVALID_PHONE_NUMBER', 'número de teléfono incorrecto'],
    ['RESET_DONE', 'status de la campaña cambiado a pending'],
    ['RESET_FAILED', 'por favor comuniquese con un desarollador'],
    ['ROI_UPDATE_FAILED', 'hubo un error generando la rentabilida'],
    ['REPORT_LOAD_FAILED', 'No ha sido posible obtener el informe de marketing'],
    ['SALES_REPORT_LOAD_FAILED', 'Error loading sales report section'],
    ['REPORT_NOT_READY', 'Estamos generando el informe, pruebe en un rato'],
    ['DATE_IN_PAST', 'la fecha de envio es inferior a la fecha de hoy... por lo tanto no es valida'],
    ['INVALID_DATE', 'fecha no valida'],
  ])('says %s as %j', (code, text) => {
    expect(CAMPAIGN_MESSAGES[code]).toBe(text);
  });

  it('has no other message', () => {
    expect(Object.keys(CAMPAIGN_MESSAGES)).toHaveLength(24);
  });
});
