import { SSF, read, utils, type CellObject, type WorkBook, type WorkSheet } from '@e965/xlsx';
import {
  CELLS_NAMED,
  SpreadsheetReadFailure,
  cellAddress,
  spreadsheetKindOfContent,
  summariseClientRows,
  type CellList,
  type SheetCell,
  type SheetFormulas,
  type SheetRow,
} from '@domain/client-files';
import { bytesOf, isBytes } from '@adapters/shared';
import { recipientSheetAnswerOf, type CsvForm, type SpreadsheetAnswer, type SpreadsheetRequest } from './spreadsheet-protocol';

/** Progress once SheetJS is loaded and the reading starts. */
export const PROGRESS_LOADED = 0.1;

/** Progress once the workbook is parsed; turning its cells into rows takes the rest. */
export const PROGRESS_PARSED = 0.8;

/** Rows turned into values between two progress reports. */
const ROWS_PER_STEP = 2000;

/**
 * The number formats that Excel shows in the reader's regional settings while SheetJS writes them the
 * American way ('1/15/24'): built-in formats 14 and 22, shown as a Spanish Excel shows them.
 */
const REGIONAL_DATE_FORMATS: Readonly<Record<string, string>> = {
  'm/d/yy': 'dd/mm/yyyy',
  'm/d/yy h:mm': 'dd/mm/yyyy hh:mm',
};

/** The part of SheetJS's number formatter (typed `any` by the package) that is used here. */
const formats = SSF as {
  is_date(format: string): boolean;
  format(format: string, value: number, options?: { readonly date1904?: boolean }): string;
};

/**
 * Only the first sheet is parsed; no styles, HTML or macros are kept, only values, formats and texts.
 * Formulas are parsed only so that a formula cell is known as one (to tell the user that its formula was
 * not read); they are never evaluated and never reach the rows.
 */
const PARSING = {
  type: 'array',
  dense: true,
  sheets: 0,
  cellNF: true,
  cellText: true,
  cellDates: false,
  cellFormula: true,
  cellHTML: false,
  cellStyles: false,
  bookVBA: false,
  WTF: false,
} as const;

/** The same without formulas: for a file whose formulas SheetJS cannot write out, its values are still read. */
const PARSING_WITHOUT_FORMULAS = { ...PARSING, cellFormula: false } as const;

/** The workbook in `bytes`, with its formulas when SheetJS can read them, else without; or UNREADABLE. */
function readBook(bytes: Uint8Array): WorkBook {
  try {
    return read(bytes, PARSING);
  } catch {
    try {
      return read(bytes, PARSING_WITHOUT_FORMULAS);
    } catch {
      throw new SpreadsheetReadFailure('UNREADABLE');
    }
  }
}

/** The first sheet of the workbook in `bytes`, or UNREADABLE. */
function firstSheet(bytes: Uint8Array): { readonly sheet: WorkSheet; readonly date1904: boolean } {
  // Without a ZIP or OLE2 signature SheetJS would read the bytes as a text table: refuse them first.
  if (spreadsheetKindOfContent(bytes) === undefined) throw new SpreadsheetReadFailure('UNREADABLE');
  const book = readBook(bytes);
  const name = book.SheetNames[0];
  const sheet = name === undefined ? undefined : book.Sheets[name];
  if (sheet === undefined) throw new SpreadsheetReadFailure('UNREADABLE');
  return { sheet, date1904: book.Workbook?.WBProps?.date1904 === true };
}

/** The sheet's cells by row and column, 0-based from A1, whether SheetJS kept them dense or by address. */
function cellGrid(sheet: WorkSheet): readonly (readonly (CellObject | undefined)[] | undefined)[] {
  const dense = sheet['!data'];
  if (Array.isArray(dense)) return dense;
  const grid: (CellObject | undefined)[][] = [];
  for (const [address, cell] of Object.entries(sheet)) {
    if (address.startsWith('!')) continue;
    const { r, c } = utils.decode_cell(address);
    (grid[r] ??= [])[c] = cell as CellObject;
  }
  return grid;
}

/** The text a date cell shows: its own format, except the regional ones, written as in Spain. */
function dateText(value: number, format: string, shown: string | undefined, date1904: boolean): string {
  const regional = REGIONAL_DATE_FORMATS[format];
  if (regional !== undefined) return formats.format(regional, value, { date1904 });
  return shown ?? formats.format(format, value, { date1904 });
}

/**
 * One cell's value: texts and booleans as they are; numbers as numbers, except those with a date or
 * time format, which become the text the cell shows (see {@link parseSpreadsheet}); an error cell
 * ('#N/A', '#DIV/0!') the text it shows; an empty cell null.
 */
function cellValue(cell: CellObject | undefined, date1904: boolean): SheetCell {
  if (cell === undefined || cell === null) return null;
  switch (cell.t) {
    case 's':
      return typeof cell.v === 'string' ? cell.v : (cell.w ?? null);
    case 'b':
      return cell.v === true;
    case 'n': {
      if (typeof cell.v !== 'number') return null;
      const format = typeof cell.z === 'string' ? cell.z : undefined;
      return format !== undefined && formats.is_date(format) ? dateText(cell.v, format, cell.w, date1904) : cell.v;
    }
    case 'd':
      return cell.w ?? (cell.v instanceof Date ? cell.v.toISOString() : null);
    case 'e':
      return cell.w ?? null;
    default:
      return null;
  }
}

/** Cells counted as they are found, the first {@link CELLS_NAMED} named by address. */
class CellCounter {
  private count = 0;
  private readonly first: string[] = [];

  add(row: number, column: number): void {
    this.count += 1;
    if (this.first.length < CELLS_NAMED) this.first.push(cellAddress(row + 1, column));
  }

  list(): CellList {
    return { count: this.count, first: [...this.first] };
  }
}

/** The formula cells met while the rows are made: with a computed value, and without one. */
interface FormulaCounters {
  readonly computed: CellCounter;
  readonly withoutValue: CellCounter;
}

/** Whether a cell holds a formula (its own, or its part of an array formula). */
function isFormula(cell: CellObject | undefined): boolean {
  return cell !== undefined && cell !== null && (typeof cell.f === 'string' || typeof cell.F === 'string');
}

/** A row's values up to its last non-empty cell; its formula cells are counted in `formulas`. */
function rowValues(cells: readonly (CellObject | undefined)[] | undefined, row: number, date1904: boolean, formulas: FormulaCounters): SheetCell[] {
  const values: SheetCell[] = [];
  if (cells === undefined || cells === null) return values;
  let length = 0;
  for (let column = 0; column < cells.length; column += 1) {
    const cell = cells[column];
    const value = cellValue(cell, date1904);
    values.push(value);
    if (value !== null) length = column + 1;
    if (isFormula(cell)) (value === null ? formulas.withoutValue : formulas.computed).add(row, column);
  }
  values.length = length;
  return values;
}

/** A sheet as read: its rows, and its formula cells (see {@link readSpreadsheet}). */
export interface ReadSheet {
  readonly rows: SheetRow[];
  readonly formulas: SheetFormulas;
}

/**
 * Reads the first sheet of an .xls or .xlsx file into rows of cells, in whichever thread calls it (the
 * worker, or the reader itself where there are no workers).
 *
 * - The rows start at A1, so that row `i` of the answer is row `i + 1` of the sheet and a cell keeps its
 *   column, even when the sheet's first rows or columns are empty; they end at the last row and column
 *   holding a value (a sheet whose recorded range runs further, as formatting can make it, gives no
 *   trailing empty rows). Every row has the same length; an empty row is all null.
 * - Cells are texts, numbers, booleans or null (empty). Dates are NOT numbers: a cell with a date or time
 *   format becomes the text it shows, by its own format ('2024-01-15' for yyyy-mm-dd), Excel's regional
 *   short date shown as in Spain ('15/01/2024', '15/01/2024 09:30'). An error cell gives its text
 *   ('#N/A'). A formula gives its last computed value; formulas themselves are never read.
 * - Bytes without the ZIP or OLE2 signature, or that SheetJS cannot parse, fail UNREADABLE; an empty
 *   first sheet gives no rows.
 *
 * `onProgress` hears {@link PROGRESS_LOADED} first, {@link PROGRESS_PARSED} once the workbook is parsed,
 * then steps below 1 while the rows are made; whatever it throws stops the reading and is thrown here.
 */
export function parseSpreadsheet(bytes: Uint8Array, onProgress: (fraction: number) => void = () => undefined): SheetRow[] {
  return readSpreadsheet(bytes, onProgress).rows;
}

/**
 * Reads the first sheet as {@link parseSpreadsheet} does, and tells its formula cells apart: those read
 * as their last computed value, and those the file keeps no value for, read as empty (how many, and the
 * addresses of the first ones). A legacy file whose formulas SheetJS cannot write out is read without
 * them: its values are the same, its formula cells are not told.
 */
export function readSpreadsheet(bytes: Uint8Array, onProgress: (fraction: number) => void = () => undefined): ReadSheet {
  onProgress(PROGRESS_LOADED);
  const { sheet, date1904 } = firstSheet(bytes);
  onProgress(PROGRESS_PARSED);
  const grid = cellGrid(sheet);
  const formulas: FormulaCounters = { computed: new CellCounter(), withoutValue: new CellCounter() };
  const rows: SheetCell[][] = [];
  let height = 0;
  let width = 0;
  for (let start = 0; start < grid.length; start += ROWS_PER_STEP) {
    const end = Math.min(grid.length, start + ROWS_PER_STEP);
    for (let index = start; index < end; index += 1) {
      const values = rowValues(grid[index], index, date1904, formulas);
      rows.push(values);
      if (values.length > 0) height = index + 1;
      width = Math.max(width, values.length);
    }
    if (end < grid.length) onProgress(Math.round((PROGRESS_PARSED + ((1 - PROGRESS_PARSED) * end) / grid.length) * 1000) / 1000);
  }
  rows.length = height;
  for (const row of rows) while (row.length < width) row.push(null);
  return { rows, formulas: { computed: formulas.computed.list(), withoutValue: formulas.withoutValue.list() } };
}

/**
 * The worker's side of a reading: answers `request` through `post`, progress first, then the rows (or,
 * when the request wants that instead, their summary as a client file or their upload as a recipients
 * list, its CSV in `csvForm`: bytes whose buffer moves with the message, or a Blob) or the failure. A file given as a
 * handle is read here first (a file that cannot be read fails UNREADABLE).
 */
export async function answerSpreadsheetRequest(
  request: SpreadsheetRequest,
  post: (answer: SpreadsheetAnswer, transfer?: Transferable[]) => void,
  csvForm: CsvForm = 'bytes',
): Promise<void> {
  try {
    const bytes = await bytesOf(request.bytes);
    const { rows, formulas } = readSpreadsheet(bytes, (fraction) => post({ kind: 'progress', fraction }));
    if (request.want === 'client-summary') post({ kind: 'client-summary', summary: summariseClientRows(rows) });
    else if (request.want === 'recipient-sheet') {
      const sheet = recipientSheetAnswerOf(rows, csvForm, formulas);
      post({ kind: 'recipient-sheet', sheet }, isBytes(sheet.csv) ? [sheet.csv.buffer as ArrayBuffer] : []);
    } else post({ kind: 'rows', rows });
  } catch (error) {
    post({ kind: 'failure', code: error instanceof SpreadsheetReadFailure ? error.code : 'UNREADABLE' });
  }
}
