import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  BACKOFFICE_CAMPAIGN_SORT_COLUMNS,
  filterBackofficeCampaigns,
  isUnsent,
  newestFirst,
  sortBackofficeCampaigns,
} from '@domain/campaign-backoffice';
import { CAMPAIGN_SORT_COLUMNS, CAMPAIGN_STATUSES, sortCampaigns, type Campaign } from '@domain/campaigns';
import { aCampaign } from '../../support/builders/campaign.builder';

const named = (id: string, name: string, overrides: Partial<Campaign> = {}): Campaign => {
  const base = aCampaign({ id, ...overrides });
  return { ...base, content: { ...base.content, name } };
};

describe('the back-office campaign table', () => {
  const flu = named('flu', 'Vacunación de la gripe', { eid: 512, created: 3 });
  const sun = named('sun', 'Protección solar', { eid: 500, created: 2, status: 'DRAFT' });
  const tension = named('tension', 'Tensión', { eid: 500, created: 1, subtype: 'sms' });

  it('sorts by the pharmacy list’s columns and by pharmacy', () => {
    expect(BACKOFFICE_CAMPAIGN_SORT_COLUMNS).toEqual([...CAMPAIGN_SORT_COLUMNS, 'entity']);
    expect(sortBackofficeCampaigns([tension, flu, sun], { column: 'entity', direction: 'asc' }).map((c) => c.id)).toEqual(['sun', 'tension', 'flu']);
    expect(sortBackofficeCampaigns([tension, flu, sun], { column: 'entity', direction: 'desc' }).map((c) => c.id)).toEqual(['flu', 'sun', 'tension']);
    expect(sortBackofficeCampaigns([tension, flu, sun], { column: 'name', direction: 'asc' })).toEqual(sortCampaigns([tension, flu, sun], { column: 'name', direction: 'asc' }));
  });

  it('orders by pharmacy, the newest first within one, keeping every campaign', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ eid: fc.integer({ min: 500, max: 510 }), created: fc.nat() }), { maxLength: 50 }), fc.constantFrom('asc' as const, 'desc' as const), (rows, direction) => {
        const campaigns = rows.map((row, index) => aCampaign({ id: String(index), ...row }));
        const sorted = sortBackofficeCampaigns(campaigns, { column: 'entity', direction });
        expect(sorted).toHaveLength(campaigns.length);
        for (let index = 1; index < sorted.length; index += 1) {
          const [before, after] = [sorted[index - 1] as Campaign, sorted[index] as Campaign];
          if (before.eid === after.eid) expect(before.created).toBeGreaterThanOrEqual(after.created);
          else expect(direction === 'asc' ? before.eid < after.eid : before.eid > after.eid).toBe(true);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('filters by pharmacy besides the search, the status and the channel', () => {
    expect(filterBackofficeCampaigns([flu, sun, tension], '', { eid: 500 }).map((c) => c.id)).toEqual(['sun', 'tension']);
    expect(filterBackofficeCampaigns([flu, sun, tension], '', { eid: 500, subtype: 'sms' }).map((c) => c.id)).toEqual(['tension']);
    expect(filterBackofficeCampaigns([flu, sun, tension], 'gripe', undefined).map((c) => c.id)).toEqual(['flu']);
    expect(filterBackofficeCampaigns([flu, sun, tension], '', { status: 'DRAFT' }).map((c) => c.id)).toEqual(['sun']);
    expect(filterBackofficeCampaigns([flu, sun, tension], '', { eid: 999 })).toEqual([]);
  });

  it('shows the newest first whatever the order received', () => {
    expect(newestFirst([tension, flu, sun]).map((c) => c.id)).toEqual(['flu', 'sun', 'tension']);
  });
});

describe('unsent campaigns', () => {
  it('counts every status but SENDED as unsent', () => {
    expect(CAMPAIGN_STATUSES.filter((status) => isUnsent({ status }))).toEqual(['DRAFT', 'PENDING', 'PROCESSING', 'ERROR']);
  });
});
