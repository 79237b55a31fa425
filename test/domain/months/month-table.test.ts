import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DEFAULT_MONTH_SORT,
  formatMonthYear,
  monthProductsFileName,
  monthSortFromQuery,
  sortMonths,
  sortMonthsBy,
  withMonthBlocked,
  type Month,
} from '@domain/months';
import { aMonth } from '../../support/builders/month.builder';

const months = [aMonth({ id: 'a', monthYear: '2026-10', blocked: true }), aMonth({ id: 'x', monthYear: 'roto' }), aMonth({ id: 'b', monthYear: '2026-12' }), aMonth({ id: 'c', monthYear: '2026-11', blocked: true }), aMonth({ id: 'd', monthYear: '2027-01' })];
const ids = (list: readonly Month[]): string[] => list.map((month) => month.id);
const monthList = fc
  .uniqueArray(fc.record({ year: fc.integer({ min: 2000, max: 2100 }), month: fc.integer({ min: 1, max: 12 }) }), {
    selector: (value) => formatMonthYear(value),
    maxLength: 30,
  })
  .chain((values) => fc.tuple(fc.constant(values), fc.array(fc.boolean(), { minLength: values.length, maxLength: values.length })))
  .map(([values, flags]) => values.map((value, index) => aMonth({ id: String(index), monthYear: formatMonthYear(value), blocked: flags[index] ?? false })));

describe('monthSortFromQuery', () => {
  it.each([
    ['no parameters', undefined, undefined, DEFAULT_MONTH_SORT],
    ['an unknown column', 'name', 'asc', { column: 'monthYear', direction: 'desc' }],
    ['the month ascending', 'monthYear', 'asc', { column: 'monthYear', direction: 'asc' }],
    ['the month without a direction', 'monthYear', 'sideways', { column: 'monthYear', direction: 'desc' }],
    ['the blocked flag descending', 'blocked', 'desc', { column: 'blocked', direction: 'desc' }],
    ['the blocked flag without a direction', 'blocked', undefined, { column: 'blocked', direction: 'asc' }],
  ])('reads %s', (_name, column, direction, sort) => {
    expect(monthSortFromQuery(column, direction)).toEqual(sort);
  });

  it('defaults to the newest month first', () => {
    expect(DEFAULT_MONTH_SORT).toEqual({ column: 'monthYear', direction: 'desc' });
  });
});

describe('sortMonthsBy', () => {
  it('puts the newest month first by default, unreadable months last', () => {
    expect(ids(sortMonthsBy(months, DEFAULT_MONTH_SORT))).toEqual(['d', 'b', 'c', 'a', 'x']);
  });

  it('puts the oldest month first when ascending, unreadable months still last', () => {
    expect(ids(sortMonthsBy(months, { column: 'monthYear', direction: 'asc' }))).toEqual(['a', 'c', 'b', 'd', 'x']);
  });

  it('puts open months first when sorting the blocked flag ascending, newest first in each group', () => {
    expect(ids(sortMonthsBy(months, { column: 'blocked', direction: 'asc' }))).toEqual(['d', 'b', 'x', 'c', 'a']);
  });

  it('puts blocked months first when sorting the blocked flag descending', () => {
    expect(ids(sortMonthsBy(months, { column: 'blocked', direction: 'desc' }))).toEqual(['c', 'a', 'd', 'b', 'x']);
  });

  it('reverses the month order between the two directions', () => {
    fc.assert(
      fc.property(monthList, (list) => {
        expect(ids(sortMonthsBy(list, { column: 'monthYear', direction: 'asc' }))).toEqual(ids(sortMonths(list)).reverse());
      }),
      { numRuns: 100 },
    );
  });

  it('keeps every month, once', () => {
    fc.assert(
      fc.property(monthList, fc.constantFrom(...(['monthYear', 'blocked'] as const)), fc.constantFrom(...(['asc', 'desc'] as const)), (list, column, direction) => {
        expect(ids(sortMonthsBy(list, { column, direction })).sort()).toEqual(ids(list).sort());
      }),
      { numRuns: 100 },
    );
  });
});

describe('withMonthBlocked', () => {
  it('changes only the named month and leaves the list untouched', () => {
    const changed = withMonthBlocked(months, 'b', true);
    expect(changed.map((month) => month.blocked)).toEqual([true, false, true, true, false]);
    expect(months[2]?.blocked).toBe(false);
  });

  it('goes back to the old list when the old flag is set again', () => {
    fc.assert(
      fc.property(monthList, fc.nat(), (list, pick) => {
        fc.pre(list.length > 0);
        const month = list[pick % list.length]!;
        expect(withMonthBlocked(withMonthBlocked(list, month.id, !month.blocked), month.id, month.blocked)).toEqual(list);
      }),
      { numRuns: 100 },
    );
  });
});

describe('monthProductsFileName', () => {
  it.each([
    [aMonth({ id: '7', monthYear: '2026-11' }), 'productos-fotos-marketing-2026-11.xlsx'],
    [aMonth({ id: '8', monthYear: '2027-01' }), 'productos-fotos-marketing-2027-01.xlsx'],
    [aMonth({ id: '42', monthYear: 'noviembre' }), 'productos-fotos-marketing-mes-42.xlsx'],
    [aMonth({ id: 'a/b:c', monthYear: '2026-13' }), 'productos-fotos-marketing-mes-abc.xlsx'],
  ])('names the export of %j %s', (month, name) => {
    expect(monthProductsFileName(month)).toBe(name);
  });
});
