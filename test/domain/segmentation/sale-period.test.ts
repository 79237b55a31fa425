import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_SEGMENTATION_FILTERS,
  RELATIVE_PERIODS,
  filtersOnDay,
  isRelativePeriod,
  salePeriodOn,
  validateSegmentationFilters,
  type RelativePeriod,
} from '@domain/segmentation';

const TODAY = { year: 2026, month: 11, day: 21 };

describe('salePeriodOn', () => {
  it.each<[RelativePeriod, string]>([
    ['last30Days', '2026-10-22'],
    ['last3Months', '2026-08-21'],
    ['last6Months', '2026-05-21'],
    ['last12Months', '2025-11-21'],
    ['thisMonth', '2026-11-01'],
    ['thisYear', '2026-01-01'],
  ])('gives the days of %s up to today, keeping the choice', (relative, from) => {
    expect(salePeriodOn({ from: null, until: null, relative }, TODAY)).toEqual({ from, until: '2026-11-21', relative });
  });

  it('works the days out again on a later day: a saved relative period moves with the calendar', () => {
    const saved = salePeriodOn({ from: null, until: null, relative: 'last6Months' }, TODAY);
    expect(salePeriodOn(saved, { year: 2027, month: 3, day: 2 })).toEqual({ from: '2026-09-02', until: '2027-03-02', relative: 'last6Months' });
  });

  it('starts on the last day of a shorter month', () => {
    expect(salePeriodOn({ from: null, until: null, relative: 'last6Months' }, { year: 2028, month: 8, day: 31 }).from).toBe('2028-02-29');
    expect(salePeriodOn({ from: null, until: null, relative: 'last3Months' }, { year: 2027, month: 5, day: 31 }).from).toBe('2027-02-28');
  });

  it('keeps a period of fixed dates as it is, whatever the day', () => {
    const fixed = { from: '2026-05-21', until: '2026-11-21' };
    expect(salePeriodOn(fixed, { year: 2030, month: 1, day: 1 })).toBe(fixed);
    const filters = { ...EMPTY_SEGMENTATION_FILTERS, saleDate: fixed };
    expect(filtersOnDay(filters, TODAY)).toBe(filters);
  });

  it('is, for every relative choice and any day of this century, a valid period that ends today and starts no later', () => {
    const day = fc.date({ min: new Date(Date.UTC(2000, 0, 1)), max: new Date(Date.UTC(2099, 11, 31)), noInvalidDate: true });
    fc.assert(
      fc.property(fc.constantFrom(...RELATIVE_PERIODS), day, (relative, date) => {
        const today = { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
        const filters = filtersOnDay({ ...EMPTY_SEGMENTATION_FILTERS, saleDate: { from: '2099-12-31', until: '2000-01-01', relative } }, today);
        const end = DateTime.fromObject(today, { zone: 'utc' });
        expect(filters.saleDate.until).toBe(end.toFormat('yyyy-MM-dd'));
        const start = DateTime.fromFormat(filters.saleDate.from ?? '', 'yyyy-MM-dd', { zone: 'utc' });
        const days = end.diff(start, 'days').days;
        expect(days).toBeGreaterThanOrEqual(0);
        expect(days).toBeLessThanOrEqual(366);
        expect(validateSegmentationFilters(filters)).toEqual([]);
      }),
      { numRuns: 500 },
    );
  });

  it('tells a relative choice from anything else', () => {
    expect(RELATIVE_PERIODS.every(isRelativePeriod)).toBe(true);
    expect([undefined, null, '', 'last7Days', 6].some(isRelativePeriod)).toBe(false);
  });
});
