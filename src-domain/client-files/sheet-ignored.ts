import type { RenamedColumn } from './client-sheet';

/** How many cells a {@link CellList} names; the others are only counted. */
export const CELLS_NAMED = 5;

/** Cells of a sheet: how many there are, and the addresses of the first {@link CELLS_NAMED} ('C4'). */
export interface CellList {
  readonly count: number;
  readonly first: readonly string[];
}

/** A list of no cells. */
export const NO_CELLS: CellList = { count: 0, first: [] };

/**
 * The formula cells of a sheet as it was read. Formulas are never read nor evaluated (security guide
 * A.7 row 8): a formula cell gives the value the spreadsheet program last computed for it, or, when the
 * file keeps none (as files written by some programs do), nothing, and the cell is read as empty.
 */
export interface SheetFormulas {
  /** Formula cells read as their last computed value. */
  readonly computed: CellList;
  /** Formula cells without a computed value, read as empty. */
  readonly withoutValue: CellList;
}

/** A sheet without formulas. */
export const NO_FORMULAS: SheetFormulas = { computed: NO_CELLS, withoutValue: NO_CELLS };

/** A column's letters as a spreadsheet names it, from its 0-based position: 0 → 'A', 25 → 'Z', 26 → 'AA'. */
export function columnLetters(column: number): string {
  let letters = '';
  for (let rest = Math.max(0, Math.trunc(column)) + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  }
  return letters;
}

/** A cell's address as a spreadsheet writes it, from its 1-based row and 0-based column: (4, 2) → 'C4'. */
export function cellAddress(row: number, column: number): string {
  return `${columnLetters(column)}${row}`;
}

/** A header with a reserved name: its column's letters, its header as written and the name it is uploaded with. */
export interface ReservedHeader {
  readonly column: string;
  readonly original: string;
  readonly name: string;
}

/**
 * What of a sheet was not taken as written when it was read to be uploaded, for the user to be told:
 * headers with a reserved name (`__proto__`, `constructor`, `prototype`), uploaded under the name
 * `readClientSheet` gives them, their values kept; and formula cells, whose formulas are not read
 * ({@link SheetFormulas}). Not in the spec: the security guide's A.7 rows 6 and 8 ask that such input be
 * renamed or read as values; telling the user which is ours.
 */
export interface IgnoredInSheet {
  readonly reservedHeaders: readonly ReservedHeader[];
  readonly formulas: SheetFormulas;
}

/** The reserved headers among the renamed columns of a sheet, as {@link IgnoredInSheet} lists them. */
export function reservedHeadersOf(renamed: readonly RenamedColumn[]): ReservedHeader[] {
  return renamed.filter((column) => column.issue === 'RESERVED').map((column) => ({ column: columnLetters(column.index), original: column.original, name: column.name }));
}

/** Whether anything of the sheet was not taken as written. */
export function somethingIgnored(ignored: IgnoredInSheet): boolean {
  return ignored.reservedHeaders.length > 0 || ignored.formulas.computed.count > 0 || ignored.formulas.withoutValue.count > 0;
}
