import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  RESERVED_COLUMN_NAMES,
  checkClientEmails,
  csvFileNameFor,
  emailColumn,
  isBlankRow,
  readClientSheet,
  recipientSheetOf,
  sheetToCsv,
  summariseClientRows,
  type SheetCell,
} from '@domain/client-files';
import { parseCsv } from '@domain/exports';

const cell = fc.oneof(
  fc.string({ size: 'large' }),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.constantFrom('', '  ', ';', '"', '\r\n', '=1+2', '+34600000000', '__proto__', 'constructor', 'Prototype', 'email', 'Email', 'columna_2'),
);
const sheet = fc.array(fc.array(cell, { maxLength: 6 }), { maxLength: 15 });

function cellText(value: SheetCell): string {
  return value === null || value === undefined ? '' : String(value);
}

describe('isBlankRow', () => {
  it.each([
    ['no cells', [], true],
    ['null and undefined', [null, undefined], true],
    ['whitespace texts', ['', '  ', '\t'], true],
    ['a zero', [null, 0], false],
    ['false', [false], false],
    ['a text', ['', 'a'], false],
  ])('says a row of %s is blank: %s', (_case, row, blank) => {
    expect(isBlankRow(row)).toBe(blank);
  });
});

describe('sheetToCsv', () => {
  it('writes ; separated quoted fields after a BOM, drops empty rows and keeps formulas as text', () => {
    const csv = sheetToCsv([
      ['nombre', 'email', 'telefono', 'puntos'],
      [null, '', undefined],
      ['Ana García', 'ana@example.com', '+34600000000', 12.5],
      [],
      ['=HYPERLINK("x")', null, 600000000, -3],
    ]);
    expect(csv).toBe(
      '\uFEFF"nombre";"email";"telefono";"puntos"\r\n' +
        '"Ana García";"ana@example.com";"+34600000000";"12.5"\r\n' +
        '"=HYPERLINK(""x"")";"";"600000000";"-3"',
    );
  });

  it('writes only a BOM for a sheet without data', () => {
    expect(sheetToCsv([[null], []])).toBe('\uFEFF');
  });

  it('reads back as the non-blank rows, cell by cell', () => {
    fc.assert(
      fc.property(sheet, (rows) => {
        const expected = rows.filter((row) => !isBlankRow(row)).map((row) => row.map(cellText));
        expect(parseCsv(sheetToCsv(rows))).toEqual({ ok: true, value: expected });
      }),
    );
  });
});

describe('csvFileNameFor', () => {
  it.each([
    ['clientes.xlsx', 'clientes.csv'],
    ['Clientes marzo.2024.XLS', 'Clientes marzo.2024.csv'],
    ['clientes', 'clientes.csv'],
    ['.xlsx', 'clientes.csv'],
    ['a/b:c.xlsx', 'abc.csv'],
  ])('names the CSV of %s %s', (original, name) => {
    expect(csvFileNameFor(original)).toBe(name);
  });
});

describe('readClientSheet', () => {
  it('takes the first non-blank row as header and numbers records by sheet row', () => {
    const read = readClientSheet([[], ['nombre', 'email'], ['Ana', 'ana@example.com'], [null], ['Luis']]);
    expect(read.columns).toEqual(['nombre', 'email']);
    expect(read.renamed).toEqual([]);
    expect(read.records.map((record) => record.row)).toEqual([3, 5]);
    expect([...(read.records[1]?.values ?? [])]).toEqual([
      ['nombre', 'Luis'],
      ['email', null],
    ]);
  });

  it('reads an empty sheet as no columns and no records', () => {
    expect(readClientSheet([[], [null, '']])).toEqual({ columns: [], records: [], renamed: [] });
  });

  it.each([
    ['__proto__', 'RESERVED'],
    ['constructor', 'RESERVED'],
    [' Prototype ', 'RESERVED'],
    ['__PROTO__', 'RESERVED'],
    ['', 'EMPTY'],
    [null, 'EMPTY'],
  ])('renames a header %j to columna_2 (%s)', (header, issue) => {
    const read = readClientSheet([['email', header], ['a@b.es', 'x']]);
    expect(read.columns).toEqual(['email', 'columna_2']);
    expect(read.renamed).toEqual([{ index: 1, original: header === null ? '' : header.trim(), name: 'columna_2', issue }]);
  });

  it('renames repeated headers without letter case and keeps generated names unique', () => {
    const read = readClientSheet([['Email', 'email', 'columna_3', '', 12], ['a', 'b', 'c', 'd', 'e', 'f']]);
    expect(read.columns).toEqual(['Email', 'email_2', 'columna_3', 'columna_4', '12', 'columna_6']);
    expect(read.renamed).toEqual([
      { index: 1, original: 'email', name: 'email_2', issue: 'DUPLICATE' },
      { index: 3, original: '', name: 'columna_4', issue: 'EMPTY' },
      { index: 5, original: '', name: 'columna_6', issue: 'EMPTY' },
    ]);
  });

  it('gives a generated name a suffix when a header already uses it', () => {
    const read = readClientSheet([['columna_1', null]]);
    expect(read.columns).toEqual(['columna_1', 'columna_2']);
    const clash = readClientSheet([[null, 'columna_1']]);
    expect(clash.columns).toEqual(['columna_1', 'columna_1_2']);
  });

  it('never pollutes Object.prototype, whatever the headers and values', () => {
    const read = readClientSheet([
      ['__proto__', 'constructor', 'prototype', 'polluted'],
      [{ polluted: 'yes' } as unknown as string, 'x', 'y', 'z'],
    ]);
    const asObject = Object.fromEntries(read.records[0]?.values ?? []) as Record<string, unknown>;
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(asObject)).toBe(Object.prototype);
    expect(read.columns.some((column) => RESERVED_COLUMN_NAMES.includes(column.toLowerCase()))).toBe(false);
  });

  it('always has unique column names, none reserved, and one value per column in each record', () => {
    fc.assert(
      fc.property(sheet, (rows) => {
        const read = readClientSheet(rows);
        const lower = read.columns.map((column) => column.toLowerCase());
        expect(new Set(lower).size).toBe(lower.length);
        expect(lower.some((column) => RESERVED_COLUMN_NAMES.includes(column))).toBe(false);
        expect(read.records.every((record) => record.values.size === read.columns.length)).toBe(true);
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      }),
    );
  });
});

describe('checkClientEmails', () => {
  it.each([
    ['email', 'email'],
    ['E-mail', 'E-mail'],
    ['Correo electrónico', 'Correo electrónico'],
    ['CORREO', 'CORREO'],
  ])('finds the email column named %s', (header, column) => {
    expect(emailColumn(readClientSheet([['nombre', header]]))).toBe(column);
  });

  it('finds no email column in a sheet without one', () => {
    expect(emailColumn(readClientSheet([['nombre', 'telefono']]))).toBeUndefined();
  });

  it('passes a sheet whose emails are valid or empty', () => {
    const read = readClientSheet([['nombre', 'email'], ['Ana', ' ana@example.com '], ['Luis', ''], ['Eva', null], ['Sol']]);
    expect(checkClientEmails(read)).toEqual({ ok: true, value: read });
  });

  it('passes a sheet without an email column', () => {
    const read = readClientSheet([['nombre'], ['no es un email']]);
    expect(checkClientEmails(read)).toEqual({ ok: true, value: read });
  });

  it('lists the sheet rows of invalid emails', () => {
    const read = readClientSheet([
      ['nombre', 'email'],
      ['Ana', 'ana@example'],
      ['Luis', 'luis@example.com'],
      [],
      ['Eva', 600000000],
      ['Sol', `${'a'.repeat(250)}@example.com`],
      ['Leo', 'leo @example.com'],
    ]);
    expect(checkClientEmails(read)).toEqual({ ok: false, error: { code: 'INVALID_EMAILS', rows: [2, 5, 6, 7] } });
  });

  it('checks a 100000-character cell quickly', () => {
    const read = readClientSheet([['email'], [`${'a'.repeat(100_000)}@`]]);
    expect(checkClientEmails(read)).toEqual({ ok: false, error: { code: 'INVALID_EMAILS', rows: [2] } });
  });
});

describe('summariseClientRows', () => {
  it('counts the clients without the header and blank rows, and lists the rows of wrong emails', () => {
    const rows = [['nombre', 'email'], ['Ana', 'ana@example'], [], ['Luis', 'luis@example.com'], ['  ', null], ['Eva', 600000000]];
    expect(summariseClientRows(rows)).toEqual({ clients: 3, invalidEmailRows: [2, 6] });
  });

  it('gives no clients for a sheet of only a header, or of nothing', () => {
    expect(summariseClientRows([['nombre', 'email']])).toEqual({ clients: 0, invalidEmailRows: [] });
    expect(summariseClientRows([])).toEqual({ clients: 0, invalidEmailRows: [] });
  });

  it('agrees with readClientSheet and checkClientEmails on any sheet', () => {
    fc.assert(
      fc.property(sheet, (rows) => {
        const read = readClientSheet(rows);
        const checked = checkClientEmails(read);
        expect(summariseClientRows(rows)).toEqual({ clients: read.records.length, invalidEmailRows: checked.ok ? [] : checked.error.rows });
      }),
    );
  });
});

describe('recipientSheetOf', () => {
  it('gives the CSV without blank rows, the filled rows with the header, and the rows of wrong emails', () => {
    const rows = [['nombre', 'email'], ['Ana', 'ana@example'], [], ['Luis', 'luis@example.com']];
    expect(recipientSheetOf(rows)).toEqual({
      csv: '\uFEFF"nombre";"email"\r\n"Ana";"ana@example"\r\n"Luis";"luis@example.com"',
      filledRows: 3,
      invalidEmailRows: [2],
    });
  });

  it('agrees with sheetToCsv, the blank-row rule and summariseClientRows on any sheet', () => {
    fc.assert(
      fc.property(sheet, (rows) => {
        expect(recipientSheetOf(rows)).toEqual({
          csv: sheetToCsv(rows),
          filledRows: rows.filter((row) => !isBlankRow(row)).length,
          invalidEmailRows: summariseClientRows(rows).invalidEmailRows,
        });
      }),
    );
  });
});
