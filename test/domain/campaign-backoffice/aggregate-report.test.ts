import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  EMPTY_COUNTS,
  addCounts,
  aggregateCampaigns,
  campaignCounts,
  countsInReport,
  countsRates,
  deliveredCount,
  isEmptyReport,
  reportRates,
  sentAt,
  withEveryMonth,
  type AggregateCounts,
  type AggregateReportFilters,
} from '@domain/campaign-backoffice';
import { CAMPAIGN_STATUSES, type Campaign } from '@domain/campaigns';
import { aCampaign } from '../../support/builders/campaign.builder';

const FILTERS: AggregateReportFilters = { dateMin: '2026-01-01', dateMax: '2026-03-31', eid: undefined, subtype: 'all' };

/** A campaign sent at `at` with the given figures. */
const sent = (at: number, overrides: Partial<Campaign> = {}): Campaign => aCampaign({ schedule: { scheduled: at, sendNow: false }, ...overrides });

describe('campaignCounts', () => {
  it('counts one campaign, its list before pre-processing, its valid recipients and the broker’s figures', () => {
    expect(campaignCounts(aCampaign())).toEqual({ campaigns: 1, recipients: 100, valid: 90, bounced: 1, clickers: 12, unsubscribed: 2 });
    expect(campaignCounts(aCampaign({ results: undefined, brokerData: undefined }))).toEqual({ ...EMPTY_COUNTS, campaigns: 1 });
  });
});

describe('sentAt', () => {
  it('is the send instant, or the last change without one', () => {
    expect(sentAt(sent(5))).toBe(5);
    expect(sentAt(aCampaign({ schedule: undefined, modified: 9 }))).toBe(9);
    expect(sentAt(aCampaign({ schedule: { scheduled: undefined, sendNow: true }, modified: 8 }))).toBe(8);
  });
});

describe('countsInReport', () => {
  it('counts a sent campaign of the period’s days, pharmacy and channel', () => {
    const march = Date.UTC(2026, 2, 31, 21, 59);
    expect(countsInReport(sent(march), FILTERS)).toBe(true);
    // 31/03 at 22:00 UTC is already 1 April in Madrid; 31/12 at 23:00 UTC is 1 January.
    expect(countsInReport(sent(Date.UTC(2026, 2, 31, 22)), FILTERS)).toBe(false);
    expect(countsInReport(sent(Date.UTC(2025, 11, 31, 23)), FILTERS)).toBe(true);
    expect(countsInReport(sent(march, { eid: 7 }), { ...FILTERS, eid: 8 })).toBe(false);
    expect(countsInReport(sent(march, { eid: 8 }), { ...FILTERS, eid: 8 })).toBe(true);
    expect(countsInReport(sent(march, { subtype: 'sms' }), { ...FILTERS, subtype: 'email' })).toBe(false);
    expect(CAMPAIGN_STATUSES.filter((status) => countsInReport(sent(march, { status }), FILTERS))).toEqual(['SENDED']);
  });
});

describe('aggregateCampaigns', () => {
  it('adds up the campaigns that count, by channel and by month, every month of the period listed', () => {
    const email = sent(Date.UTC(2026, 0, 15));
    const sms = sent(Date.UTC(2026, 2, 2), { subtype: 'sms', brokerData: { bouncers: 3, clickers: 0, unsubscribed: 1 } });
    const draft = sent(Date.UTC(2026, 0, 20), { status: 'DRAFT' });
    const report = aggregateCampaigns([email, sms, draft], FILTERS);
    expect(report.totals).toEqual({ campaigns: 2, recipients: 200, valid: 180, bounced: 4, clickers: 12, unsubscribed: 3 });
    expect(report.bySubtype).toEqual({ email: campaignCounts(email), sms: campaignCounts(sms) });
    expect(report.byMonth).toEqual([
      { month: '2026-01', counts: campaignCounts(email) },
      { month: '2026-02', counts: EMPTY_COUNTS },
      { month: '2026-03', counts: campaignCounts(sms) },
    ]);
    expect(isEmptyReport(report)).toBe(false);
    expect(isEmptyReport(aggregateCampaigns([draft], FILTERS))).toBe(true);
  });

  const aCount = fc.nat({ max: 10_000 });
  const aSentCampaign = fc
    .record({
      at: fc.integer({ min: Date.UTC(2025, 10, 1), max: Date.UTC(2026, 4, 1) }),
      status: fc.constantFrom(...CAMPAIGN_STATUSES),
      subtype: fc.constantFrom('email' as const, 'sms' as const),
      eid: fc.constantFrom(500, 512),
      valid: aCount,
      bounced: aCount,
      clickers: aCount,
    })
    .map(({ at, status, subtype, eid, valid, bounced, clickers }) =>
      sent(at, { status, subtype, eid, results: { bounced: 0, empty: 1, invalid: 0, unsubscribed: 0, valid }, brokerData: { bouncers: bounced, clickers, unsubscribed: 0 } }),
    );

  it('gives totals equal to the sum of the channels and to the sum of the months', () => {
    fc.assert(
      fc.property(fc.array(aSentCampaign, { maxLength: 40 }), fc.constantFrom(undefined, 500), fc.constantFrom('all' as const, 'email' as const, 'sms' as const), (campaigns, eid, subtype) => {
        const filters = { ...FILTERS, eid, subtype };
        const report = aggregateCampaigns(campaigns, filters);
        const sum = (counts: readonly AggregateCounts[]) => counts.reduce(addCounts, EMPTY_COUNTS);
        expect(sum([report.bySubtype.email, report.bySubtype.sms])).toEqual(report.totals);
        expect(sum(report.byMonth.map((month) => month.counts))).toEqual(report.totals);
        expect(report.totals.campaigns).toBe(campaigns.filter((campaign) => countsInReport(campaign, filters)).length);
        expect(report.byMonth.map((month) => month.month)).toEqual(['2026-01', '2026-02', '2026-03']);
      }),
      { numRuns: 100 },
    );
  });
});

describe('withEveryMonth', () => {
  it('completes the months of the period, drops the others and keeps the first of a repeated month', () => {
    const one = { ...EMPTY_COUNTS, campaigns: 1 };
    const two = { ...EMPTY_COUNTS, campaigns: 2 };
    const report = { totals: one, bySubtype: { email: one, sms: EMPTY_COUNTS }, byMonth: [{ month: '2026-02', counts: one }, { month: '2026-02', counts: two }, { month: '2024-01', counts: two }] };
    expect(withEveryMonth(report, FILTERS).byMonth).toEqual([
      { month: '2026-01', counts: EMPTY_COUNTS },
      { month: '2026-02', counts: one },
      { month: '2026-03', counts: EMPTY_COUNTS },
    ]);
  });
});

describe('rates', () => {
  const counts: AggregateCounts = { campaigns: 2, recipients: 1000, valid: 800, bounced: 40, clickers: 76, unsubscribed: 19 };

  it('divides valid by recipients, bounced by valid, clickers and unsubscribed by delivered', () => {
    expect(deliveredCount(counts)).toBe(760);
    expect(countsRates(counts)).toEqual({ valid: 0.8, bounce: 0.05, click: 0.1, unsubscribe: 0.025 });
    expect(countsRates(EMPTY_COUNTS)).toEqual({ valid: undefined, bounce: undefined, click: undefined, unsubscribe: undefined });
    expect(deliveredCount({ ...counts, bounced: 900 })).toBe(0);
  });

  it('takes the click rate of the email campaigns only', () => {
    const sms: AggregateCounts = { campaigns: 1, recipients: 1000, valid: 1000, bounced: 0, clickers: 0, unsubscribed: 1 };
    const report = { totals: addCounts(counts, sms), bySubtype: { email: counts, sms }, byMonth: [] };
    expect(reportRates(report)).toEqual({ valid: 0.9, bounce: 40 / 1800, click: 0.1, unsubscribe: 20 / 1760 });
    expect(reportRates({ ...report, bySubtype: { email: EMPTY_COUNTS, sms } }).click).toBeUndefined();
  });
});
