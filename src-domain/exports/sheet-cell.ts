import type { CsvCell } from './csv-writer';
import { neutraliseFormula } from './formula-injection';

/** The media type of an .xlsx workbook (Office Open XML spreadsheet). */
export const XLSX_MIME_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * One cell of a spreadsheet to write, always typed as a value and never as a formula (security guide
 * §A.2.1 "For XLSX exports: always write values as typed string cells, never as formulas").
 */
export type SheetCell =
  | { readonly type: 'text'; readonly value: string }
  | { readonly type: 'number'; readonly value: number }
  | { readonly type: 'boolean'; readonly value: boolean }
  | { readonly type: 'empty' };

/**
 * The typed spreadsheet cell of a value (security guide §A.2.1, ASVS 1.2.10): a text is a text cell
 * neutralised with {@link neutraliseFormula}, so even a text starting with '=' is shown, never run;
 * a finite number is a number cell; true and false are boolean cells; null, undefined, NaN and
 * ±Infinity are empty cells.
 */
export function sheetCell(value: CsvCell): SheetCell {
  if (typeof value === 'string') return { type: 'text', value: neutraliseFormula(value) };
  if (typeof value === 'number') return Number.isFinite(value) ? { type: 'number', value } : { type: 'empty' };
  if (typeof value === 'boolean') return { type: 'boolean', value };
  return { type: 'empty' };
}

/** The first bytes of a ZIP archive, which every .xlsx file is: 'PK', 3, 4 (security guide §A.2.6). */
const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04] as const;

/**
 * Whether `bytes` start like an .xlsx file, that is a ZIP archive (security guide §A.2.6 "magic
 * bytes"): a download that is an error page or a JSON answer instead is told apart before it is
 * offered to the user as a spreadsheet.
 */
export function isZipArchive(bytes: Uint8Array): boolean {
  return bytes.length >= ZIP_SIGNATURE.length && ZIP_SIGNATURE.every((byte, index) => bytes[index] === byte);
}
