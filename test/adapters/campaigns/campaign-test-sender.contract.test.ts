import { beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import { testEmailSubject, type CampaignTestSender, type EmailTest, type SmsTest } from '@domain/campaigns';
import { isApiError, type Clock } from '@domain/shared-kernel';
import { DemoDatabase, MAIN_DEMO_EID, MemoryOverlayStore, SECOND_DEMO_EID } from '@adapters/demo';
import { HttpClient, ManualClock, MemoryStorage } from '@adapters/shared';
import { HttpCampaignTestSender, InMemoryCampaignTestSender } from '@adapters/campaigns';
import { CONTRACT_NOW, describeContract, useFakeApi } from '../../support/contract';
import { failure } from '../../support/failure';

const CAMPAIGNS_URL = 'http://campaigns.test';
/** The `farmacia` account's identity, as the campaign calls carry it. */
const IDENTITY = { eid: MAIN_DEMO_EID, uid: 2, token: 'token-2' } as const;
const MINUTE_MS = 60_000;

const campaignsClient = (): HttpClient => new HttpClient({ urls: { campaigns: CAMPAIGNS_URL }, identity: () => IDENTITY });

const demoDatabase = (clock: Clock, overlay?: MemoryOverlayStore): DemoDatabase => new DemoDatabase({ storage: new MemoryStorage(), clock, latencyMs: 0, overlay });

const anEmailTest = (overrides: Partial<EmailTest> = {}): EmailTest => ({
  eid: MAIN_DEMO_EID,
  to: ['ana.garcia@example.es', 'luis@example.es'],
  subject: testEmailSubject('Tu vacuna de la gripe ya está disponible'),
  html: '<!DOCTYPE html><p>Hola, ñandú 💉</p>',
  ...overrides,
});

const anSmsTest = (overrides: Partial<SmsTest> = {}): SmsTest => ({
  eid: MAIN_DEMO_EID,
  to: ['612345678', '712345678'],
  message: 'Ven a medir tu tension gratis esta semana.',
  sender: 'FLlorente',
  ...overrides,
});

/**
 * The test calls of the campaign service (spec 2 §7: POST /campaign/createSMSTest; the test email's
 * path, not shown in the spec, POST /campaign/sendTestEmail), recorded in `outbox`, the demo backend.
 * The SMS's pharmacy is the entity header's, as its body does not name one. Failures answer as the
 * service does: `success: false` with the message, with the failure's status.
 */
function fakeTestHandlers(outbox: InMemoryCampaignTestSender): HttpHandler[] {
  const base = `${CAMPAIGNS_URL}/api/v1/campaign`;
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
    http.post(`${base}/createSMSTest`, async ({ request }) => {
      const body = (await request.clone().json()) as { dest: string; message: string; sender: string };
      const eid = Number(request.headers.get('eid'));
      return answer(request, () => outbox.sendSms({ eid, to: body.dest.split(','), message: body.message, sender: body.sender }));
    }),
    http.post(`${base}/sendTestEmail`, async ({ request }) => {
      const body = (await request.clone().json()) as { eid: number; emails: string[]; subject: string; html: string };
      return answer(request, () => outbox.sendEmail({ eid: body.eid, to: body.emails, subject: body.subject, html: body.html }));
    }),
  ];
}

/** Where the test sends end up: the memory adapter itself, or the demo backend behind the fake service. */
let backend: InMemoryCampaignTestSender | undefined;
const outbox = (eid: number) => {
  if (backend === undefined) throw new Error('The backend is built with the adapter');
  return backend.outbox(eid);
};

describeContract<CampaignTestSender>(
  'CampaignTestSender',
  {
    memory: ({ db, clock }) => {
      backend = new InMemoryCampaignTestSender({ db, clock });
      return backend;
    },
    http: ({ clock, fake }) => {
      backend = new InMemoryCampaignTestSender({ db: demoDatabase(clock), clock });
      fake.server.use(...fakeTestHandlers(backend));
      return new HttpCampaignTestSender(campaignsClient());
    },
  },
  (world) => {
    it('sends a test email to every address, kept in the pharmacy’s outbox', async () => {
      expect(await world().port.sendEmail(anEmailTest())).toBeUndefined();
      expect(outbox(MAIN_DEMO_EID)).toEqual([
        {
          id: '6b015d90000001f400000001',
          channel: 'email',
          test: { eid: 500, to: ['ana.garcia@example.es', 'luis@example.es'], subject: '[TEST] Tu vacuna de la gripe ya está disponible', html: '<!DOCTYPE html><p>Hola, ñandú 💉</p>' },
          sentAt: CONTRACT_NOW,
        },
      ]);
    });

    it('sends a test SMS to every number from the sender’s name, newest first in the outbox', async () => {
      await world().port.sendEmail(anEmailTest({ to: ['ana.garcia@example.es'] }));
      world().clock.advance(MINUTE_MS);
      expect(await world().port.sendSms(anSmsTest())).toBeUndefined();
      expect(outbox(MAIN_DEMO_EID).map((sent) => [sent.id, sent.channel, sent.sentAt])).toEqual([
        ['6b015dcc000001f400000002', 'sms', CONTRACT_NOW + MINUTE_MS],
        ['6b015d90000001f400000001', 'email', CONTRACT_NOW],
      ]);
      expect(outbox(MAIN_DEMO_EID)[0]).toEqual({
        id: '6b015dcc000001f400000002',
        channel: 'sms',
        test: { eid: 500, to: ['612345678', '712345678'], message: 'Ven a medir tu tension gratis esta semana.', sender: 'FLlorente' },
        sentAt: CONTRACT_NOW + MINUTE_MS,
      });
    });

    it('keeps each pharmacy’s tests apart', async () => {
      await world().port.sendSms(anSmsTest({ eid: SECOND_DEMO_EID, to: ['698765432'], sender: 'FPrieto' }));
      await world().port.sendEmail(anEmailTest({ eid: SECOND_DEMO_EID, to: ['javier@example.es'] }));
      expect(outbox(MAIN_DEMO_EID)).toEqual([]);
      expect(outbox(SECOND_DEMO_EID).map((sent) => [sent.channel, sent.test.eid, sent.test.to])).toEqual([
        ['email', 512, ['javier@example.es']],
        ['sms', 512, ['698765432']],
      ]);
    });

    it('refuses tests for a pharmacy the service does not know with 404, keeping nothing', async () => {
      expect(await failure(world().port.sendEmail(anEmailTest({ eid: 99_999 })))).toEqual({ kind: 'not-found', status: 404 });
      expect(await failure(world().port.sendSms(anSmsTest({ eid: 99_999 })))).toEqual({ kind: 'not-found', status: 404 });
      expect(outbox(99_999)).toEqual([]);
    });
  },
);

describe('InMemoryCampaignTestSender outbox', () => {
  it('survives a reload, as the demo database’s overlay keeps it', async () => {
    const overlay = new MemoryOverlayStore({ persistent: true });
    const clock = new ManualClock(CONTRACT_NOW);
    const db = demoDatabase(clock, overlay);
    await db.ready();
    const sender = new InMemoryCampaignTestSender({ db, clock });
    await sender.sendSms(anSmsTest());
    await db.flush();

    const reloadedDb = demoDatabase(new ManualClock(CONTRACT_NOW + MINUTE_MS), overlay);
    await reloadedDb.ready();
    expect(new InMemoryCampaignTestSender({ db: reloadedDb, clock }).outbox(MAIN_DEMO_EID)).toEqual(sender.outbox(MAIN_DEMO_EID));
    expect(sender.outbox(MAIN_DEMO_EID)).toHaveLength(1);
    expect(new Set((await overlay.load()).rows.map((row) => row.collection))).toEqual(new Set([`campaignTests.${MAIN_DEMO_EID}`]));
  });
});

describe('HttpCampaignTestSender wire format', () => {
  const world = useFakeApi();
  const sender = () => new HttpCampaignTestSender(campaignsClient());

  beforeEach(() => {
    world().fake.server.use(...fakeTestHandlers(new InMemoryCampaignTestSender({ db: demoDatabase(world().clock), clock: world().clock })));
  });

  it('POSTs a test SMS to /api/v1/campaign/createSMSTest with the numbers joined by commas, the text and the sender', async () => {
    await sender().sendSms(anSmsTest({ eid: SECOND_DEMO_EID, message: 'Prueba: 20% en solares ¡ya!' }));
    const calls = world().fake.requestsTo('/api/v1/campaign/createSMSTest');
    expect(calls.map((call) => `${call.method} ${call.url.origin}${call.url.search}`)).toEqual([`POST ${CAMPAIGNS_URL}`]);
    expect(calls[0]?.body).toEqual({ dest: '612345678,712345678', message: 'Prueba: 20% en solares ¡ya!', sender: 'FLlorente' });
    expect({ type: calls[0]?.headers['content-type'], eid: calls[0]?.headers.eid, uid: calls[0]?.headers.uid, token: calls[0]?.headers.token }).toEqual({
      type: 'application/json',
      eid: '512',
      uid: '2',
      token: 'token-2',
    });
  });

  it('POSTs a test email to /api/v1/campaign/sendTestEmail with the pharmacy, the addresses, the subject and the HTML', async () => {
    await sender().sendEmail(anEmailTest());
    const calls = world().fake.requestsTo('/api/v1/campaign/sendTestEmail');
    expect(calls.map((call) => `${call.method} ${call.url.origin}${call.url.search}`)).toEqual([`POST ${CAMPAIGNS_URL}`]);
    expect(calls[0]?.body).toEqual({
      eid: 500,
      emails: ['ana.garcia@example.es', 'luis@example.es'],
      subject: '[TEST] Tu vacuna de la gripe ya está disponible',
      html: '<!DOCTYPE html><p>Hola, ñandú 💉</p>',
    });
    expect({ type: calls[0]?.headers['content-type'], eid: calls[0]?.headers.eid, token: calls[0]?.headers.token }).toEqual({ type: 'application/json', eid: '500', token: 'token-2' });
  });

  it.each([
    ['sendEmail', (s: CampaignTestSender) => s.sendEmail(anEmailTest()), '/sendTestEmail'],
    ['sendSms', (s: CampaignTestSender) => s.sendSms(anSmsTest()), '/createSMSTest'],
  ] as const)('maps a failed %s to an ApiError with the server’s message, and refuses an answer that does not say it worked', async (_name, call, path) => {
    const url = `${CAMPAIGNS_URL}/api/v1/campaign${path}`;
    world().fake.server.use(http.post(url, () => HttpResponse.json({ success: false, message: 'Hubo un error al enviar la prueba' }, { status: 500 })));
    expect(await failure(call(sender()))).toEqual({ kind: 'http', status: 500 });
    await expect(call(sender())).rejects.toThrow('Hubo un error al enviar la prueba');
    world().fake.server.use(http.post(url, () => HttpResponse.json({ success: false, message: 'número de teléfono incorrecto' })));
    expect(await failure(call(sender()), { serverMessage: true })).toEqual({ kind: 'server-message', status: 200, serverMessage: 'número de teléfono incorrecto' });
    world().fake.server.use(http.post(url, () => HttpResponse.json({ sent: 2 })));
    expect(await failure(call(sender()))).toEqual({ kind: 'bad-response', status: 200 });
    world().fake.server.use(http.post(url, () => HttpResponse.json({ success: true, data: { queued: 2 } })));
    expect(await call(sender())).toBeUndefined();
  });

  it('sends nothing without a campaign service address', async () => {
    const client = new HttpClient({ urls: {}, identity: () => IDENTITY });
    expect(await failure(new HttpCampaignTestSender(client).sendSms(anSmsTest()))).toEqual({ kind: 'no-url', status: 404 });
    expect(world().fake.requests).toEqual([]);
  });
});
