import { http as mock, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { XLSX_MIME_TYPE } from '@domain/exports';
import {
  EMPTY_SEGMENTATION_FILTERS,
  obfuscatePersonalValue,
  type ClientData,
  type ClientDirectory,
  type ClientQuery,
  type SegmentationFilters,
} from '@domain/segmentation';
import { foldText, formatDate, type Clock, type PageRequest } from '@domain/shared-kernel';
import { DEMO_SEED, MAIN_DEMO_EID } from '@adapters/demo';
import {
  DEMO_PRODUCTS,
  DEMO_PRODUCT_FAMILIES,
  HttpClientDirectory,
  InMemoryClientDirectory,
  MAIN_PHARMACY_CLIENTS,
  generateClientTable,
  segmentationFiltersFromDto,
  segmentationFiltersSchema,
  type DemoClientTable,
} from '@adapters/segmentation';
import { clientDataToDto } from '@adapters/segmentation/client.dto';
import { demoClientData } from '@adapters/segmentation/client-query-data';
import { CLIENT_EXPORT_COLUMNS, clientExportRows, clientExportWorkbook } from '@adapters/segmentation/client-query-export';
import { MemoryStorage, ServiceTokens } from '@adapters/shared';
import { aBackofficeSession } from '../../support/builders/session.builder';
import { CONTRACT_NOW, describeContract } from '../../support/contract';
import { FAKE_PRODUCT, FAKE_SEGMENTATIONS_URL, fakeSegmentationHandlers } from '../../support/fake-segmentation';

/** The main pharmacy's clients as generated at the contract instant: what both adapters search. */
const table = generateClientTable({ seed: DEMO_SEED, anchor: CONTRACT_NOW, eid: MAIN_DEMO_EID });

const query = (filters: Partial<SegmentationFilters> = {}, search = ''): ClientQuery => ({ filters: { ...EMPTY_SEGMENTATION_FILTERS, ...filters }, search });
const request = (overrides: Partial<PageRequest<ClientQuery>> = {}): PageRequest<ClientQuery> => ({ page: 1, size: 50, filters: query(), ...overrides });
const count = (test: (index: number) => boolean): number => Array.from({ length: table.count }, (_, index) => index).filter(test).length;
const indexOf = (id: string): number => table.ids.indexOf(id);

/** The clients' export and panel calls of the fake segmentations service, over the same demo clients as the search. */
function fakeClientPanelHandlers(clock: Clock, pharmacies: readonly number[]): HttpHandler[] {
  const anchor = clock.now();
  const tables = new Map<number, DemoClientTable>();
  const clientsOf = (eid: number): DemoClientTable => {
    let clients = tables.get(eid);
    if (clients === undefined) {
      clients = generateClientTable({ seed: DEMO_SEED, anchor, eid });
      tables.set(eid, clients);
    }
    return clients;
  };
  const refused = (request: Request): boolean =>
    !(request.headers.get('x-access-token') ?? '').startsWith('ext-segmentations-') || (request.headers.get(`x-${FAKE_PRODUCT}-uid`) ?? '') === '';
  const exportBody = v.object({ filters: segmentationFiltersSchema, obfuscateWhenNotLopd: v.boolean(), search: v.string() });
  return [
    mock.post(`${FAKE_SEGMENTATIONS_URL}/api/v1/clients/export/:eid/to/xlsx`, async ({ request, params }) => {
      if (refused(request)) return HttpResponse.json({ success: false, message: 'Sin permiso' }, { status: 403 });
      const body = v.parse(exportBody, await request.json());
      const eid = Number(params.eid);
      const rows = pharmacies.includes(eid)
        ? clientExportRows(clientsOf(eid), { filters: segmentationFiltersFromDto(body.filters), search: body.search }, { obfuscateWhenNotLopd: body.obfuscateWhenNotLopd })
        : [];
      return new HttpResponse(await clientExportWorkbook(rows), { headers: { 'Content-Type': XLSX_MIME_TYPE } });
    }),
    mock.get(`${FAKE_SEGMENTATIONS_URL}/api/v1/client/panel/eid/:eid/cid/:cid`, ({ request, params }) => {
      if (refused(request)) return HttpResponse.json({ success: false, message: 'Sin permiso' }, { status: 403 });
      const eid = Number(params.eid);
      const data = pharmacies.includes(eid) ? demoClientData(clientsOf(eid), { seed: DEMO_SEED, eid, id: String(params.cid) }) : undefined;
      if (data === undefined) return HttpResponse.json({ success: false, message: 'Cliente no encontrado' }, { status: 404 });
      return HttpResponse.json(clientDataToDto(data));
    }),
  ];
}

/** The rows of an .xlsx workbook's first sheet, read back with SheetJS, and whether any cell is a formula or not text. */
async function readWorkbook(workbook: ArrayBuffer): Promise<{ rows: string[][]; formulas: number; notText: number }> {
  const XLSX = await import('@e965/xlsx');
  const book = XLSX.read(new Uint8Array(workbook), { type: 'array', cellFormula: true });
  const sheet = book.Sheets[book.SheetNames[0] ?? '']!;
  const cells = Object.entries(sheet).filter(([address]) => !address.startsWith('!')).map(([, cell]) => cell as { t: string; f?: string });
  return {
    rows: XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1, raw: true, defval: '' }),
    formulas: cells.filter((cell) => cell.f !== undefined).length,
    notText: cells.filter((cell) => cell.t !== 's').length,
  };
}

/** A name as the order reads it: folded, from its first letter or digit ('' when it has none). */
const nameKey = (name: string): string => foldText(name).replace(/^[^\p{L}\p{N}]+/u, '');

/**
 * The clients of `table` that pass `keep`, in name order (accents, case and leading punctuation
 * ignored, ties by position), those with no letter or digit in their name last.
 */
const byName = (keep: (index: number) => boolean): number[] => {
  const kept = Array.from({ length: table.count }, (_, index) => index).filter(keep);
  const named = kept.filter((index) => nameKey(table.names[index] ?? '') !== '');
  const unnamed = kept.filter((index) => nameKey(table.names[index] ?? '') === '');
  named.sort((a, b) => {
    const nameA = nameKey(table.names[a] ?? '');
    const nameB = nameKey(table.names[b] ?? '');
    return nameA < nameB ? -1 : nameA > nameB ? 1 : a - b;
  });
  return [...named, ...unnamed];
};

/** The export row of client `index`, with its personal data obfuscated when `hidden`. */
const exportRow = (index: number, hidden: boolean): string[] => {
  const personal = (field: 'name' | 'email' | 'phone' | 'other', value: string): string => (hidden ? obfuscatePersonalValue(field, value) : value);
  return [
    table.ids[index] ?? '',
    personal('name', table.names[index] ?? ''),
    personal('email', table.emails[index] ?? ''),
    personal('phone', table.phones[index] ?? ''),
    personal('other', table.cards[index] ?? ''),
    table.cities[index] ?? '',
    table.postcodes[index] ?? '',
  ];
};

const salesCount = (index: number): number => (table.saleStart[index + 1] ?? 0) - (table.saleStart[index] ?? 0);

/** A client who signed the consent, buys online, has a card and at least 6 sales; and one who did not sign. */
const signedClient = Array.from({ length: table.count }, (_, index) => index).find(
  (index) => table.lopdSigned[index] === 1 && ((table.sources[index] ?? 0) & 2) !== 0 && table.cards[index] !== '' && salesCount(index) >= 6 && table.birthYear[index] !== 0,
)!;
const unsignedWithCard = Array.from({ length: table.count }, (_, index) => index).find(
  (index) => table.lopdSigned[index] === 0 && table.cards[index] !== '' && table.quality[index] === 0,
)!;
const unsignedClient = Array.from({ length: table.count }, (_, index) => index).find(
  (index) => table.lopdSigned[index] === 0 && ((table.sources[index] ?? 0) & 2) === 0 && table.cards[index] === '' && table.emails[index] !== '',
)!;

/** Subfamily id → [its name, its group's name]. */
const familyNames = new Map(DEMO_PRODUCT_FAMILIES.flatMap((group) => group.subfamilies.map((family) => [family.id, [family.name, group.name] as const])));

describeContract<ClientDirectory>(
  'ClientDirectory',
  {
    memory: ({ db, clock }) => new InMemoryClientDirectory({ db, clock }),
    http: ({ http, clock, fake }) => {
      const pharmacies = fake.data.pharmacies.map((pharmacy) => pharmacy.eid);
      fake.server.use(...fakeSegmentationHandlers(clock, pharmacies), ...fakeClientPanelHandlers(clock, pharmacies));
      return new HttpClientDirectory({ http, tokens: new ServiceTokens({ http, storage: new MemoryStorage(), clock }), product: FAKE_PRODUCT });
    },
  },
  (world) => {
    const signedIn = (): ClientDirectory => {
      world().signIn(aBackofficeSession());
      return world().port;
    };

    it('pages the 20,000 clients of the main demo pharmacy by name, 50 at a time', async () => {
      const page = await signedIn().searchClients(MAIN_DEMO_EID, request());
      expect(page.total).toBe(MAIN_PHARMACY_CLIENTS);
      expect(page.page).toBe(1);
      expect(page.size).toBe(50);
      expect(page.records).toHaveLength(50);
      // In the order of the names the pharmacy has, the masked ones of clients without consent included.
      const nameOf = (id: string): string => foldText(table.names[indexOf(id)] ?? '');
      const names = page.records.map((row) => nameOf(row.id));
      expect(names).toEqual([...names].sort());
      const second = await signedIn().searchClients(MAIN_DEMO_EID, request({ page: 2 }));
      expect(second.records.map((row) => row.id).filter((id) => page.records.some((row) => row.id === id))).toEqual([]);
      expect(nameOf(second.records[0]?.id ?? '') >= (names.at(-1) ?? '')).toBe(true);
    });

    it('gives each client as the table has it: name, phone, email, loyalty card and sources', async () => {
      const row = (await signedIn().searchClients(MAIN_DEMO_EID, request({ filters: query({}, table.ids[signedClient]) }))).records.find((candidate) => candidate.id === table.ids[signedClient]);
      const index = indexOf(row?.id ?? '');
      expect(index).toBe(signedClient);
      expect(row).toEqual({
        id: table.ids[index],
        name: table.names[index],
        phone: table.phones[index],
        email: table.emails[index],
        loyalty: table.cards[index],
        sources: { erp: ((table.sources[index] ?? 0) & 1) === 1, ecommerce: ((table.sources[index] ?? 0) & 2) === 2 },
      });
    });

    it('shows the row of a client without consent as its panel and its Excel row show them: name, email, phone and card masked', async () => {
      const index = unsignedWithCard;
      const row = (await signedIn().searchClients(MAIN_DEMO_EID, request({ filters: query({}, table.ids[index]) }))).records.find((candidate) => candidate.id === table.ids[index]);
      expect(row).toEqual({
        id: table.ids[index],
        name: obfuscatePersonalValue('name', table.names[index]!),
        phone: obfuscatePersonalValue('phone', table.phones[index]!),
        email: obfuscatePersonalValue('email', table.emails[index]!),
        loyalty: obfuscatePersonalValue('other', table.cards[index]!),
        sources: { erp: ((table.sources[index] ?? 0) & 1) === 1, ecommerce: ((table.sources[index] ?? 0) & 2) === 2 },
      });
      expect(row?.name).not.toBe(table.names[index]);
      const panel = await signedIn().clientData(MAIN_DEMO_EID, table.ids[index]!);
      expect([panel.erp?.name, panel.erp?.email, panel.erp?.phone, panel.erp?.loyalty]).toEqual([row?.name, row?.email, row?.phone, row?.loyalty]);
      const { rows } = await readWorkbook(await signedIn().exportClients(MAIN_DEMO_EID, query({}, table.ids[index]), { obfuscateWhenNotLopd: true }));
      expect(rows.find((cells) => cells[0] === row?.id)?.slice(0, 5)).toEqual([row?.id, row?.name, row?.email, row?.phone, row?.loyalty]);
    });

    it('counts a relative sale period back from the data set\'s "now": the last six months are 21/05 to 21/11/2026', async () => {
      const relative = await signedIn().searchClients(MAIN_DEMO_EID, request({ filters: query({ saleDate: { from: null, until: null, relative: 'last6Months' } }) }));
      const fixed = await signedIn().searchClients(MAIN_DEMO_EID, request({ filters: query({ saleDate: { from: '2026-05-21', until: '2026-11-21' } }) }));
      expect(relative.total).toBe(fixed.total);
      expect(relative.total).toBeGreaterThan(0);
      expect(relative.total).toBeLessThan(MAIN_PHARMACY_CLIENTS);
    });

    it('masks a row the server says is of a client without consent, even when the server did not (http)', async () => {
      if (world().profile !== 'http') return;
      world().fake?.server.use(
        mock.post(`${FAKE_SEGMENTATIONS_URL}/api/v1/dclients/:eid`, () =>
          HttpResponse.json({
            data: [
              { id: 1, name: 'Ana García', phone: '612345678', email: 'ana@correo.es', loyalty: 'FID123456', lopd_signed: false },
              { id: 2, name: 'Luis Pérez', phone: '698765432', email: 'luis@correo.es', loyalty: '', lopd_signed: '1' },
              { id: 3, name: 'Eva Ruiz', phone: '', email: '', loyalty: '' },
            ],
            total: 3,
          }),
        ),
      );
      const page = await signedIn().searchClients(MAIN_DEMO_EID, request());
      expect(page.records.map((row) => [row.name, row.phone, row.email, row.loyalty])).toEqual([
        ['A** G*****', '******678', 'a**@correo.es', '******456'],
        ['Luis Pérez', '698765432', 'luis@correo.es', ''],
        ['Eva Ruiz', '', '', ''],
      ]);
      const [sent] = world().fake?.requestsTo(`/segmentations/api/v1/dclients/${MAIN_DEMO_EID}`) ?? [];
      await expect.poll(() => sent?.body).toMatchObject({ obfuscateWhenNotLopd: true });
    });

    it('sorts by email descending when asked', async () => {
      const page = await signedIn().searchClients(MAIN_DEMO_EID, request({ size: 25, sort: { column: 'email', direction: 'desc' } }));
      const emails = page.records.map((row) => foldText(table.emails[indexOf(row.id)] ?? ''));
      expect(emails).toEqual([...emails].sort().reverse());
      expect(emails[0]).not.toBe('');
    });

    it('counts exactly the women of the pharmacy when only "female" is ticked', async () => {
      const page = await signedIn().searchClients(MAIN_DEMO_EID, request({ filters: query({ genre: { male: false, female: true, unregistered: false } }) }));
      expect(page.total).toBe(count((index) => table.sex[index] === 2));
      expect(page.records.every((row) => table.sex[indexOf(row.id)] === 2)).toBe(true);
    });

    it('keeps women older than 65 only, counting whole years at the data set\'s "now"', async () => {
      const filters = query({ genre: { male: false, female: true, unregistered: false }, age: { ...EMPTY_SEGMENTATION_FILTERS.age, moreThan: 65 } });
      const page = await signedIn().searchClients(MAIN_DEMO_EID, request({ filters }));
      // 21/11/2026: born before 22/11/1960 is 66 or more.
      const older = (index: number): boolean => {
        const year = table.birthYear[index] ?? 0;
        if (year === 0) return false;
        const month = table.birthMonth[index] ?? 0;
        const day = table.birthDay[index] ?? 0;
        return 2026 - year - (month > 11 || (month === 11 && day > 21) ? 1 : 0) > 65;
      };
      expect(page.total).toBe(count((index) => table.sex[index] === 2 && older(index)));
      expect(page.total).toBeGreaterThan(0);
    });

    it('treats a product family group as all its subfamilies', async () => {
      const group = await signedIn().searchClients(MAIN_DEMO_EID, request({ filters: query({ productFamilies: ['100'] }) }));
      const children = await signedIn().searchClients(MAIN_DEMO_EID, request({ filters: query({ productFamilies: ['101', '102', '103'] }) }));
      expect(group.total).toBe(children.total);
      expect(group.total).toBeGreaterThan(0);
      expect(group.total).toBeLessThan(MAIN_PHARMACY_CLIENTS);
    });

    it('searches name, email, phone and id by every word, ignoring accents', async () => {
      const page = await signedIn().searchClients(MAIN_DEMO_EID, request({ filters: query({}, 'GARCIA maria') }));
      const matches = (index: number): boolean => {
        const text = foldText(`${table.names[index]} ${table.emails[index]} ${table.phones[index]} ${table.ids[index]}`);
        return text.includes('garcia') && text.includes('maria');
      };
      expect(page.total).toBe(count(matches));
      expect(page.total).toBeGreaterThan(10);
    });

    it('serves the last page when asked for a page past the end', async () => {
      const filters = query({ quality: { ...EMPTY_SEGMENTATION_FILTERS.quality, hasInvalidName: true } });
      const page = await signedIn().searchClients(MAIN_DEMO_EID, request({ page: 999, size: 25, filters }));
      const total = count((index) => ((table.quality[index] ?? 0) & 16) !== 0);
      expect(page.total).toBe(total);
      expect(page.page).toBe(Math.ceil(total / 25));
      expect(page.records).toHaveLength(total - (page.page - 1) * 25);
    });

    it('has no clients for a pharmacy that does not exist', async () => {
      const page = await signedIn().searchClients(123_456, request());
      expect(page).toEqual({ records: [], total: 0, page: 1, size: 50 });
    });

    it('sends the segmentations token, the user and the filters by their API names (http)', async () => {
      if (world().profile !== 'http') return;
      const filters = query({ clientCategories: ['2'], saleDate: { from: '2026-01-01', until: null } }, 'ana');
      await signedIn().searchClients(MAIN_DEMO_EID, request({ page: 3, size: 25, sort: { column: 'phone', direction: 'asc' }, filters }));
      const [sent] = world().fake?.requestsTo(`/segmentations/api/v1/dclients/${MAIN_DEMO_EID}`) ?? [];
      expect(sent?.headers['x-access-token']).toBe('ext-segmentations-1');
      expect(sent?.headers[`x-${FAKE_PRODUCT}-uid`]).toBe(String(aBackofficeSession().user.uid));
      await expect.poll(() => sent?.body).toMatchObject({
        search: 'ana',
        filters: { client_categories: ['2'], sale_date: { from: '2026-01-01', until: null }, age: { more_than: null, check_monthBirthdate: false } },
      });
    });

    it('asks for the page and the sort in the data table\'s query (page, count, sort-by, sort-order) and sends only the filters and the search in the body (http)', async () => {
      if (world().profile !== 'http') return;
      const port = signedIn();
      await port.searchClients(MAIN_DEMO_EID, request({ page: 3, size: 25, sort: { column: 'phone', direction: 'desc' }, filters: query({}, 'ana') }));
      await port.searchClients(MAIN_DEMO_EID, request());
      const [sorted, unsorted] = world().fake?.requestsTo(`/segmentations/api/v1/dclients/${MAIN_DEMO_EID}`) ?? [];
      expect(`${sorted?.method} ${sorted?.url.href}`).toBe(`POST ${FAKE_SEGMENTATIONS_URL}/api/v1/dclients/${MAIN_DEMO_EID}?page=3&count=25&sort-by=phone&sort-order=desc`);
      expect(`${unsorted?.method} ${unsorted?.url.href}`).toBe(`POST ${FAKE_SEGMENTATIONS_URL}/api/v1/dclients/${MAIN_DEMO_EID}?page=1&count=50`);
      await expect.poll(() => Object.keys(sorted?.body ?? {}).sort()).toEqual(['filters', 'obfuscateWhenNotLopd', 'search']);
      await expect.poll(() => (sorted?.body as { search?: string } | undefined)?.search).toBe('ana');
    });

    describe('the Excel download', () => {
      const oneStreet = table.postcodes[0] ?? '';
      const women = query({ genre: { male: false, female: true, unregistered: false }, place: { cities: [], postcodes: [oneStreet] } });
      const expected = byName((index) => table.sex[index] === 2 && table.postcodes[index] === oneStreet);

      it('gives every client that passes the filters, not a page: a header row and one row each, in name order', async () => {
        expect(expected.length).toBeGreaterThan(50);
        const workbook = await signedIn().exportClients(MAIN_DEMO_EID, women, { obfuscateWhenNotLopd: false });
        const { rows, formulas, notText } = await readWorkbook(workbook);
        expect(rows[0]).toEqual(['Id', 'Nombre', 'Email', 'Teléfono', 'Tarjeta', 'Ciudad', 'Código postal']);
        expect(rows.slice(1)).toEqual(expected.map((index) => exportRow(index, false)));
        expect(formulas).toBe(0);
        expect(notText).toBe(0);
      });

      it('obfuscates the name, email, phone and card of the clients without consent when asked', async () => {
        const { rows } = await readWorkbook(await signedIn().exportClients(MAIN_DEMO_EID, women, { obfuscateWhenNotLopd: true }));
        expect(rows.slice(1)).toEqual(expected.map((index) => exportRow(index, table.lopdSigned[index] !== 1)));
        // A client with a valid name, email and phone (no data-quality problem).
        const hidden = expected.find((index) => table.lopdSigned[index] !== 1 && table.quality[index] === 0)!;
        const row = rows[1 + expected.indexOf(hidden)]!;
        expect(row[0]).toBe(table.ids[hidden]);
        expect(row[1]).not.toBe(table.names[hidden]);
        expect(row[1]).toMatch(/^(\S\*+ )+\S\*+$/u);
        expect(row[2]).toBe(`${table.emails[hidden]!.charAt(0)}${'*'.repeat(table.emails[hidden]!.indexOf('@') - 1)}${table.emails[hidden]!.slice(table.emails[hidden]!.indexOf('@'))}`);
        expect(row[3]).toBe(`******${table.phones[hidden]!.slice(-3)}`);
        expect(row.slice(5)).toEqual([table.cities[hidden], table.postcodes[hidden]]);
        const shown = expected.find((index) => table.lopdSigned[index] === 1)!;
        expect(rows[1 + expected.indexOf(shown)]).toEqual(exportRow(shown, false));
      });

      it('applies the search as the results table does', async () => {
        const marias = query({ genre: { male: false, female: true, unregistered: false } }, 'GARCIA maria');
        const { rows } = await readWorkbook(await signedIn().exportClients(MAIN_DEMO_EID, marias, { obfuscateWhenNotLopd: false }));
        const searchable = (index: number): string => foldText(`${table.names[index]} ${table.emails[index]} ${table.phones[index]} ${table.ids[index]}`);
        const matches = byName((index) => table.sex[index] === 2 && searchable(index).includes('garcia') && searchable(index).includes('maria'));
        expect(matches.length).toBeGreaterThan(0);
        expect(rows.slice(1)).toEqual(matches.map((index) => exportRow(index, false)));
      });

      it('is the header row alone for a pharmacy that does not exist', async () => {
        const { rows } = await readWorkbook(await signedIn().exportClients(123_456, query(), { obfuscateWhenNotLopd: true }));
        expect(rows).toEqual([[...CLIENT_EXPORT_COLUMNS]]);
      });

      it('sends the filters by their API names, obfuscateWhenNotLopd and the search (http)', async () => {
        if (world().profile !== 'http') return;
        await signedIn().exportClients(MAIN_DEMO_EID, query({ clientCategories: ['2'] }, 'ana lópez'), { obfuscateWhenNotLopd: true });
        const [sent] = world().fake?.requestsTo(`/segmentations/api/v1/clients/export/${MAIN_DEMO_EID}/to/xlsx`) ?? [];
        expect(sent?.method).toBe('POST');
        expect(sent?.headers['x-access-token']).toBe('ext-segmentations-1');
        expect(sent?.headers[`x-${FAKE_PRODUCT}-uid`]).toBe(String(aBackofficeSession().user.uid));
        await expect.poll(() => sent?.body).toMatchObject({ obfuscateWhenNotLopd: true, search: 'ana lópez', filters: { client_categories: ['2'], genre: { male: false } } });
      });

      it('refuses an answer that is not an xlsx workbook (http)', async () => {
        if (world().profile !== 'http') return;
        world().fake?.server.use(mock.post(`${FAKE_SEGMENTATIONS_URL}/api/v1/clients/export/:eid/to/xlsx`, () => HttpResponse.text('<html>Error</html>', { status: 200 })));
        await expect(signedIn().exportClients(MAIN_DEMO_EID, query(), { obfuscateWhenNotLopd: false })).rejects.toMatchObject({ name: 'ApiError', kind: 'bad-response' });
      });
    });

    describe("the client panel's data", () => {
      it('gives a client who signed the consent as the table has them, with every sale newest first, the shop\'s billing fields and the CRM hash', async () => {
        const index = signedClient;
        const data = await signedIn().clientData(MAIN_DEMO_EID, table.ids[index]!);
        const start = table.saleStart[index] ?? 0;
        const month = String(table.birthMonth[index]).padStart(2, '0');
        const day = String(table.birthDay[index]).padStart(2, '0');
        const sex = ['', 'male', 'female'][table.sex[index] ?? 0];
        expect(data.erp).toMatchObject({
          name: table.names[index],
          email: table.emails[index],
          phone: table.phones[index],
          loyalty: table.cards[index],
          points: table.points[index],
          city: table.cities[index],
          postalCode: table.postcodes[index],
          birthday: `${table.birthYear[index]}-${month}-${day}`,
          sex,
          lopdSigned: true,
        });
        expect(data.erp?.idCode).toMatch(/^\d{8}[A-Z]$/);
        expect(data.erp?.address).toMatch(/^Calle /);
        expect(data.erp?.state).not.toBe('');
        const sales = data.erp?.sales ?? [];
        expect(sales).toHaveLength(salesCount(index));
        const product = DEMO_PRODUCTS[table.saleProduct[start] ?? 0]!;
        expect(sales[0]).toMatchObject({
          total: (table.saleCents[start] ?? 0) / 100,
          description: product.description,
          familyName: familyNames.get(product.familyId)?.[0],
          superFamilyName: familyNames.get(product.familyId)?.[1],
        });
        // 21/11/2026 is the contract's "now".
        expect(formatDate(sales[0]!.date)).toBe(formatDate(Date.UTC(2026, 10, 21 - (table.saleDaysAgo[start] ?? 0), 12)));
        const instants = sales.map((sale) => Date.parse(sale.date));
        expect(instants).toEqual([...instants].sort((a, b) => b - a));
        expect(data.ds?.get('billing_email')).toBe(table.emails[index]);
        expect(data.ds?.get('billing_phone')).toBe(table.phones[index]);
        expect(data.ds?.get('billing_postcode')).toBe(table.postcodes[index]);
        expect(`${data.ds?.get('billing_first_name')} ${data.ds?.get('billing_last_name')}`).toBe(table.names[index]);
        expect(data.hash).toMatchObject({ name: table.names[index], loyalty: table.cards[index], sex, birthday: `${table.birthYear[index]}-${month}-${day}` });
        expect(data.hash?.crmId).toMatch(/^[0-9a-f]{24}$/);
      });

      it('shows a client without consent as the export does, with no shop part without online purchases and no hash without a card', async () => {
        const index = unsignedClient;
        const data: ClientData = await signedIn().clientData(MAIN_DEMO_EID, table.ids[index]!);
        expect(data.erp).toMatchObject({
          name: obfuscatePersonalValue('name', table.names[index]!),
          email: obfuscatePersonalValue('email', table.emails[index]!),
          phone: obfuscatePersonalValue('phone', table.phones[index]!),
          loyalty: '',
          points: null,
          city: table.cities[index],
          postalCode: table.postcodes[index],
          birthday: '',
          sex: '',
          lopdSigned: false,
        });
        expect(data.erp?.name).toContain('*');
        expect(data.erp?.idCode).toMatch(/^\*{6}\d{2}[A-Z]$/);
        expect(data.erp?.sales).toHaveLength(salesCount(index));
        expect(data.ds).toBeUndefined();
        expect(data.hash).toBeUndefined();
      });

      it('is the same client every time it is asked for', async () => {
        const first = await signedIn().clientData(MAIN_DEMO_EID, table.ids[signedClient]!);
        const again = await signedIn().clientData(MAIN_DEMO_EID, table.ids[signedClient]!);
        expect(again).toEqual(first);
      });

      it('answers 404 for a client or a pharmacy that does not exist', async () => {
        await expect(signedIn().clientData(MAIN_DEMO_EID, '999999')).rejects.toMatchObject({ name: 'ApiError', kind: 'not-found', status: 404 });
        await expect(signedIn().clientData(MAIN_DEMO_EID, 'abc')).rejects.toMatchObject({ name: 'ApiError', kind: 'not-found', status: 404 });
        await expect(signedIn().clientData(123_456, table.ids[0]!)).rejects.toMatchObject({ name: 'ApiError', kind: 'not-found', status: 404 });
      });

      it('asks the segmentations service with its token and the user (http)', async () => {
        if (world().profile !== 'http') return;
        await signedIn().clientData(MAIN_DEMO_EID, table.ids[signedClient]!);
        const [sent] = world().fake?.requestsTo(`/segmentations/api/v1/client/panel/eid/${MAIN_DEMO_EID}/cid/${table.ids[signedClient]}`) ?? [];
        expect(sent?.method).toBe('GET');
        expect(sent?.headers['x-access-token']).toBe('ext-segmentations-1');
        expect(sent?.headers[`x-${FAKE_PRODUCT}-uid`]).toBe(String(aBackofficeSession().user.uid));
      });

      it('reads missing parts and texts as absent, points and totals sent as text, consent as 1, and the parts under data (http)', async () => {
        if (world().profile !== 'http') return;
        world().fake?.server.use(
          mock.get(`${FAKE_SEGMENTATIONS_URL}/api/v1/client/panel/eid/:eid/cid/:cid`, () =>
            HttpResponse.json({
              data: {
                erp: { name: 'Ana García', points: '120', lopd_signed: 1, phone: 612345678, sales: [{ date: '2026-11-20T10:00:00+01:00', total: '12.50', description: 'Vitamina D', famname: null }] },
                ds: { billing_city: 'Madrid', billing_company: null, billing_number: 3 },
                hash: null,
              },
            }),
          ),
        );
        expect(await signedIn().clientData(MAIN_DEMO_EID, '10000')).toEqual({
          erp: {
            name: 'Ana García',
            sales: [{ date: '2026-11-20T10:00:00+01:00', total: 12.5, description: 'Vitamina D', familyName: '', superFamilyName: '' }],
            points: 120,
            idCode: '',
            loyalty: '',
            address: '',
            city: '',
            state: '',
            postalCode: '',
            email: '',
            phone: '612345678',
            birthday: '',
            sex: '',
            lopdSigned: true,
          },
          ds: new Map([
            ['billing_city', 'Madrid'],
            ['billing_company', ''],
            ['billing_number', '3'],
          ]),
          hash: undefined,
        });
      });

      it('rejects a malformed answer with an ApiError (http)', async () => {
        if (world().profile !== 'http') return;
        const answers: JsonBodyType[] = [{ erp: { name: 'Ana', sales: 'ninguna' } }, { erp: { sales: [{ date: '2026-11-20', total: 'mucho' }] } }, { hash: { name: ['Ana'] } }, 'cliente'];
        for (const answer of answers) {
          world().fake?.server.use(mock.get(`${FAKE_SEGMENTATIONS_URL}/api/v1/client/panel/eid/:eid/cid/:cid`, () => HttpResponse.json(answer)));
          await expect(signedIn().clientData(MAIN_DEMO_EID, '10000'), JSON.stringify(answer)).rejects.toMatchObject({ name: 'ApiError', kind: 'bad-response' });
        }
      });
    });

    describe('importing a client file', () => {
      const workbook = async (rows: readonly (readonly unknown[])[]): Promise<Uint8Array> => {
        const XLSX = await import('@e965/xlsx');
        const book = XLSX.utils.book_new();
        XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows.map((row) => [...row])), 'Clientes');
        return new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
      };
      const search = (text: string) => signedIn().searchClients(MAIN_DEMO_EID, request({ filters: query({}, text) }));

      it('adds the clients of the file to the pharmacy, found at once by the search and the filters', async () => {
        const content = await workbook([
          ['Nombre', 'Apellidos', 'Email', 'Teléfono', 'Ciudad', 'Código postal', 'Sexo', 'Fecha de nacimiento', 'LOPD'],
          ['Zuriñe', 'Importada Uno', 'zurine.importada@correo.es', '612 345 678', 'Oviedo', '33001', 'Mujer', '15/03/1950', 'Sí'],
          [],
          ['Xabier', 'Importado Dos', '', '698765432', 'Gijón', '33201', 'H', '', 'Sí'],
          ['', '', '', '', 'Avilés', '', '', '', ''],
        ]);
        const before = (await signedIn().searchClients(MAIN_DEMO_EID, request())).total;
        await expect(signedIn().importClients(MAIN_DEMO_EID, { name: 'clientes.xlsx', content })).resolves.toEqual({ imported: 2 });
        expect((await signedIn().searchClients(MAIN_DEMO_EID, request())).total).toBe(before + 2);
        const found = await search('importad');
        expect(found.records.map((row) => [row.name, row.email, row.phone, row.loyalty, row.sources])).toEqual([
          ['Xabier Importado Dos', '', '698765432', '', { erp: true, ecommerce: false }],
          ['Zuriñe Importada Uno', 'zurine.importada@correo.es', '612345678', '', { erp: true, ecommerce: false }],
        ]);
        const women = await signedIn().searchClients(MAIN_DEMO_EID, request({ filters: query({ genre: { male: false, female: true, unregistered: false }, age: { ...EMPTY_SEGMENTATION_FILTERS.age, moreThan: 70 } }, 'importad') }));
        expect(women.records.map((row) => row.name)).toEqual(['Zuriñe Importada Uno']);
      });

      it('updates a client that a later file repeats (same email) instead of adding it twice', async () => {
        await signedIn().importClients(MAIN_DEMO_EID, { name: 'a.xlsx', content: await workbook([['email', 'nombre', 'lopd'], ['repetida@correo.es', 'Rita Repetida', 'si']]) });
        const before = (await signedIn().searchClients(MAIN_DEMO_EID, request())).total;
        await signedIn().importClients(MAIN_DEMO_EID, { name: 'b.xlsx', content: await workbook([['Correo', 'Nombre', 'Móvil', 'LOPD'], ['REPETIDA@correo.es', 'Rita Repetida Ruiz', '611222333', 'Sí']]) });
        expect((await signedIn().searchClients(MAIN_DEMO_EID, request())).total).toBe(before);
        expect((await search('repetida')).records.map((row) => [row.name, row.phone])).toEqual([['Rita Repetida Ruiz', '611222333']]);
      });

      it('imports the chosen file itself (a Blob), read where it is sent, as it imports its bytes', async () => {
        const before = (await signedIn().searchClients(MAIN_DEMO_EID, request())).total;
        const chosen = new Blob([new Uint8Array(await workbook([['nombre', 'email', 'lopd'], ['Blanca Elegida', 'blanca.elegida@correo.es', 'x']]))]);
        await expect(signedIn().importClients(MAIN_DEMO_EID, { name: 'elegido.xlsx', content: chosen })).resolves.toEqual({ imported: 1 });
        expect((await signedIn().searchClients(MAIN_DEMO_EID, request())).total).toBe(before + 1);
        expect((await search('blanca.elegida')).records.map((row) => row.name)).toEqual(['Blanca Elegida']);
      });

      it("refuses a file with a wrong email, whole: 'Hay emails incorrectos en el excel', with the rows and addresses", async () => {
        const content = await workbook([['nombre', 'email'], ['Ana Válida', 'ana.valida@correo.es'], ['Eva Mala', 'eva.mala@'], [], ['Leo Malo', ' leo@correo ']]);
        await expect(signedIn().importClients(MAIN_DEMO_EID, { name: 'malos.xlsx', content })).rejects.toMatchObject({
          name: 'ApiError',
          status: 400,
          serverMessage: 'Hay emails incorrectos en el excel: fila 3 (eva.mala@), fila 5 (leo@correo)',
        });
        expect((await search('ana.valida')).total).toBe(0);
      });

      it("names five wrong emails and counts the others: '… y 2 más'", async () => {
        const content = await workbook([['email'], ...Array.from({ length: 7 }, (_, index) => [`mal${index + 1}@`])]);
        await expect(signedIn().importClients(MAIN_DEMO_EID, { name: 'malos.xlsx', content })).rejects.toMatchObject({
          status: 400,
          serverMessage: 'Hay emails incorrectos en el excel: fila 2 (mal1@), fila 3 (mal2@), fila 4 (mal3@), fila 5 (mal4@), fila 6 (mal5@) y 2 más',
        });
      });

      it('gives the message of a server that names no rows as it is (http)', async () => {
        if (world().profile !== 'http') return;
        world().fake?.server.use(
          mock.post(`${FAKE_SEGMENTATIONS_URL}/api/v1/clients/upload_excel/:eid`, async ({ request }) => {
            // Read whole before answering, as a server does: a body left unread is cut when the answer comes.
            await request.formData();
            return HttpResponse.json({ success: false, message: 'Hay emails incorrectos en el excel' }, { status: 400 });
          }),
        );
        const content = await workbook([['email'], ['mal@']]);
        await expect(signedIn().importClients(MAIN_DEMO_EID, { name: 'malos.xlsx', content })).rejects.toMatchObject({
          status: 400,
          serverMessage: 'Hay emails incorrectos en el excel',
        });
      });

      it('refuses a file that is not a spreadsheet, with a 400 that says so', async () => {
        const content = new TextEncoder().encode('PK\u0003\u0004 esto no es un libro');
        await expect(signedIn().importClients(MAIN_DEMO_EID, { name: 'roto.xlsx', content })).rejects.toMatchObject({ name: 'ApiError', status: 400 });
      });

      it('answers 404 for a pharmacy that does not exist', async () => {
        const content = await workbook([['nombre'], ['Nadie']]);
        await expect(signedIn().importClients(999_999, { name: 'c.xlsx', content })).rejects.toMatchObject({ name: 'ApiError', status: 404 });
      });
    });
  },
);

describe("the demo server's clients workbook", () => {
  it('writes every value as a text cell, neutralising the ones a spreadsheet would run as a formula', async () => {
    const rows = [
      ['10001', '=HYPERLINK("http://x.test","Ana")', '@ana@correo.es', '+34612345678', '-FID1', 'Madrid', '28001'],
      ['10002', 'Luis Pérez', 'luis@correo.es', '612345678', '', 'Sevilla', '41001'],
    ];
    const { rows: read, formulas, notText } = await readWorkbook(await clientExportWorkbook(rows));
    expect(read).toEqual([
      [...CLIENT_EXPORT_COLUMNS],
      ['10001', '\'=HYPERLINK("http://x.test","Ana")', '\'@ana@correo.es', '\'+34612345678', '\'-FID1', 'Madrid', '28001'],
      ['10002', 'Luis Pérez', 'luis@correo.es', '612345678', '', 'Sevilla', '41001'],
    ]);
    expect(formulas).toBe(0);
    expect(notText).toBe(0);
  });

  it("neutralises a client's own formula-like name in the export", async () => {
    const tampered: DemoClientTable = { ...table, names: table.names.map((name, index) => (index === 0 ? `=${name}` : name)) };
    const rows = clientExportRows(tampered, query({}, table.ids[0]), { obfuscateWhenNotLopd: false });
    const { rows: read } = await readWorkbook(await clientExportWorkbook(rows));
    expect(read.find((row) => row[0] === table.ids[0])?.[1]).toBe(`'=${table.names[0]}`);
  });
});
