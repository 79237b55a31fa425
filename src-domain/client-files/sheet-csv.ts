import { safeFileName, writeCsv } from '@domain/exports';
import { isBlankRow, type SheetRow } from './client-sheet';

/**
 * The CSV uploaded with an imported client sheet (spec 2 §5): ';' between fields, empty rows dropped,
 * a UTF-8 BOM first, written by the exports context (every field quoted, CRLF between records, numbers
 * as JavaScript writes them). Not in the spec: formulas are NOT neutralised here, because this CSV is
 * read by the server, never opened in a spreadsheet, and a leading quote would corrupt values such as
 * '+34600000000'; exports of these clients neutralise them when written.
 */
export function sheetToCsv(rows: readonly SheetRow[]): string {
  return writeCsv(
    rows.filter((row) => !isBlankRow(row)),
    { bom: true, neutraliseFormulas: false },
  );
}

/**
 * The name of the CSV uploaded with an imported file: the original name with its extension replaced by
 * '.csv', made safe by the exports context ('clientes.xlsx' → 'clientes.csv'). Not in the spec: ours.
 */
export function csvFileNameFor(originalName: string): string {
  const dot = originalName.lastIndexOf('.');
  return safeFileName(`${dot === -1 ? originalName : originalName.slice(0, dot)}.csv`, 'clientes');
}
