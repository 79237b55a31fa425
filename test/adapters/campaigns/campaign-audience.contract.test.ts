import { beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import type { CampaignAudience, RecipientFile } from '@domain/campaigns';
import { isApiError, type Clock } from '@domain/shared-kernel';
import { DEMO_ENTITY_EID, DemoDatabase, MAIN_DEMO_EID, MemoryOverlayStore, SECOND_DEMO_EID } from '@adapters/demo';
import { HttpClient, ManualClock, MemoryStorage, ServiceTokens } from '@adapters/shared';
import { HttpCampaignAudience, InMemoryCampaignAudience, InMemoryCampaignRepository, recipientSegmentId } from '@adapters/campaigns';
import { InMemoryClientDirectory, InMemorySavedSegmentations } from '@adapters/segmentation';
import { CONTRACT_NOW, describeContract, useFakeApi } from '../../support/contract';
import { FAKE_URLS } from '../../support/fake-api';
import { FAKE_PRODUCT, FAKE_SEGMENTATIONS_URL } from '../../support/fake-segmentation';
import { failure } from '../../support/failure';
import { withClients } from '../../support/demo-client-count';

const CAMPAIGNS_URL = 'http://campaigns.test';
/** The `farmacia` account's identity, as the calls carry it. */
const IDENTITY = { eid: MAIN_DEMO_EID, uid: 2, token: 'token-2' } as const;
const MINUTE_MS = 60_000;
const BOM = '\uFEFF';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The product API (counts, service tokens) and the campaign service (uploads), as the `farmacia` account. */
const client = (): HttpClient => new HttpClient({ urls: { api: FAKE_URLS.api, campaigns: CAMPAIGNS_URL }, identity: () => IDENTITY });
const httpAudience = (clock: Clock, http: HttpClient = client()): HttpCampaignAudience =>
  new HttpCampaignAudience({ http, tokens: new ServiceTokens({ http, storage: new MemoryStorage(), clock }), product: FAKE_PRODUCT });

const demoDatabase = (clock: Clock, overlay?: MemoryOverlayStore): DemoDatabase => new DemoDatabase({ storage: new MemoryStorage(), clock, latencyMs: 0, overlay });

/** The CSV of a client sheet as the wizard uploads it: ';', a BOM. */
const RECIPIENTS_CSV = `${BOM}"nombre";"email"\r\n"Ana García";"ana@example.es"\r\n"Luis Peña";"luis@example.es"`;

/** A client sheet as the wizard uploads it: the CSV as UTF-8 bytes and the original bytes. */
const aRecipientFile = (overrides: Partial<RecipientFile> = {}): RecipientFile => ({
  name: 'clientes-octubre.xlsx',
  csv: new TextEncoder().encode(RECIPIENTS_CSV),
  original: new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0xff, 0x00]),
  ...overrides,
});

/** How a pharmacy's segments read at the contract instant on a fresh data set. */
async function generatedSegments(eid: number): Promise<readonly { id: string; name: string }[]> {
  const clock = new ManualClock(CONTRACT_NOW);
  return new InMemoryCampaignAudience(withClients({ db: demoDatabase(clock), clock })).segments(eid);
}

/**
 * The calls behind the audience, served by `backend`, the demo backend: the saved segmentations on the
 * segmentations service (its token and the user in x-farmacias-uid, else 403), a segment's reach on the
 * product API (the pharmacy from the entity header), and the upload on the campaign service (multipart
 * `csv` and `xlsx`, answered bare). Failures answer as the services do: `success: false` with the
 * message, with the failure's status.
 */
function fakeAudienceHandlers(backend: InMemoryCampaignAudience): HttpHandler[] {
  const answer = async (request: Request, call: () => Promise<unknown>, shape: (data: unknown) => unknown): Promise<Response> => {
    if ((request.headers.get('token') ?? request.headers.get('x-access-token') ?? '') === '') return HttpResponse.json({ success: false, message: 'Sin permiso' }, { status: 403 });
    try {
      return HttpResponse.json(shape(await call()) as JsonBodyType);
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.kind === 'server-message') return HttpResponse.json({ success: false, message: error.serverMessage });
      return HttpResponse.json({ success: false, message: error.message }, { status: error.status });
    }
  };
  return [
    http.get(`${FAKE_SEGMENTATIONS_URL}/api/v1/segments/:eid`, ({ request, params }) => {
      if (!(request.headers.get('x-access-token') ?? '').startsWith('ext-segmentations-') || (request.headers.get(`x-${FAKE_PRODUCT}-uid`) ?? '') === '') {
        return HttpResponse.json({ success: false, message: 'Sin permiso' }, { status: 403 });
      }
      return answer(
        request,
        () => backend.segments(Number(params.eid)),
        (segments) => ({ success: true, data: (segments as { id: string; name: string }[]).map((segment) => ({ _id: segment.id, name: segment.name, filters: {} })) }),
      );
    }),
    http.get(`${FAKE_URLS.api}/api/v2/getSegmentSendCount`, ({ request }) =>
      answer(
        request,
        () => backend.segmentCount(Number(request.headers.get('eid')), new URL(request.url).searchParams.get('segmentId') ?? ''),
        (count) => ({ success: true, count }),
      ),
    ),
    http.post(`${CAMPAIGNS_URL}/api/v1/campaign/uploadRecipients/:eid`, async ({ request, params }) => {
      const form = await request.clone().formData();
      const csv = form.get('csv');
      const original = form.get('xlsx');
      if (!(csv instanceof Blob) || !(original instanceof File)) return HttpResponse.json({ success: false, message: 'Faltan los ficheros' }, { status: 400 });
      const bytes = new Uint8Array(await csv.arrayBuffer());
      return answer(request, async () => backend.upload(Number(params.eid), { name: original.name, csv: bytes, original: new Uint8Array(await original.arrayBuffer()) }), (files) => files);
    }),
  ];
}

/**
 * Answers `body` once the request's body is read: an upload's multipart body is streamed, and one left
 * unread is cut off, which fails the fake API's recording of it.
 */
const afterReading = (body: JsonBodyType, init?: ResponseInit) => async ({ request }: { request: Request }): Promise<Response> => {
  await request.arrayBuffer();
  return HttpResponse.json(body, init);
};

/** The demo backend behind the adapter under test: the memory adapter itself, or the one behind the fake services. */
let backend: InMemoryCampaignAudience | undefined;
const demoBackend = (): InMemoryCampaignAudience => {
  if (backend === undefined) throw new Error('The backend is built with the adapter');
  return backend;
};

describeContract<CampaignAudience>(
  'CampaignAudience',
  {
    memory: ({ db, clock }) => {
      backend = new InMemoryCampaignAudience(withClients({ db, clock }));
      return backend;
    },
    http: ({ clock, fake }) => {
      backend = new InMemoryCampaignAudience(withClients({ db: demoDatabase(clock), clock }));
      fake.server.use(...fakeAudienceHandlers(backend));
      return httpAudience(clock);
    },
  },
  (world) => {
    it('lists the seven saved segmentations of Farmacia Llorente by name', async () => {
      expect((await world().port.segments(MAIN_DEMO_EID)).map((segment) => `${segment.id} ${segment.name}`)).toEqual([
        '5e9a0000000001f400000001 Clientes con tarjeta de fidelización',
        '5e9a0000000001f400000005 Clientes de Madrid',
        '5e9a0000000001f400000003 Compraron protección solar este verano',
        '5e9a0000000001f400000004 Familias con bebés',
        '5e9a0000000001f400000006 Interesadas en dermocosmética',
        '5e9a0000000001f400000007 Mayores de 100 años',
        '5e9a0000000001f400000002 Mayores de 65 años',
      ]);
    });

    // What the segmentation screen counts for the same filters on 21/11/2026 (one source of a segment's reach).
    it.each([
      [1, 12_400],
      [2, 6343],
      [3, 2135],
      [4, 3255],
      [5, 15_396],
      [6, 6978],
      [7, 0],
    ])('counts the clients segment %i of Farmacia Llorente reaches: %i', async (number, count) => {
      expect(await world().port.segmentCount(MAIN_DEMO_EID, recipientSegmentId(MAIN_DEMO_EID, number))).toBe(count);
    });

    it('reaches with each segment the clients the segmentation screen finds with its saved filters', async () => {
      const clock = new ManualClock(CONTRACT_NOW);
      const db = demoDatabase(clock);
      const directory = new InMemoryClientDirectory({ db, clock });
      for (const saved of await new InMemorySavedSegmentations({ db, clock }).list(MAIN_DEMO_EID)) {
        const shown = await directory.searchClients(MAIN_DEMO_EID, { page: 1, size: 1, filters: { filters: saved.filters, search: '' } });
        expect(await world().port.segmentCount(MAIN_DEMO_EID, saved.id), saved.name).toBe(shown.total);
      }
    });

    it.each([
      [SECOND_DEMO_EID, ['Clientes con tarjeta de fidelización', 378], ['Mayores de 65 años', 185]],
      [DEMO_ENTITY_EID, ['Clientes con email', 667], ['Pacientes crónicos', 139]],
    ] as const)('gives pharmacy %i two segments', async (eid, [firstName, firstCount], [secondName, secondCount]) => {
      expect(await world().port.segments(eid)).toEqual([
        { id: recipientSegmentId(eid, 1), name: firstName },
        { id: recipientSegmentId(eid, 2), name: secondName },
      ]);
      expect(await world().port.segmentCount(eid, recipientSegmentId(eid, 1))).toBe(firstCount);
      expect(await world().port.segmentCount(eid, recipientSegmentId(eid, 2))).toBe(secondCount);
    });

    it('gives the other pharmacies none, one or two segments drawn from the seed, each reaching clients', async () => {
      const sizes = new Set<number>();
      for (const eid of [501, 502, 503, 504, 505, 506, 507, 508, 509, 510, 511, 513]) {
        const segments = await world().port.segments(eid);
        expect(segments).toEqual(await generatedSegments(eid));
        sizes.add(segments.length);
        for (const [index, segment] of [...segments].sort((a, b) => a.id.localeCompare(b.id)).entries()) {
          expect(segment.id).toBe(recipientSegmentId(eid, index + 1));
          expect(await world().port.segmentCount(eid, segment.id)).toBeGreaterThan(0);
        }
      }
      expect(sizes).toEqual(new Set([0, 1, 2]));
      expect(await world().port.segments(99_999)).toEqual([]);
    });

    it('answers the count of a segment the pharmacy does not have with 404', async () => {
      expect(await failure(world().port.segmentCount(MAIN_DEMO_EID, '5e9a0000000001f400000008'))).toEqual({ kind: 'not-found', status: 404 });
      expect(await failure(world().port.segmentCount(SECOND_DEMO_EID, recipientSegmentId(MAIN_DEMO_EID, 1)))).toEqual({ kind: 'not-found', status: 404 });
      expect(await failure(world().port.segmentCount(99_999, recipientSegmentId(99_999, 1)))).toEqual({ kind: 'not-found', status: 404 });
    });

    it('uploads a recipients file, keeping its CSV, and answers where both files are', async () => {
      const file = aRecipientFile();
      expect(await world().port.upload(MAIN_DEMO_EID, file)).toEqual({
        excel: 'memory://recipients/6b015d90000001f400000001.csv',
        xlsx: 'memory://recipients/6b015d90000001f400000001.xlsx',
      });
      world().clock.advance(MINUTE_MS);
      expect(await world().port.upload(MAIN_DEMO_EID, aRecipientFile({ name: 'antiguos.xls' }))).toEqual({
        excel: 'memory://recipients/6b015dcc000001f400000002.csv',
        xlsx: 'memory://recipients/6b015dcc000001f400000002.xlsx',
      });
      expect(demoBackend().recipientFile(MAIN_DEMO_EID, 'memory://recipients/6b015d90000001f400000001.csv')).toEqual({
        id: '6b015d90000001f400000001',
        eid: 500,
        name: 'clientes-octubre.xlsx',
        csv: file.csv,
        size: 8,
        uploadedAt: CONTRACT_NOW,
      });
      expect(demoBackend().recipientFile(MAIN_DEMO_EID, 'memory://recipients/6b015dcc000001f400000002.xlsx')).toMatchObject({ name: 'antiguos.xls', uploadedAt: CONTRACT_NOW + MINUTE_MS });
      expect(demoBackend().recipientFile(SECOND_DEMO_EID, 'memory://recipients/6b015d90000001f400000001.csv')).toBeUndefined();
    });

    it('uploads a CSV and a chosen file given as Blobs as well as bytes: the CSV is kept, the original by its size', async () => {
      const chosen = new Blob([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0xff, 0x00])]);
      const { excel } = await world().port.upload(MAIN_DEMO_EID, aRecipientFile({ csv: new Blob([RECIPIENTS_CSV]), original: chosen }));
      const kept = demoBackend().recipientFile(MAIN_DEMO_EID, excel);
      expect(kept).toMatchObject({ name: 'clientes-octubre.xlsx', size: 8 });
      const keptCsv = kept?.csv ?? new Uint8Array();
      const keptBytes = keptCsv instanceof Blob ? new Uint8Array(await keptCsv.arrayBuffer()) : keptCsv;
      expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(keptBytes)).toBe(RECIPIENTS_CSV);
    });

    it('refuses an upload for a pharmacy the service does not know with 404', async () => {
      expect(await failure(world().port.upload(99_999, aRecipientFile()))).toEqual({ kind: 'not-found', status: 404 });
    });
  },
);

describe('InMemoryCampaignAudience demo data', () => {
  it('sends each pharmacy’s campaigns to segments it lists, which reach clients; without segments, to ids of their own', async () => {
    const clock = new ManualClock(CONTRACT_NOW);
    const db = demoDatabase(clock);
    const audience = new InMemoryCampaignAudience(withClients({ db, clock }));
    const repository = new InMemoryCampaignRepository(withClients({ db, clock, product: FAKE_PRODUCT }));
    const withSegments: number[] = [];
    for (const eid of [MAIN_DEMO_EID, 501, 502, 503, 504, 505, 506, 507, 508, 509, 510, 511, SECOND_DEMO_EID, 513, DEMO_ENTITY_EID]) {
      const listed = new Set((await audience.segments(eid)).map((segment) => segment.id));
      const campaigns = await repository.list(eid);
      const used = [...new Set(campaigns.filter((campaign) => campaign.segment.type !== 'EXCEL').map((campaign) => campaign.segment.apiId as string))];
      expect(used.length).toBeGreaterThan(0);
      if (listed.size === 0) {
        expect(used.filter((id) => id.startsWith('5e9a0000'))).toEqual([]);
        continue;
      }
      withSegments.push(eid);
      expect(used.filter((id) => !listed.has(id))).toEqual([]);
      for (const id of used) expect(await audience.segmentCount(eid, id)).toBeGreaterThan(0);
    }
    expect(withSegments.length).toBeGreaterThan(5);
    expect(withSegments).toEqual(expect.arrayContaining([MAIN_DEMO_EID, SECOND_DEMO_EID, DEMO_ENTITY_EID]));
  });

  it('keeps uploaded files in the overlay, so a reload finds them', async () => {
    const overlay = new MemoryOverlayStore({ persistent: true });
    const clock = new ManualClock(CONTRACT_NOW);
    const db = demoDatabase(clock, overlay);
    await db.ready();
    const { excel } = await new InMemoryCampaignAudience(withClients({ db, clock })).upload(MAIN_DEMO_EID, aRecipientFile());
    await db.flush();
    const reloadedDb = demoDatabase(new ManualClock(CONTRACT_NOW + MINUTE_MS), overlay);
    await reloadedDb.ready();
    expect(new InMemoryCampaignAudience(withClients({ db: reloadedDb, clock })).recipientFile(MAIN_DEMO_EID, excel)?.csv).toEqual(new TextEncoder().encode(RECIPIENTS_CSV));
    expect(new Set((await overlay.load()).rows.map((row) => row.collection))).toEqual(new Set([`campaignRecipients.${MAIN_DEMO_EID}`]));
  });
});

describe('HttpCampaignAudience wire format', () => {
  const world = useFakeApi();
  const audience = () => httpAudience(world().clock);

  beforeEach(() => {
    world().fake.server.use(...fakeAudienceHandlers(new InMemoryCampaignAudience(withClients({ db: demoDatabase(world().clock), clock: world().clock }))));
  });

  it('GETs /api/v1/segments/{eid} on the segmentations service, with its token and the user in x-farmacias-uid', async () => {
    await audience().segments(MAIN_DEMO_EID);
    expect(world().fake.requestsTo('/api/v1/tokens/segmentations').map((call) => `${call.method} ${call.url.origin}`)).toEqual([`GET ${FAKE_URLS.api}`]);
    const calls = world().fake.requestsTo('/segmentations/api/v1/segments/500');
    expect(calls.map((call) => `${call.method} ${call.url.href}`)).toEqual([`GET ${FAKE_SEGMENTATIONS_URL}/api/v1/segments/500`]);
    expect({ token: calls[0]?.headers['x-access-token'], uid: calls[0]?.headers['x-farmacias-uid'], eid: calls[0]?.headers.eid }).toEqual({ token: 'ext-segmentations-1', uid: '2', eid: '500' });
  });

  it('reads saved segmentations bare or enveloped, with id or _id as text or numbers, and sorts them by name', async () => {
    const url = `${FAKE_SEGMENTATIONS_URL}/api/v1/segments/:eid`;
    world().fake.server.use(
      http.get(url, () =>
        HttpResponse.json([
          { _id: '64f0c0ffee', name: 'Zona centro', filters: { age: {} } },
          { id: 12, name: 'ágil', extra: true },
          { id: '7', _id: 'ignored', name: null },
        ]),
      ),
    );
    expect(await audience().segments(MAIN_DEMO_EID)).toEqual([
      { id: '7', name: '' },
      { id: '12', name: 'ágil' },
      { id: '64f0c0ffee', name: 'Zona centro' },
    ]);
    world().fake.server.use(http.get(url, () => HttpResponse.json({ success: true, data: [{ _id: 3, name: 'Mayores de 65 años' }] })));
    expect(await audience().segments(MAIN_DEMO_EID)).toEqual([{ id: '3', name: 'Mayores de 65 años' }]);
    world().fake.server.use(http.get(url, () => HttpResponse.json({ success: true, data: [{ name: 'Sin id' }] })));
    expect(await failure(audience().segments(MAIN_DEMO_EID))).toEqual({ kind: 'bad-response', status: 200 });
  });

  it('GETs /api/v2/getSegmentSendCount?segmentId=… on the product API, for the pharmacy asked about in the entity header', async () => {
    expect(await audience().segmentCount(SECOND_DEMO_EID, recipientSegmentId(SECOND_DEMO_EID, 2))).toBe(185);
    const calls = world().fake.requestsTo('/api/v2/getSegmentSendCount');
    expect(calls.map((call) => `${call.method} ${call.url.origin}${call.url.search}`)).toEqual([`GET ${FAKE_URLS.api}?segmentId=5e9a00000000020000000002`]);
    expect({ eid: calls[0]?.headers.eid, uid: calls[0]?.headers.uid, token: calls[0]?.headers.token }).toEqual({ eid: '512', uid: '2', token: 'token-2' });
  });

  it('reads the count as a number or digits, or from data, and refuses an answer without a whole count', async () => {
    const url = `${FAKE_URLS.api}/api/v2/getSegmentSendCount`;
    const answers: [JsonBodyType, number][] = [
      [{ success: true, count: 1284 }, 1284],
      [{ success: true, count: '876' }, 876],
      [{ success: true, count: 0 }, 0],
      [{ success: true, data: 412 }, 412],
      [{ success: true, data: { count: '3517' } }, 3517],
    ];
    for (const [body, count] of answers) {
      world().fake.server.use(http.get(url, () => HttpResponse.json(body)));
      expect(await audience().segmentCount(MAIN_DEMO_EID, 'seg-1')).toBe(count);
    }
    for (const body of [{ success: true }, { success: true, count: -1 }, { success: true, count: 2.5 }, { success: true, count: 'muchos' }, { count: 3 }] as JsonBodyType[]) {
      world().fake.server.use(http.get(url, () => HttpResponse.json(body)));
      expect(await failure(audience().segmentCount(MAIN_DEMO_EID, 'seg-1'))).toEqual({ kind: 'bad-response', status: 200 });
    }
  });

  it('POSTs both files to /api/v1/campaign/uploadRecipients/{eid} as multipart: csv as text/csv named after the original, xlsx the original bytes', async () => {
    const received: { csv: File; xlsx: File; contentType: string; eid: string }[] = [];
    world().fake.server.use(
      http.post(`${CAMPAIGNS_URL}/api/v1/campaign/uploadRecipients/:eid`, async ({ request }) => {
        const form = await request.formData();
        received.push({ csv: form.get('csv') as File, xlsx: form.get('xlsx') as File, contentType: request.headers.get('content-type') ?? '', eid: request.headers.get('eid') ?? '' });
        return HttpResponse.json({ excel: 'https://storage.example/a.csv', xlsx: 'https://storage.example/a.xlsx' });
      }),
    );
    const file = aRecipientFile();
    expect(await audience().upload(MAIN_DEMO_EID, file)).toEqual({ excel: 'https://storage.example/a.csv', xlsx: 'https://storage.example/a.xlsx' });
    await audience().upload(MAIN_DEMO_EID, aRecipientFile({ name: 'Antiguos clientes.XLS' }));
    expect(world().fake.requestsTo('/api/v1/campaign/uploadRecipients/500').map((call) => `${call.method} ${call.url.origin}`)).toEqual([`POST ${CAMPAIGNS_URL}`, `POST ${CAMPAIGNS_URL}`]);
    const [first, second] = received;
    expect(first?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(first?.eid).toBe('500');
    expect({ name: first?.csv.name, type: first?.csv.type, xlsxName: first?.xlsx.name, xlsxType: first?.xlsx.type }).toEqual({
      name: 'clientes-octubre.csv',
      type: 'text/csv',
      xlsxName: 'clientes-octubre.xlsx',
      xlsxType: XLSX_TYPE,
    });
    const csvBytes = new Uint8Array(await (first?.csv as File).arrayBuffer());
    expect([...csvBytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(csvBytes)).toBe(RECIPIENTS_CSV);
    expect(new Uint8Array(await (first?.xlsx as File).arrayBuffer())).toEqual(file.original);
    expect({ name: second?.csv.name, xlsxName: second?.xlsx.name, xlsxType: second?.xlsx.type }).toEqual({ name: 'Antiguos clientes.csv', xlsxName: 'Antiguos clientes.XLS', xlsxType: 'application/vnd.ms-excel' });
  });

  it('puts a chosen file (a Blob) in the form as it is, with the media type of its name', async () => {
    let xlsx: File | undefined;
    world().fake.server.use(
      http.post(`${CAMPAIGNS_URL}/api/v1/campaign/uploadRecipients/:eid`, async ({ request }) => {
        xlsx = (await request.formData()).get('xlsx') as File;
        return HttpResponse.json({ excel: 'https://storage.example/a.csv', xlsx: 'https://storage.example/a.xlsx' });
      }),
    );
    const bytes = Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 7]);
    await audience().upload(MAIN_DEMO_EID, aRecipientFile({ name: 'viejo.xls', original: new Blob([bytes], { type: 'application/octet-stream' }) }));
    expect({ name: xlsx?.name, type: xlsx?.type }).toEqual({ name: 'viejo.xls', type: 'application/vnd.ms-excel' });
    expect(new Uint8Array(await (xlsx as File).arrayBuffer())).toEqual(bytes);
  });

  it('reads where the files are kept, bare or enveloped, and refuses an answer without them', async () => {
    const url = `${CAMPAIGNS_URL}/api/v1/campaign/uploadRecipients/:eid`;
    world().fake.server.use(http.post(url, afterReading({ success: true, data: { excel: 'https://s/b.csv', xlsx: 'https://s/b.xlsx' } })));
    expect(await audience().upload(MAIN_DEMO_EID, aRecipientFile())).toEqual({ excel: 'https://s/b.csv', xlsx: 'https://s/b.xlsx' });
    for (const body of [{ success: true }, { success: true, data: { excel: 'https://s/b.csv' } }, { excel: '', xlsx: 'https://s/b.xlsx' }] as JsonBodyType[]) {
      world().fake.server.use(http.post(url, afterReading(body)));
      expect(await failure(audience().upload(MAIN_DEMO_EID, aRecipientFile()))).toEqual({ kind: 'bad-response', status: 200 });
    }
  });

  it.each([
    ['segments', (a: CampaignAudience) => a.segments(MAIN_DEMO_EID), 'get', `${FAKE_SEGMENTATIONS_URL}/api/v1/segments/:eid`],
    ['segmentCount', (a: CampaignAudience) => a.segmentCount(MAIN_DEMO_EID, 'seg-1'), 'get', `${FAKE_URLS.api}/api/v2/getSegmentSendCount`],
    ['upload', (a: CampaignAudience) => a.upload(MAIN_DEMO_EID, aRecipientFile()), 'post', `${CAMPAIGNS_URL}/api/v1/campaign/uploadRecipients/:eid`],
  ] as const)('maps a failed %s to an ApiError with the server’s message', async (_name, call, method, url) => {
    world().fake.server.use(http[method](url, afterReading({ success: false, message: 'Hubo un error con el servidor' }, { status: 500 })));
    expect(await failure(call(audience()))).toEqual({ kind: 'http', status: 500 });
    await expect(call(audience())).rejects.toThrow('Hubo un error con el servidor');
    world().fake.server.use(http[method](url, afterReading({ success: false, message: 'Hay emails incorrectos en el excel' })));
    expect(await failure(call(audience()), { serverMessage: true })).toEqual({ kind: 'server-message', status: 200, serverMessage: 'Hay emails incorrectos en el excel' });
  });

  it('sends nothing to a service without an address', async () => {
    const noUrls = new HttpClient({ urls: { api: FAKE_URLS.api }, identity: () => IDENTITY });
    expect(await failure(httpAudience(world().clock, noUrls).upload(MAIN_DEMO_EID, aRecipientFile()))).toEqual({ kind: 'no-url', status: 404 });
    expect(world().fake.requests).toEqual([]);
  });
});
