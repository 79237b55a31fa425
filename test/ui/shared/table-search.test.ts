import { describe, expect, it } from 'vitest';
import { tableSearchValidator, validateTableSearch } from '@ui/shared/table-search';

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

  it('names every parameter it reads, undefined when malformed, so the raw value never shows through', () => {
    const read = validateTableSearch({ page: 'abc', search: 42, other: 'kept by the router' });
    expect(Object.keys(read).sort()).toEqual(['count', 'page', 'search', 'sort-by', 'sort-order']);
    expect(Object.values(read)).toEqual([undefined, undefined, undefined, undefined, undefined]);
  });

  it("accepts only the table's own sort columns when it names them", () => {
    const read = tableSearchValidator(['name', 'id']);
    expect(read({ 'sort-by': 'id', 'sort-order': 'asc' })).toEqual({ 'sort-by': 'id', 'sort-order': 'asc' });
    expect(read({ 'sort-by': 'colour', 'sort-order': 'asc' })).toEqual({ 'sort-order': 'asc' });
  });
});
