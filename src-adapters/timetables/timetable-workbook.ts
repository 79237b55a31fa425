import type { CellObject, WorkSheet } from '@e965/xlsx';
import { sheetCell } from '@domain/exports';
import { TIMETABLE_SHEET_COLUMNS, TIMETABLE_SHEET_ERROR_COLUMN, TIMETABLE_SHEET_NAME } from '@domain/timetables';

/** Column widths in characters, so the file opens readable. */
const COLUMN_WIDTHS = [14, 13, 11, 13, 11, 28, 16, 32, 60];

function textCell(value: string): CellObject {
  const cell = sheetCell(value);
  return cell.type === 'text' ? { t: 's', v: cell.value } : { t: 'z' };
}

/**
 * Writes timetable rows as an .xlsx workbook with one sheet, 'Horarios': the header row, then one row
 * per event, every cell a text (never a formula; texts neutralised against formula injection). With
 * `withErrors`, the rows carry a last column 'Errores' (the error spreadsheet of an upload).
 */
export async function timetableWorkbook(rows: readonly (readonly string[])[], withErrors = false): Promise<ArrayBuffer> {
  const XLSX = await import('@e965/xlsx');
  const header: string[] = withErrors ? [...TIMETABLE_SHEET_COLUMNS, TIMETABLE_SHEET_ERROR_COLUMN] : [...TIMETABLE_SHEET_COLUMNS];
  const table = [header, ...rows];
  const sheet: WorkSheet = {};
  table.forEach((row, r) => header.forEach((_, c) => (sheet[XLSX.utils.encode_cell({ r, c })] = textCell(row[c] ?? ''))));
  sheet['!ref'] = XLSX.utils.encode_range({ s: { r: 0, c: 0 }, e: { r: table.length - 1, c: header.length - 1 } });
  sheet['!cols'] = COLUMN_WIDTHS.slice(0, header.length).map((wch) => ({ wch }));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, TIMETABLE_SHEET_NAME);
  book.Props = { Title: 'Horarios de la farmacia', Author: 'Backoffice Farmacias' };
  return XLSX.write(book, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer;
}
