import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SPANISH_MONTH_NAMES } from '@domain/shared-kernel';
import {
  compareYearMonth,
  formatMonthYear,
  monthAt,
  monthLabel,
  monthToAdd,
  nextMonth,
  parseMonthYear,
  sortMonths,
  toggleFailure,
  type YearMonth,
} from '@domain/months';
import { aMonth } from '../../support/builders/month.builder';

const yearMonth: fc.Arbitrary<YearMonth> = fc.record({ year: fc.integer({ min: 1000, max: 9998 }), month: fc.integer({ min: 1, max: 12 }) });

describe('parseMonthYear', () => {
  it.each([
    ['2026-11', 2026, 11],
    ['2027-01', 2027, 1],
    ['1999-12', 1999, 12],
  ])('reads %s', (text, year, month) => {
    expect(parseMonthYear(text)).toEqual({ ok: true, value: { year, month } });
  });

  it.each([
    ['', 'BAD_FORMAT'],
    ['2026-1', 'BAD_FORMAT'],
    ['26-11', 'BAD_FORMAT'],
    ['2026/11', 'BAD_FORMAT'],
    [' 2026-11', 'BAD_FORMAT'],
    ['2026-11-01', 'BAD_FORMAT'],
    ['noviembre', 'BAD_FORMAT'],
    ['2026-00', 'BAD_MONTH'],
    ['2026-13', 'BAD_MONTH'],
  ])('refuses %j as %s', (text, error) => {
    expect(parseMonthYear(text)).toEqual({ ok: false, error });
  });

  it('round-trips every valid text through format', () => {
    const text = yearMonth.map(formatMonthYear);
    fc.assert(
      fc.property(text, (monthYear) => {
        const parsed = parseMonthYear(monthYear);
        expect(parsed.ok && formatMonthYear(parsed.value)).toBe(monthYear);
      }),
      { numRuns: 100 },
    );
  });
});

describe('nextMonth', () => {
  it.each([
    ['2026-11', '2026-12'],
    ['2026-12', '2027-01'],
    ['2027-01', '2027-02'],
  ])('follows %s with %s', (from, to) => {
    const parsed = parseMonthYear(from);
    expect(parsed.ok && formatMonthYear(nextMonth(parsed.value))).toBe(to);
  });

  it('is strictly after the month it follows', () => {
    fc.assert(
      fc.property(yearMonth, (value) => {
        expect(compareYearMonth(nextMonth(value), value)).toBeGreaterThan(0);
      }),
      { numRuns: 100 },
    );
  });

  it('advances one year in twelve steps', () => {
    fc.assert(
      fc.property(yearMonth, (value) => {
        let month = value;
        for (let step = 0; step < 12; step += 1) month = nextMonth(month);
        expect(month).toEqual({ year: value.year + 1, month: value.month });
      }),
      { numRuns: 100 },
    );
  });
});

describe('monthLabel', () => {
  it.each([
    ['2026-11', 'noviembre 2026'],
    ['2027-01', 'enero 2027'],
    ['2026-09', 'septiembre 2026'],
  ])('names %s as %s', (monthYear, label) => {
    expect(monthLabel(monthYear)).toBe(label);
  });

  it('names every month with the Spanish month names', () => {
    expect(Array.from({ length: 12 }, (_, index) => monthLabel(formatMonthYear({ year: 2026, month: index + 1 })))).toEqual(
      SPANISH_MONTH_NAMES.map((name) => `${name} 2026`),
    );
  });

  it('names months in English on request', () => {
    expect(monthLabel('2026-11', 'en')).toBe('November 2026');
  });

  it('shows unreadable text as it came', () => {
    expect(monthLabel('2026-13')).toBe('2026-13');
  });
});

describe('monthAt', () => {
  it('takes the month in Madrid time', () => {
    expect(monthAt(Date.UTC(2026, 10, 30, 23, 30))).toEqual({ year: 2026, month: 12 });
    expect(monthAt(Date.UTC(2026, 11, 31, 22, 59))).toEqual({ year: 2026, month: 12 });
    expect(monthAt(Date.UTC(2026, 11, 31, 23, 0))).toEqual({ year: 2027, month: 1 });
  });
});

describe('monthToAdd', () => {
  const now = Date.UTC(2026, 4, 15, 10);

  it('adds the month after the latest listed, whatever the list order', () => {
    const months = [aMonth({ id: 'a', monthYear: '2026-11' }), aMonth({ id: 'b', monthYear: '2026-12', blocked: true }), aMonth({ id: 'c', monthYear: '2026-10' })];
    expect(monthToAdd(months, now)).toBe('2027-01');
  });

  it('adds the current Madrid month to an empty list', () => {
    expect(monthToAdd([], now)).toBe('2026-05');
    expect(monthToAdd([], Date.UTC(2026, 11, 31, 23, 30))).toBe('2027-01');
  });

  it('ignores unreadable months', () => {
    expect(monthToAdd([aMonth({ id: 'x', monthYear: 'diciembre' }), aMonth({ id: 'a', monthYear: '2026-07' })], now)).toBe('2026-08');
    expect(monthToAdd([aMonth({ id: 'x', monthYear: '2026-13' })], now)).toBe('2026-05');
  });

  it('adds a month later than every listed one', () => {
    fc.assert(
      fc.property(fc.array(yearMonth, { minLength: 1, maxLength: 20 }), (values) => {
        const added = parseMonthYear(monthToAdd(values.map((value, index) => aMonth({ id: String(index), monthYear: formatMonthYear(value) })), now));
        expect(added.ok).toBe(true);
        for (const value of values) expect(added.ok && compareYearMonth(added.value, value)).toBeGreaterThan(0);
      }),
      { numRuns: 100 },
    );
  });
});

describe('sortMonths', () => {
  it('puts the newest month first and unreadable months last in their order', () => {
    const months = [aMonth({ id: 'x', monthYear: 'roto' }), aMonth({ id: 'a', monthYear: '2026-01' }), aMonth({ id: 'y', monthYear: '2026-13' }), aMonth({ id: 'b', monthYear: '2027-01' }), aMonth({ id: 'c', monthYear: '2026-12' })];
    expect(sortMonths(months).map((month) => month.id)).toEqual(['b', 'c', 'a', 'x', 'y']);
  });

  it('leaves the given list untouched', () => {
    const months = [aMonth({ id: 'a', monthYear: '2026-01' }), aMonth({ id: 'b', monthYear: '2027-01' })];
    sortMonths(months);
    expect(months.map((month) => month.id)).toEqual(['a', 'b']);
  });

  it('orders readable months from newest to oldest', () => {
    fc.assert(
      fc.property(fc.array(yearMonth, { maxLength: 30 }), (values) => {
        const sorted = sortMonths(values.map((value, index) => aMonth({ id: String(index), monthYear: formatMonthYear(value) })));
        const parsed = sorted.map((month) => parseMonthYear(month.monthYear));
        for (let index = 1; index < parsed.length; index += 1) {
          const [previous, current] = [parsed[index - 1]!, parsed[index]!];
          expect(previous.ok && current.ok && compareYearMonth(previous.value, current.value)).toBeGreaterThanOrEqual(0);
        }
        expect(sorted).toHaveLength(values.length);
      }),
      { numRuns: 100 },
    );
  });
});

describe('month messages', () => {
  it.each([
    [true, 'BLOCK_FAILED'],
    [false, 'UNBLOCK_FAILED'],
  ])('reports a failed toggle to blocked %s as %s', (blocked, code) => {
    expect(toggleFailure(blocked)).toBe(code);
  });
});
