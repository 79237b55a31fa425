import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  TIMETABLE_FILE_MAX_BYTES,
  checkTimetableFile,
  isExistingLocalTime,
  openingHoursSchema,
  readTimetableSheet,
  timetableErrorRows,
  timetableSheetRows,
  type Timetable,
} from '@domain/timetables';
import { at, day, localArb, time, zoneArb } from '../../support/builders/timetables.builder';

const timetable: Timetable = {
  eid: 500,
  timeZone: 'Europe/Madrid',
  openingHours: [{ days: [true, true, true, true, true, false, false], from: time('09:00'), to: time('14:00') }],
  holidays: [day('2026-11-01')],
  specialHours: [{ date: day('2026-10-24'), slot1: { from: time('09:30'), to: time('14:00') }, slot2: { from: time('17:00'), to: time('20:00') } }],
  guards: [{ from: at('2026-10-24 20:00'), to: at('2026-10-25 09:00') }],
  foreignGuards: [{ name: 'Farmacia Santa Ana', phone: '915 550 456', address: 'Plaza de Santa Ana 3', hours: { from: at('2026-10-25 09:00'), to: at('2026-10-26 09:00') } }],
};

const eventsOf = ({ holidays, specialHours, guards, foreignGuards }: Timetable) => ({ holidays, specialHours, guards, foreignGuards });

describe('timetable spreadsheet', () => {
  it('writes one row per event in calendar order, at wall-clock time across the October change', () => {
    expect(timetableSheetRows(timetable)).toEqual([
      ['Abierto', '2026-10-24', '09:30', '2026-10-24', '14:00', '', '', ''],
      ['Abierto', '2026-10-24', '17:00', '2026-10-24', '20:00', '', '', ''],
      ['Guardia', '2026-10-24', '20:00', '2026-10-25', '09:00', '', '', ''],
      ['Guardia ajena', '2026-10-25', '09:00', '2026-10-26', '09:00', 'Farmacia Santa Ana', '915 550 456', 'Plaza de Santa Ana 3'],
      ['Cerrado', '2026-11-01', '', '', '', '', '', ''],
    ]);
  });

  it('reads back what it wrote, in every zone (property)', () => {
    fc.assert(
      fc.property(zoneArb, localArb, fc.integer({ min: 1, max: 3000 }), (zone, from, minutes) => {
        const end = new Date(Date.parse(`${from.date}T${from.time}:00Z`) + minutes * 60_000).toISOString();
        const guard = { from, to: at(`${end.slice(0, 10)} ${end.slice(11, 16)}`) };
        // A time skipped when clocks go forward is not a guard's start or end (the forms refuse it).
        fc.pre(isExistingLocalTime(guard.from, zone) && isExistingLocalTime(guard.to, zone));
        const source: Timetable = { ...timetable, timeZone: zone, guards: [guard] };
        const back = readTimetableSheet(timetableSheetRows(source), zone);
        expect(back).toEqual({ ok: true, value: eventsOf(source) });
      }),
      { numRuns: 100 },
    );
  });

  it('reads Spanish dates, short hours, any letter case, and skips blank rows', () => {
    const read = readTimetableSheet([['cerrado', '8/12/2026'], [], ['GUARDIA', '24/10/2026', '20:00', '25/10/2026', '9:00:00']], 'Europe/Madrid');
    expect(read).toEqual({ ok: true, value: { holidays: ['2026-12-08'], specialHours: [], guards: [{ from: at('2026-10-24 20:00'), to: at('2026-10-25 09:00') }], foreignGuards: [] } });
  });

  it('refuses every bad row with the rules of the forms, numbered as in the sheet, and writes them into the error rows', () => {
    const rows = [
      ['Abierto', '2026-10-24', '14:00', '2026-10-24', '09:00'],
      ['Guardia ajena', '2026-10-24', '20:00', '2026-10-25', '09:00', '', '', 'Calle Mayor 1'],
      ['Fiesta', '2026-10-24'],
      ['Abierto', '2026-10-24', '20:00', '2026-10-25', '09:00'],
      ['Guardia', '2026-03-29', '02:30', '2026-03-29', '09:00'],
    ];
    const read = readTimetableSheet(rows, 'Europe/Madrid');
    expect(read).toEqual({
      ok: false,
      error: [
        { row: 2, errors: ['END_NOT_AFTER_START'] },
        { row: 3, errors: ['NAME_REQUIRED', 'PHONE_REQUIRED'] },
        { row: 4, errors: ['UNKNOWN_KIND'] },
        { row: 5, errors: ['OPEN_ACROSS_DAYS'] },
        { row: 6, errors: ['NONEXISTENT_TIME'] },
      ],
    });
    const errorRows = timetableErrorRows(rows, read.ok ? [] : read.error);
    expect(errorRows[1]?.[8]).toBe('El nombre es obligatorio. El teléfono es obligatorio.');
    expect(errorRows[2]?.[8]).toBe('El tipo debe ser Cerrado, Abierto, Guardia, Guardia ajena.');
  });
});

describe('timetable file check', () => {
  const xlsx = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0]);
  it('accepts an .xls or .xlsx whose content is a spreadsheet, up to 2 MB', () => {
    expect(checkTimetableFile({ name: 'horarios.XLSX', size: TIMETABLE_FILE_MAX_BYTES, head: xlsx })).toEqual({ ok: true, value: 'xlsx' });
  });
  it('refuses other names, empty or larger files, and a renamed file', () => {
    expect(checkTimetableFile({ name: 'horarios.csv', size: 10, head: xlsx })).toEqual({ ok: false, error: 'BAD_EXTENSION' });
    expect(checkTimetableFile({ name: 'horarios.xlsx', size: 0, head: xlsx })).toEqual({ ok: false, error: 'EMPTY_FILE' });
    expect(checkTimetableFile({ name: 'horarios.xlsx', size: TIMETABLE_FILE_MAX_BYTES + 1, head: xlsx })).toEqual({ ok: false, error: 'TOO_LARGE' });
    expect(checkTimetableFile({ name: 'horarios.xlsx', size: 20, head: new TextEncoder().encode('Tipo;Fecha') })).toEqual({ ok: false, error: 'NOT_A_SPREADSHEET' });
    expect(checkTimetableFile({ name: 'horarios.xls', size: 20, head: xlsx })).toEqual({ ok: false, error: 'NOT_A_SPREADSHEET' });
  });
});

describe('opening hours as schema.org', () => {
  it('publishes the usual hours by weekday, and from today on the closed days and special hours', () => {
    const schema = openingHoursSchema(timetable, 'Farmacia Llorente', '2026-10-25');
    expect(schema.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['https://schema.org/Monday', 'https://schema.org/Tuesday', 'https://schema.org/Wednesday', 'https://schema.org/Thursday', 'https://schema.org/Friday'],
        opens: '09:00',
        closes: '14:00',
      },
    ]);
    expect(schema.specialOpeningHoursSpecification).toEqual([{ '@type': 'OpeningHoursSpecification', opens: '00:00', closes: '00:00', validFrom: '2026-11-01', validThrough: '2026-11-01' }]);
    expect(openingHoursSchema(timetable, 'Farmacia Llorente', '2026-10-01').specialOpeningHoursSpecification).toHaveLength(3);
    expect(schema['@context']).toBe('https://schema.org');
  });
});
