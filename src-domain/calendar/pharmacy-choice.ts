import { foldText, searchWords } from '@domain/shared-kernel';
import type { CalendarPharmacy } from './calendar-gateway.port';
import { pharmacyBlock, type PharmacyBlock, type PharmacyReadiness } from './pharmacy-chooser';

/** A row of the pharmacy chooser: the pharmacy, why it cannot be chosen (if so) and its folded search text. */
export interface ChooserRow extends CalendarPharmacy {
  readonly block: PharmacyBlock | undefined;
  readonly searchText: string;
}

/**
 * The chooser's rows in the pharmacies' order, each with its block ({@link pharmacyBlock}) and its
 * search text (eid, name and city, folded once so a search of thousands of rows folds only the query).
 */
export function chooserRows(pharmacies: readonly CalendarPharmacy[], readiness: PharmacyReadiness): readonly ChooserRow[] {
  return pharmacies.map((pharmacy) => ({ ...pharmacy, block: pharmacyBlock(pharmacy.eid, readiness), searchText: foldText(`${pharmacy.eid} ${pharmacy.name} ${pharmacy.city}`) }));
}

/** The rows whose eid, name or city hold every word of `query`, ignoring case and accents; all rows for a blank query. */
export function filterChooserRows(rows: readonly ChooserRow[], query: string): readonly ChooserRow[] {
  const words = searchWords(query);
  if (words.length === 0) return rows;
  return rows.filter((row) => words.every((word) => row.searchText.includes(word)));
}

/** The selection with every enabled row of `rows` added (select all: the disabled ones are never chosen). */
export function selectAllEnabled(selected: ReadonlySet<number>, rows: readonly ChooserRow[]): ReadonlySet<number> {
  const next = new Set(selected);
  for (const row of rows) if (row.block === undefined) next.add(row.eid);
  return next;
}

/** The selection without any row of `rows`. */
export function unselectRows(selected: ReadonlySet<number>, rows: readonly ChooserRow[]): ReadonlySet<number> {
  const next = new Set(selected);
  for (const row of rows) next.delete(row.eid);
  return next;
}

/** Whether every enabled row of `rows` is selected (false when none is enabled). */
export function allEnabledSelected(selected: ReadonlySet<number>, rows: readonly ChooserRow[]): boolean {
  let enabled = 0;
  for (const row of rows) {
    if (row.block !== undefined) continue;
    enabled += 1;
    if (!selected.has(row.eid)) return false;
  }
  return enabled > 0;
}
