import { neutraliseFormula } from './formula-injection';

/** The CSV separator of the product (spec 2 §9 "CSV separator ';'", spec 3 §2). */
export const CSV_SEPARATOR = ';';

/** The line break between CSV records (RFC 4180 §2.1: CRLF). */
export const CSV_LINE_BREAK = '\r\n';

/**
 * The UTF-8 byte order mark, written first so that spreadsheets read accents correctly
 * (spec 2 §5 "a BOM added" for the client import).
 */
export const UTF8_BOM = '\uFEFF';

/** One cell of a table to write: a text, a number, a yes/no, or nothing. */
export type CsvCell = string | number | boolean | null | undefined;

/** One record of a table to write. */
export type CsvRow = readonly CsvCell[];

/** How {@link writeCsv} writes a table. */
export interface CsvWriteOptions {
  /** Put {@link UTF8_BOM} before the first record. Default false. */
  readonly bom?: boolean;
  /**
   * Neutralise formula injection in text cells with {@link neutraliseFormula}. Default true; turn it
   * off only for a CSV that is read by a machine and never opened in a spreadsheet.
   */
  readonly neutraliseFormulas?: boolean;
  /**
   * Write a number's decimals with a comma ('87344,36'). Default false. A spreadsheet set to Spanish
   * opens a ';' file with ',' as the decimal mark and reads '87344.36' as another number (or as text),
   * so a file for people to open says yes; a file read by a machine keeps the point.
   */
  readonly decimalComma?: boolean;
}

/**
 * The text of one cell. Not in the spec (policy, security guide §A.2.1 "known trade-off"):
 * - a number is written as JavaScript writes it ('-12.5', '1e+21'), never prefixed: its text is a
 *   numeric literal and cannot start a formula; NaN and ±Infinity are written as an empty cell;
 * - a text is neutralised (when asked), so the TEXT '-5' or '+34600000000' gets a leading quote;
 * - true and false are written 'true' and 'false'; null and undefined as an empty cell.
 */
export function csvCellText(cell: CsvCell, neutraliseFormulas = true): string {
  if (typeof cell === 'string') return neutraliseFormulas ? neutraliseFormula(cell) : cell;
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  if (typeof cell === 'boolean') return String(cell);
  return '';
}

/** Quotes a field the RFC 4180 way: inside double quotes, with each double quote doubled. */
function quoted(text: string): string {
  return `"${text.replaceAll('"', '""')}"`;
}

/**
 * Writes a table as CSV in the product's dialect: ';' between fields (spec 2 §9), records joined with
 * CRLF and no line break after the last one, formula injection neutralised (security guide §A.2.1).
 * Not in the spec: EVERY field is quoted (RFC 4180 §2.5–2.7), as the security guide recommends, so a
 * ';', '"', CR or LF inside a value can never start a new cell. A record with no cells is written as an
 * empty line (which {@link parseCsv} reads back as one empty field).
 */
export function writeCsv(rows: readonly CsvRow[], options: CsvWriteOptions = {}): string {
  const neutralise = options.neutraliseFormulas ?? true;
  const decimalComma = options.decimalComma === true;
  const cellText = (cell: CsvCell) => {
    const text = csvCellText(cell, neutralise);
    // A number's text is a numeric literal: with a comma for its point it is still one, never a formula.
    return decimalComma && typeof cell === 'number' ? text.replace('.', ',') : text;
  };
  const body = rows
    .map((row) => row.map((cell) => quoted(cellText(cell))).join(CSV_SEPARATOR))
    .join(CSV_LINE_BREAK);
  return options.bom === true ? `${UTF8_BOM}${body}` : body;
}
