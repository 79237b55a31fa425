import { describe, expect, it } from 'vitest';
import { calendarDraftCampaign } from '@domain/calendar';

const NOW = Date.UTC(2026, 10, 21, 9);
const AT = Date.UTC(2026, 10, 30, 8);
const draft = { name: 'Consejos de invierno', schedule: AT, segment: 'Todo Email', subject: 'Abrígate', json: '{"rows":[1]}' };

describe('the campaign draft a calendar entry becomes', () => {
  it('is an email draft of the pharmacy with the entry’s name, subject, design and date', () => {
    expect(calendarDraftCampaign({ draft, type: 'email', eid: 512, product: 'farmacias', now: NOW, segmentId: 'seg-1' })).toEqual({
      id: undefined,
      eid: 512,
      subtype: 'email',
      brokerId: undefined,
      campaignType: 'classic',
      topic: undefined,
      status: 'DRAFT',
      history: [],
      jobs: [],
      created: NOW,
      modified: NOW,
      reportId: undefined,
      redemption: undefined,
      schedule: { scheduled: AT, sendNow: false },
      segment: { type: 'farmacias_SEGMENT', apiId: 'seg-1', excel: undefined, xlsx: undefined, finalListCsv: undefined },
      content: { name: 'Consejos de invierno', subject: 'Abrígate', html: '', json: '{"rows":[1]}', sheetId: undefined, smsContent: '' },
      results: undefined,
      brokerData: undefined,
    });
  });

  it('puts an SMS entry’s text in the SMS, with no subject and no recipients chosen yet', () => {
    const sms = calendarDraftCampaign({ draft: { ...draft, json: 'Abrimos el sábado' }, type: 'sms', eid: 500, product: 'farmacias', now: NOW, segmentId: undefined });
    expect(sms).toMatchObject({ subtype: 'sms', segment: { apiId: undefined }, content: { subject: '', json: '', smsContent: 'Abrimos el sábado' } });
  });
});
