import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { TABLE_DEFAULTS, clampPage, lastPage, pageFromQuery, pageOf, pageSizeFromQuery, sortFromAddress, type TableSort } from '@domain/shared-kernel';

const numbers = (count: number): number[] => Array.from({ length: count }, (_, index) => index + 1);

describe('table defaults', () => {
  it('starts on page 1 with 5 rows and offers 5, 25, 50 and 100 rows per page', () => {
    expect(TABLE_DEFAULTS).toEqual({ firstPage: 1, pageSize: 5, pageSizes: [5, 25, 50, 100] });
  });
});

describe('table paging from the address', () => {
  it('reads a page of at least 1, else the first page', () => {
    expect(pageFromQuery('3')).toBe(3);
    expect(pageFromQuery(2)).toBe(2);
    for (const bad of ['0', '-1', '1.5', 'abc', undefined, null, {}]) expect(pageFromQuery(bad)).toBe(1);
  });

  it('reads only the selectable page sizes', () => {
    expect([5, 25, 50, 100].map(pageSizeFromQuery)).toEqual([5, 25, 50, 100]);
    expect(pageSizeFromQuery('25')).toBe(25);
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.string(), fc.constant(undefined)), (size) => {
        expect([5, 25, 50, 100]).toContain(pageSizeFromQuery(size));
      }),
      { numRuns: 100 },
    );
  });
});

describe('clampPage', () => {
  it('moves a page past the end back to the last page, and never before the first', () => {
    expect(clampPage(9, 5, 12)).toBe(3);
    expect(clampPage(0, 5, 12)).toBe(1);
    expect(clampPage(4, 5, 0)).toBe(1);
    expect(lastPage(0, 5)).toBe(1);
    expect(lastPage(10, 5)).toBe(2);
    expect(lastPage(11, 5)).toBe(3);
  });

  it('always answers a page that exists', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 500 }), fc.constantFrom(...TABLE_DEFAULTS.pageSizes), fc.nat({ max: 10_000 }), (page, size, total) => {
        const clamped = clampPage(page, size, total);
        return clamped >= 1 && (clamped - 1) * size < Math.max(total, 1);
      }),
      { numRuns: 100 },
    );
  });
});

describe('pageOf', () => {
  it('takes the requested page of the records with the total', () => {
    expect(pageOf(numbers(12), { page: 2, size: 5 })).toEqual({ records: [6, 7, 8, 9, 10], total: 12, page: 2, size: 5 });
    expect(pageOf(numbers(12), { page: 3, size: 5 })).toEqual({ records: [11, 12], total: 12, page: 3, size: 5 });
  });

  it('serves the last page when the list got shorter than the page asked for', () => {
    expect(pageOf(numbers(7), { page: 4, size: 5 })).toEqual({ records: [6, 7], total: 7, page: 2, size: 5 });
    expect(pageOf([], { page: 3, size: 25 })).toEqual({ records: [], total: 0, page: 1, size: 25 });
  });

  it('reads a malformed page as the first and a malformed size as the default', () => {
    expect(pageOf(numbers(12), { page: 1.5, size: 5 }).page).toBe(1);
    expect(pageOf(numbers(12), { page: -2, size: 5 }).page).toBe(1);
    expect(pageOf(numbers(12), { page: 1, size: 0 }).size).toBe(5);
    expect(pageOf(numbers(12), { page: 1, size: Number.NaN }).records).toEqual([1, 2, 3, 4, 5]);
  });

  it('never returns more than a page, always an existing page, and the records in their place', () => {
    fc.assert(
      fc.property(fc.nat({ max: 400 }), fc.integer({ min: -5, max: 200 }), fc.constantFrom(...TABLE_DEFAULTS.pageSizes), (count, page, size) => {
        const records = numbers(count);
        const served = pageOf(records, { page, size });
        expect(served.records.length).toBeLessThanOrEqual(size);
        expect(served.total).toBe(count);
        expect(served.page).toBeGreaterThanOrEqual(1);
        expect(served.page).toBeLessThanOrEqual(lastPage(count, size));
        expect(served.records).toEqual(records.slice((served.page - 1) * size, served.page * size));
        if (count > 0) expect(served.records.length).toBeGreaterThan(0);
      }),
      { numRuns: 100 },
    );
  });

  it('covers every record exactly once over its pages', () => {
    fc.assert(
      fc.property(fc.nat({ max: 300 }), fc.constantFrom(...TABLE_DEFAULTS.pageSizes), (count, size) => {
        const records = numbers(count);
        const pages = numbers(lastPage(count, size)).map((page) => pageOf(records, { page, size }).records);
        expect(pages.flat()).toEqual(records);
      }),
      { numRuns: 100 },
    );
  });
});

describe('sortFromAddress', () => {
  const columns = ['name', 'date', 'status'] as const;
  const fallback: TableSort<(typeof columns)[number]> = { column: 'date', direction: 'desc' };

  it.each([
    ['a known column and direction', 'name', 'desc', { column: 'name', direction: 'desc' }],
    ['a known column without a direction', 'status', undefined, { column: 'status', direction: 'asc' }],
    ['the default column with a malformed direction', 'date', 'sideways', { column: 'date', direction: 'desc' }],
    ['the default column ascending', 'date', 'asc', { column: 'date', direction: 'asc' }],
    ['an unknown column', 'content', 'asc', fallback],
    ['no parameters', undefined, undefined, fallback],
    ['a column that is not text', 42, 'asc', fallback],
  ])('reads %s', (_name, column, direction, sort) => {
    expect(sortFromAddress(columns, column, direction, fallback)).toEqual(sort);
  });

  it('only ever answers a known column and a direction', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (column, direction) => {
        const sort = sortFromAddress(columns, column, direction, fallback);
        expect(columns).toContain(sort.column);
        expect(['asc', 'desc']).toContain(sort.direction);
      }),
      { numRuns: 100 },
    );
  });
});
