import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CAMPAIGN_STATUSES, campaignRowActions, filterCampaigns, sortCampaigns, type Campaign } from '@domain/campaigns';
import { aCampaign, anSmsDraft } from '../../support/builders/campaign.builder';

const named = (id: string, name: string, overrides: Partial<Campaign> = {}): Campaign => {
  const base = aCampaign({ id, ...overrides });
  return { ...base, content: { ...base.content, name, ...overrides.content } };
};

describe('filterCampaigns', () => {
  const flu = named('flu', 'Vacunación de la gripe', { created: 3 });
  const sun = named('sun', 'Protección solar', { created: 2, status: 'DRAFT' });
  const sms = { ...anSmsDraft('Revisión de tensión gratis'), id: 'sms', created: 1 };

  it('finds every word in the name, subject or SMS text, ignoring case and accents', () => {
    expect(filterCampaigns([flu, sun, sms], 'VACUNACION gripe', undefined).map((c) => c.id)).toEqual(['flu']);
    expect(filterCampaigns([flu, sun, sms], 'tension', undefined).map((c) => c.id)).toEqual(['sms']);
    expect(filterCampaigns([flu, sun, sms], 'vacúnate', undefined).map((c) => c.id)).toEqual(['flu', 'sun']);
  });

  it('keeps one status or one channel, and every campaign without a filter or a search', () => {
    expect(filterCampaigns([flu, sun, sms], '', { status: 'DRAFT' }).map((c) => c.id)).toEqual(['sun', 'sms']);
    expect(filterCampaigns([flu, sun, sms], '', { subtype: 'sms' }).map((c) => c.id)).toEqual(['sms']);
    expect(filterCampaigns([flu, sun, sms], '', { status: 'DRAFT', subtype: 'email' }).map((c) => c.id)).toEqual(['sun']);
    expect(filterCampaigns([flu, sun, sms], '  ', {}).map((c) => c.id)).toEqual(['flu', 'sun', 'sms']);
  });
});

describe('sortCampaigns', () => {
  const a = named('a', 'Árnica', { created: 10, status: 'SENDED', schedule: { scheduled: 500, sendNow: false } });
  const b = named('b', 'botiquín', { created: 30, status: 'DRAFT', schedule: undefined });
  const c = named('c', 'Crema', { created: 20, status: 'ERROR', subtype: 'sms', schedule: { scheduled: 100, sendNow: false } });

  it('sorts names in Spanish order, statuses in their life order, channels email first', () => {
    expect(sortCampaigns([c, b, a], { column: 'name', direction: 'asc' }).map((x) => x.id)).toEqual(['a', 'b', 'c']);
    expect(sortCampaigns([c, b, a], { column: 'status', direction: 'asc' }).map((x) => x.id)).toEqual(['b', 'a', 'c']);
    expect(sortCampaigns([c, b, a], { column: 'subtype', direction: 'desc' }).map((x) => x.id)).toEqual(['c', 'b', 'a']);
  });

  it('puts a campaign without a send instant last in either direction', () => {
    expect(sortCampaigns([b, a, c], { column: 'scheduled', direction: 'asc' }).map((x) => x.id)).toEqual(['c', 'a', 'b']);
    expect(sortCampaigns([b, a, c], { column: 'scheduled', direction: 'desc' }).map((x) => x.id)).toEqual(['a', 'c', 'b']);
  });

  it('orders by creation and keeps every campaign', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1e12 }), { maxLength: 60 }), fc.constantFrom('asc' as const, 'desc' as const), (times, direction) => {
        const campaigns = times.map((created, index) => aCampaign({ id: String(index), created }));
        const sorted = sortCampaigns(campaigns, { column: 'created', direction });
        expect(sorted.map((x) => x.created)).toEqual([...times].sort((x, y) => (direction === 'asc' ? x - y : y - x)));
        expect(new Set(sorted.map((x) => x.id)).size).toBe(campaigns.length);
      }),
      { numRuns: 100 },
    );
  });
});

describe('campaignRowActions', () => {
  it('offers reset only to the back office, on a campaign the status table lets go back to pending', () => {
    const resettable = CAMPAIGN_STATUSES.filter((status) => campaignRowActions(aCampaign({ status }), true).reset);
    expect(resettable).toEqual(['PROCESSING', 'SENDED', 'ERROR']);
    expect(CAMPAIGN_STATUSES.some((status) => campaignRowActions(aCampaign({ status }), false).reset)).toBe(false);
  });

  it('shows the JSON to the back office only, and never deletes a campaign being sent', () => {
    expect(campaignRowActions(aCampaign(), true).json).toBe(true);
    expect(campaignRowActions(aCampaign(), false).json).toBe(false);
    expect(campaignRowActions(aCampaign({ status: 'PROCESSING' }), false).remove).toBe(false);
    expect(campaignRowActions(aCampaign({ status: 'ERROR' }), false).remove).toBe(true);
  });

  it('previews every email (its HTML is read when shown) and an SMS with text', () => {
    const base = aCampaign();
    expect(campaignRowActions({ ...base, content: { ...base.content, html: '' } }, false).preview).toBe(true);
    expect(campaignRowActions(anSmsDraft('Hola'), false).preview).toBe(true);
    expect(campaignRowActions(anSmsDraft('   '), false).preview).toBe(false);
  });

  it('edits a draft from its first step and modifies the schedule of a campaign waiting to go, nothing else', () => {
    expect(CAMPAIGN_STATUSES.filter((status) => campaignRowActions(aCampaign({ status }), false).edit)).toEqual(['DRAFT']);
    expect(CAMPAIGN_STATUSES.filter((status) => campaignRowActions(aCampaign({ status }), true).modifySchedule)).toEqual(['PENDING']);
  });

  it('offers the report of a sent campaign only, to everyone', () => {
    expect(CAMPAIGN_STATUSES.filter((status) => campaignRowActions(aCampaign({ status }), false).report)).toEqual(['SENDED']);
    expect(CAMPAIGN_STATUSES.filter((status) => campaignRowActions(aCampaign({ status }), true).report)).toEqual(['SENDED']);
  });
});
