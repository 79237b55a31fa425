import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CLIENT_SORT_COLUMNS, EMPTY_SEGMENTATION_FILTERS, type ClientQuery, type SegmentationFilters } from '@domain/segmentation';
import type { PageRequest } from '@domain/shared-kernel';
import { appendImportedClients } from '@adapters/segmentation/demo-clients';
import { DEMO_PRODUCT_FAMILIES, daysAgoOf, generateClientTable, searchClientTable } from '@adapters/segmentation';
import { foldText } from '@domain/shared-kernel';
import { anyUnicodeText } from '../../support/builders/text.arbitrary';

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

  it('draws the same sales whenever they are first read: after the other columns, or never by a search without a sale filter', () => {
    const late = generateClientTable({ seed: 42, anchor: NOW, eid: 777, count: 400 });
    searchClientTable(late, { page: 1, size: 50, sort: { column: 'name', direction: 'asc' }, filters: { filters: EMPTY_SEGMENTATION_FILTERS, search: 'a' } });
    let cents = 0;
    let days = 0;
    let products = 0;
    for (let sale = 0; sale < late.saleCents.length; sale += 1) {
      cents += late.saleCents[sale] ?? 0;
      days += late.saleDaysAgo[sale] ?? 0;
      products += (late.saleProduct[sale] ?? 0) * (sale % 7);
    }
    // The figures of the same table when its sales were drawn with the clients, in one pass.
    expect([late.saleStart[200], late.saleStart[400], cents, days, products]).toEqual([3906, 7615, 39584066, 2750844, 1882736]);
  });

  it('produces the same clients from the same seed and "now", and others from another seed', () => {
    const again = generateClientTable({ seed: 42, anchor: NOW, eid: 777, count: 400 });
    expect(again.names).toEqual(table.names);
    expect([...again.saleCents]).toEqual([...table.saleCents]);
    expect(generateClientTable({ seed: 43, anchor: NOW, eid: 777, count: 400 }).names).not.toEqual(table.names);
  });
});

describe('the days before today of a sale period\'s date', () => {
  /** The count as the date library gives it between the two days' midnights in Madrid. */
  const inMadrid = (today: { year: number; month: number; day: number }, text: string): number | undefined => {
    const date = DateTime.fromFormat(text.trim(), 'yyyy-MM-dd', { zone: 'Europe/Madrid' });
    if (!date.isValid) return undefined;
    return Math.round(DateTime.fromObject(today, { zone: 'Europe/Madrid' }).diff(date.startOf('day'), 'days').days);
  };
  const todayArbitrary = fc.date({ min: new Date(Date.UTC(1990, 0, 1)), max: new Date(Date.UTC(2090, 0, 1)), noInvalidDate: true }).map((date) => ({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() }));

  it('counts whole days across the changes of time, and none for what is no date', () => {
    const today = { year: 2026, month: 11, day: 21 };
    expect(daysAgoOf(today, '2026-11-21')).toBe(0);
    expect(daysAgoOf(today, ' 2026-11-20 ')).toBe(1);
    expect(daysAgoOf(today, '2026-03-28')).toBe(238);
    expect(daysAgoOf(today, '2025-11-21')).toBe(365);
    expect(daysAgoOf(today, '2026-11-22')).toBe(-1);
    for (const text of [null, '', '  ', '2026-11-21T23:30', '2026-11-2', '2026-02-29', '2026-13-01', '2026-00-10', '2026-11-31', '21/11/2026', 'ayer']) expect(daysAgoOf(today, text)).toBeUndefined();
  });

  it('is the count of the date library in Madrid for any day written yyyy-MM-dd, real or not', () => {
    fc.assert(
      fc.property(todayArbitrary, fc.integer({ min: 1900, max: 2100 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }), (today, year, month, day) => {
        const text = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
        expect(daysAgoOf(today, text)).toBe(inMadrid(today, text));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('the order of names', () => {
  it('is that of the names folded whole and from their first letter or digit, whatever the names hold', () => {
    const small = generateClientTable({ seed: 7, anchor: NOW, eid: 501, count: 30 });
    const nameArbitrary = fc.array(fc.oneof(fc.string({ unit: fc.constantFrom(...'aÁñÑ ΣσİẞéE.-\u0301 ') }), anyUnicodeText({ maxLength: 8 })), { maxLength: 30 });
    fc.assert(
      fc.property(nameArbitrary, fc.constantFrom('asc' as const, 'desc' as const), (names, direction) => {
        const withNames = appendImportedClients(
          small,
          names.map((name) => ({ name, email: '', phone: '', card: '', city: '', postcode: '', birthday: '', sex: 0 as const, lopdSigned: true })),
        );
        const rows = searchClientTable(withNames, { page: 1, size: withNames.count, sort: { column: 'name', direction }, filters: { filters: EMPTY_SEGMENTATION_FILTERS, search: '' } }).records;
        const keyOf = (name: string) => foldText(name).replace(/^[^\p{L}\p{N}]+/u, '');
        // The order is that of the names the pharmacy has, whether a row shows them or masks them.
        const keys = rows.map((row) => keyOf(withNames.names[withNames.ids.indexOf(row.id)] ?? ''));
        const filled = keys.filter((key) => key !== '');
        const sorted = [...filled].sort();
        expect(filled).toEqual(direction === 'asc' ? sorted : sorted.reverse());
        expect(keys.slice(filled.length).every((key) => key === '')).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
