import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ERP_FILTER_AVAILABILITY,
  PRESCRIPTION_CODE_RANGE,
  SEARCHABLE_FILTERS,
  SERVER_ERROR_INTERVAL_MS,
  canSaveSegmentations,
  canSeeSegmentations,
  crmFiltersVisible,
  erpFilters,
  productCodeKind,
  searchTerm,
  segmentsRightLevel,
  shouldShowServerError,
} from '@domain/segmentation';
import type { Entity } from '@domain/session';

describe('searchTerm', () => {
  it.each([
    ['three letters', 'ibu', 'ibu'],
    ['padded text', '  ibuprofeno ', 'ibuprofeno'],
    ['two letters', 'ib', undefined],
    ['two letters padded', '  ib  ', undefined],
    ['an empty text', '', undefined],
    ['two emoji', '💊💊', undefined],
    ['three digits', '600', '600'],
  ])('answers %s with %j', (_case, text, term) => {
    expect(searchTerm(text)).toBe(term);
  });

  it('searches product codes, laboratories, brands and descriptions', () => {
    expect(SEARCHABLE_FILTERS).toEqual(['productCodes', 'laboratories', 'brands', 'description']);
  });

  it('searches exactly when the trimmed text has more than 2 characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii' }), fc.nat(3), (text, padding) => {
        const padded = `${' '.repeat(padding)}${text}${' '.repeat(padding)}`;
        const trimmed = padded.trim();
        expect(searchTerm(padded)).toBe(trimmed.length > 2 ? trimmed : undefined);
      }),
      { numRuns: 100 },
    );
  });
});

describe('erpFilters', () => {
  it.each([
    ['FARMATIC', ['productLists', 'clientCategories', 'clientLists', 'clientType']],
    [' farmatic ', ['productLists', 'clientCategories', 'clientLists', 'clientType']],
    ['NIXFARMA', ['clientType']],
    ['BITFARMA', ['clientType']],
    ['UNYCOP', []],
    ['', []],
    [undefined, []],
  ])('gives ERP %j the filters %j', (erp, filters) => {
    expect([...erpFilters(erp)]).toEqual(filters);
  });

  it('lists which ERPs offer each filter', () => {
    expect(ERP_FILTER_AVAILABILITY).toEqual({
      productLists: ['FARMATIC'],
      clientCategories: ['FARMATIC'],
      clientLists: ['FARMATIC'],
      clientType: ['FARMATIC', 'NIXFARMA', 'BITFARMA'],
    });
  });
});

describe('productCodeKind', () => {
  it.each([
    [600000, 'prescription'],
    [999999, 'prescription'],
    [754321, 'prescription'],
    [599999, 'free'],
    [1000000, 'free'],
    [0, 'free'],
    [-700000, 'free'],
    [700000.5, 'free'],
    ['600000', 'prescription'],
    [' 650000 ', 'prescription'],
    ['0600000', 'prescription'],
    ['6000000', 'free'],
    ['65A000', 'free'],
    ['', 'free'],
    ['1e6', 'free'],
  ])('reads code %j as %s', (code, kind) => {
    expect(productCodeKind(code)).toBe(kind);
  });

  it('agrees with the range for every whole code, as number and as text', () => {
    expect(PRESCRIPTION_CODE_RANGE).toEqual({ min: 600000, max: 999999 });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_000_000 }), (code) => {
        const expected = code >= 600000 && code <= 999999 ? 'prescription' : 'free';
        expect(productCodeKind(code)).toBe(expected);
        expect(productCodeKind(String(code))).toBe(expected);
      }),
      { numRuns: 100 },
    );
  });
});

describe('segmentation rights', () => {
  it.each([
    [{}, 0],
    [{ segments: 1 }, 1],
    [{ segments: 2, campaigns: 5 }, 2],
    [{ segments: Number.NaN }, 0],
    [{ campaigns: 3 }, 0],
  ])('reads the segments level of %j as %s', (rights, level) => {
    expect(segmentsRightLevel(rights)).toBe(level);
  });

  it.each([
    [0, false, false],
    [1, true, false],
    [2, true, true],
    [3, true, true],
    [-1, false, false],
  ])('gives level %s seeing %s and saving %s', (level, see, save) => {
    expect(canSeeSegmentations(level)).toBe(see);
    expect(canSaveSegmentations(level)).toBe(save);
  });
});

describe('crmFiltersVisible', () => {
  function aPharmacy(eid: number, rights: Entity['rights'] = {}): Entity {
    return { eid, name: 'Farmacia Sol', erp: 'FARMATIC', isDemo: false, rights };
  }

  it.each([
    ['the loyalty module on', aPharmacy(12, { module_loyalty_active: true }), true],
    ["the loyalty module on as 'true'", aPharmacy(12, { module_loyalty_active: 'true' }), true],
    ['the loyalty module off', aPharmacy(12, { module_loyalty_active: false }), false],
    ['a pharmacy in the list', aPharmacy(149), true],
    ['a pharmacy outside the list', aPharmacy(150), false],
    ['no pharmacy', undefined, false],
  ])('shows the CRM filters for %s: %s', (_case, entity, visible) => {
    expect(crmFiltersVisible(entity, [149, 501])).toBe(visible);
  });
});

describe('shouldShowServerError', () => {
  it.each([
    ['no earlier error', undefined, 5_000, true],
    ['an error 999 ms ago', 4_001, 5_000, false],
    ['an error exactly 1 s ago', 4_000, 5_000, true],
    ['an error at the same instant', 5_000, 5_000, false],
    ['a clock that went back', 6_000, 5_000, true],
  ])('decides for %s', (_case, last, now, show) => {
    expect(shouldShowServerError(last, now)).toBe(show);
  });

  it('never shows two errors less than a second apart', () => {
    expect(SERVER_ERROR_INTERVAL_MS).toBe(1000);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 3_000 }), { maxLength: 40 }), (gaps) => {
        let now = 0;
        let last: number | undefined;
        const shown: number[] = [];
        for (const gap of gaps) {
          now += gap;
          if (shouldShowServerError(last, now)) {
            shown.push(now);
            last = now;
          }
        }
        shown.slice(1).forEach((time, index) => expect(time - (shown[index] ?? 0)).toBeGreaterThanOrEqual(1000));
        if (gaps.length > 0) expect(shown[0]).toBe(gaps[0]);
      }),
      { numRuns: 100 },
    );
  });
});
