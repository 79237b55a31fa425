import type { FamilyRow } from './report-data';

/** The id that marks a super-family row (spec 3 §3 "Family row"). */
export const SUPER_FAMILY_ID = -1;

/** A super-family with its families, as an expandable row of the stock table (spec 3 §2). */
export interface FamilyGroup {
  /** The super-family row, or `undefined` for families whose super-family row is missing. */
  readonly superFamily: FamilyRow | undefined;
  readonly families: readonly FamilyRow[];
}

/** The totals footer of the per-family table (spec 3 §2 "Stock report screen"). */
export interface FamilyTotals {
  readonly stockUnits: number;
  readonly stockAmount: number;
  readonly lowRotationAmount: number;
  /** Low-rotation amount over stock amount, as a fraction; 0 when there is no stock. */
  readonly lowRotationShare: number;
}

/** The per-family stock table: groups and totals footer. */
export interface FamilyTable {
  readonly groups: readonly FamilyGroup[];
  readonly totals: FamilyTotals;
}

/**
 * Groups family rows under their super-family (id -1 marks a super-family; its families share its
 * superId) and adds a totals footer (spec 3 §2, §3). Not in the spec: groups keep the order of the
 * super-family rows; families whose super-family row is missing form groups of their own at the end;
 * a repeated super-family row is ignored; the totals add up the top-level rows (each super-family,
 * or the families of a group without one) so nothing is counted twice, and coverage has no total.
 * The amounts are added as they come and the sum is rounded to the cent once (adding rounded figures,
 * or leaving binary fractions in the sum, is how a total drifts a cent from the report's own total);
 * the share is the exact sums' ratio.
 */
export function familyTable(rows: readonly FamilyRow[]): FamilyTable {
  const groups = new Map<number, { superFamily: FamilyRow | undefined; families: FamilyRow[] }>();
  for (const row of rows.filter(isSuperFamily)) {
    if (!groups.has(row.superId)) groups.set(row.superId, { superFamily: row, families: [] });
  }
  for (const row of rows.filter((each) => !isSuperFamily(each))) {
    const group = groups.get(row.superId);
    if (group === undefined) groups.set(row.superId, { superFamily: undefined, families: [row] });
    else group.families.push(row);
  }
  const ordered = [...groups.values()];
  return { groups: ordered, totals: totalsOf(ordered.flatMap((group) => (group.superFamily ? [group.superFamily] : group.families))) };
}

/** Whether a row is a super-family row (its id is -1, spec 3 §3). */
export function isSuperFamily(row: FamilyRow): boolean {
  return row.id === SUPER_FAMILY_ID;
}

function totalsOf(rows: readonly FamilyRow[]): FamilyTotals {
  const stockUnits = sum(rows.map((row) => row.stockUnits));
  const stockAmount = sum(rows.map((row) => row.stockAmount));
  const lowRotationAmount = sum(rows.map((row) => row.lowRotationAmount));
  return { stockUnits, stockAmount: toCents(stockAmount), lowRotationAmount: toCents(lowRotationAmount), lowRotationShare: stockAmount === 0 ? 0 : lowRotationAmount / stockAmount };
}

/** An amount in euros rounded to the cent, half away from zero. */
function toCents(euros: number): number {
  return (Math.sign(euros) * Math.round(Math.abs(euros) * 100)) / 100 || 0;
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
