import { beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import type { EmailHeader, EmailHeaderStore } from '@domain/campaigns';
import { isApiError, type Clock } from '@domain/shared-kernel';
import { emailDocumentOf, parseEmailDocument, renderEmailHtml, serializeEmailDocument } from '@domain/templates';
import { DEMO_ENTITY_EID, DemoDatabase, MAIN_DEMO_EID, MemoryOverlayStore, PARTNER_DEMO_EID, SECOND_DEMO_EID } from '@adapters/demo';
import { HttpClient, ManualClock, MemoryStorage } from '@adapters/shared';
import { HEADER_EXISTS_MESSAGE, HttpEmailHeaderStore, InMemoryEmailHeaderStore } from '@adapters/campaigns';
import { CONTRACT_NOW, describeContract, useFakeApi } from '../../support/contract';
import { apiErrorOf, failure } from '../../support/failure';

const CAMPAIGNS_URL = 'http://campaigns.test';
const SHEETS_URL = `${CAMPAIGNS_URL}/api/v1/sheets`;
/** The `farmacia` account's identity, as the campaign calls carry it. */
const IDENTITY = { eid: MAIN_DEMO_EID, uid: 2, token: 'token-2' } as const;
const UNKNOWN_EID = 99_999;

const campaignsClient = (): HttpClient => new HttpClient({ urls: { campaigns: CAMPAIGNS_URL }, identity: () => IDENTITY });

const demoDatabase = (clock: Clock, overlay?: MemoryOverlayStore): DemoDatabase => new DemoDatabase({ storage: new MemoryStorage(), clock, latencyMs: 0, overlay });

/** Farmacia Llorente's address line, as the demo data set generates the pharmacy (street and number, postal code and city, phone). */
const LLORENTE_ADDRESS = 'Calle Alcalá 33, 33970 Gijón · 954 523 066';

/** Farmacia Llorente's demo header, exactly as stored: a heading, a paragraph and a divider, 500 px wide (spec 2 §2). */
const LLORENTE_JSON =
  '{"format":"email-blocks","version":1,"width":500,"blocks":[' +
  '{"id":1,"kind":"text","text":"Farmacia Llorente","style":"heading","align":"center"},' +
  `{"id":2,"kind":"text","text":"${LLORENTE_ADDRESS}","style":"paragraph","align":"center"},` +
  '{"id":3,"kind":"divider"}]}';

/** The email the block designer renders for that design. */
const LLORENTE_HTML = renderEmailHtml({
  ...emailDocumentOf([
    { kind: 'text', text: 'Farmacia Llorente', style: 'heading', align: 'center' },
    { kind: 'text', text: LLORENTE_ADDRESS, style: 'paragraph', align: 'center' },
    { kind: 'divider' },
  ]),
  width: 500,
});

/** A new header in the block designer's format, with the HTML the designer saves with it. */
const NEW_DOCUMENT = emailDocumentOf([
  { kind: 'text', text: 'Farmacia Prieto Navarro', style: 'heading', align: 'left' },
  { kind: 'image', src: 'https://farmacia-prieto-navarro.es/logo.png', alt: 'Logotipo', href: 'https://farmacia-prieto-navarro.es' },
  { kind: 'spacer', height: 16 },
]);
const NEW_HEADER: EmailHeader = { json: serializeEmailDocument(NEW_DOCUMENT), html: renderEmailHtml(NEW_DOCUMENT) };

/** A design of another editor (the embedded one's JSON), with an HTML of its own. */
const FOREIGN_HEADER: EmailHeader = { json: '{"page":{"rows":[{"columns":[{"modules":[]}]}]}}', html: '<table><tr><td>Cabecera</td></tr></table>' };

/**
 * The header calls of the campaign service (spec 2 §7: /api/v1/sheets/…), served by `backend`, the demo
 * server. A header is answered as the service keeps a sheet (EID, Description, type, JSON_content as
 * text, Content as the HTML), no header as an empty list. Writes read only what the spec says they carry
 * (json, desc). Failures answer as the service does: `success: false` with the message, with the
 * failure's status. Requests without a token get 403.
 */
function fakeHeaderHandlers(backend: InMemoryEmailHeaderStore): HttpHandler[] {
  const answer = async (request: Request, call: () => Promise<unknown>): Promise<Response> => {
    if ((request.headers.get('token') ?? '') === '') return HttpResponse.json({ success: false, message: 'Sin permiso' }, { status: 403 });
    try {
      const data = await call();
      return HttpResponse.json((data === undefined ? { success: true } : { success: true, data }) as JsonBodyType);
    } catch (error) {
      if (!isApiError(error)) throw error;
      return HttpResponse.json({ success: false, message: error.message }, { status: error.status });
    }
  };
  return [
    http.get(`${SHEETS_URL}/get_sheet_header/:eid`, ({ request, params }) =>
      answer(request, async () => {
        const eid = Number(params.eid);
        const header = await backend.get(eid);
        if (header === undefined) return [];
        return { EID: eid, Description: backend.stored(eid)?.description, type: 'header', JSON_content: header.json, Content: header.html };
      }),
    ),
    http.post(`${SHEETS_URL}/newSheetHeader/:eid`, async ({ request, params }) => {
      const body = (await request.clone().json()) as { json: string; desc: string };
      return answer(request, () => backend.create(Number(params.eid), { json: body.json, html: '' }, body.desc));
    }),
    http.post(`${SHEETS_URL}/update_header/:eid`, async ({ request, params }) => {
      const body = (await request.clone().json()) as { json: string };
      return answer(request, () => backend.update(Number(params.eid), { json: body.json, html: '' }));
    }),
  ];
}

/** The demo server: the memory adapter itself, or the one behind the fake service. */
let backend: InMemoryEmailHeaderStore | undefined;
const stored = (eid: number) => {
  if (backend === undefined) throw new Error('The backend is built with the adapter');
  return backend.stored(eid);
};

describeContract<EmailHeaderStore>(
  'EmailHeaderStore',
  {
    memory: ({ db }) => {
      backend = new InMemoryEmailHeaderStore({ db });
      return backend;
    },
    http: ({ clock, fake }) => {
      backend = new InMemoryEmailHeaderStore({ db: demoDatabase(clock) });
      fake.server.use(...fakeHeaderHandlers(backend));
      return new HttpEmailHeaderStore(campaignsClient());
    },
  },
  (world) => {
    it('answers Farmacia Llorente’s header: its name, its address line and a divider in the block designer’s format, with their email', async () => {
      const header = await world().port.get(MAIN_DEMO_EID);
      expect(header).toEqual({ json: LLORENTE_JSON, html: LLORENTE_HTML });
      expect(header?.html).toContain('>Farmacia Llorente</h1>');
      expect(header?.html).toContain(`>${LLORENTE_ADDRESS}</p>`);
      expect(header?.html).toContain('<hr ');
      const llorente = world().data.pharmacies.find((pharmacy) => pharmacy.eid === MAIN_DEMO_EID);
      expect(LLORENTE_ADDRESS).toBe(`${llorente?.street} ${llorente?.number}, ${llorente?.postalCode} ${llorente?.city} · ${llorente?.phone.replace(/(\d{3})(?=\d)/g, '$1 ')}`);
      expect(parseEmailDocument(header?.json ?? '').ok).toBe(true);
      expect(stored(MAIN_DEMO_EID)).toEqual({ eid: MAIN_DEMO_EID, json: LLORENTE_JSON, description: 'Cabecera de Farmacia Llorente' });
    });

    it('answers no header for the other pharmacies, and for one the data set lacks', async () => {
      for (const eid of [SECOND_DEMO_EID, PARTNER_DEMO_EID, DEMO_ENTITY_EID, 501, UNKNOWN_EID]) expect(await world().port.get(eid)).toBeUndefined();
    });

    it('creates a pharmacy’s first header with its description; reading it gives the design and its email', async () => {
      expect(await world().port.create(SECOND_DEMO_EID, NEW_HEADER, 'Cabecera de Farmacia Prieto Navarro')).toBeUndefined();
      expect(await world().port.get(SECOND_DEMO_EID)).toEqual(NEW_HEADER);
      expect(stored(SECOND_DEMO_EID)).toEqual({ eid: SECOND_DEMO_EID, json: NEW_HEADER.json, description: 'Cabecera de Farmacia Prieto Navarro' });
      expect(await world().port.get(MAIN_DEMO_EID)).toEqual({ json: LLORENTE_JSON, html: LLORENTE_HTML });
      expect(await world().port.get(PARTNER_DEMO_EID)).toBeUndefined();
    });

    it('answers another editor’s design with no email, as the email is never sent to the service', async () => {
      await world().port.create(PARTNER_DEMO_EID, FOREIGN_HEADER, 'Cabecera');
      expect(await world().port.get(PARTNER_DEMO_EID)).toEqual({ json: FOREIGN_HEADER.json, html: '' });
    });

    it('replaces a header’s design, keeping its description; the email follows the new design', async () => {
      expect(await world().port.update(MAIN_DEMO_EID, NEW_HEADER)).toBeUndefined();
      expect(await world().port.get(MAIN_DEMO_EID)).toEqual(NEW_HEADER);
      expect(stored(MAIN_DEMO_EID)).toEqual({ eid: MAIN_DEMO_EID, json: NEW_HEADER.json, description: 'Cabecera de Farmacia Llorente' });
      await world().port.update(MAIN_DEMO_EID, FOREIGN_HEADER);
      expect(await world().port.get(MAIN_DEMO_EID)).toEqual({ json: FOREIGN_HEADER.json, html: '' });
    });

    it('updates a header created before', async () => {
      await world().port.create(DEMO_ENTITY_EID, FOREIGN_HEADER, 'Cabecera de demostración');
      await world().port.update(DEMO_ENTITY_EID, NEW_HEADER);
      expect(await world().port.get(DEMO_ENTITY_EID)).toEqual(NEW_HEADER);
      expect(stored(DEMO_ENTITY_EID)?.description).toBe('Cabecera de demostración');
    });

    it('refuses a second header for a pharmacy with 409, keeping the first', async () => {
      const error = await apiErrorOf(world().port.create(MAIN_DEMO_EID, NEW_HEADER, 'Otra cabecera'));
      expect({ kind: error.kind, status: error.status, message: error.message }).toEqual({ kind: 'conflict', status: 409, message: HEADER_EXISTS_MESSAGE });
      expect(await world().port.get(MAIN_DEMO_EID)).toEqual({ json: LLORENTE_JSON, html: LLORENTE_HTML });
      expect(stored(MAIN_DEMO_EID)?.description).toBe('Cabecera de Farmacia Llorente');
    });

    it('refuses to update the header of a pharmacy without one with 404, creating none', async () => {
      expect(await failure(world().port.update(SECOND_DEMO_EID, NEW_HEADER))).toEqual({ kind: 'not-found', status: 404 });
      expect(await world().port.get(SECOND_DEMO_EID)).toBeUndefined();
      expect(stored(SECOND_DEMO_EID)).toBeUndefined();
    });

    it('refuses a header for a pharmacy the service does not know with 404, keeping nothing', async () => {
      expect(await failure(world().port.create(UNKNOWN_EID, NEW_HEADER, 'Cabecera'))).toEqual({ kind: 'not-found', status: 404 });
      expect(await failure(world().port.update(UNKNOWN_EID, NEW_HEADER))).toEqual({ kind: 'not-found', status: 404 });
      expect(await world().port.get(UNKNOWN_EID)).toBeUndefined();
      expect(stored(UNKNOWN_EID)).toBeUndefined();
    });
  },
);

describe('InMemoryEmailHeaderStore headers', () => {
  it('survive a reload, as the demo database’s overlay keeps them', async () => {
    const overlay = new MemoryOverlayStore({ persistent: true });
    const clock = new ManualClock(CONTRACT_NOW);
    const db = demoDatabase(clock, overlay);
    await db.ready();
    const store = new InMemoryEmailHeaderStore({ db });
    await store.create(SECOND_DEMO_EID, NEW_HEADER, 'Cabecera de Farmacia Prieto Navarro');
    await store.update(MAIN_DEMO_EID, FOREIGN_HEADER);
    await db.flush();

    const reloadedDb = demoDatabase(new ManualClock(CONTRACT_NOW + 60_000), overlay);
    await reloadedDb.ready();
    const reloaded = new InMemoryEmailHeaderStore({ db: reloadedDb });
    expect(await reloaded.get(SECOND_DEMO_EID)).toEqual(NEW_HEADER);
    expect(await reloaded.get(MAIN_DEMO_EID)).toEqual({ json: FOREIGN_HEADER.json, html: '' });
    expect(reloaded.stored(SECOND_DEMO_EID)?.description).toBe('Cabecera de Farmacia Prieto Navarro');
    expect(await reloaded.get(PARTNER_DEMO_EID)).toBeUndefined();
    expect(new Set((await overlay.load()).rows.map((row) => row.collection))).toEqual(new Set(['emailHeaders']));
  });
});

describe('HttpEmailHeaderStore wire format', () => {
  const world = useFakeApi();
  const store = () => new HttpEmailHeaderStore(campaignsClient());
  const answerGet = (body: JsonBodyType, status = 200): void => {
    world().fake.server.use(http.get(`${SHEETS_URL}/get_sheet_header/:eid`, () => HttpResponse.json(body, { status })));
  };

  beforeEach(() => {
    world().fake.server.use(...fakeHeaderHandlers(new InMemoryEmailHeaderStore({ db: demoDatabase(world().clock) })));
  });

  it('GETs the header from /api/v1/sheets/get_sheet_header/{eid} with the identity headers and no body', async () => {
    expect(await store().get(MAIN_DEMO_EID)).toEqual({ json: LLORENTE_JSON, html: LLORENTE_HTML });
    const calls = world().fake.requestsTo('/api/v1/sheets/get_sheet_header/500');
    expect(calls.map((call) => `${call.method} ${call.url.origin}${call.url.search}`)).toEqual([`GET ${CAMPAIGNS_URL}`]);
    expect(calls[0]?.body).toBeUndefined();
    expect({ eid: calls[0]?.headers.eid, uid: calls[0]?.headers.uid, token: calls[0]?.headers.token }).toEqual({ eid: '500', uid: '2', token: 'token-2' });
  });

  it('POSTs a new header to /api/v1/sheets/newSheetHeader/{eid} with the design and the description only', async () => {
    await store().create(SECOND_DEMO_EID, NEW_HEADER, 'Cabecera de Farmacia Prieto Navarro');
    const calls = world().fake.requestsTo('/api/v1/sheets/newSheetHeader/512');
    expect(calls.map((call) => `${call.method} ${call.url.origin}${call.url.search}`)).toEqual([`POST ${CAMPAIGNS_URL}`]);
    expect(calls[0]?.body).toStrictEqual({ json: NEW_HEADER.json, desc: 'Cabecera de Farmacia Prieto Navarro' });
    expect({ type: calls[0]?.headers['content-type'], eid: calls[0]?.headers.eid, token: calls[0]?.headers.token }).toEqual({ type: 'application/json', eid: '500', token: 'token-2' });
  });

  it('POSTs a changed header to /api/v1/sheets/update_header/{eid} with the design only', async () => {
    await store().update(MAIN_DEMO_EID, FOREIGN_HEADER);
    const calls = world().fake.requestsTo('/api/v1/sheets/update_header/500');
    expect(calls.map((call) => `${call.method} ${call.url.origin}${call.url.search}`)).toEqual([`POST ${CAMPAIGNS_URL}`]);
    expect(calls[0]?.body).toStrictEqual({ json: FOREIGN_HEADER.json });
    expect(calls[0]?.headers['content-type']).toBe('application/json');
  });

  it.each([
    ['a bare sheet: the design as JSON_content text, the email as Content', { EID: 512, Description: 'Cabecera', type: 'header', JSON_content: '{"a":1}', Content: '<p>h</p>' }, { json: '{"a":1}', html: '<p>h</p>' }],
    ['an enveloped sheet with JSON_content as an object', { success: true, data: { JSON_content: { page: { rows: [] } }, Content: '<p>h</p>' } }, { json: '{"page":{"rows":[]}}', html: '<p>h</p>' }],
    ['the design as json, the email as html', { success: true, data: { json: '{"a":1}', html: '<p>h</p>' } }, { json: '{"a":1}', html: '<p>h</p>' }],
    ['json as an object, without an email', { success: true, data: { json: { a: 1 } } }, { json: '{"a":1}', html: '' }],
    ['JSON_content before json, html before Content', { success: true, data: { JSON_content: '{"a":1}', json: '{"b":2}', Content: '<p>c</p>', html: '<p>h</p>' } }, { json: '{"a":1}', html: '<p>h</p>' }],
    ['null fields skipped', { success: true, data: { JSON_content: null, json: '{"b":2}', Content: null, html: null } }, { json: '{"b":2}', html: '' }],
    ['the design as Content (an object) when nothing else carries it', { success: true, data: { Content: { a: 1 } } }, { json: '{"a":1}', html: '' }],
    ['the design as Content (JSON text) when nothing else carries it, the email as html', { success: true, data: { Content: ' {"a":1}', html: '<p>h</p>' } }, { json: ' {"a":1}', html: '<p>h</p>' }],
    ['Content as the email when it is not JSON and nothing carries a design', { success: true, data: { Content: '<p>h</p>' } }, { json: '', html: '<p>h</p>' }],
    ['an empty design and email', { success: true, data: { JSON_content: '', Content: '' } }, { json: '', html: '' }],
    ['an enveloped list: its first sheet', { success: true, data: [{ JSON_content: '{"a":1}' }, { JSON_content: '{"b":2}' }] }, { json: '{"a":1}', html: '' }],
    ['a bare one-element list', [{ JSON_content: '{"a":1}', Content: '<p>h</p>' }], { json: '{"a":1}', html: '<p>h</p>' }],
  ] as const)('reads %s', async (_name, body, expected) => {
    answerGet(body as JsonBodyType);
    expect(await store().get(SECOND_DEMO_EID)).toEqual(expected);
  });

  it.each([
    ['success without data', { success: true }],
    ['null data', { success: true, data: null }],
    ['an empty list', { success: true, data: [] }],
    ['a sheet with no design and no email', { success: true, data: { EID: 512, Description: 'Cabecera' } }],
    ['a bare null', null],
    ['a bare empty list', []],
    ['a bare empty object', {}],
  ] as const)('reads %s as no header', async (_name, body) => {
    answerGet(body as JsonBodyType);
    expect(await store().get(SECOND_DEMO_EID)).toBeUndefined();
  });

  it('reads a 404 as no header', async () => {
    answerGet({ success: false, message: 'No existe la cabecera' }, 404);
    expect(await store().get(SECOND_DEMO_EID)).toBeUndefined();
  });

  it('maps a failed read to an ApiError with the server’s message, and refuses an answer that is not a sheet', async () => {
    answerGet({ success: false, message: 'Hubo un error al leer la cabecera' }, 500);
    expect(await failure(store().get(MAIN_DEMO_EID))).toEqual({ kind: 'http', status: 500 });
    await expect(store().get(MAIN_DEMO_EID)).rejects.toThrow('Hubo un error al leer la cabecera');
    answerGet({ success: false, message: 'Sin permiso' }, 403);
    expect(await failure(store().get(MAIN_DEMO_EID))).toEqual({ kind: 'forbidden', status: 403 });
    answerGet({ success: false, message: 'Farmacia sin cabecera' });
    expect(await failure(store().get(MAIN_DEMO_EID), { serverMessage: true })).toEqual({ kind: 'server-message', status: 200, serverMessage: 'Farmacia sin cabecera' });
    for (const body of [{ success: true, data: 'cabecera' }, { success: true, data: { JSON_content: 42 } }, { success: 'yes', JSON_content: '{"a":1}' }, 'cabecera', 7]) {
      answerGet(body);
      expect(await failure(store().get(MAIN_DEMO_EID))).toEqual({ kind: 'bad-response', status: 200 });
    }
  });

  it.each([
    ['create', (s: EmailHeaderStore) => s.create(SECOND_DEMO_EID, NEW_HEADER, 'Cabecera'), 'newSheetHeader/512'],
    ['update', (s: EmailHeaderStore) => s.update(MAIN_DEMO_EID, NEW_HEADER), 'update_header/500'],
  ] as const)('maps a failed %s to an ApiError with the server’s message, and refuses an answer that does not say it worked', async (_name, call, path) => {
    const url = `${SHEETS_URL}/${path}`;
    world().fake.server.use(http.post(url, () => HttpResponse.json({ success: false, message: 'Hubo un error al guardar la cabecera' }, { status: 500 })));
    expect(await failure(call(store()))).toEqual({ kind: 'http', status: 500 });
    await expect(call(store())).rejects.toThrow('Hubo un error al guardar la cabecera');
    world().fake.server.use(http.post(url, () => HttpResponse.json({ success: false, message: 'La cabecera no es válida' })));
    expect(await failure(call(store()), { serverMessage: true })).toEqual({ kind: 'server-message', status: 200, serverMessage: 'La cabecera no es válida' });
    world().fake.server.use(http.post(url, () => HttpResponse.json({ saved: 1 })));
    expect(await failure(call(store()))).toEqual({ kind: 'bad-response', status: 200 });
    world().fake.server.use(http.post(url, () => HttpResponse.json({ success: true, data: { affectedRows: 1 } })));
    expect(await call(store())).toBeUndefined();
  });

  it('sends nothing without a campaign service address, and does not read that as no header', async () => {
    const client = new HttpClient({ urls: {}, identity: () => IDENTITY });
    expect(await failure(new HttpEmailHeaderStore(client).get(MAIN_DEMO_EID))).toEqual({ kind: 'no-url', status: 404 });
    expect(await failure(new HttpEmailHeaderStore(client).create(SECOND_DEMO_EID, NEW_HEADER, 'Cabecera'))).toEqual({ kind: 'no-url', status: 404 });
    expect(await failure(new HttpEmailHeaderStore(client).update(MAIN_DEMO_EID, NEW_HEADER))).toEqual({ kind: 'no-url', status: 404 });
    expect(world().fake.requests).toEqual([]);
  });
});
