import { describe, expect, it } from 'vitest';
import type { CampaignMessageCode } from '@domain/campaigns';
import type { SenderMessageCode } from '@domain/senders';
import { campaignMessages, senderMessages } from '@ui/campaigns/campaign-messages';
import { renderIn } from '../../support/messages';

describe('campaign messages of the screens', () => {
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
    ['SALES_REPORT_LOAD_FAILED', 'Error al cargar la sección del informe de ventas'],
    ['REPORT_NOT_READY', 'Estamos generando el informe, pruebe en un rato'],
    ['DATE_IN_PAST', 'la fecha de envio es inferior a la fecha de hoy... por lo tanto no es valida'],
    ['INVALID_DATE', 'fecha no valida'],
  ])('shows %s in Spanish as %j', async (code, text) => {
    const render = await renderIn('es', 'campaigns');
    expect(render(campaignMessages[code])).toBe(text);
  });

  it.each<[SenderMessageCode, string]>([
    ['FIELDS_EMPTY', 'El campo nombre o el campo email esta vacio'],
    ['NO_SENDER', 'Por favor cree un remitente'],
    ['REGISTER_FAILED', 'El remitente no ha podido ser registrado'],
    ['REGISTERED', 'Remitente registrado correctamente'],
    ['UNVERIFIED', '¡Cuidado!'],
    ['UNVERIFIED_TEXT', 'La campaña no se enviará a menos que verifique el remitente antes de programarla.'],
  ])('shows the sender message %s in Spanish as %j', async (code, text) => {
    const render = await renderIn('es', 'campaigns');
    expect(render(senderMessages[code])).toBe(text);
  });

  it('shows a message in English from the screen catalogue', async () => {
    const render = await renderIn('en', 'campaigns');
    expect(render(campaignMessages.DELETE_CONFIRM_TITLE)).toBe('Delete campaign?');
  });
});
