import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FORMULA_TRIGGERS, XLSX_MIME_TYPE, isZipArchive, sheetCell } from '@domain/exports';

describe('sheetCell', () => {
  it.each([
    ['a text', 'Crema de manos reparadora', { type: 'text', value: 'Crema de manos reparadora' }],
    ['an accented text', 'Protección solar año', { type: 'text', value: 'Protección solar año' }],
    ['a formula', '=HYPERLINK("http://x")', { type: 'text', value: `'=HYPERLINK("http://x")` }],
    ['a text starting with a plus sign', '+34600000000', { type: 'text', value: "'+34600000000" }],
    ['a number', 12.95, { type: 'number', value: 12.95 }],
    ['a negative number', -5, { type: 'number', value: -5 }],
    ['true', true, { type: 'boolean', value: true }],
    ['NaN', Number.NaN, { type: 'empty' }],
    ['Infinity', Number.POSITIVE_INFINITY, { type: 'empty' }],
    ['null', null, { type: 'empty' }],
    ['undefined', undefined, { type: 'empty' }],
  ] as const)('types %s', (_name, value, cell) => {
    expect(sheetCell(value)).toEqual(cell);
  });

  it('never gives a text that starts a formula', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (text) => {
        const cell = sheetCell(text);
        expect(cell.type).toBe('text');
        expect(cell.type === 'text' && FORMULA_TRIGGERS.includes(cell.value.charAt(0))).toBe(false);
      }),
      { numRuns: 100 },
    );
  });
});

describe('isZipArchive', () => {
  it.each([
    ['a ZIP header', [0x50, 0x4b, 0x03, 0x04, 0x14, 0x00], true],
    ['exactly the signature', [0x50, 0x4b, 0x03, 0x04], true],
    ['a JSON answer', [...new TextEncoder().encode('{"success":false}')], false],
    ['an HTML page', [...new TextEncoder().encode('<!doctype html>')], false],
    ['an empty ZIP marker (PK 5 6)', [0x50, 0x4b, 0x05, 0x06], false],
    ['too few bytes', [0x50, 0x4b, 0x03], false],
    ['no bytes', [], false],
  ])('tells %s: %s', (_name, bytes, expected) => {
    expect(isZipArchive(new Uint8Array(bytes))).toBe(expected);
  });

  it('names the xlsx media type', () => {
    expect(XLSX_MIME_TYPE).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  });
});
