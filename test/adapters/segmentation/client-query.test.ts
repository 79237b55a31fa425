import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CLIENT_SORT_COLUMNS, EMPTY_SEGMENTATION_FILTERS, type ClientQuery, type SegmentationFilters } from '@domain/segmentation';
import type { PageRequest } from '@domain/shared-kernel';
import { DEMO_PRODUCT_FAMILIES, generateClientTable, searchClientTable } from '@adapters/segmentation';

const NOW = Date.UTC(2026, 10, 21, 9, 0, 0);
const table = generateClientTable({ seed: 42, anchor: NOW, eid: 777, count: 400 });

/** Some filters, each part set or not. */
const filtersArbitrary: fc.Arbitrary<SegmentationFilters> = fc.record({
  female: fc.boolean(),
  moreThan: fc.constantFrom(null, 0, 30, 60),
  withCard: fc.boolean(),
  family: fc.constantFrom(null, ...DEMO_PRODUCT_FAMILIES.map((group) => group.id)),
  minExpense: fc.constantFrom(null, 20, 200),
  invalidMail: fc.boolean(),
}).map(({ female, moreThan, withCard, family, minExpense, invalidMail }) => ({
  ...EMPTY_SEGMENTATION_FILTERS,
  genre: { male: false, female, unregistered: false },
  age: { ...EMPTY_SEGMENTATION_FILTERS.age, moreThan },
  loyalty: { ...EMPTY_SEGMENTATION_FILTERS.loyalty, withCard },
  productFamilies: family === null ? [] : [family],
  expense: { min: minExpense, max: null },
  quality: { ...EMPTY_SEGMENTATION_FILTERS.quality, hasInvalidMail: invalidMail },
}));

const sortArbitrary = fc.record({ column: fc.constantFrom(...CLIENT_SORT_COLUMNS), direction: fc.constantFrom('asc' as const, 'desc' as const) });

const everything = (filters: SegmentationFilters, sort: PageRequest['sort']): string[] =>
  searchClientTable(table, { page: 1, size: table.count, sort, filters: { filters, search: '' } }).records.map((row) => row.id);

describe('the demo client search', () => {
  it('pages without losing or repeating a client: the pages of 25 together are the one page of all', () => {
    fc.assert(
      fc.property(filtersArbitrary, sortArbitrary, (filters, sort) => {
        const all = everything(filters, sort);
        const paged: string[] = [];
        for (let page = 1; page <= Math.ceil(all.length / 25); page += 1) {
          const answer = searchClientTable(table, { page, size: 25, sort, filters: { filters, search: '' } });
          expect(answer.total).toBe(all.length);
          paged.push(...answer.records.map((row) => row.id));
        }
        expect(paged).toEqual(all);
      }),
      { numRuns: 40 },
    );
  });

  it('never finds more clients with one more filter set', () => {
    fc.assert(
      fc.property(filtersArbitrary, (filters) => {
        const narrower: SegmentationFilters = { ...filters, origin: { ...filters.origin, mobile: true } };
        const request = (f: SegmentationFilters): PageRequest<ClientQuery> => ({ page: 1, size: 5, filters: { filters: f, search: '' } });
        expect(searchClientTable(table, request(narrower)).total).toBeLessThanOrEqual(searchClientTable(table, request(filters)).total);
      }),
      { numRuns: 40 },
    );
  });

  it('treats 0 as a number not set (spec 2 §5)', () => {
    const zero = { ...EMPTY_SEGMENTATION_FILTERS, age: { ...EMPTY_SEGMENTATION_FILTERS.age, moreThan: 0 }, expense: { min: 0, max: 0 } };
    expect(searchClientTable(table, { page: 1, size: 5, filters: { filters: zero, search: '' } }).total).toBe(400);
  });

  it('keeps, for a sale period alone, the clients who bought in it', () => {
    const filters = { ...EMPTY_SEGMENTATION_FILTERS, saleDate: { from: '2026-11-01', until: '2026-11-21' } };
    const bought = Array.from({ length: table.count }, (_, index) => index).filter((index) => {
      for (let sale = table.saleStart[index] ?? 0; sale < (table.saleStart[index + 1] ?? 0); sale += 1) if ((table.saleDaysAgo[sale] ?? 999) <= 20) return true;
      return false;
    });
    expect(searchClientTable(table, { page: 1, size: 5, filters: { filters, search: '' } }).total).toBe(bought.length);
  });

  it('produces the same clients from the same seed and "now", and others from another seed', () => {
    const again = generateClientTable({ seed: 42, anchor: NOW, eid: 777, count: 400 });
    expect(again.names).toEqual(table.names);
    expect([...again.saleCents]).toEqual([...table.saleCents]);
    expect(generateClientTable({ seed: 43, anchor: NOW, eid: 777, count: 400 }).names).not.toEqual(table.names);
  });
});
