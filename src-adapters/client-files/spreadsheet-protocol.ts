import {
  NO_FORMULAS,
  recipientSheetOf,
  type ClientFileSummary,
  type IgnoredInSheet,
  type InvalidEmail,
  type SheetFormulas,
  type SheetRow,
  type SpreadsheetReadError,
} from '@domain/client-files';

/**
 * What the reader posts to its worker: the file (its bytes, their buffer transferred rather than copied,
 * or the chosen file as a handle), and what it wants back: the rows (by default), only their summary as a
 * client file, or the sheet ready to be uploaded as a recipients list.
 */
export interface SpreadsheetRequest {
  /** The file's bytes, moved to the worker, or the chosen file itself, read by the worker. */
  readonly bytes: Uint8Array | Blob;
  readonly want?: 'rows' | 'client-summary' | 'recipient-sheet';
}

/**
 * What the worker posts back: how far it has got (0 to 1, never 1 itself: the reader says 1 once the
 * rows have crossed), then either the first sheet's rows (or what was asked for instead) or why they could not be read. The first
 * message of any kind tells the reader that the worker's code has loaded.
 */
export type SpreadsheetAnswer =
  | { readonly kind: 'progress'; readonly fraction: number }
  | { readonly kind: 'rows'; readonly rows: SheetRow[] }
  | { readonly kind: 'client-summary'; readonly summary: ClientFileSummary }
  | { readonly kind: 'recipient-sheet'; readonly sheet: RecipientSheetAnswer }
  | { readonly kind: 'failure'; readonly code: SpreadsheetReadError };

/**
 * The recipients sheet as it crosses back: its CSV as UTF-8, either bytes whose buffer is moved, or (from
 * a browser worker) a Blob, which crosses as a handle and is stored and shared with other tabs the same
 * way, its bytes never copied on the page's thread.
 */
export interface RecipientSheetAnswer {
  readonly csv: Uint8Array | Blob;
  readonly filledRows: number;
  readonly invalidEmailRows: readonly number[];
  readonly invalidEmails: readonly InvalidEmail[];
  readonly ignored: IgnoredInSheet;
}

/** How a reading gives a recipients sheet's CSV: UTF-8 bytes, or a Blob of them (text/csv). */
export type CsvForm = 'bytes' | 'blob';

/**
 * The recipients sheet of `rows` and their `formulas` (`recipientSheetOf`) with its CSV encoded as UTF-8,
 * in the `form` asked for.
 */
export function recipientSheetAnswerOf(rows: readonly SheetRow[], form: CsvForm = 'bytes', formulas: SheetFormulas = NO_FORMULAS): RecipientSheetAnswer {
  const { csv, ...sheet } = recipientSheetOf(rows, formulas);
  const bytes = new TextEncoder().encode(csv);
  return { ...sheet, csv: form === 'blob' ? new Blob([bytes], { type: 'text/csv' }) : bytes };
}
