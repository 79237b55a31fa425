import type { Campaign } from '@domain/campaigns';

/** A sent email campaign with every field set, so a test sees what a rule clears or keeps. */
export function aCampaign(overrides: Partial<Campaign> = {}): Campaign {
  return {
    id: 'c-1',
    eid: 321,
    subtype: 'email',
    brokerId: 'broker-9',
    campaignType: 'classic',
    topic: 'gripe',
    status: 'SENDED',
    history: [{ status: 'PENDING' }],
    jobs: ['job-1'],
    created: Date.UTC(2026, 0, 10),
    modified: Date.UTC(2026, 0, 11),
    reportId: 'r-7',
    redemption: { type: 'sales', date: Date.UTC(2026, 1, 1) },
    schedule: { scheduled: Date.UTC(2026, 0, 12, 9), sendNow: false },
    segment: { type: 'EVO_SEGMENT', apiId: 'seg-4', excel: undefined, xlsx: undefined, finalListCsv: 'lists/final.csv' },
    content: {
      name: 'Campaña de la gripe',
      subject: 'Vacúnate',
      html: '<p>Hola</p>',
      json: '{"page":{}}',
      sheetId: 's-3',
      smsContent: '',
    },
    results: { bounced: 1, empty: 2, invalid: 3, unsubscribed: 4, valid: 90 },
    brokerData: { bouncers: 1, clickers: 12, unsubscribed: 2 },
    ...overrides,
  };
}

/** An SMS draft with the given text. */
export function anSmsDraft(smsContent: string): Campaign {
  const base = aCampaign();
  return aCampaign({ subtype: 'sms', status: 'DRAFT', content: { ...base.content, subject: '', html: '', json: '', smsContent } });
}
