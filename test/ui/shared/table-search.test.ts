import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampPage, validateTableSearch } from '@ui/shared/table-search';

describe('table address parameters', () => {
  it('keeps search, page, count and sort when they are well formed', () => {
    expect(validateTableSearch({ search: 'Llorente', page: '3', count: '25', 'sort-by': 'name', 'sort-order': 'desc' })).toEqual({
      search: 'Llorente',
      page: 3,
      count: 25,
      'sort-by': 'name',
      'sort-order': 'desc',
    });
  });

  it('drops defaults and malformed values so a shared link never breaks the table', () => {
    expect(validateTableSearch({ search: '   ', page: '1', 'sort-order': 'sideways', 'sort-by': '' })).toEqual({});
    expect(validateTableSearch({ page: 'abc', count: '7' })).toEqual({ count: 5 });
  });

  it('clamps the page to the last one that has rows', () => {
    expect(clampPage(9, 5, 12)).toBe(3);
    expect(clampPage(0, 5, 12)).toBe(1);
    expect(clampPage(4, 5, 0)).toBe(1);
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 500 }), fc.constantFrom(5, 25, 50, 100), fc.nat({ max: 10_000 }), (page, size, total) => {
        const clamped = clampPage(page, size, total);
        return clamped >= 1 && (clamped - 1) * size < Math.max(total, 1);
      }),
    );
  });
});
