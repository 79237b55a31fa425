import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_FILE_NAME, FILE_NAME_MAX_LENGTH, safeFileName } from '@domain/exports';
import { anyUnicodeText } from '../../support/builders/text.arbitrary';

/** Whether `text` holds a character safeFileName must remove (a reference written independently). */
function hasUnsafeCharacter(text: string): boolean {
  return Array.from(text).some((char) => {
    const code = char.codePointAt(0) ?? 0;
    const bidi = [0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069].includes(code);
    return '/\\:*?"<>|'.includes(char) || code <= 0x1f || (code >= 0x7f && code <= 0x9f) || bidi;
  });
}

/** Any text of up to 400 code points, twice the longest name kept, so that the cut is reached. */
const anyName = anyUnicodeText({ maxLength: 400, size: 'max' });

describe('safeFileName', () => {
  it.each([
    ['a plain name', 'Informe marzo.csv', 'Informe marzo.csv'],
    ['forbidden characters', 'Campaña: "Navidad" 1/2 <copia>|*?.csv', 'Campaña Navidad 12 copia.csv'],
    ['backslashes', 'a\\b.xlsx', 'ab.xlsx'],
    ['control characters and NUL', 'in\u0000for\u0007me\u0085.csv', 'informe.csv'],
    ['a right-to-left override', 'factura\u202Eslx.exe', 'facturaslx.exe'],
    ['whitespace runs, tabs and line breaks', '  Informe \t\r\n  de   marzo .csv', 'Informe de marzo.csv'],
    ['leading and trailing dots and spaces', ' ..informe.. .csv. ', 'informe.csv'],
    ['dots inside the name', 'Campaña v1.2.csv', 'Campaña v1.2.csv'],
    ['no extension', 'Informe', 'Informe'],
    ['an empty name with an extension', '???.csv', 'export.csv'],
    ['only an extension', '.csv', 'export.csv'],
    ['an empty name', '', 'export'],
    ['a Windows device name', 'CON.csv', '_CON.csv'],
    ['a Windows device name with a second dot', 'nul.backup.csv', '_nul.backup.csv'],
    ['a name that merely starts like a device', 'console.csv', 'console.csv'],
  ])('cleans %s', (_case, name, safe) => {
    expect(safeFileName(name)).toBe(safe);
  });

  it('uses the fallback when nothing is left, cleaned the same way', () => {
    expect(safeFileName('////.xlsx', 'clientes')).toBe('clientes.xlsx');
    expect(safeFileName('', ' mi: informe ')).toBe('mi informe');
    expect(safeFileName('**', '***')).toBe(DEFAULT_FILE_NAME);
  });

  it('cuts a 300-character name to 150 characters and keeps the extension', () => {
    const name = safeFileName(`${'a'.repeat(300)}.xlsx`);
    expect(FILE_NAME_MAX_LENGTH).toBe(150);
    expect(name).toBe(`${'a'.repeat(145)}.xlsx`);
  });

  it('cuts by code points, never splitting an emoji, and drops dots left at the cut', () => {
    expect(safeFileName(`${'😀'.repeat(200)}.csv`)).toBe(`${'😀'.repeat(146)}.csv`);
    expect(safeFileName(`${'a'.repeat(145)}. b.csv`)).toBe(`${'a'.repeat(145)}.csv`);
  });

  it('always gives a non-empty name of at most 150 code points without unsafe characters', () => {
    fc.assert(
      fc.property(anyName, fc.constantFrom('', '.csv', '.xlsx'), (name, extension) => {
        const safe = safeFileName(`${name}${extension}`);
        expect(safe.length).toBeGreaterThan(0);
        expect(Array.from(safe).length).toBeLessThanOrEqual(FILE_NAME_MAX_LENGTH);
        expect(hasUnsafeCharacter(safe)).toBe(false);
        expect(/^[ .]|[ .]$|\s{2}/.test(safe)).toBe(false);
        expect(safe.endsWith(extension)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(anyName, (name) => {
        const once = safeFileName(name);
        expect(safeFileName(once)).toBe(once);
      }),
      { numRuns: 200 },
    );
  });
});
