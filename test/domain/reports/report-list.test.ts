import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compareReports, monthPickerBounds, reportFor, sortReports, type ReportEntry } from '@domain/reports';

const reports: ReportEntry[] = [
  { id: 'r3', year: 2025, month: 11 },
  { id: 'r1', year: 2026, month: 1 },
  { id: 'r4', year: 2024, month: 12 },
  { id: 'r2', year: 2025, month: 12 },
];

const reportArb = fc.record({
  id: fc.string({ maxLength: 4 }),
  year: fc.integer({ min: 2015, max: 2030 }),
  month: fc.integer({ min: 1, max: 12 }),
});

describe('sortReports', () => {
  it('lists reports by year and month, newest first', () => {
    expect(sortReports(reports).map((report) => report.id)).toEqual(['r1', 'r2', 'r3', 'r4']);
  });

  it('orders reports of the same month by id, and only equal entries tie', () => {
    expect(compareReports({ id: 'a', year: 2026, month: 2 }, { id: 'a', year: 2026, month: 2 })).toBe(0);
    expect(sortReports([{ id: 'b', year: 2026, month: 2 }, { id: 'a', year: 2026, month: 2 }]).map((report) => report.id)).toEqual(['a', 'b']);
  });

  it('is a total order: antisymmetric, transitive, and zero only for equal entries', () => {
    fc.assert(
      fc.property(reportArb, reportArb, reportArb, (a, b, c) => {
        expect(Math.sign(compareReports(a, b)) + Math.sign(compareReports(b, a))).toBe(0);
        expect(compareReports(a, b) === 0).toBe(a.id === b.id && a.year === b.year && a.month === b.month);
        if (compareReports(a, b) <= 0 && compareReports(b, c) <= 0) expect(compareReports(a, c)).toBeLessThanOrEqual(0);
      }),
      { numRuns: 300 },
    );
  });

  it('gives the same list whatever the input order, never older before newer', () => {
    fc.assert(
      fc.property(fc.array(reportArb, { maxLength: 30 }), (entries) => {
        const sorted = sortReports(entries);
        expect(sortReports([...entries].reverse())).toEqual(sorted);
        sorted.slice(1).forEach((next, index) => {
          const previous = sorted[index]!;
          expect(previous.year * 12 + previous.month).toBeGreaterThanOrEqual(next.year * 12 + next.month);
        });
      }),
      { numRuns: 100 },
    );
  });
});

describe('monthPickerBounds', () => {
  it('bounds the month picker by the first and the last report', () => {
    expect(monthPickerBounds(reports)).toEqual({ first: { year: 2024, month: 12 }, last: { year: 2026, month: 1 } });
  });

  it('bounds the picker to the one month of a single report', () => {
    expect(monthPickerBounds([{ id: 'r1', year: 2026, month: 1 }])).toEqual({ first: { year: 2026, month: 1 }, last: { year: 2026, month: 1 } });
  });

  it('has no bounds without reports', () => {
    expect(monthPickerBounds([])).toBeUndefined();
  });
});

describe('reportFor', () => {
  it('finds the report of a picked month', () => {
    expect(reportFor(reports, { year: 2025, month: 12 })).toEqual({ id: 'r2', year: 2025, month: 12 });
  });

  it('finds nothing for a month without a report', () => {
    expect(reportFor(reports, { year: 2025, month: 10 })).toBeUndefined();
  });
});
