import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { escapeWebVariable, escapeWebVariables } from '@domain/web';

/** Reads an escaped value back, or `undefined` when it holds a bare quote, a newline or a dangling backslash. */
const unescape = (escaped: string): string | undefined => {
  let read = '';
  for (let index = 0; index < escaped.length; index += 1) {
    const char = escaped.charAt(index);
    if (char === "'" || char === '\n' || char === '\r') return undefined;
    if (char === '\\') {
      index += 1;
      if (index === escaped.length) return undefined;
      read += escaped.charAt(index);
    } else {
      read += char;
    }
  }
  return read;
};

describe('escapeWebVariable', () => {
  it.each([
    ["Farmacia L'Eixample", "Farmacia L\\'Eixample"],
    ['Línea 1\nLínea 2', 'Línea 1Línea 2'],
    ['Fin\r\n', 'Fin'],
    ['C:\\ruta', 'C:\\\\ruta'],
    ["\\'", "\\\\\\'"],
    ['sin cambios', 'sin cambios'],
  ])('prepares %j as %j', (value, escaped) => {
    expect(escapeWebVariable(value)).toBe(escaped);
  });

  const value = fc.string({ unit: fc.constantFrom("'", '\\', '\n', '\r', 'a', ' ', 'ñ') });

  it('never leaves an unescaped single quote or a newline', () => {
    fc.assert(
      fc.property(value, (raw) => {
        expect(unescape(escapeWebVariable(raw))).not.toBeUndefined();
      }),
      { numRuns: 500 },
    );
  });

  it('reads back as the value without its newlines', () => {
    fc.assert(
      fc.property(value, (raw) => {
        expect(unescape(escapeWebVariable(raw))).toBe(raw.replace(/[\r\n]/g, ''));
      }),
      { numRuns: 500 },
    );
  });
});

describe('escapeWebVariables', () => {
  it('prepares every variable and keeps the names', () => {
    expect(escapeWebVariables({ title: "L'Farmacia", about: 'a\nb', logo: 'https://cdn.example/logo.png' })).toEqual({
      title: "L\\'Farmacia",
      about: 'ab',
      logo: 'https://cdn.example/logo.png',
    });
  });
});
