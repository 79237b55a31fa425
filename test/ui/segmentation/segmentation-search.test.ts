import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMPTY_SEGMENTATION_FILTERS, type SegmentationFilters } from '@domain/segmentation';
import { filtersFromAddress, filtersToAddress, hasFilters } from '@ui/segmentation/segmentation-address-filters';
import { validateSegmentationSearch } from '@ui/segmentation/segmentation-search';

const women65: SegmentationFilters = {
  ...EMPTY_SEGMENTATION_FILTERS,
  genre: { ...EMPTY_SEGMENTATION_FILTERS.genre, female: true },
  age: { ...EMPTY_SEGMENTATION_FILTERS.age, moreThan: 65 },
  productFamilies: ['100'],
  expense: { min: 100, max: null },
  saleDate: { from: '2026-05-21', until: '2026-11-21' },
};

describe('segmentation filters in the address', () => {
  it('writes only what is set, group by group', () => {
    expect(filtersToAddress(women65)).toEqual({
      age: { moreThan: 65 },
      genre: { female: true },
      expense: { min: 100 },
      productFamilies: ['100'],
      saleDate: { from: '2026-05-21', until: '2026-11-21' },
    });
    expect(filtersToAddress(EMPTY_SEGMENTATION_FILTERS)).toBeUndefined();
    expect(hasFilters(EMPTY_SEGMENTATION_FILTERS)).toBe(false);
    expect(hasFilters(women65)).toBe(true);
  });

  it('reads back what it wrote', () => {
    expect(filtersFromAddress(filtersToAddress(women65))).toEqual(women65);
    expect(filtersFromAddress(undefined)).toEqual(EMPTY_SEGMENTATION_FILTERS);
  });

  it('carries a relative sale period as its choice alone, so that a link stays relative; an unknown choice is none', () => {
    const relative: SegmentationFilters = { ...EMPTY_SEGMENTATION_FILTERS, saleDate: { from: '2026-05-21', until: '2026-11-21', relative: 'last6Months' } };
    expect(filtersToAddress(relative)).toEqual({ saleDate: { relative: 'last6Months' } });
    expect(filtersFromAddress({ saleDate: { relative: 'last6Months' } }).saleDate).toEqual({ from: null, until: null, relative: 'last6Months' });
    expect(filtersFromAddress({ saleDate: { from: '2026-01-01', relative: 'lastDecade' } }).saleDate).toEqual({ from: '2026-01-01', until: null });
  });

  it('drops a malformed group of a shared link and keeps the others', () => {
    const read = filtersFromAddress({ genre: { female: 'yes' }, age: { moreThan: 65 }, brands: [3, '7'], saleDate: { from: '31/02/2026' }, __proto__: { polluted: true } });
    expect(read.genre).toEqual(EMPTY_SEGMENTATION_FILTERS.genre);
    expect(read.age).toEqual({ ...EMPTY_SEGMENTATION_FILTERS.age, moreThan: 65 });
    expect(read.brands).toEqual(['3', '7']);
    expect(read.saleDate).toEqual({ from: null, until: null });
    expect(Object.keys(read)).toEqual(Object.keys(EMPTY_SEGMENTATION_FILTERS));
    expect(filtersFromAddress('genre=female')).toEqual(EMPTY_SEGMENTATION_FILTERS);
  });

  it('round-trips any filters made of valid values', () => {
    const amount = fc.option(fc.integer({ min: 1, max: 100_000 }), { nil: null });
    const ids = fc.array(fc.stringMatching(/^[0-9A-Za-z]{1,6}$/), { maxLength: 4 });
    const filters = fc.record({
      age: fc.record({ moreThan: amount, lessThan: amount, notRegistered: fc.boolean(), checkBirthdate: fc.boolean(), checkMonthBirthdate: fc.boolean(), valueMonthBirthdate: fc.option(fc.integer({ min: 1, max: 12 }), { nil: null }) }),
      genre: fc.record({ male: fc.boolean(), female: fc.boolean(), unregistered: fc.boolean() }),
      brands: ids,
      productCodes: ids,
      expense: fc.record({ min: amount, max: amount }),
    });
    fc.assert(
      fc.property(filters, (partial) => {
        const whole = { ...EMPTY_SEGMENTATION_FILTERS, ...partial };
        expect(filtersFromAddress(JSON.parse(JSON.stringify(filtersToAddress(whole) ?? {})))).toEqual(whole);
      }),
      { numRuns: 100 },
    );
  });

  it('reads the table, the filters object and the saved segmentation, and leaves out what is malformed', () => {
    expect(validateSegmentationSearch({ page: '3', 'sort-by': 'loyalty', filters: { genre: { male: true } }, segmentation: 'abc' })).toEqual({
      search: undefined,
      page: 3,
      count: undefined,
      'sort-by': 'loyalty',
      'sort-order': undefined,
      filters: { genre: { male: true } },
      segmentation: 'abc',
    });
    expect(validateSegmentationSearch({ filters: 'x', 'sort-by': 'password', segmentation: '  ' })).toMatchObject({ filters: undefined, 'sort-by': undefined, segmentation: undefined });
  });
});
