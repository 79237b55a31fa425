import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CLIENT_FILE_EXTENSIONS,
  CLIENT_FILE_MAX_BYTES,
  CLIENT_FILE_MESSAGES,
  SIGNATURE_LENGTH,
  checkClientFile,
  spreadsheetKindOfContent,
  spreadsheetKindOfName,
} from '@domain/client-files';

const ZIP = Uint8Array.of(0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00);
const OLE2 = Uint8Array.of(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);
const EXE = Uint8Array.of(0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00);

describe('spreadsheetKindOfName', () => {
  it.each([
    ['clientes.xlsx', 'xlsx'],
    ['clientes.XLSX', 'xlsx'],
    ['Clientes.Xls', 'xls'],
    ['clientes.2024.xlsx', 'xlsx'],
    ['.xlsx', 'xlsx'],
  ])('reads %s as %s', (name, kind) => {
    expect(spreadsheetKindOfName(name)).toEqual({ ok: true, value: kind });
  });

  it.each([
    ['a double extension', 'clientes.xlsx.exe'],
    ['a CSV', 'clientes.csv'],
    ['an OpenDocument sheet', 'clientes.ods'],
    ['no extension', 'clientes'],
    ['a trailing space', 'clientes.xlsx '],
    ['a trailing dot', 'clientes.xlsx.'],
    ['a lookalike letter', 'clientes.xlѕx'],
    ['an empty name', ''],
  ])('refuses %s with BAD_EXTENSION', (_case, name) => {
    expect(spreadsheetKindOfName(name)).toEqual({ ok: false, error: 'BAD_EXTENSION' });
  });

  it.each([
    ['a NUL before the extension', 'clientes\u0000.xlsx'],
    ['a NUL hiding an exe', 'clientes.exe\u0000.xlsx'],
    ['a line break', 'clien\ntes.xlsx'],
    ['a C1 control', 'clientes\u0085.xlsx'],
  ])('refuses %s with INVALID_NAME', (_case, name) => {
    expect(spreadsheetKindOfName(name)).toEqual({ ok: false, error: 'INVALID_NAME' });
  });

  it('allows exactly .xls and .xlsx', () => {
    expect(CLIENT_FILE_EXTENSIONS).toEqual(['.xls', '.xlsx']);
  });
});

describe('spreadsheetKindOfContent', () => {
  it.each([
    ['ZIP bytes', ZIP, 'xlsx'],
    ['OLE2 bytes', OLE2, 'xls'],
    ['an executable', EXE, undefined],
    ['no bytes', new Uint8Array(), undefined],
    ['a truncated OLE2 header', OLE2.slice(0, 7), undefined],
    ['an empty ZIP archive', Uint8Array.of(0x50, 0x4b, 0x05, 0x06), undefined],
  ])('recognises %s', (_case, head, kind) => {
    expect(spreadsheetKindOfContent(head)).toBe(kind);
  });

  it('needs 8 bytes at most', () => {
    expect(SIGNATURE_LENGTH).toBe(8);
  });
});

describe('checkClientFile', () => {
  it.each([
    ['an xlsx', { name: 'clientes.xlsx', size: 2048, head: ZIP }, 'xlsx'],
    ['an xls', { name: 'clientes.xls', size: 2048, head: OLE2 }, 'xls'],
    ['an xlsx one byte under the limit', { name: 'clientes.xlsx', size: 29_999_999, head: ZIP }, 'xlsx'],
  ])('accepts %s', (_case, file, kind) => {
    expect(checkClientFile(file)).toEqual({ ok: true, value: kind });
  });

  it.each([
    ['a file of exactly 30000000 bytes', { name: 'clientes.xlsx', size: 30_000_000, head: ZIP }, 'TOO_LARGE'],
    ['a file over the limit', { name: 'clientes.xlsx', size: 30_000_001, head: ZIP }, 'TOO_LARGE'],
    ['an empty file', { name: 'clientes.xlsx', size: 0, head: new Uint8Array() }, 'EMPTY_FILE'],
    ['a size that is not a number', { name: 'clientes.xlsx', size: Number.NaN, head: ZIP }, 'EMPTY_FILE'],
    ['an xls inside an .xlsx name', { name: 'clientes.xlsx', size: 2048, head: OLE2 }, 'CONTENT_MISMATCH'],
    ['an xlsx inside an .xls name', { name: 'clientes.xls', size: 2048, head: ZIP }, 'CONTENT_MISMATCH'],
    ['an executable renamed .xlsx', { name: 'clientes.xlsx', size: 2048, head: EXE }, 'CONTENT_MISMATCH'],
    ['an .xlsx.exe', { name: 'clientes.xlsx.exe', size: 2048, head: ZIP }, 'BAD_EXTENSION'],
    ['a NUL in the name', { name: 'a\u0000.xlsx', size: 2048, head: ZIP }, 'INVALID_NAME'],
    ['a bad name even when too large', { name: 'a.csv', size: 40_000_000, head: ZIP }, 'BAD_EXTENSION'],
  ])('refuses %s', (_case, file, error) => {
    expect(checkClientFile(file)).toEqual({ ok: false, error });
  });

  it('sets the limit at 30000000 bytes', () => {
    expect(CLIENT_FILE_MAX_BYTES).toBe(30_000_000);
  });

  it('accepts a well-named xlsx exactly when its size is between 1 and 29999999 bytes', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 60_000_000 }), (size) => {
        const result = checkClientFile({ name: 'c.xlsx', size, head: ZIP });
        expect(result.ok).toBe(size > 0 && size < 30_000_000);
      }),
      { numRuns: 100 },
    );
  });
});

describe('CLIENT_FILE_MESSAGES', () => {
  it('shows the spec texts for size, extension and emails', () => {
    expect(CLIENT_FILE_MESSAGES.TOO_LARGE).toBe('Solo se pueden subir 30MB con extensión .xls o .xlsx');
    expect(CLIENT_FILE_MESSAGES.BAD_EXTENSION).toBe('Solo se pueden subir 30MB con extensión .xls o .xlsx');
    expect(CLIENT_FILE_MESSAGES.INVALID_EMAILS).toBe('Hay emails incorrectos en el excel');
  });

  it('has a specific text for each check the spec does not name', () => {
    expect(CLIENT_FILE_MESSAGES.INVALID_NAME).toBe('El nombre del archivo contiene caracteres no permitidos');
    expect(CLIENT_FILE_MESSAGES.EMPTY_FILE).toBe('El archivo está vacío');
    expect(CLIENT_FILE_MESSAGES.CONTENT_MISMATCH).toBe('El contenido del archivo no corresponde a un Excel .xls o .xlsx');
  });
});
