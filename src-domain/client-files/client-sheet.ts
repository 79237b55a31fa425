import { err, isValidEmail, ok, type Result } from '@domain/shared-kernel';

/** One cell value of an imported sheet, as the spreadsheet reader gives it. */
export type SheetCell = string | number | boolean | null | undefined;

/** One row of an imported sheet. */
export type SheetRow = readonly SheetCell[];

/**
 * Whether a row has nothing in it: every cell is null, undefined or a text of only whitespace
 * (spec 2 §5 "empty rows dropped"). Not in the spec: whitespace-only texts count as empty.
 */
export function isBlankRow(row: SheetRow): boolean {
  return row.every((cell) => cell === null || cell === undefined || (typeof cell === 'string' && cell.trim() === ''));
}

/**
 * Header names that are never used as column names, compared trimmed and without letter case: they
 * would reach an object's prototype if a column ever became an object key (security guide A.7 row 6,
 * ASVS 15.3.6).
 */
export const RESERVED_COLUMN_NAMES: readonly string[] = ['__proto__', 'constructor', 'prototype'];

/** Why a header cell was not used as it is: empty, reserved, or the same as an earlier one. */
export type HeaderIssue = 'EMPTY' | 'RESERVED' | 'DUPLICATE';

/** A column whose header was renamed, with its 0-based position and its header as written. */
export interface RenamedColumn {
  readonly index: number;
  readonly original: string;
  readonly name: string;
  readonly issue: HeaderIssue;
}

/** One data row of a client sheet: its 1-based row number in the sheet and its values by column name. */
export interface ClientRecord {
  readonly row: number;
  readonly values: ReadonlyMap<string, SheetCell>;
}

/** A client sheet read into named columns and records. */
export interface ClientSheet {
  readonly columns: readonly string[];
  readonly records: readonly ClientRecord[];
  readonly renamed: readonly RenamedColumn[];
}

function headerText(cell: SheetCell): string {
  return cell === null || cell === undefined ? '' : String(cell).trim();
}

function uniqueName(base: string, taken: ReadonlySet<string>): string {
  let name = base;
  for (let suffix = 2; taken.has(name.toLowerCase()); suffix += 1) name = `${base}_${suffix}`;
  return name;
}

/** Names the columns from the header, renaming empty, reserved and repeated headers. */
function nameColumns(header: SheetRow, width: number): { columns: string[]; renamed: RenamedColumn[] } {
  const columns: string[] = [];
  const renamed: RenamedColumn[] = [];
  const taken = new Set<string>();
  for (let index = 0; index < width; index += 1) {
    const original = headerText(header[index]);
    const issue: HeaderIssue | undefined =
      original === ''
        ? 'EMPTY'
        : RESERVED_COLUMN_NAMES.includes(original.toLowerCase())
          ? 'RESERVED'
          : taken.has(original.toLowerCase())
            ? 'DUPLICATE'
            : undefined;
    const name = uniqueName(issue === 'EMPTY' || issue === 'RESERVED' ? `columna_${index + 1}` : original, taken);
    taken.add(name.toLowerCase());
    columns.push(name);
    if (issue !== undefined) renamed.push({ index, original, name, issue });
  }
  return { columns, renamed };
}

/**
 * Reads an imported client sheet: the first non-blank row is the header, the other non-blank rows are
 * records (spec 2 §5 "empty rows dropped"). Values are kept in a `Map`, so no header can reach
 * `Object.prototype`; on top of that a header that is empty, `__proto__`, `constructor` or `prototype` is
 * renamed `columna_<n>` (1-based position) and a repeated header (compared without letter case) gets
 * `_2`, `_3`…; every renaming is listed (security guide A.7 row 6). Not in the spec: a row wider than the
 * header adds `columna_<n>` columns so that no value is dropped; missing cells read as null.
 */
export function readClientSheet(rows: readonly SheetRow[]): ClientSheet {
  const numbered = rows.map((cells, index) => ({ cells, row: index + 1 })).filter(({ cells }) => !isBlankRow(cells));
  const [header, ...data] = numbered;
  if (header === undefined) return { columns: [], records: [], renamed: [] };
  const width = numbered.reduce((widest, { cells }) => Math.max(widest, cells.length), 0);
  const { columns, renamed } = nameColumns(header.cells, width);
  const records = data.map(({ cells, row }) => ({
    row,
    values: new Map(columns.map((column, index) => [column, cells[index] ?? null])),
  }));
  return { columns, records, renamed };
}

/**
 * Header names taken for the email column, compared trimmed and without letter case. Not in the spec:
 * the product's import template names it 'email'; these are the usual Spanish and English variants.
 */
export const EMAIL_COLUMN_NAMES: readonly string[] = ['email', 'e-mail', 'mail', 'correo', 'correo electrónico', 'correo electronico'];

/** The first column whose name is one of {@link EMAIL_COLUMN_NAMES}, if any. */
export function emailColumn(sheet: ClientSheet): string | undefined {
  return sheet.columns.find((column) => EMAIL_COLUMN_NAMES.includes(column.toLowerCase()));
}

/** Longest email address accepted (RFC 5321), checked before the pattern so long cells stay cheap. */
const MAX_EMAIL_LENGTH = 254;

function isValidEmailCell(cell: SheetCell): boolean {
  if (cell === null || cell === undefined) return true;
  if (typeof cell !== 'string') return false;
  const text = cell.trim();
  return text === '' || (text.length <= MAX_EMAIL_LENGTH && isValidEmail(text));
}

/** How many wrong emails are named with their row and text; the others are only counted. */
export const INVALID_EMAILS_NAMED = 5;

/** Longest text of a wrong email that is shown; a longer one is cut and ends in '…'. */
export const INVALID_EMAIL_TEXT_MAX = 40;

/** One wrong email: its 1-based sheet row and the cell as text, trimmed and cut to {@link INVALID_EMAIL_TEXT_MAX}. */
export interface InvalidEmail {
  readonly row: number;
  readonly text: string;
}

/** The sheet's emails are not all valid: the 1-based sheet rows at fault, and the first of them with their text. */
export interface InvalidEmails {
  readonly code: 'INVALID_EMAILS';
  readonly rows: readonly number[];
  /** The first {@link INVALID_EMAILS_NAMED} wrong emails, in sheet order. */
  readonly first: readonly InvalidEmail[];
}

/** A wrong email's cell as it is shown: its text trimmed, cut to {@link INVALID_EMAIL_TEXT_MAX} characters. */
function shownEmail(cell: SheetCell): string {
  const characters = Array.from(cell === null || cell === undefined ? '' : String(cell).trim());
  return characters.length <= INVALID_EMAIL_TEXT_MAX ? characters.join('') : `${characters.slice(0, INVALID_EMAIL_TEXT_MAX - 1).join('')}…`;
}

/**
 * Checks the email column of a client sheet: an empty cell is allowed, any other value must be an
 * email address (trimmed, at most 254 characters, the product's email pattern); otherwise the rows at
 * fault are returned with the code of 'Hay emails incorrectos en el excel' (spec 2 §8), and the first
 * {@link INVALID_EMAILS_NAMED} of them with their text, so the message can say which they are. A sheet
 * without an email column passes. Not in the spec: the check runs before upload, where the spec only
 * shows the message; naming the rows and texts is ours.
 */
export function checkClientEmails(sheet: ClientSheet): Result<ClientSheet, InvalidEmails> {
  const column = emailColumn(sheet);
  if (column === undefined) return ok(sheet);
  const wrong = sheet.records.filter((record) => !isValidEmailCell(record.values.get(column)));
  if (wrong.length === 0) return ok(sheet);
  const first = wrong.slice(0, INVALID_EMAILS_NAMED).map((record) => ({ row: record.row, text: shownEmail(record.values.get(column)) }));
  return err({ code: 'INVALID_EMAILS', rows: wrong.map((record) => record.row), first });
}

/** What a client file holds, in brief: how many clients, and the rows whose email is wrong. */
export interface ClientFileSummary {
  /** Data rows that are not blank (the header and blank rows are not clients). */
  readonly clients: number;
  /** The 1-based sheet rows whose email is wrong ({@link checkClientEmails}); empty when all are right. */
  readonly invalidEmailRows: readonly number[];
  /** The first wrong emails with their row and text ({@link InvalidEmails}.first); empty when all are right. */
  readonly invalidEmails: readonly InvalidEmail[];
}

/**
 * The summary of a client sheet given as rows: the number of its clients as {@link readClientSheet}
 * counts them, and the rows that {@link checkClientEmails} refuses. It is what an import needs to decide
 * before sending the file (refuse it, or say how many clients it carries), so the reader can give it
 * without handing the rows themselves across threads.
 */
export function summariseClientRows(rows: readonly SheetRow[]): ClientFileSummary {
  const sheet = readClientSheet(rows);
  const checked = checkClientEmails(sheet);
  return { clients: sheet.records.length, invalidEmailRows: checked.ok ? [] : checked.error.rows, invalidEmails: checked.ok ? [] : checked.error.first };
}
