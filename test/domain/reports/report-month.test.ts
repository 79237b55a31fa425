import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  EXCEL_TIMEOUT_MS,
  addMonths,
  evolutionPeriods,
  evolutionQuarters,
  biReportAddress,
  evolutionMonths,
  cachedSalesVariation,
  monthlyDifference,
  quarterAggregates,
  resolveReportMonth,
  runningAggregate,
  type ReportEntry,
} from '@domain/reports';

const REPORTS: ReportEntry[] = [
  { id: 'c', year: 2026, month: 10 },
  { id: 'a', year: 2024, month: 9 },
  { id: 'b', year: 2025, month: 3 },
];

describe('resolveReportMonth', () => {
  it('shows the newest report without a month in the address', () => {
    expect(resolveReportMonth(REPORTS, undefined)).toEqual({ month: { year: 2026, month: 10 }, fallback: undefined });
    expect(resolveReportMonth(REPORTS, '')).toEqual({ month: { year: 2026, month: 10 }, fallback: undefined });
  });

  it('keeps a month between the first and the last report, both included, even without its own report', () => {
    expect(resolveReportMonth(REPORTS, '2024-09').month).toEqual({ year: 2024, month: 9 });
    expect(resolveReportMonth(REPORTS, '2025-07')).toEqual({ month: { year: 2025, month: 7 }, fallback: undefined });
  });

  it('falls back to the newest report, saying why, for a month outside the range or unreadable', () => {
    expect(resolveReportMonth(REPORTS, '2024-08')).toEqual({ month: { year: 2026, month: 10 }, fallback: 'MONTH_OUTSIDE_RANGE', requested: { year: 2024, month: 8 } });
    expect(resolveReportMonth(REPORTS, '2026-11')).toEqual({ month: { year: 2026, month: 10 }, fallback: 'MONTH_OUTSIDE_RANGE', requested: { year: 2026, month: 11 } });
    expect(resolveReportMonth(REPORTS, '2026-13')).toEqual({ month: { year: 2026, month: 10 }, fallback: 'MALFORMED_MONTH' });
    expect(resolveReportMonth(REPORTS, 'octubre')).toEqual({ month: { year: 2026, month: 10 }, fallback: 'MALFORMED_MONTH' });
  });

  it('has no month when the pharmacy has no report', () => {
    expect(resolveReportMonth([], undefined)).toEqual({ month: undefined, fallback: undefined });
    expect(resolveReportMonth([], '2026-01')).toEqual({ month: undefined, fallback: 'MONTH_OUTSIDE_RANGE', requested: { year: 2026, month: 1 } });
  });
});

describe('months of an evolution', () => {
  it('are the 12 months ending with the report month, across a new year', () => {
    const months = evolutionMonths({ year: 2026, month: 2 });
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ year: 2025, month: 3 });
    expect(months.at(-1)).toEqual({ year: 2026, month: 2 });
  });

  it('compare two periods of 12 months, each named by its first and last month', () => {
    expect(evolutionPeriods({ year: 2026, month: 10 })).toEqual({
      previous: { first: { year: 2024, month: 11 }, last: { year: 2025, month: 10 } },
      current: { first: { year: 2025, month: 11 }, last: { year: 2026, month: 10 } },
    });
    expect(evolutionPeriods({ year: 2026, month: 12 })).toEqual({
      previous: { first: { year: 2025, month: 1 }, last: { year: 2025, month: 12 } },
      current: { first: { year: 2026, month: 1 }, last: { year: 2026, month: 12 } },
    });
  });

  it('have four quarters of three months, oldest first, ending with the report month', () => {
    expect(evolutionQuarters({ year: 2026, month: 10 })).toEqual([
      { first: { year: 2025, month: 11 }, last: { year: 2026, month: 1 } },
      { first: { year: 2026, month: 2 }, last: { year: 2026, month: 4 } },
      { first: { year: 2026, month: 5 }, last: { year: 2026, month: 7 } },
      { first: { year: 2026, month: 8 }, last: { year: 2026, month: 10 } },
    ]);
  });

  it('adding months and taking them back gives the same month', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1990, max: 2100 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: -500, max: 500 }), (year, month, offset) => {
        const moved = addMonths({ year, month }, offset);
        expect(moved.month).toBeGreaterThanOrEqual(1);
        expect(moved.month).toBeLessThanOrEqual(12);
        expect(addMonths(moved, -offset)).toEqual({ year, month });
      }),
      { numRuns: 100 },
    );
  });
});

describe('cachedSalesVariation', () => {
  const cache = [
    { year: 2026, month: 9, totalSales: 120 },
    { year: 2025, month: 10, totalSales: 0 },
    { year: 2025, month: 9, totalSales: 100 },
    { year: 2026, month: 10, totalSales: 80 },
    { year: 2026, month: 9, totalSales: 999 },
  ];

  it("compares the month's cached sales with the same month a year before, whatever the order of the cache", () => {
    expect(cachedSalesVariation(cache, { year: 2026, month: 9 })).toEqual({ ok: true, value: 20 });
  });

  it('has no percentage for a month the cache does not hold, a year before it missing or without sales', () => {
    expect(cachedSalesVariation(cache, { year: 2026, month: 11 })).toEqual({ ok: false, error: 'NO_MONTH_SALES' });
    expect(cachedSalesVariation(cache, { year: 2025, month: 9 })).toEqual({ ok: false, error: 'NO_PREVIOUS_SALES' });
    expect(cachedSalesVariation(cache, { year: 2026, month: 10 })).toEqual({ ok: false, error: 'NO_PREVIOUS_SALES' });
    expect(cachedSalesVariation([], { year: 2026, month: 10 })).toEqual({ ok: false, error: 'NO_MONTH_SALES' });
  });

  it('compares a January with the January before, across the year', () => {
    expect(cachedSalesVariation([{ year: 2026, month: 1, totalSales: 90 }, { year: 2025, month: 1, totalSales: 100 }], { year: 2026, month: 1 })).toEqual({ ok: true, value: -10 });
  });
});

describe('monthly series views', () => {
  it('gives the difference month by month', () => {
    expect(monthlyDifference({ previousYear: [10, 20, 30], currentYear: [12, 18, 30] })).toEqual([2, -2, 0]);
  });

  it('gives the running total of amounts and the running average of ratios', () => {
    expect(runningAggregate([1, 2, 3], 'sum')).toEqual([1, 3, 6]);
    expect(runningAggregate([2, 4, 6], 'mean')).toEqual([2, 3, 4]);
  });

  it('groups 12 months in four quarters, summed or averaged', () => {
    const months = Array.from({ length: 12 }, (_, index) => index + 1);
    expect(quarterAggregates(months, 'sum')).toEqual([6, 15, 24, 33]);
    expect(quarterAggregates(months, 'mean')).toEqual([2, 5, 8, 11]);
    expect(quarterAggregates([1, 2, 3, 4], 'sum')).toEqual([6, 4]);
  });

  it("a year's total is the last running total and the sum of the quarters", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -10_000, max: 10_000 }), { minLength: 1, maxLength: 12 }), (values) => {
        const total = values.reduce((sum, value) => sum + value, 0);
        expect(runningAggregate(values, 'sum').at(-1)).toBe(total);
        expect(quarterAggregates(values, 'sum').reduce((sum, value) => sum + value, 0)).toBe(total);
      }),
      { numRuns: 100 },
    );
  });
});

describe('biReportAddress', () => {
  it("adds the BI token's answer to the report address as parameters", () => {
    expect(biReportAddress('https://bi.example.com/embed', { reportId: 'r 1', token: 'a&b' })).toEqual({ ok: true, value: 'https://bi.example.com/embed?reportId=r%201&token=a%26b' });
    expect(biReportAddress('https://bi.example.com/embed?theme=light#page', { token: 't' })).toEqual({ ok: true, value: 'https://bi.example.com/embed?theme=light&token=t#page' });
    expect(biReportAddress('/bi-demo/index.html', { type: 'bi-sales' })).toEqual({ ok: true, value: '/bi-demo/index.html?type=bi-sales' });
  });

  it('frames only https addresses or paths of the application, and needs parameters', () => {
    expect(biReportAddress('http://bi.example.com/embed', { token: 't' })).toEqual({ ok: false, error: 'UNSAFE_ADDRESS' });
    expect(biReportAddress('javascript:alert(1)', { token: 't' })).toEqual({ ok: false, error: 'UNSAFE_ADDRESS' });
    expect(biReportAddress('//evil.example.com/x', { token: 't' })).toEqual({ ok: false, error: 'UNSAFE_ADDRESS' });
    expect(biReportAddress('', { token: 't' })).toEqual({ ok: false, error: 'UNSAFE_ADDRESS' });
    expect(biReportAddress('https://bi.example.com/embed', {})).toEqual({ ok: false, error: 'NO_PARAMETERS' });
  });

  it('the Excel report is given 60 seconds', () => {
    expect(EXCEL_TIMEOUT_MS).toBe(60_000);
  });
});
