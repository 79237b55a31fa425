import { beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import { senderStatus, type Sender, type SenderForm, type SenderGateway } from '@domain/senders';
import { isApiError, type Clock } from '@domain/shared-kernel';
import { DEMO_ENTITY_EID, DemoDatabase, MAIN_DEMO_EID, MemoryOverlayStore, PARTNER_DEMO_EID, SECOND_DEMO_EID } from '@adapters/demo';
import { HttpClient, ManualClock, MemoryStorage } from '@adapters/shared';
import { HttpSenderGateway, InMemorySenderGateway, NO_SENDER_TO_VERIFY_MESSAGE } from '@adapters/senders';
import { CONTRACT_NOW, describeContract, useFakeApi } from '../../support/contract';
import { failure } from '../../support/failure';

const CAMPAIGNS_URL = 'http://campaigns.test';
/** The `farmacia` account's identity, as the sender calls carry it. */
const IDENTITY = { eid: MAIN_DEMO_EID, uid: 2, token: 'token-2' } as const;

const campaignsClient = (): HttpClient => new HttpClient({ urls: { campaigns: CAMPAIGNS_URL }, identity: () => IDENTITY });

const demoDatabase = (clock: Clock, overlay?: MemoryOverlayStore): DemoDatabase => new DemoDatabase({ storage: new MemoryStorage(), clock, latencyMs: 0, overlay });

const aForm = (overrides: Partial<SenderForm> = {}): SenderForm => ({ name: 'Farmacia Castillo', email: 'hola@farmacia-castillo.es', smsSender: 'FCastillo', ...overrides });

/** A sender as the campaign service sends it (spec 2 §3 field names). */
const wireSender = (sender: Sender): Record<string, unknown> => ({ name: sender.name, email: sender.email, sms_sender: sender.smsSender, active: sender.active, from_email: sender.fromEmail ?? null });

/**
 * The sender calls of the campaign service (spec 2 §7: /api/v1/sender/…), served from the same demo data
 * the memory profile generates. A pharmacy without a sender answers `data: null`. Failures answer as the
 * service does: `success: false` with the message, with the failure's status.
 */
function fakeSenderHandlers(clock: Clock): HttpHandler[] {
  const base = `${CAMPAIGNS_URL}/api/v1/sender`;
  const gateway = new InMemorySenderGateway(demoDatabase(clock));
  const answer = async (request: Request, call: () => Promise<unknown>): Promise<Response> => {
    if ((request.headers.get('token') ?? '') === '') return HttpResponse.json({ success: false, message: 'Sin permiso' }, { status: 403 });
    try {
      const data = await call();
      return HttpResponse.json((data === undefined ? { success: true } : { success: true, data }) as JsonBodyType);
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.kind === 'server-message') return HttpResponse.json({ success: false, message: error.serverMessage });
      return HttpResponse.json({ success: false, message: error.message }, { status: error.status });
    }
  };
  return [
    http.get(`${base}/get-sender/eid/:eid`, ({ request, params }) =>
      answer(request, async () => {
        const sender = await gateway.get(Number(params.eid));
        return sender === undefined ? null : wireSender(sender);
      }),
    ),
    http.post(`${base}/create-sender/eid/:eid`, async ({ request, params }) => {
      const body = (await request.clone().json()) as { name: string; email: string; sms_sender: string };
      return answer(request, async () => wireSender(await gateway.register(Number(params.eid), { name: body.name, email: body.email, smsSender: body.sms_sender })));
    }),
    http.put(`${base}/resend-sender/eid/:eid`, ({ request, params }) => answer(request, () => gateway.resendVerification(Number(params.eid)))),
  ];
}

describeContract<SenderGateway>(
  'SenderGateway',
  {
    memory: ({ db }) => new InMemorySenderGateway(db),
    http: ({ clock, fake }) => {
      fake.server.use(...fakeSenderHandlers(clock));
      return new HttpSenderGateway(campaignsClient());
    },
  },
  (world) => {
    it('gives Farmacia Llorente (farmacia) a verified sender', async () => {
      expect(await world().port.get(MAIN_DEMO_EID)).toEqual({ name: 'Farmacia Llorente', email: 'info@farmacia-llorente.es', smsSender: 'FLlorente', active: true, fromEmail: 'info@farmacia-llorente.es' });
    });

    it.each([SECOND_DEMO_EID, DEMO_ENTITY_EID])('gives pharmacy %i a sender waiting for its verification email', async (eid) => {
      const sender = await world().port.get(eid);
      expect(senderStatus(sender)).toBe('UNVERIFIED');
      expect(sender?.fromEmail).toBeUndefined();
      expect(sender?.smsSender.length).toBeLessThanOrEqual(11);
    });

    it.each([PARTNER_DEMO_EID, 99_999])('answers pharmacy %i, which has no sender, with undefined', async (eid) => {
      expect(await world().port.get(eid)).toBeUndefined();
    });

    it('registers a sender, as given and not verified, and reads it back', async () => {
      const form = aForm({ smsSender: 'FarmaciaCastillo' });
      const registered = await world().port.register(PARTNER_DEMO_EID, form);
      expect(registered).toEqual({ name: 'Farmacia Castillo', email: 'hola@farmacia-castillo.es', smsSender: 'FarmaciaCastillo', active: false, fromEmail: undefined });
      expect(await world().port.get(PARTNER_DEMO_EID)).toEqual(registered);
    });

    it('replaces a verified sender with one waiting for verification', async () => {
      await world().port.register(MAIN_DEMO_EID, aForm({ name: 'Farmacia Llorente', email: 'campanas@farmacia-llorente.es', smsSender: 'FLlorente' }));
      expect(await world().port.get(MAIN_DEMO_EID)).toEqual({ name: 'Farmacia Llorente', email: 'campanas@farmacia-llorente.es', smsSender: 'FLlorente', active: false, fromEmail: undefined });
    });

    it('refuses a sender of a pharmacy the service does not know with 404', async () => {
      expect(await failure(world().port.register(99_999, aForm()))).toEqual({ kind: 'not-found', status: 404 });
    });

    it('resends the verification email of a sender', async () => {
      await expect(world().port.resendVerification(SECOND_DEMO_EID)).resolves.toBeUndefined();
      expect(senderStatus(await world().port.get(SECOND_DEMO_EID))).toBe('UNVERIFIED');
      await world().port.register(PARTNER_DEMO_EID, aForm());
      await expect(world().port.resendVerification(PARTNER_DEMO_EID)).resolves.toBeUndefined();
    });

    it('refuses to resend for a pharmacy without a sender, with the server’s message', async () => {
      expect(await failure(world().port.resendVerification(PARTNER_DEMO_EID), { serverMessage: true })).toEqual({
        kind: 'server-message',
        status: 200,
        serverMessage: NO_SENDER_TO_VERIFY_MESSAGE,
      });
    });
  },
);

describe('InMemorySenderGateway demo', () => {
  it('verifies a sender when the link of its verification email is followed', async () => {
    const gateway = new InMemorySenderGateway(demoDatabase(new ManualClock(CONTRACT_NOW)));
    const registered = await gateway.register(PARTNER_DEMO_EID, aForm());
    await gateway.confirmVerification(PARTNER_DEMO_EID);
    expect(await gateway.get(PARTNER_DEMO_EID)).toEqual({ ...registered, active: true, fromEmail: 'hola@farmacia-castillo.es' });
    await gateway.confirmVerification(SECOND_DEMO_EID);
    expect(senderStatus(await gateway.get(SECOND_DEMO_EID))).toBe('VERIFIED');
  });

  it('cannot verify a pharmacy without a sender', async () => {
    const gateway = new InMemorySenderGateway(demoDatabase(new ManualClock(CONTRACT_NOW)));
    expect(await failure(gateway.confirmVerification(PARTNER_DEMO_EID))).toEqual({ kind: 'not-found', status: 404 });
  });

  it('gives the other pharmacies verified senders, senders to verify and none, the same for the same seed', async () => {
    const senders = async () => {
      const gateway = new InMemorySenderGateway(demoDatabase(new ManualClock(CONTRACT_NOW)));
      return Promise.all(Array.from({ length: 40 }, (_, index) => gateway.get(MAIN_DEMO_EID + 1 + index)));
    };
    const first = await senders();
    expect(await senders()).toEqual(first);
    const statuses = first.map(senderStatus);
    expect(new Set(statuses)).toEqual(new Set(['VERIFIED', 'UNVERIFIED', 'MISSING']));
    expect(statuses.filter((status) => status === 'VERIFIED').length).toBeGreaterThan(statuses.filter((status) => status === 'MISSING').length);
    for (const sender of first) if (sender !== undefined) expect(sender.smsSender).toMatch(/^F[A-Za-z0-9]{1,10}$/);
  });

  it('keeps registrations and verifications in the overlay, so a reload finds them', async () => {
    const overlay = new MemoryOverlayStore({ persistent: true });
    const db = demoDatabase(new ManualClock(CONTRACT_NOW), overlay);
    await db.ready();
    const gateway = new InMemorySenderGateway(db);
    const registered = await gateway.register(PARTNER_DEMO_EID, aForm());
    await gateway.confirmVerification(SECOND_DEMO_EID);
    await db.flush();

    const reloadedDb = demoDatabase(new ManualClock(CONTRACT_NOW + 86_400_000), overlay);
    await reloadedDb.ready();
    const reloaded = new InMemorySenderGateway(reloadedDb);
    expect(await reloaded.get(PARTNER_DEMO_EID)).toEqual(registered);
    expect(senderStatus(await reloaded.get(SECOND_DEMO_EID))).toBe('VERIFIED');
    expect(await reloaded.get(MAIN_DEMO_EID)).toEqual(await new InMemorySenderGateway(demoDatabase(new ManualClock(CONTRACT_NOW))).get(MAIN_DEMO_EID));
    expect((await overlay.load()).rows.map((row) => `${row.collection}/${row.key}`).sort()).toEqual([`senders/${SECOND_DEMO_EID}`, `senders/${PARTNER_DEMO_EID}`]);
  });
});

describe('HttpSenderGateway wire format', () => {
  const world = useFakeApi();
  const gateway = () => new HttpSenderGateway(campaignsClient());
  const getUrl = `${CAMPAIGNS_URL}/api/v1/sender/get-sender/eid/:eid`;
  const createUrl = `${CAMPAIGNS_URL}/api/v1/sender/create-sender/eid/:eid`;

  beforeEach(() => {
    world().fake.server.use(...fakeSenderHandlers(world().clock));
  });

  it('GETs /api/v1/sender/get-sender/eid/{eid} on the campaign service with the identity headers', async () => {
    await gateway().get(SECOND_DEMO_EID);
    const calls = world().fake.requestsTo('/api/v1/sender/get-sender/eid/512');
    expect(calls.map((call) => `${call.method} ${call.url.origin}${call.url.pathname}${call.url.search}`)).toEqual([`GET ${CAMPAIGNS_URL}/api/v1/sender/get-sender/eid/512`]);
    const [call] = calls;
    expect({ eid: call?.headers.eid, uid: call?.headers.uid, token: call?.headers.token, accept: call?.headers.accept, body: call?.body }).toEqual({ eid: '500', uid: '2', token: 'token-2', accept: 'application/json', body: undefined });
  });

  it('POSTs a sender to /api/v1/sender/create-sender/eid/{eid} as name, email and sms_sender', async () => {
    await gateway().register(PARTNER_DEMO_EID, aForm({ name: 'Farmacia Castillo ñ', smsSender: 'FarmaciaCastillo' }));
    const [call] = world().fake.requestsTo('/api/v1/sender/create-sender/eid/520');
    expect(call?.method).toBe('POST');
    expect(call?.headers['content-type']).toBe('application/json');
    expect(call?.headers.token).toBe('token-2');
    expect(call?.body).toEqual({ name: 'Farmacia Castillo ñ', email: 'hola@farmacia-castillo.es', sms_sender: 'FarmaciaCastillo' });
  });

  it('PUTs /api/v1/sender/resend-sender/eid/{eid} without a body', async () => {
    await gateway().resendVerification(SECOND_DEMO_EID);
    const calls = world().fake.requestsTo('/api/v1/sender/resend-sender/eid/512');
    expect(calls.map((call) => `${call.method} ${call.url.search}`)).toEqual(['PUT ']);
    expect(calls[0]?.headers.token).toBe('token-2');
    expect(calls[0]?.body).toBeUndefined();
  });

  it.each<[string, JsonBodyType]>([
    ['no data', { success: true }],
    ['null', { success: true, data: null }],
    ['false', { success: true, data: false }],
    ['an empty list', { success: true, data: [] }],
    ['an empty object', { success: true, data: {} }],
  ])('reads an answer with %s as no sender', async (_name, body) => {
    world().fake.server.use(http.get(getUrl, () => HttpResponse.json(body)));
    expect(await gateway().get(PARTNER_DEMO_EID)).toBeUndefined();
  });

  it('reads a sender whatever form its fields come in', async () => {
    world().fake.server.use(http.get(getUrl, () => HttpResponse.json({ success: true, data: [{ name: null, email: 'a@b.es', sms_sender: 'FAB', active: '1', from_email: '', _id: 'x' }] })));
    expect(await gateway().get(PARTNER_DEMO_EID)).toEqual({ name: '', email: 'a@b.es', smsSender: 'FAB', active: true, fromEmail: undefined });
    world().fake.server.use(http.get(getUrl, () => HttpResponse.json({ success: true, data: { email: 'a@b.es', active: 'false', from_email: 'envios@b.es' } })));
    expect(await gateway().get(PARTNER_DEMO_EID)).toEqual({ name: '', email: 'a@b.es', smsSender: '', active: false, fromEmail: 'envios@b.es' });
    world().fake.server.use(http.get(getUrl, () => HttpResponse.json({ success: true, data: { email: 'a@b.es' } })));
    expect((await gateway().get(PARTNER_DEMO_EID))?.active).toBe(false);
  });

  it('answers the registered sender, not verified, when the service does not send it back', async () => {
    world().fake.server.use(http.post(createUrl, () => HttpResponse.json({ success: true, data: 'ok' })));
    expect(await gateway().register(PARTNER_DEMO_EID, aForm())).toEqual({ ...aForm(), active: false, fromEmail: undefined });
  });

  it('refuses a sender without an address as a bad response', async () => {
    world().fake.server.use(http.get(getUrl, () => HttpResponse.json({ success: true, data: { name: 'Sin correo', active: true } })));
    expect(await failure(gateway().get(PARTNER_DEMO_EID))).toEqual({ kind: 'bad-response', status: 200 });
  });

  it.each([
    ['get', (g: SenderGateway) => g.get(PARTNER_DEMO_EID), 'get', '/get-sender/eid/:eid'],
    ['register', (g: SenderGateway) => g.register(PARTNER_DEMO_EID, aForm()), 'post', '/create-sender/eid/:eid'],
    ['resendVerification', (g: SenderGateway) => g.resendVerification(PARTNER_DEMO_EID), 'put', '/resend-sender/eid/:eid'],
  ] as const)('maps a failed %s to an ApiError with the server’s message', async (_name, call, method, path) => {
    const url = `${CAMPAIGNS_URL}/api/v1/sender${path}`;
    world().fake.server.use(http[method](url, () => HttpResponse.json({ success: false, message: 'server internal error' }, { status: 500 })));
    expect(await failure(call(gateway()))).toEqual({ kind: 'http', status: 500 });
    await expect(call(gateway())).rejects.toThrow('server internal error');
    world().fake.server.use(http[method](url, () => HttpResponse.json({ success: false, message: 'El remitente no ha podido ser registrado' })));
    expect(await failure(call(gateway()), { serverMessage: true })).toEqual({ kind: 'server-message', status: 200, serverMessage: 'El remitente no ha podido ser registrado' });
  });
});
