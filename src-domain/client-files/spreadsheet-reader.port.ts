import { portMethods, token, type FileContent } from '@domain/shared-kernel';
import type { ClientFileSummary, SheetRow } from './client-sheet';
import type { RecipientSheet } from './sheet-csv';

/** How far a reading has got, 0 to 1. */
export type ReadProgress = (fraction: number) => void;

/** What can cancel a reading: the browser's `AbortSignal` fits it. */
export interface CancelSignal {
  readonly aborted: boolean;
  addEventListener(type: 'abort', listener: () => void, options?: { readonly once?: boolean }): void;
  removeEventListener(type: 'abort', listener: () => void): void;
}

/**
 * A sheet read to be uploaded as a recipients list: a {@link RecipientSheet} whose CSV is given as a
 * file's content, UTF-8 encoded (the BOM as its first three bytes), so that a large list crosses between
 * threads and on to its storage without being copied as text.
 */
export interface RecipientSheetFile extends Omit<RecipientSheet, 'csv'> {
  readonly csv: FileContent;
}

/** Why a spreadsheet could not be read. */
export type SpreadsheetReadError = 'UNREADABLE' | 'CANCELLED';

/** Raised by {@link SpreadsheetReader.read}: the file is not a readable spreadsheet, or the user cancelled. */
export class SpreadsheetReadFailure extends Error {
  readonly code: SpreadsheetReadError;

  constructor(code: SpreadsheetReadError) {
    super(code === 'CANCELLED' ? 'spreadsheet reading cancelled' : 'spreadsheet unreadable');
    this.name = 'SpreadsheetReadFailure';
    this.code = code;
  }
}

/**
 * Reads the first sheet of an .xls or .xlsx file (already checked by {@link checkClientFile}) into rows
 * of cells, away from the page's main thread so that a large file never freezes the screen (spec 2 §5
 * "Excel upload"; the import of client files). Rejects with {@link SpreadsheetReadFailure}: UNREADABLE
 * for a file that is not a spreadsheet after all, CANCELLED when `signal` aborts. The file may be given
 * as its bytes or as a handle that reads them (the chosen `File`): a handle is read where the reading
 * runs, so the page's thread never copies a large file's bytes.
 */
export interface SpreadsheetReader {
  read(file: FileContent, options?: { readonly onProgress?: ReadProgress; readonly signal?: CancelSignal }): Promise<SheetRow[]>;
  /**
   * Reads the file as {@link read} does and gives only its summary as a client file
   * (`summariseClientRows`: the clients it holds, the rows with a wrong email), worked out where the
   * file was read: an import that sends the file as it is never needs its rows in the page.
   */
  readClientSummary(file: FileContent, options?: { readonly onProgress?: ReadProgress; readonly signal?: CancelSignal }): Promise<ClientFileSummary>;
  /**
   * Reads the file as {@link read} does and gives it ready to be uploaded as a recipients list
   * (`recipientSheetOf`: its CSV, its filled rows, its wrong emails), worked out where the file was
   * read: the rows of a large file never cross to the page, nor are they converted there.
   */
  readRecipientSheet(file: FileContent, options?: { readonly onProgress?: ReadProgress; readonly signal?: CancelSignal }): Promise<RecipientSheetFile>;
}

/** Token of the {@link SpreadsheetReader} port. */
export const SpreadsheetReader = token<SpreadsheetReader>('client-files.SpreadsheetReader');

/** Every call of the {@link SpreadsheetReader} port. */
export const SpreadsheetReaderMethods = portMethods<SpreadsheetReader>()('read', 'readClientSummary', 'readRecipientSheet');
