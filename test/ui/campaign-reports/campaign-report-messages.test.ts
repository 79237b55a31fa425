import { describe, expect, it } from 'vitest';
import type { CampaignReportMessageCode, ContactKind } from '@domain/campaign-reports';
import { campaignReportMessages, contactKindNames } from '@ui/campaign-reports/campaign-report-messages';
import { renderIn } from '../../support/messages';

describe('campaign report alerts of the screen', () => {
  it.each<[CampaignReportMessageCode, string]>([
    ['MIN_AFTER_MAX', 'la fecha minima es mayor que la fecha maxima...'],
    ['NO_PURCHASES', 'los clientes insertados no han realizado ninguna compra'],
    ['REQUEST_FAILED', 'hubo un error con la petición'],
  ])('shows %s in Spanish as the spec words it', async (code, text) => {
    const render = await renderIn('es', 'campaign-reports');
    expect(render(campaignReportMessages[code])).toBe(text);
  });

  it.each<[ContactKind, string]>([
    ['email', 'falta el id de farmacia o email'],
    ['phone', 'falta el id de farmacia o teléfono'],
  ])('fills {type} with the word of the kind %s', async (kind, text) => {
    const render = await renderIn('es', 'campaign-reports');
    expect(render(campaignReportMessages.MISSING_FIELDS, { type: render(contactKindNames[kind]) })).toBe(text);
  });

  it('fills {type} in English with the English word', async () => {
    const render = await renderIn('en', 'campaign-reports');
    expect(render(campaignReportMessages.MISSING_FIELDS, { type: render(contactKindNames.phone) })).toBe('The pharmacy id or phone is missing');
  });
});
