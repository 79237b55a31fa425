import type { SheetRow, SpreadsheetReadError } from '@domain/client-files';

/** What the reader posts to its worker: the file's bytes, their buffer transferred rather than copied. */
export interface SpreadsheetRequest {
  readonly bytes: Uint8Array;
}

/**
 * What the worker posts back: how far it has got (0 to 1, never 1 itself: the reader says 1 once the
 * rows have crossed), then either the first sheet's rows or why they could not be read. The first
 * message of any kind tells the reader that the worker's code has loaded.
 */
export type SpreadsheetAnswer =
  | { readonly kind: 'progress'; readonly fraction: number }
  | { readonly kind: 'rows'; readonly rows: SheetRow[] }
  | { readonly kind: 'failure'; readonly code: SpreadsheetReadError };
