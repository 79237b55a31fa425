import { err, ok, type Result } from '@domain/shared-kernel';

/** A client file of this many bytes or more is refused (spec 2 §5, §9: 30000000 bytes). */
export const CLIENT_FILE_MAX_BYTES = 30_000_000;

/** The extensions a client file may have, compared without letter case (spec 2 §5). */
export const CLIENT_FILE_EXTENSIONS = ['.xls', '.xlsx'] as const;

/** The two spreadsheet formats a client file may be in: legacy Excel (OLE2) or Office Open XML (ZIP). */
export type SpreadsheetKind = 'xls' | 'xlsx';

/**
 * The first bytes of each format (security guide §A.2.6): ZIP `50 4B 03 04` for .xlsx, OLE2
 * `D0 CF 11 E0 A1 B1 1A E1` for .xls.
 */
export const SPREADSHEET_SIGNATURES: Readonly<Record<SpreadsheetKind, readonly number[]>> = {
  xlsx: [0x50, 0x4b, 0x03, 0x04],
  xls: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
};

/** How many leading bytes of a file {@link checkClientFile} needs to recognise its format. */
export const SIGNATURE_LENGTH = 8;

/**
 * Why a client file is refused before it is read:
 * - INVALID_NAME: the name holds a control character (NUL included);
 * - BAD_EXTENSION: the name does not end in .xls or .xlsx (so `clientes.xlsx.exe` is refused);
 * - EMPTY_FILE: the file has no bytes;
 * - TOO_LARGE: 30000000 bytes or more;
 * - CONTENT_MISMATCH: the first bytes are not those of the format its extension names.
 */
export type ClientFileError = 'INVALID_NAME' | 'BAD_EXTENSION' | 'EMPTY_FILE' | 'TOO_LARGE' | 'CONTENT_MISMATCH';

/** What is known of a chosen file before reading it: its name, its size in bytes and its first bytes. */
export interface ClientFileCandidate {
  readonly name: string;
  readonly size: number;
  /** At least the first {@link SIGNATURE_LENGTH} bytes (fewer when the file is shorter). */
  readonly head: Uint8Array;
}

function hasControlCharacter(text: string): boolean {
  return Array.from(text).some((char) => {
    const code = char.charCodeAt(0);
    return code < 0x20 || (code >= 0x7f && code <= 0x9f);
  });
}

/**
 * The format a file name announces: only its LAST extension counts, compared without letter case, and
 * it must be .xls or .xlsx (spec 2 §5). A control character anywhere in the name (a NUL that could cut
 * the name short on a server) is INVALID_NAME (security guide §A.2.6, A.7 row 1). Not in the spec: the
 * name is not trimmed, so 'clientes.xlsx ' is refused; other dots are allowed ('clientes.2024.xlsx').
 */
export function spreadsheetKindOfName(name: string): Result<SpreadsheetKind, 'INVALID_NAME' | 'BAD_EXTENSION'> {
  if (hasControlCharacter(name)) return err('INVALID_NAME');
  const extension = name.slice(name.lastIndexOf('.')).toLowerCase();
  if (extension === '.xlsx') return ok('xlsx');
  if (extension === '.xls') return ok('xls');
  return err('BAD_EXTENSION');
}

/** The format the first bytes of a file show, or undefined when they are neither ZIP nor OLE2 (§A.2.6). */
export function spreadsheetKindOfContent(head: Uint8Array): SpreadsheetKind | undefined {
  const matches = (signature: readonly number[]): boolean => signature.every((byte, index) => head[index] === byte);
  if (matches(SPREADSHEET_SIGNATURES.xlsx)) return 'xlsx';
  if (matches(SPREADSHEET_SIGNATURES.xls)) return 'xls';
  return undefined;
}

/**
 * Checks a client file before it is parsed (spec 2 §5; security guide §A.2.6 and A.7 rows 1 and 4):
 * the name first, then the size (empty, or 30000000 bytes or more), then that the content's magic bytes
 * match the extension. Returns the format, or the first failure. Not in the spec: a size that is not a
 * positive number counts as EMPTY_FILE. This is a usability check only; the server checks again.
 */
export function checkClientFile(file: ClientFileCandidate): Result<SpreadsheetKind, ClientFileError> {
  const byName = spreadsheetKindOfName(file.name);
  if (!byName.ok) return byName;
  if (!(file.size > 0)) return err('EMPTY_FILE');
  if (file.size >= CLIENT_FILE_MAX_BYTES) return err('TOO_LARGE');
  return spreadsheetKindOfContent(file.head) === byName.value ? byName : err('CONTENT_MISMATCH');
}
