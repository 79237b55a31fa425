import { sheetCell } from '@domain/exports';
import { shownClientValue, type ClientField, type ClientQuery } from '@domain/segmentation';
import type { CellObject, WorkSheet } from '@e965/xlsx';
import { matchingClients } from './client-query';
import type { DemoClientTable } from './demo-clients';

/** The header row of the clients' export (spec 2 §7 Excel download), in the interface's language. */
export const CLIENT_EXPORT_COLUMNS = ['Id', 'Nombre', 'Email', 'Teléfono', 'Tarjeta', 'Ciudad', 'Código postal'] as const;

/** The name of the export's one sheet. */
export const CLIENT_EXPORT_SHEET = 'Clientes';

/** Column widths in characters, so the file opens readable. */
const COLUMN_WIDTHS = [8, 34, 34, 12, 11, 16, 13];

/** Options of the clients' export (spec 2 §7: obfuscateWhenNotLopd). */
export interface ClientExportOptions {
  readonly obfuscateWhenNotLopd: boolean;
}

/**
 * The rows of the simulated server's export (POST /api/v1/clients/export/{eid}/to/xlsx) without the
 * header: every client of `table` that passes `query`, in name order, with id, name, email, phone,
 * loyalty card, city and postcode. With `obfuscateWhenNotLopd`, a client who has not signed the
 * data-protection consent is written as the rule shows them in the table and the panel
 * (`shownClientValue`): the name, email, phone and card masked; the id (the pharmacy's own key), the
 * city and the postcode as they are.
 */
export function clientExportRows(table: DemoClientTable, query: ClientQuery, options: ClientExportOptions): string[][] {
  return matchingClients(table, query).map((index) => {
    const consent = !options.obfuscateWhenNotLopd || table.lopdSigned[index] === 1;
    const shown = (field: ClientField, value: string | undefined): string => shownClientValue(field, value ?? '', consent);
    return [
      shown('id', table.ids[index]),
      shown('name', table.names[index]),
      shown('email', table.emails[index]),
      shown('phone', table.phones[index]),
      shown('card', table.cards[index]),
      shown('city', table.cities[index]),
      shown('postalCode', table.postcodes[index]),
    ];
  });
}

function textCell(value: string): CellObject {
  const cell = sheetCell(value);
  return { t: 's', v: cell.type === 'text' ? cell.value : '' };
}

/**
 * Writes the clients' export as an .xlsx workbook with one sheet, {@link CLIENT_EXPORT_SHEET}: the
 * header row ({@link CLIENT_EXPORT_COLUMNS}) and `rows`. Every value is a typed text cell, never a
 * formula (an empty value no cell at all), neutralised against formula injection (security guide §A.2.1); ids and phones stay text,
 * so leading zeros are kept. SheetJS is loaded only when a file is written.
 */
export async function clientExportWorkbook(rows: readonly (readonly string[])[]): Promise<ArrayBuffer> {
  const XLSX = await import('@e965/xlsx');
  const table = [[...CLIENT_EXPORT_COLUMNS], ...rows];
  const sheet: WorkSheet = {};
  table.forEach((row, r) => {
    row.forEach((value, c) => {
      // An empty value is an empty cell.
      if (value !== '') sheet[XLSX.utils.encode_cell({ r, c })] = textCell(value);
    });
  });
  sheet['!ref'] = XLSX.utils.encode_range({ s: { r: 0, c: 0 }, e: { r: table.length - 1, c: CLIENT_EXPORT_COLUMNS.length - 1 } });
  sheet['!cols'] = COLUMN_WIDTHS.map((wch) => ({ wch }));
  sheet['!autofilter'] = { ref: sheet['!ref'] };
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, CLIENT_EXPORT_SHEET);
  book.Props = { Title: 'Clientes', Author: 'Backoffice Farmacias' };
  return XLSX.write(book, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer;
}
