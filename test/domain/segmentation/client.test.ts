import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CLIENT_PROFILE_SIZE,
  CLIENT_SALES_PAGE_SIZE,
  SEGMENTATION_PAGE_SIZE,
  clientProfile,
  type ClientSale,
} from '@domain/segmentation';

function aSale(total: number, familyName: string, superFamilyName = 'Salud', description = `${familyName} 30 u`): ClientSale {
  return { date: '2026-03-01T10:00:00Z', total, description, familyName, superFamilyName };
}

describe('client panel constants', () => {
  it('pages results by 50, sales by 5 and profiles the top 3', () => {
    expect(SEGMENTATION_PAGE_SIZE).toBe(50);
    expect(CLIENT_SALES_PAGE_SIZE).toBe(5);
    expect(CLIENT_PROFILE_SIZE).toBe(3);
  });
});

describe('clientProfile', () => {
  it('ranks families, super-families and products by the sum of sales totals', () => {
    const profile = clientProfile([
      aSale(10, 'Analgésicos', 'Salud', 'Ibuprofeno'),
      aSale(30, 'Cosmética', 'Belleza', 'Crema'),
      aSale(25, 'Analgésicos', 'Salud', 'Ibuprofeno'),
      aSale(5, 'Vitaminas', 'Salud', 'Vitamina C'),
      aSale(20, 'Higiene', 'Higiene', 'Gel'),
      aSale(Number.NaN, 'Dietética', 'Salud', 'Batido'),
      aSale(50, ' ', ' ', ' '),
    ]);
    expect(profile).toEqual({
      families: ['Analgésicos', 'Cosmética', 'Higiene'],
      superFamilies: ['Salud', 'Belleza', 'Higiene'],
      products: ['Ibuprofeno', 'Crema', 'Gel'],
    });
  });

  it('breaks ties by name', () => {
    expect(clientProfile([aSale(10, 'Zinc'), aSale(10, 'Árnica'), aSale(10, 'Baño')]).families).toEqual(['Árnica', 'Baño', 'Zinc']);
  });

  it('is empty for a client without sales', () => {
    expect(clientProfile([])).toEqual({ families: [], superFamilies: [], products: [] });
  });

  it('gives at most 3 distinct families, none spending less than a family left out', () => {
    const sale = fc.record({ total: fc.integer({ min: 0, max: 500 }), family: fc.constantFrom('A', 'B', 'C', 'D', 'E') });
    fc.assert(
      fc.property(fc.array(sale, { maxLength: 30 }), (sales) => {
        const families = clientProfile(sales.map(({ total, family }) => aSale(total, family))).families;
        const totals = new Map<string, number>();
        sales.forEach(({ total, family }) => totals.set(family, (totals.get(family) ?? 0) + total));
        expect(families.length).toBe(Math.min(3, totals.size));
        expect(new Set(families).size).toBe(families.length);
        const lowestShown = Math.min(...families.map((family) => totals.get(family) ?? 0));
        [...totals].filter(([family]) => !families.includes(family)).forEach(([, total]) => expect(total).toBeLessThanOrEqual(lowestShown));
      }),
      { numRuns: 100 },
    );
  });
});
