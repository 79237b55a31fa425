import { safeFileName, writeCsv } from '@domain/exports';
import { isBlankRow, summariseClientRows, type SheetRow } from './client-sheet';

/**
 * The CSV uploaded with an imported client sheet (spec 2 §5): ';' between fields, empty rows dropped,
 * a UTF-8 BOM first, written by the exports context (every field quoted, CRLF between records, numbers
 * as JavaScript writes them). Not in the spec: formulas are NOT neutralised here, because this CSV is
 * read by the server, never opened in a spreadsheet, and a leading quote would corrupt values such as
 * '+34600000000'; exports of these clients neutralise them when written.
 */
export function sheetToCsv(rows: readonly SheetRow[]): string {
  return csvOfFilledRows(rows.filter((row) => !isBlankRow(row)));
}

/** The upload's CSV of rows already without blank ones ({@link sheetToCsv}). */
function csvOfFilledRows(filled: readonly SheetRow[]): string {
  return writeCsv(filled, { bom: true, neutraliseFormulas: false });
}

/**
 * The name of the CSV uploaded with an imported file: the original name with its extension replaced by
 * '.csv', made safe by the exports context ('clientes.xlsx' → 'clientes.csv'). Not in the spec: ours.
 */
export function csvFileNameFor(originalName: string): string {
  const dot = originalName.lastIndexOf('.');
  return safeFileName(`${dot === -1 ? originalName : originalName.slice(0, dot)}.csv`, 'clientes');
}

/**
 * A sheet ready to be uploaded as a recipients list (spec 2 §5 "Excel upload"): its CSV
 * ({@link sheetToCsv}), how many of its rows are not blank (the header among them), and the 1-based rows
 * whose email is wrong ({@link summariseClientRows}). It is all an upload needs from the rows, so the
 * reader can work it out where the file was read and the rows never cross to the page.
 */
export interface RecipientSheet {
  readonly csv: string;
  /** Rows that are not blank, the header included (the CSV's records). */
  readonly filledRows: number;
  /** The 1-based sheet rows whose email is wrong; empty when all are right. */
  readonly invalidEmailRows: readonly number[];
}

/** The {@link RecipientSheet} of `rows`: their CSV, their filled rows and their wrong emails. */
export function recipientSheetOf(rows: readonly SheetRow[]): RecipientSheet {
  const filled = rows.filter((row) => !isBlankRow(row));
  return {
    csv: csvOfFilledRows(filled),
    filledRows: filled.length,
    invalidEmailRows: summariseClientRows(rows).invalidEmailRows,
  };
}
