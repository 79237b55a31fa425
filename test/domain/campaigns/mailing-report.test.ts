import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_ROI_FILTER, mailingFigures, preProcessTotal, roiFilterForm, roiSummary, sameRoiFilter, smsFigures, validateRoiFilter } from '@domain/campaigns';

describe('mailingFigures', () => {
  it('takes the bouncers from sent, and the click and unsubscribe rates over delivered', () => {
    expect(mailingFigures(1000, { bouncers: 20, clickers: 98, unsubscribed: 4 })).toEqual({
      sent: 1000,
      delivered: 980,
      bouncers: 20,
      clickers: 98,
      unsubscribed: 4,
      bounceRate: 0.02,
      clickRate: 0.1,
      unsubscribeRate: 4 / 980,
    });
  });

  it('has no rates when nothing was sent, and counts missing broker data as 0', () => {
    expect(mailingFigures(0, undefined)).toEqual({ sent: 0, delivered: 0, bouncers: 0, clickers: 0, unsubscribed: 0, bounceRate: undefined, clickRate: undefined, unsubscribeRate: undefined });
    expect(mailingFigures(10, undefined)).toMatchObject({ delivered: 10, bounceRate: 0, clickRate: 0 });
  });

  it('never delivers less than nothing nor shows a rate beyond 100 %', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 10_000 }), fc.integer({ min: -5, max: 20_000 }), fc.integer({ min: -5, max: 20_000 }), fc.integer({ min: -5, max: 20_000 }), (sent, bouncers, clickers, unsubscribed) => {
        const figures = mailingFigures(sent, { bouncers, clickers, unsubscribed });
        expect(figures.delivered).toBeGreaterThanOrEqual(0);
        expect(figures.delivered + figures.bouncers).toBe(Math.max(0, sent));
        for (const rate of [figures.bounceRate, figures.clickRate, figures.unsubscribeRate]) {
          if (rate === undefined) continue;
          expect(rate).toBeGreaterThanOrEqual(0);
          expect(rate).toBeLessThanOrEqual(1);
        }
      }),
      { numRuns: 100 },
    );
  });
});

describe('preProcessTotal', () => {
  it('adds the five results', () => {
    expect(preProcessTotal({ valid: 800, invalid: 20, empty: 150, bounced: 10, unsubscribed: 20 })).toBe(1000);
  });
});

describe('smsFigures', () => {
  it('bills the segments of each message for every one sent, and leaves the unconfirmed apart', () => {
    expect(smsFigures({ sent: 500, delivered: 470, undelivered: 10, segmentsPerMessage: 2, creationDate: undefined, roiFilter: DEFAULT_ROI_FILTER, roi: undefined })).toEqual({
      sent: 500,
      delivered: 470,
      undelivered: 10,
      awaiting: 20,
      deliveryRate: 0.94,
      segmentsBilled: 1000,
    });
  });

  it('caps deliveries by what was sent', () => {
    expect(smsFigures({ sent: 10, delivered: 12, undelivered: 3, segmentsPerMessage: 0, creationDate: undefined, roiFilter: DEFAULT_ROI_FILTER, roi: undefined })).toMatchObject({
      delivered: 10,
      undelivered: 0,
      awaiting: 0,
      segmentsBilled: 10,
    });
  });
});

describe('roiSummary', () => {
  it('works out conversion, average ticket and revenue per recipient, rounded to the cent', () => {
    expect(roiSummary({ buyers: 50, tickets: 60, units: 130, revenueCents: 145_000 }, 1000)).toEqual({
      revenueCents: 145_000,
      buyers: 50,
      conversionRate: 0.05,
      averageTicketCents: 2417,
      revenuePerRecipientCents: 145,
    });
  });

  it('divides by nothing into undefined', () => {
    expect(roiSummary({ buyers: 0, tickets: 0, units: 0, revenueCents: 0 }, 0)).toEqual({ revenueCents: 0, buyers: 0, conversionRate: undefined, averageTicketCents: undefined, revenuePerRecipientCents: undefined });
  });
});

describe('validateRoiFilter', () => {
  it('reads the days and the codes, split at commas, semicolons, spaces and lines, each kept once', () => {
    expect(validateRoiFilter({ days: ' 30 ', productCodes: '712345, 8470001234567;712345\n654321' })).toEqual({ ok: true, value: { days: 30, productCodes: ['712345', '8470001234567', '654321'] } });
    expect(validateRoiFilter({ days: '1', productCodes: '  ' })).toEqual({ ok: true, value: { days: 1, productCodes: [] } });
  });

  it.each(['0', '61', '', '7.5', '-3', 'quince', '1000'])('refuses %j days', (days) => {
    expect(validateRoiFilter({ days, productCodes: '' })).toEqual({ ok: false, error: { code: 'DAYS_INVALID' } });
  });

  it('names the first code that is not 6 to 13 digits', () => {
    expect(validateRoiFilter({ days: '15', productCodes: '712345, 12345, abcdef' })).toEqual({ ok: false, error: { code: 'PRODUCT_CODE_INVALID', value: '12345' } });
    expect(validateRoiFilter({ days: '15', productCodes: '12345678901234' })).toEqual({ ok: false, error: { code: 'PRODUCT_CODE_INVALID', value: '12345678901234' } });
  });

  it('refuses more than 50 codes', () => {
    const codes = Array.from({ length: 51 }, (_, index) => String(700_000 + index)).join(',');
    expect(validateRoiFilter({ days: '15', productCodes: codes })).toEqual({ ok: false, error: { code: 'TOO_MANY_PRODUCT_CODES' } });
  });

  it('reads back the form of any valid filter', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), fc.uniqueArray(fc.stringMatching(/^\d{6,13}$/), { maxLength: 50 }), (days, productCodes) => {
        const read = validateRoiFilter(roiFilterForm({ days, productCodes }));
        expect(read.ok && sameRoiFilter(read.value, { days, productCodes })).toBe(true);
      }),
      { numRuns: 100 },
    );
  });
});

describe('sameRoiFilter', () => {
  it('compares days and codes in any order', () => {
    expect(sameRoiFilter({ days: 15, productCodes: ['1', '2'] }, { days: 15, productCodes: ['2', '1'] })).toBe(true);
    expect(sameRoiFilter({ days: 15, productCodes: ['1'] }, { days: 14, productCodes: ['1'] })).toBe(false);
    expect(sameRoiFilter({ days: 15, productCodes: ['1'] }, { days: 15, productCodes: ['1', '2'] })).toBe(false);
  });
});
