import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  NO_FORMULAS,
  RESERVED_COLUMN_NAMES,
  cellAddress,
  checkClientEmails,
  columnLetters,
  csvFileNameFor,
  emailColumn,
  invalidEmailsMessage,
  isBlankRow,
  readClientSheet,
  recipientSheetOf,
  sheetToCsv,
  summariseClientRows,
  type SheetCell,
  type SheetFormulas,
} from '@domain/client-files';
import { parseCsv } from '@domain/exports';

/** A cell of a client spreadsheet: texts up to 120 characters (names, addresses, emails), numbers, flags, blanks and the awkward ones. */
const cell = fc.oneof(
  fc.string({ maxLength: 120, size: 'max' }),
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
      { numRuns: 100 },
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
      { numRuns: 100 },
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
    expect(checkClientEmails(read)).toEqual({
      ok: false,
      error: {
        code: 'INVALID_EMAILS',
        rows: [2, 5, 6, 7],
        first: [
          { row: 2, text: 'ana@example' },
          { row: 5, text: '600000000' },
          { row: 6, text: `${'a'.repeat(39)}…` },
          { row: 7, text: 'leo @example.com' },
        ],
      },
    });
  });

  it('names the first five wrong emails with their row and text, trimmed, and counts the others', () => {
    const rows = [['email'], ...Array.from({ length: 8 }, (_, index) => [` mal${index + 1}@ `])];
    const checked = checkClientEmails(readClientSheet(rows));
    expect(checked).toEqual({
      ok: false,
      error: {
        code: 'INVALID_EMAILS',
        rows: [2, 3, 4, 5, 6, 7, 8, 9],
        first: [2, 3, 4, 5, 6].map((row) => ({ row, text: `mal${row - 1}@` })),
      },
    });
  });

  it('checks a 100000-character cell quickly', () => {
    const read = readClientSheet([['email'], [`${'a'.repeat(100_000)}@`]]);
    expect(checkClientEmails(read)).toEqual({ ok: false, error: { code: 'INVALID_EMAILS', rows: [2], first: [{ row: 2, text: `${'a'.repeat(39)}…` }] } });
  });
});

describe('summariseClientRows', () => {
  it('counts the clients without the header and blank rows, and lists the rows of wrong emails', () => {
    const rows = [['nombre', 'email'], ['Ana', 'ana@example'], [], ['Luis', 'luis@example.com'], ['  ', null], ['Eva', 600000000]];
    expect(summariseClientRows(rows)).toEqual({
      clients: 3,
      invalidEmailRows: [2, 6],
      invalidEmails: [
        { row: 2, text: 'ana@example' },
        { row: 6, text: '600000000' },
      ],
    });
  });

  it('gives no clients for a sheet of only a header, or of nothing', () => {
    expect(summariseClientRows([['nombre', 'email']])).toEqual({ clients: 0, invalidEmailRows: [], invalidEmails: [] });
    expect(summariseClientRows([])).toEqual({ clients: 0, invalidEmailRows: [], invalidEmails: [] });
  });

  it('agrees with readClientSheet and checkClientEmails on any sheet', () => {
    fc.assert(
      fc.property(sheet, (rows) => {
        const read = readClientSheet(rows);
        const checked = checkClientEmails(read);
        expect(summariseClientRows(rows)).toEqual({ clients: read.records.length, invalidEmailRows: checked.ok ? [] : checked.error.rows, invalidEmails: checked.ok ? [] : checked.error.first });
      }),
      { numRuns: 100 },
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
      invalidEmails: [{ row: 2, text: 'ana@example' }],
      ignored: { reservedHeaders: [], formulas: NO_FORMULAS },
    });
  });

  it('uploads a reserved header under its column name, with all its values, and says so', () => {
    const rows = [[], ['nombre', '__proto__', 'email', ' Constructor '], ['Ana', 'x', 'ana@example.com', 1], ['Luis', null, 'luis@example.com', 2]];
    const sheet = recipientSheetOf(rows);
    expect(sheet.csv).toBe('\uFEFF"nombre";"columna_2";"email";"columna_4"\r\n"Ana";"x";"ana@example.com";"1"\r\n"Luis";"";"luis@example.com";"2"');
    expect(sheet.ignored.reservedHeaders).toEqual([
      { column: 'B', original: '__proto__', name: 'columna_2' },
      { column: 'D', original: 'Constructor', name: 'columna_4' },
    ]);
    expect(sheet.filledRows).toBe(3);
  });

  it('passes on the formula cells the reader found', () => {
    const formulas: SheetFormulas = { computed: { count: 7, first: ['C2', 'C3', 'C4', 'C5', 'C6'] }, withoutValue: { count: 1, first: ['D2'] } };
    expect(recipientSheetOf([['nombre', 'email'], ['Ana', 'ana@example.com']], formulas).ignored).toEqual({ reservedHeaders: [], formulas });
  });

  it('agrees with sheetToCsv (reserved headers renamed), the blank-row rule and summariseClientRows on any sheet', () => {
    fc.assert(
      fc.property(sheet, (rows) => {
        const filled = rows.filter((row) => !isBlankRow(row));
        const renamed = readClientSheet(rows).renamed.filter((column) => column.issue === 'RESERVED');
        const header = filled[0]?.map((cell, index) => renamed.find((column) => column.index === index)?.name ?? cell);
        const summary = summariseClientRows(rows);
        expect(recipientSheetOf(rows)).toEqual({
          csv: sheetToCsv(header === undefined ? [] : [header, ...filled.slice(1)]),
          filledRows: filled.length,
          invalidEmailRows: summary.invalidEmailRows,
          invalidEmails: summary.invalidEmails,
          ignored: { reservedHeaders: renamed.map((column) => ({ column: columnLetters(column.index), original: column.original, name: column.name })), formulas: NO_FORMULAS },
        });
      }),
      { numRuns: 100 },
    );
  });
});

describe('cell addresses', () => {
  it.each([
    [0, 'A'],
    [1, 'B'],
    [25, 'Z'],
    [26, 'AA'],
    [27, 'AB'],
    [701, 'ZZ'],
    [702, 'AAA'],
    [16_383, 'XFD'],
  ])('names column %i %s', (column, letters) => {
    expect(columnLetters(column)).toBe(letters);
  });

  it('writes a cell as its column letters and 1-based row', () => {
    expect(cellAddress(4, 2)).toBe('C4');
    expect(cellAddress(1_048_576, 16_383)).toBe('XFD1048576');
  });
});

describe('invalidEmailsMessage', () => {
  it("keeps the spec's message and names the rows and texts after it", () => {
    expect(invalidEmailsMessage(2, [{ row: 4, text: 'ana@' }, { row: 9, text: 'x@y' }])).toBe('Hay emails incorrectos en el excel: fila 4 (ana@), fila 9 (x@y)');
  });

  it('counts the wrong emails it does not name', () => {
    const first = [2, 3, 4, 5, 6].map((row) => ({ row, text: `mal${row}@` }));
    expect(invalidEmailsMessage(8, first)).toBe('Hay emails incorrectos en el excel: fila 2 (mal2@), fila 3 (mal3@), fila 4 (mal4@), fila 5 (mal5@), fila 6 (mal6@) y 3 más');
  });

  it("is the spec's message alone when none is named", () => {
    expect(invalidEmailsMessage(0, [])).toBe('Hay emails incorrectos en el excel');
  });

  it('names the first five wrong emails of any email column, and counts the rest', () => {
    const emailCell = fc.oneof(fc.constantFrom('ana@example.com', 'ana@', 'x@y', '', 'no es correo', '  luis@example.com  '), fc.string({ maxLength: 60 }));
    fc.assert(
      fc.property(fc.array(emailCell, { minLength: 1, maxLength: 30 }), (emails) => {
        const checked = checkClientEmails(readClientSheet([['email'], ...emails.map((email) => [email])]));
        if (checked.ok) return;
        const message = invalidEmailsMessage(checked.error.rows.length, checked.error.first);
        expect(message.startsWith('Hay emails incorrectos en el excel: fila ')).toBe(true);
        expect(checked.error.first.map((email) => email.row)).toEqual(checked.error.rows.slice(0, 5));
        const rest = checked.error.rows.length - checked.error.first.length;
        expect(message.endsWith(rest > 0 ? ` y ${rest} más` : ')')).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
