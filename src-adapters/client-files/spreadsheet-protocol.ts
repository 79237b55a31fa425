import type { ClientFileSummary, SheetRow, SpreadsheetReadError } from '@domain/client-files';

/**
 * What the reader posts to its worker: the file (its bytes, their buffer transferred rather than copied,
 * or the chosen file as a handle), and what it wants back: the rows (by default), or only their summary as a client file.
 */
export interface SpreadsheetRequest {
  /** The file's bytes, moved to the worker, or the chosen file itself, read by the worker. */
  readonly bytes: Uint8Array | Blob;
  readonly want?: 'rows' | 'client-summary';
}

/**
 * What the worker posts back: how far it has got (0 to 1, never 1 itself: the reader says 1 once the
 * rows have crossed), then either the first sheet's rows (or their summary) or why they could not be read. The first
 * message of any kind tells the reader that the worker's code has loaded.
 */
export type SpreadsheetAnswer =
  | { readonly kind: 'progress'; readonly fraction: number }
  | { readonly kind: 'rows'; readonly rows: SheetRow[] }
  | { readonly kind: 'client-summary'; readonly summary: ClientFileSummary }
  | { readonly kind: 'failure'; readonly code: SpreadsheetReadError };
