import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CSV_LINE_BREAK,
  CSV_SEPARATOR,
  FORMULA_TRIGGERS,
  UTF8_BOM,
  csvCellText,
  neutraliseFormula,
  parseCsv,
  writeCsv,
} from '@domain/exports';
import { anyScalar, anyUnicodeText } from '../../support/builders/text.arbitrary';

/**
 * Texts rich in the characters that matter to CSV: separators, quotes, line breaks and formula triggers,
 * up to 200 of them (a field of an export: a name, an address, a comment).
 */
const csvText = fc.string({
  unit: fc.oneof(
    fc.constantFrom(';', '"', '\r', '\n', '\r\n', '=', '+', '-', '@', '\t', '\0', "'", ',', UTF8_BOM),
    anyScalar,
  ),
  maxLength: 200,
  size: 'max',
});
const csvTable = fc.array(fc.array(csvText, { minLength: 1, maxLength: 5 }), { maxLength: 6 });

describe('neutraliseFormula', () => {
  it.each([
    ['=1+2', "'=1+2"],
    ['+34600000000', "'+34600000000"],
    ['-5', "'-5"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', "'\rcmd"],
    ['\ncmd', "'\ncmd"],
    ['\0cmd', "'\0cmd"],
  ])('prefixes %j with a single quote', (text, neutralised) => {
    expect(neutraliseFormula(text)).toBe(neutralised);
  });

  it.each([['García'], [''], ['600000000'], [' =1+2'], ["'=1+2"], ['a=1']])('leaves %j unchanged', (text) => {
    expect(neutraliseFormula(text)).toBe(text);
  });

  it('lists exactly the OWASP and ASVS trigger characters', () => {
    expect(FORMULA_TRIGGERS).toEqual(['=', '+', '-', '@', '\t', '\r', '\n', '\0']);
  });

  it('is idempotent and only ever adds one leading quote', () => {
    fc.assert(
      fc.property(csvText, (text) => {
        const once = neutraliseFormula(text);
        expect(neutraliseFormula(once)).toBe(once);
        expect(once === text || once === `'${text}`).toBe(true);
        expect(FORMULA_TRIGGERS.includes(once.charAt(0))).toBe(false);
      }),
      { numRuns: 100 },
    );
  });
});

describe('csvCellText', () => {
  it.each([
    ['a negative number', -5, '-5'],
    ['a decimal number', 12.5, '12.5'],
    ['a large number', 1e21, '1e+21'],
    ['zero', 0, '0'],
    ['NaN', Number.NaN, ''],
    ['infinity', Number.NEGATIVE_INFINITY, ''],
    ['true', true, 'true'],
    ['false', false, 'false'],
    ['null', null, ''],
    ['undefined', undefined, ''],
    ['a negative amount as text', '-5', "'-5"],
    ['a phone in E.164 as text', '+34600000000', "'+34600000000"],
  ])('writes %s as %j', (_case, cell, text) => {
    expect(csvCellText(cell)).toBe(text);
  });

  it('leaves a dangerous text as it is when neutralisation is off', () => {
    expect(csvCellText('=1+2', false)).toBe('=1+2');
  });

  it("writes a number's decimals with a comma when asked, and a text as before", () => {
    expect(writeCsv([[87344.36, -12.5, 3891, 1.5e-7, '-5', '1.5']], { decimalComma: true })).toBe('"87344,36";"-12,5";"3891";"1,5e-7";"\'-5";"1.5"');
    expect(writeCsv([[87344.36]])).toBe('"87344.36"');
  });
});

describe('writeCsv', () => {
  it('uses the product separator and CRLF between records', () => {
    expect(CSV_SEPARATOR).toBe(';');
    expect(CSV_LINE_BREAK).toBe('\r\n');
  });

  it('quotes every field, doubles quotes and joins records with CRLF without a final line break', () => {
    expect(
      writeCsv([
        ['Nombre', 'Email', 'Puntos'],
        ['Ana "la" García', 'ana@example.com', 12],
        ['', null, -3],
      ]),
    ).toBe('"Nombre";"Email";"Puntos"\r\n"Ana ""la"" García";"ana@example.com";"12"\r\n"";"";"-3"');
  });

  it.each([
    ['=1+2";=1+2', '"\'=1+2"";=1+2"'],
    ['=1+2\'" ;,=1+2', '"\'=1+2\'"" ;,=1+2"'],
  ])('neutralises the OWASP example %j', (value, written) => {
    expect(writeCsv([[value]])).toBe(written);
  });

  it('keeps separators and line breaks inside a quoted field', () => {
    expect(writeCsv([['a;b', 'c\r\nd']])).toBe('"a;b";"c\r\nd"');
  });

  it('writes formulas as they are when neutralisation is off', () => {
    expect(writeCsv([['=1+2', '+34600000000']], { neutraliseFormulas: false })).toBe('"=1+2";"+34600000000"');
  });

  it('starts with the UTF-8 BOM when asked', () => {
    expect(writeCsv([['Peñalver']], { bom: true })).toBe('\uFEFF"Peñalver"');
    expect(UTF8_BOM).toBe('\uFEFF');
  });

  it('writes nothing for no records and an empty line for a record without cells', () => {
    expect(writeCsv([])).toBe('');
    expect(writeCsv([[], ['a']])).toBe('\r\n"a"');
  });
});

describe('parseCsv', () => {
  it.each([
    ['an empty text', '', []],
    ['a lone BOM', UTF8_BOM, []],
    ['unquoted fields', 'a;b\r\nc;d', [['a', 'b'], ['c', 'd']]],
    ['LF and lone CR line breaks', 'a\nb\rc', [['a'], ['b'], ['c']]],
    ['a final line break', 'a;b\r\n', [['a', 'b']]],
    ['an empty line in the middle', 'a\r\n\r\nb', [['a'], [''], ['b']]],
    ['a trailing separator', 'a;', [['a', '']]],
    ['quoted fields with doubled quotes', '"a ""b""";"c;d"', [['a "b"', 'c;d']]],
    ['a quoted line break', '"x\r\ny";z', [['x\r\ny', 'z']]],
    ['a leading BOM', '\uFEFF"Peñalver";1', [['Peñalver', '1']]],
    ['an empty quoted field', '"";""', [['', '']]],
  ])('reads %s', (_case, text, rows) => {
    expect(parseCsv(text)).toEqual({ ok: true, value: rows });
  });

  it.each([
    ['an unterminated quote', 'a\r\n"b;c', { code: 'UNTERMINATED_QUOTE', record: 2 }],
    ['text after a closing quote', '"a"b;c', { code: 'TEXT_AFTER_QUOTE', record: 1 }],
    ['a quote inside an unquoted field', 'a;b\r\nc"d', { code: 'QUOTE_IN_UNQUOTED_FIELD', record: 2 }],
  ])('refuses %s', (_case, text, error) => {
    expect(parseCsv(text)).toEqual({ ok: false, error });
  });

  it('reads back what writeCsv wrote, after neutralisation', () => {
    fc.assert(
      fc.property(csvTable, fc.boolean(), (rows, bom) => {
        const expected = rows.map((row) => row.map(neutraliseFormula));
        expect(parseCsv(writeCsv(rows, { bom }))).toEqual({ ok: true, value: expected });
      }),
      { numRuns: 200 },
    );
  });

  it('reads back any binary text unchanged when neutralisation is off', () => {
    const binaryTable = fc.array(fc.array(anyUnicodeText({ maxLength: 200, size: 'max' }), { minLength: 1, maxLength: 5 }), {
      maxLength: 10,
    });
    fc.assert(
      fc.property(binaryTable, (rows) => {
        expect(parseCsv(writeCsv(rows, { neutraliseFormulas: false }))).toEqual({ ok: true, value: rows });
      }),
      { numRuns: 100 },
    );
  });

  it('answers any text with records of at least one field or a located error', () => {
    fc.assert(
      fc.property(csvText, (text) => {
        const result = parseCsv(text);
        if (result.ok) expect(result.value.every((row) => row.length >= 1)).toBe(true);
        else expect(result.error.record).toBeGreaterThanOrEqual(1);
      }),
      { numRuns: 100 },
    );
  });
});
