import { beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import * as XLSX from '@e965/xlsx';
import type { MonthGateway } from '@domain/months';
import { isApiError } from '@domain/shared-kernel';
import { DemoDatabase } from '@adapters/demo';
import { HttpMonthGateway, InMemoryMonthGateway, MONTH_PRODUCT_COLUMNS, demoMonths, monthProductRows } from '@adapters/months';
import { ManualClock, MemoryStorage } from '@adapters/shared';
import { aBackofficeSession } from '../../support/builders/session.builder';
import { CONTRACT_NOW, describeContract, useFakeApi } from '../../support/contract';
import { FAKE_URLS } from '../../support/fake-api';
import { fakeMonthHandlers } from '../../support/fake-months';
import { failure } from '../../support/failure';

/** The demo months as generated at the contract instant: what both adapters must serve. */
function expectedMonths() {
  const clock = new ManualClock(CONTRACT_NOW);
  return demoMonths(new DemoDatabase({ storage: new MemoryStorage(), clock, latencyMs: 0 })).all();
}

/** Reads a workbook back: its sheet names, its rows as values, and every cell object of its first sheet. */
function readWorkbook(bytes: ArrayBuffer) {
  const book = XLSX.read(new Uint8Array(bytes), { type: 'array', cellFormula: true, cellNF: true });
  const sheet = book.Sheets[book.SheetNames[0] ?? ''];
  if (sheet === undefined) throw new Error('The workbook has no sheet');
  const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true });
  const cells = Object.entries(sheet).filter(([address]) => !address.startsWith('!')) as [string, XLSX.CellObject][];
  return { names: book.SheetNames, rows, cells, sheet };
}

describeContract<MonthGateway>(
  'MonthGateway',
  {
    memory: ({ db, clock }) => new InMemoryMonthGateway({ db, clock }),
    http: ({ http, clock, fake }) => {
      fake.server.use(...fakeMonthHandlers(clock));
      return new HttpMonthGateway(http);
    },
  },
  (world) => {
    beforeEach(() => world().signIn(aBackofficeSession()));

    it('lists a year of months up to the next one, blocking all but the last three', async () => {
      const months = await world().port.list();
      expect(months.map((month) => month.monthYear)).toEqual([
        '2025-11', '2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05',
        '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11', '2026-12',
      ]);
      expect(months.map((month) => month.id)).toEqual(Array.from({ length: 14 }, (_, index) => String(101 + index)));
      expect(months.filter((month) => !month.blocked).map((month) => month.monthYear)).toEqual(['2026-10', '2026-11', '2026-12']);
    });

    it('blocks and unblocks a month, and the list shows it', async () => {
      expect(await world().port.setBlocked('113', true)).toEqual({ id: '113', monthYear: '2026-11', blocked: true });
      expect((await world().port.list()).find((month) => month.id === '113')?.blocked).toBe(true);
      expect(await world().port.setBlocked('101', false)).toEqual({ id: '101', monthYear: '2025-11', blocked: false });
      expect((await world().port.list()).filter((month) => !month.blocked).map((month) => month.id)).toEqual(['101', '112', '114']);
    });

    it('refuses to block a month that does not exist', async () => {
      expect(await failure(world().port.setBlocked('999', true))).toEqual({ kind: 'not-found', status: 404 });
    });

    it('adds the month after the latest, open, with the next id', async () => {
      expect(await world().port.addNextMonth()).toEqual({ id: '115', monthYear: '2027-01', blocked: false });
      expect(await world().port.addNextMonth()).toEqual({ id: '116', monthYear: '2027-02', blocked: false });
      expect((await world().port.list()).slice(-2).map((month) => month.monthYear)).toEqual(['2027-01', '2027-02']);
    });

    it("exports the month's marketing-picture products as an xlsx file of typed values", async () => {
      const bytes = await world().port.exportPictureProducts('113');
      const { names, rows, cells, sheet } = readWorkbook(bytes);
      const november = expectedMonths().find((month) => month.id === '113');
      const expected = monthProductRows(november?.products ?? []);
      expect(expected.length).toBeGreaterThanOrEqual(14);
      expect(expected.flat().some((value) => typeof value === 'string' && /[áéíóúñà]/i.test(value))).toBe(true);

      expect(names).toEqual(['Productos']);
      expect(rows[0]).toEqual(['Código nacional', 'Producto', 'Laboratorio', 'Categoría', 'PVP (€)', 'Fotos', 'Farmacias']);
      expect(rows.slice(1)).toEqual(expected);
      expect(cells.filter(([, cell]) => cell.f !== undefined)).toEqual([]);
      expect(cells.every(([, cell]) => cell.t === 's' || cell.t === 'n')).toBe(true);
      expect((sheet.A2 as XLSX.CellObject | undefined)?.t).toBe('s');
      expect(sheet.E2 as XLSX.CellObject | undefined).toMatchObject({ t: 'n', z: '#,##0.00 "€"' });
    });

    it('exports only the header for a month without pictures yet', async () => {
      const added = await world().port.addNextMonth();
      const { rows } = readWorkbook(await world().port.exportPictureProducts(added.id));
      expect(rows).toEqual([[...MONTH_PRODUCT_COLUMNS]]);
    });

    it('refuses the export of a month that does not exist', async () => {
      expect(await failure(world().port.exportPictureProducts('999'))).toEqual({ kind: 'not-found', status: 404 });
    });
  },
);

describe('HttpMonthGateway wire format', () => {
  const world = useFakeApi();
  const identity = { eid: '-1', uid: '1', token: 'backoffice-token' };
  const gateway = () => new HttpMonthGateway(world().http);
  const headersOf = (call: { headers: Record<string, string> } | undefined) => ({ eid: call?.headers.eid, uid: call?.headers.uid, token: call?.headers.token });

  beforeEach(() => {
    world().fake.server.use(...fakeMonthHandlers(world().clock));
    world().signIn(aBackofficeSession());
  });

  it('GETs /api/months with the identity headers and no body', async () => {
    await gateway().list();
    const [call] = world().fake.requestsTo('/api/months');
    expect(call?.method).toBe('GET');
    expect(headersOf(call)).toEqual(identity);
    expect(call?.headers.accept).toBe('application/json');
    expect(call?.body).toBeUndefined();
  });

  it('PUTs {blocked} to /api/months/{id}, then GETs the month back', async () => {
    await gateway().setBlocked('112', true);
    expect(world().fake.requests.map((request) => `${request.method} ${request.url.pathname}`)).toEqual(['PUT /api/months/112', 'GET /api/months/112']);
    const [put] = world().fake.requests;
    expect(put?.body).toEqual({ blocked: true });
    expect(put?.headers['content-type']).toBe('application/json');
    expect(headersOf(put)).toEqual(identity);
    expect(headersOf(world().fake.requests[1])).toEqual(identity);
  });

  it('sends blocked false to unblock', async () => {
    await gateway().setBlocked('105', false);
    expect(world().fake.requestsTo('/api/months/105').map((request) => request.body)).toEqual([{ blocked: false }, undefined]);
  });

  it('POSTs to /api/months/add-next-month without a body', async () => {
    await gateway().addNextMonth();
    const [call] = world().fake.requestsTo('/api/months/add-next-month');
    expect(call?.method).toBe('POST');
    expect(call?.body).toBeUndefined();
    expect(call?.headers['content-type']).toBeUndefined();
    expect(headersOf(call)).toEqual(identity);
  });

  it('GETs the export asking for an xlsx file', async () => {
    await gateway().exportPictureProducts('113');
    const [call] = world().fake.requestsTo('/api/v3/marketingPictures/exportProductsFromMonth/113');
    expect(call?.method).toBe('GET');
    expect(call?.headers.accept).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(headersOf(call)).toEqual(identity);
  });

  it('encodes the month id in the path', async () => {
    await failure(gateway().setBlocked('a/b', true));
    expect(world().fake.requests.map((request) => request.url.pathname)).toEqual(['/api/months/a%2Fb']);
  });

  it('reads months whatever form their fields come in', async () => {
    world().fake.server.use(
      http.get(`${FAKE_URLS.api}/api/months`, () =>
        HttpResponse.json([
          { _id: '64f0c2', monthYear: '2026-11', blocked: 1 },
          { id: 7, monthYear: ' 2026-12 ', blocked: 'false' },
          { id: '8', monthYear: '2027-01' },
          { id: '9', monthYear: '2027-02', blocked: null },
        ]),
      ),
    );
    expect(await gateway().list()).toEqual([
      { id: '64f0c2', monthYear: '2026-11', blocked: true },
      { id: '7', monthYear: '2026-12', blocked: false },
      { id: '8', monthYear: '2027-01', blocked: false },
      { id: '9', monthYear: '2027-02', blocked: false },
    ]);
  });

  it.each([
    ['a month without an id', [{ monthYear: '2026-11', blocked: false }]],
    ['a month without monthYear', [{ id: '1', blocked: false }]],
    ['a blocked flag that is not a yes or no', [{ id: '1', monthYear: '2026-11', blocked: 'quizá' }]],
  ])('rejects %s as a bad response', async (_name, body) => {
    world().fake.server.use(http.get(`${FAKE_URLS.api}/api/months`, () => HttpResponse.json({ success: true, data: body })));
    expect(await failure(gateway().list())).toEqual({ kind: 'bad-response', status: 200 });
  });

  it("turns a success:false answer into the server's message", async () => {
    world().fake.server.use(http.put(`${FAKE_URLS.api}/api/months/:id`, () => HttpResponse.json({ success: false, message: 'Mes cerrado por contabilidad' })));
    const error = await gateway()
      .setBlocked('112', true)
      .catch((caught: unknown) => caught);
    expect(isApiError(error) && [error.kind, error.serverMessage]).toEqual(['server-message', 'Mes cerrado por contabilidad']);
    expect(world().fake.requestsTo('/api/months/112').map((request) => request.method)).toEqual(['PUT']);
  });

  it("refuses an export that is a JSON refusal, with the server's message", async () => {
    world().fake.server.use(
      http.get(`${FAKE_URLS.api}/api/v3/marketingPictures/exportProductsFromMonth/:id`, () => HttpResponse.json({ success: false, message: 'El mes no tiene fotos' })),
    );
    const error = await gateway()
      .exportPictureProducts('113')
      .catch((caught: unknown) => caught);
    expect(isApiError(error) && [error.kind, error.serverMessage]).toEqual(['server-message', 'El mes no tiene fotos']);
  });

  it('refuses an export that is not a spreadsheet as a bad response', async () => {
    world().fake.server.use(
      http.get(`${FAKE_URLS.api}/api/v3/marketingPictures/exportProductsFromMonth/:id`, () => HttpResponse.text('<!doctype html><title>Error</title>', { headers: { 'Content-Type': 'text/html' } })),
    );
    expect(await failure(gateway().exportPictureProducts('113'))).toEqual({ kind: 'bad-response', status: 200 });
  });

  it.each([
    [500, 'http'],
    [403, 'forbidden'],
  ])('reports a %i on the list as %s', async (status, kind) => {
    world().fake.server.use(http.get(`${FAKE_URLS.api}/api/months`, () => HttpResponse.json({ message: 'Fallo' }, { status })));
    expect(await failure(gateway().list())).toEqual({ kind, status });
  });
});
