import { safeFileName, writeCsv } from '@domain/exports';
import { checkClientEmails, isBlankRow, readClientSheet, type InvalidEmail, type RenamedColumn, type SheetRow } from './client-sheet';
import { NO_FORMULAS, reservedHeadersOf, type IgnoredInSheet, type SheetFormulas } from './sheet-ignored';

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
 * ({@link sheetToCsv}, except that a header with a reserved name is written with the name
 * `readClientSheet` gives it), how many of its rows are not blank (the header among them), the 1-based
 * rows whose email is wrong with the first of them named (`checkClientEmails`), and what was not taken
 * as written ({@link IgnoredInSheet}). It is all an upload needs from the rows, so the reader can work it
 * out where the file was read and the rows never cross to the page.
 */
export interface RecipientSheet {
  readonly csv: string;
  /** Rows that are not blank, the header included (the CSV's records). */
  readonly filledRows: number;
  /** The 1-based sheet rows whose email is wrong; empty when all are right. */
  readonly invalidEmailRows: readonly number[];
  /** The first wrong emails with their row and text; empty when all are right. */
  readonly invalidEmails: readonly InvalidEmail[];
  /** Reserved headers renamed, and formula cells read as values. */
  readonly ignored: IgnoredInSheet;
}

/** The header row with each reserved name replaced by the column's name (security guide A.7 row 6). */
function headerWithoutReservedNames(header: SheetRow, renamed: readonly RenamedColumn[]): SheetRow {
  const cells = [...header];
  for (const column of renamed) if (column.issue === 'RESERVED') cells[column.index] = column.name;
  return cells;
}

/**
 * The {@link RecipientSheet} of `rows`: their CSV, their filled rows, their wrong emails, and what was
 * not taken as written: reserved headers (renamed in the CSV, their values kept) and `formulas`, the
 * formula cells the reader found (it alone sees them; none by default).
 */
export function recipientSheetOf(rows: readonly SheetRow[], formulas: SheetFormulas = NO_FORMULAS): RecipientSheet {
  const filled = rows.filter((row) => !isBlankRow(row));
  const sheet = readClientSheet(rows);
  const checked = checkClientEmails(sheet);
  const reservedHeaders = reservedHeadersOf(sheet.renamed);
  const [header, ...data] = filled;
  const uploaded = header === undefined || reservedHeaders.length === 0 ? filled : [headerWithoutReservedNames(header, sheet.renamed), ...data];
  return {
    csv: csvOfFilledRows(uploaded),
    filledRows: filled.length,
    invalidEmailRows: checked.ok ? [] : checked.error.rows,
    invalidEmails: checked.ok ? [] : checked.error.first,
    ignored: { reservedHeaders, formulas },
  };
}
