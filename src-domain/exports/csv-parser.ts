import { err, ok, type Result } from '@domain/shared-kernel';
import { CSV_SEPARATOR, UTF8_BOM } from './csv-writer';

/**
 * Why a CSV text could not be read:
 * - UNTERMINATED_QUOTE: a quoted field is never closed;
 * - TEXT_AFTER_QUOTE: a closing quote is followed by something other than ';', a line break or the end;
 * - QUOTE_IN_UNQUOTED_FIELD: a double quote inside a field that does not start with one (RFC 4180 §2.5).
 */
export type CsvParseErrorCode = 'UNTERMINATED_QUOTE' | 'TEXT_AFTER_QUOTE' | 'QUOTE_IN_UNQUOTED_FIELD';

/** A CSV read failure and the record (1-based) where it happened. */
export interface CsvParseError {
  readonly code: CsvParseErrorCode;
  readonly record: number;
}

/** Where one field ends: its text and the index just after it. */
interface FieldRead {
  readonly text: string;
  readonly end: number;
}

function readQuotedField(text: string, start: number): FieldRead | undefined {
  let value = '';
  let from = start + 1;
  for (;;) {
    const quote = text.indexOf('"', from);
    if (quote === -1) return undefined;
    value += text.slice(from, quote);
    if (text[quote + 1] !== '"') return { text: value, end: quote + 1 };
    value += '"';
    from = quote + 2;
  }
}

function readUnquotedField(text: string, start: number): FieldRead {
  let end = start;
  while (end < text.length && !isFieldEnd(text[end])) end += 1;
  return { text: text.slice(start, end), end };
}

function isFieldEnd(char: string | undefined): boolean {
  return char === CSV_SEPARATOR || char === '\r' || char === '\n';
}

/**
 * Reads CSV in the dialect {@link writeCsv} writes (RFC 4180 with ';'): fields may be quoted, with quotes
 * doubled inside; CRLF, LF or a lone CR end a record. A leading UTF-8 BOM is skipped, one line break at
 * the very end adds no record, an empty text has no records and an empty line is a record with one
 * empty field. Malformed text gives a {@link CsvParseError}, never an exception.
 */
export function parseCsv(text: string): Result<string[][], CsvParseError> {
  const rows: string[][] = [];
  let row: string[] = [];
  let index = text.startsWith(UTF8_BOM) ? UTF8_BOM.length : 0;
  if (index >= text.length) return ok(rows);
  for (;;) {
    const record = rows.length + 1;
    let field: FieldRead;
    if (text[index] === '"') {
      const read = readQuotedField(text, index);
      if (read === undefined) return err({ code: 'UNTERMINATED_QUOTE', record });
      field = read;
    } else {
      field = readUnquotedField(text, index);
      if (field.text.includes('"')) return err({ code: 'QUOTE_IN_UNQUOTED_FIELD', record });
    }
    row.push(field.text);
    index = field.end;
    const next = text[index];
    if (next === undefined) break;
    if (next === CSV_SEPARATOR) {
      index += 1;
      continue;
    }
    if (!isFieldEnd(next)) return err({ code: 'TEXT_AFTER_QUOTE', record });
    index += next === '\r' && text[index + 1] === '\n' ? 2 : 1;
    rows.push(row);
    row = [];
    if (index >= text.length) return ok(rows);
  }
  rows.push(row);
  return ok(rows);
}
