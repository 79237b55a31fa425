import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CAMPAIGN_LIST_LIMIT, CONCURRENT_EDIT_WINDOW_MS, campaignListView, mustAskToTakeOver } from '@domain/campaigns';

describe('campaignListView', () => {
  it('sorts by created, newest first', () => {
    const list = [
      { id: 'a', created: 1000 },
      { id: 'b', created: 3000 },
      { id: 'c', created: 2000 },
    ];
    expect(campaignListView(list).map((c) => c.id)).toEqual(['b', 'c', 'a']);
  });

  it('keeps the first 250', () => {
    expect(CAMPAIGN_LIST_LIMIT).toBe(250);
    const list = Array.from({ length: 300 }, (_, i) => ({ created: i }));
    const view = campaignListView(list);
    expect(view).toHaveLength(250);
    expect(view[0]).toEqual({ created: 299 });
    expect(view[249]).toEqual({ created: 50 });
  });

  it('puts campaigns with an unreadable creation time last and keeps ties in order', () => {
    const list = [
      { id: 'nan', created: Number.NaN },
      { id: 'x', created: 5 },
      { id: 'y', created: 5 },
      { id: 'old', created: -10 },
    ];
    expect(campaignListView(list).map((c) => c.id)).toEqual(['x', 'y', 'old', 'nan']);
  });

  it('returns the newest min(n, 250) campaigns in descending order', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 2_000_000_000_000 }), { maxLength: 400, size: 'max' }), (times) => {
        const view = campaignListView(times.map((created) => ({ created }))).map((c) => c.created);
        expect(view).toEqual([...times].sort((a, b) => b - a).slice(0, 250));
      }),
      { numRuns: 200 },
    );
  });
});

describe('mustAskToTakeOver', () => {
  const now = Date.UTC(2026, 5, 15, 10);

  it('uses a window of 2 minutes', () => {
    expect(CONCURRENT_EDIT_WINDOW_MS).toBe(120000);
  });

  it.each([
    ['just now', now, true],
    ['1 minute 59.999 s ago', now - 119_999, true],
    ['exactly 2 minutes ago', now - 120_000, false],
    ['an hour ago', now - 3_600_000, false],
    ['in the future (clock skew)', now + 5_000, true],
    ['at an unreadable time', Number.NaN, false],
  ])('decides for a campaign modified %s', (_case, modified, ask) => {
    expect(mustAskToTakeOver(modified, now)).toBe(ask);
  });

  it('asks exactly when the modification is less than 120000 ms old', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (age) => {
        expect(mustAskToTakeOver(now - age, now)).toBe(age < 120_000);
      }),
      { numRuns: 100 },
    );
  });
});
