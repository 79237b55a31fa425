import { beforeEach, describe, expect, it } from 'vitest';
import * as XLSX from '@e965/xlsx';
import { TIMETABLE_SHEET_COLUMNS, emptyTimetable, timetableSheetRows, withSpecialEvent, type TimetableGateway } from '@domain/timetables';
import { InMemoryTimetableGateway, HttpTimetableGateway, demoTimetable } from '@adapters/timetables';
import { aPharmacy, aPharmacySession } from '../../support/builders/session.builder';
import { at } from '../../support/builders/timetables.builder';
import { CONTRACT_NOW, describeContract, useFakeApi } from '../../support/contract';
import { FAKE_URLS } from '../../support/fake-api';
import { FAKE_DS_TOKEN, fakeTimetableHandlers } from '../../support/fake-timetables';
import { apiErrorOf, failure } from '../../support/failure';

const LLORENTE = 500;

/** A workbook of `rows` under the export's header, as a trainee saves it from Excel. */
function workbook(rows: readonly (readonly string[])[], header: readonly string[] = TIMETABLE_SHEET_COLUMNS): ArrayBuffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([[...header], ...rows.map((row) => [...row])]), 'Horarios');
  return XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
}

/** The rows of a workbook's first sheet, as texts. */
function rowsOf(bytes: ArrayBuffer): string[][] {
  const book = XLSX.read(new Uint8Array(bytes), { type: 'array' });
  const sheet = book.Sheets[book.SheetNames[0] ?? ''];
  if (sheet === undefined) throw new Error('The workbook has no sheet');
  return XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1, raw: false, defval: '' });
}

describeContract<TimetableGateway>(
  'TimetableGateway',
  {
    memory: ({ db }) => new InMemoryTimetableGateway({ db }),
    http: ({ http, clock, fake }) => {
      fake.server.use(...fakeTimetableHandlers(clock));
      return new HttpTimetableGateway(http);
    },
  },
  (world) => {
    beforeEach(() => world().signIn(aPharmacySession({ entity: aPharmacy({ eid: LLORENTE, name: 'Farmacia Llorente' }), dsToken: FAKE_DS_TOKEN })));

    it("loads Farmacia Llorente's demo timetable, with guards across the October daylight-saving change", async () => {
      const timetable = await world().port.load(LLORENTE);
      expect(timetable).toEqual(demoTimetable(LLORENTE, CONTRACT_NOW));
      expect(timetable.guards[0]).toEqual({ from: at('2026-10-24 20:00'), to: at('2026-10-25 09:00') });
      expect(timetable.foreignGuards.length).toBeGreaterThanOrEqual(3);
      expect(timetable.holidays).toContain('2026-11-01');
    });

    it('gives a pharmacy without a timetable an empty one in Peninsular time', async () => {
      world().signIn(aPharmacySession({ entity: aPharmacy({ eid: 512 }), dsToken: FAKE_DS_TOKEN }));
      expect(await world().port.load(512)).toEqual(emptyTimetable(512));
    });

    it('saves every event, the zone and the usual hours at once, and loads them back', async () => {
      const loaded = await world().port.load(LLORENTE);
      const changed = { ...withSpecialEvent(loaded, { kind: 'guard', hours: { from: at('2026-12-12 20:00'), to: at('2026-12-13 09:00') } }), timeZone: 'Atlantic/Canary' as const };
      await world().port.save(changed);
      expect(await world().port.load(LLORENTE)).toEqual(changed);
    });

    it('exports the timetable as a spreadsheet with one row per event', async () => {
      const bytes = await world().port.exportSpreadsheet(LLORENTE, 'es');
      const rows = rowsOf(bytes);
      expect(rows[0]).toEqual([...TIMETABLE_SHEET_COLUMNS]);
      expect(rows.slice(1)).toEqual(timetableSheetRows(demoTimetable(LLORENTE, CONTRACT_NOW)));
    });

    it('imports an edited export: its events replace the old ones, the zone and usual hours stay (201)', async () => {
      const before = await world().port.load(LLORENTE);
      const rows = [...timetableSheetRows(before).slice(0, 2), ['Guardia ajena', '31/12/2026', '20:00', '01/01/2027', '09:00', 'Farmacia Nueva', '911 000 000', 'Calle Nueva 1']];
      expect(await world().port.uploadSpreadsheet(LLORENTE, { name: 'horarios.xlsx', bytes: workbook(rows) }, 'es')).toEqual({ outcome: 'saved' });
      const after = await world().port.load(LLORENTE);
      expect(after.openingHours).toEqual(before.openingHours);
      expect(after.foreignGuards.map((guard) => guard.name)).toContain('Farmacia Nueva');
      expect(timetableSheetRows(after)).toHaveLength(3);
    });

    it('answers a sheet with bad rows with the error spreadsheet, each refused row saying why, and changes nothing (200)', async () => {
      const before = await world().port.load(LLORENTE);
      const answer = await world().port.uploadSpreadsheet(LLORENTE, { name: 'horarios.xlsx', bytes: workbook([['Abierto', '2026-12-24', '14:00', '2026-12-24', '09:00'], ['Cerrado', '2026-12-26']]) }, 'es');
      if (answer.outcome !== 'errors') throw new Error('expected the error spreadsheet');
      const rows = rowsOf(answer.errorSheet);
      expect(rows[0]).toEqual([...TIMETABLE_SHEET_COLUMNS, 'Errores']);
      expect(rows[1]?.[8]).toBe('La hora de fin debe ser posterior a la de inicio.');
      expect(rows[2]?.[8]).toBe('');
      expect(await world().port.load(LLORENTE)).toEqual(before);
    });

    it('answers a sheet with another header with the error spreadsheet', async () => {
      const answer = await world().port.uploadSpreadsheet(LLORENTE, { name: 'horarios.xlsx', bytes: workbook([['x']], ['Nombre', 'Apellidos']) }, 'es');
      expect(answer.outcome).toBe('errors');
    });

    it('refuses bytes that are not a spreadsheet with 400', async () => {
      const bytes = new TextEncoder().encode('Tipo;Fecha inicio\nCerrado;2026-12-26\n').buffer;
      const error = await apiErrorOf(world().port.uploadSpreadsheet(LLORENTE, { name: 'horarios.xlsx', bytes }, 'es'));
      expect([error.status, error.serverMessage]).toEqual([400, 'El fichero no es una hoja de cálculo']);
    });

    it('refuses a pharmacy the data set does not have with 404', async () => {
      world().signIn(aPharmacySession({ entity: aPharmacy({ eid: 99_999 }), dsToken: FAKE_DS_TOKEN }));
      expect(await failure(world().port.load(99_999))).toEqual({ kind: 'not-found', status: 404 });
    });

  },
);

describe('HttpTimetableGateway on the wire', () => {
  const api = useFakeApi();

  it("sends the session's digital-services token on every call, never the main API's, and the language header on the spreadsheets", async () => {
    const { fake, http, clock, signIn } = api();
    fake.server.use(...fakeTimetableHandlers(clock));
    signIn(aPharmacySession({ entity: aPharmacy({ eid: LLORENTE }), dsToken: FAKE_DS_TOKEN }));
    const gateway = new HttpTimetableGateway(http);
    const timetable = await gateway.load(LLORENTE);
    await gateway.save(timetable);
    const sheet = await gateway.exportSpreadsheet(LLORENTE, 'en');
    await gateway.uploadSpreadsheet(LLORENTE, { name: 'horarios.xlsx', bytes: sheet }, 'en');
    expect(fake.requests.map((request) => `${request.method} ${request.url.origin}${request.url.pathname}${request.url.search}`)).toEqual([
      `GET ${FAKE_URLS.digitalServices}/timetables/500`,
      `PUT ${FAKE_URLS.digitalServices}/timetables/500`,
      `GET ${FAKE_URLS.digitalServices}/timetables/500/spreadsheets`,
      `PUT ${FAKE_URLS.digitalServices}/timetables/500/spreadsheets`,
    ]);
    const identity = fake.requests.map((request) => [request.headers.token, request.headers.language, request.headers.eid, request.headers.uid]);
    expect(identity).toEqual([
      [FAKE_DS_TOKEN, undefined, undefined, undefined],
      [FAKE_DS_TOKEN, undefined, undefined, undefined],
      [FAKE_DS_TOKEN, 'en', undefined, undefined],
      [FAKE_DS_TOKEN, 'en', undefined, undefined],
    ]);
    expect(fake.requests.some((request) => Object.values(request.headers).includes('pharmacy-token'))).toBe(false);
  });

  it('refuses, before any request, a session that has no digital-services token', async () => {
    const { fake, http, clock, signIn } = api();
    fake.server.use(...fakeTimetableHandlers(clock));
    signIn(aPharmacySession({ entity: aPharmacy({ eid: LLORENTE }) }));
    expect(await failure(new HttpTimetableGateway(http).load(LLORENTE))).toEqual({ kind: 'forbidden', status: 403 });
    expect(fake.requests).toEqual([]);
  });

  it('refuses an expired session before any request', async () => {
    const { fake, http, clock, signIn } = api();
    signIn(aPharmacySession({ entity: aPharmacy({ eid: LLORENTE }), dsToken: FAKE_DS_TOKEN, expiresAt: clock.now() }));
    expect(await failure(new HttpTimetableGateway(http).load(LLORENTE))).toEqual({ kind: 'session-expired', status: 401 });
    expect(fake.requests).toEqual([]);
  });

  it('sends the whole timetable in the body of the save', async () => {
    const { fake, http, clock, signIn } = api();
    fake.server.use(...fakeTimetableHandlers(clock));
    signIn(aPharmacySession({ entity: aPharmacy({ eid: LLORENTE }), dsToken: FAKE_DS_TOKEN }));
    const gateway = new HttpTimetableGateway(http);
    const timetable = await gateway.load(LLORENTE);
    await gateway.save(timetable);
    const [, saved] = fake.requestsTo('/timetables/500');
    expect(saved?.method).toBe('PUT');
    expect(Object.keys(saved?.body as object).sort()).toEqual(['eid', 'foreignGuards', 'guards', 'holidays', 'openingHours', 'specialHours', 'timeZone']);
    expect((saved?.body as { guards: unknown[] }).guards[0]).toEqual({ from: '2026-10-24T20:00', to: '2026-10-25T09:00' });
  });
});
