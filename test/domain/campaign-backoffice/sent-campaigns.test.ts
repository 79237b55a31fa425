import { describe, expect, it } from 'vitest';
import { sentCampaignsOf, type AggregateReportFilters } from '@domain/campaign-backoffice';
import type { Campaign } from '@domain/campaigns';
import { aCampaign } from '../../support/builders/campaign.builder';

const FILTERS: AggregateReportFilters = { dateMin: '2026-01-01', dateMax: '2026-03-31', eid: undefined, subtype: 'all' };
const sent = (id: string, at: number, overrides: Partial<Campaign> = {}): Campaign => aCampaign({ id, schedule: { scheduled: at, sendNow: false }, ...overrides });

describe('the sent campaigns the statistics list', () => {
  it('are those the figures count, most recently sent first', () => {
    const campaigns = [
      sent('a', Date.UTC(2026, 0, 5)),
      sent('b', Date.UTC(2026, 2, 30)),
      sent('c', Date.UTC(2026, 3, 2)),
      sent('d', Date.UTC(2026, 1, 1), { status: 'PENDING' }),
      sent('e', Date.UTC(2026, 1, 1), { subtype: 'sms', eid: 512 }),
    ];
    expect(sentCampaignsOf(campaigns, FILTERS).map((campaign) => campaign.id)).toEqual(['b', 'e', 'a']);
    expect(sentCampaignsOf(campaigns, { ...FILTERS, subtype: 'sms' }).map((campaign) => campaign.id)).toEqual(['e']);
    expect(sentCampaignsOf(campaigns, { ...FILTERS, eid: 321 }).map((campaign) => campaign.id)).toEqual(['b', 'a']);
  });

  it('orders those sent at the same instant newest created first, then by id', () => {
    const at = Date.UTC(2026, 1, 10);
    const campaigns = [sent('y', at, { created: 1 }), sent('x', at, { created: 1 }), sent('z', at, { created: 2 }), sent('w', at, { id: undefined, created: 1 })];
    expect(sentCampaignsOf(campaigns, FILTERS).map((campaign) => campaign.id)).toEqual(['z', undefined, 'x', 'y']);
  });
});
