import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { familyTable, isSuperFamily, type FamilyRow } from '@domain/reports';

const row = (superId: number, id: number, name: string, stockAmount: number, lowRotationAmount: number): FamilyRow => ({
  superId,
  id,
  name,
  stockUnits: stockAmount / 10,
  stockAmount,
  coverage: 2,
  lowRotationAmount,
  lowRotationPercent: stockAmount === 0 ? 0 : lowRotationAmount / stockAmount,
});

describe('familyTable', () => {
  const dermo = row(1, -1, 'Dermofarmacia', 1000, 300);
  const solar = row(1, 11, 'Solares', 600, 200);
  const facial = row(1, 12, 'Facial', 400, 100);
  const infantil = row(2, -1, 'Infantil', 500, 50);
  const leches = row(2, 21, 'Leches', 500, 50);
  const orphan = row(9, 91, 'Sin superfamilia', 100, 10);

  it('groups families under their super-family and totals the super-families', () => {
    expect(familyTable([solar, dermo, leches, infantil, facial])).toEqual({
      groups: [
        { superFamily: dermo, families: [solar, facial] },
        { superFamily: infantil, families: [leches] },
      ],
      totals: { stockUnits: 150, stockAmount: 1500, lowRotationAmount: 350, lowRotationShare: 350 / 1500 },
    });
  });

  it('puts families without a super-family row in groups of their own at the end, and counts them', () => {
    const table = familyTable([orphan, dermo, solar]);
    expect(table.groups).toEqual([
      { superFamily: dermo, families: [solar] },
      { superFamily: undefined, families: [orphan] },
    ]);
    expect(table.totals.stockAmount).toBe(1100);
  });

  it('ignores a repeated super-family row', () => {
    expect(familyTable([dermo, { ...dermo, name: 'Otra' }]).groups).toEqual([{ superFamily: dermo, families: [] }]);
  });

  it('has zero totals and a zero share without rows', () => {
    expect(familyTable([])).toEqual({ groups: [], totals: { stockUnits: 0, stockAmount: 0, lowRotationAmount: 0, lowRotationShare: 0 } });
  });

  it('sums the amounts before rounding them to the cent, once', () => {
    // 0.1 + 0.2 is 0.30000000000000004 in binary floating point; three 0.005 € rows add up to 0.02 €, not 0.03 €.
    const totals = familyTable([row(1, 11, 'A', 0.1, 0.005), row(1, 12, 'B', 0.2, 0.005), row(1, 13, 'C', 10, 0.005)]).totals;
    expect(totals.stockAmount).toBe(10.3);
    expect(totals.lowRotationAmount).toBe(0.02);
    expect(totals.lowRotationShare).toBeCloseTo(0.015 / 10.3, 12);
  });

  it('marks super-families by the id -1', () => {
    expect([dermo, solar].map(isSuperFamily)).toEqual([true, false]);
  });

  it('keeps every row exactly once, and totals the families when no super-family rows are present', () => {
    const familyArb = fc.record({
      superId: fc.integer({ min: 1, max: 4 }),
      id: fc.integer({ min: 1, max: 50 }),
      amount: fc.integer({ min: 0, max: 1000 }),
    });
    fc.assert(
      fc.property(fc.array(familyArb, { maxLength: 20 }), (specs) => {
        const rows = specs.map((spec) => row(spec.superId, spec.id, `F${spec.id}`, spec.amount, 0));
        const table = familyTable(rows);
        expect(table.groups.flatMap((group) => group.families)).toHaveLength(rows.length);
        expect(table.totals.stockAmount).toBe(rows.reduce((total, each) => total + each.stockAmount, 0));
        table.groups.forEach((group) => expect(new Set(group.families.map((family) => family.superId)).size).toBe(1));
      }),
      { numRuns: 100 },
    );
  });
});
