import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DateTime } from 'luxon';
import { http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import {
  EMPTY_COUNTS,
  aggregateCampaigns,
  countsInReport,
  defaultStatsPeriod,
  sentAt,
  isUnsent,
  type AggregateReportFilters,
  type BackofficeCampaignGateway,
} from '@domain/campaign-backoffice';
import type { Campaign } from '@domain/campaigns';
import { isApiError, type Clock } from '@domain/shared-kernel';
import {
  BACKOFFICE_DEMO_PHARMACIES,
  HttpBackofficeCampaignGateway,
  InMemoryBackofficeCampaignGateway,
  aggregateReportRequestDto,
  aggregateReportToDto,
  backofficeDemoPharmacies,
} from '@adapters/campaign-backoffice';
import { InMemoryCampaignRepository } from '@adapters/campaigns';
import { DEMO_ENTITY_EID, DemoDatabase, MAIN_DEMO_EID, PARTNER_DEMO_EID, SECOND_DEMO_EID } from '@adapters/demo';
import { HttpClient, ManualClock, MemoryStorage } from '@adapters/shared';
import { CONTRACT_NOW, describeContract, useFakeApi } from '../../support/contract';
import { documentedHandler } from '../../support/documented-path';
import { failure } from '../../support/failure';
import { withClients } from '../../support/demo-client-count';

/** The product the demo's API segments are named after (`{product}_SEGMENT`). */
const PRODUCT = 'farmacias';
const CAMPAIGNS_URL = 'http://campaigns.test';
/** The back-office identity, as the back office's calls carry it. */
const IDENTITY = { eid: -1, uid: 1, token: 'backoffice-token' } as const;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const campaignsClient = (): HttpClient => new HttpClient({ urls: { campaigns: CAMPAIGNS_URL }, identity: () => IDENTITY });

const demoDatabase = (clock: Clock, pharmacyCount?: number): DemoDatabase => new DemoDatabase({ storage: new MemoryStorage(), clock, latencyMs: 0, pharmacyCount });

/** The default period of the statistics at the contract instant: 01/12/2025 to 21/11/2026. */
const PERIOD = defaultStatsPeriod(CONTRACT_NOW);
const ALL: AggregateReportFilters = { ...PERIOD, eid: undefined, subtype: 'all' };

/**
 * The pharmacies' campaigns as the campaigns context's demo lists them, every listed pharmacy's, newest
 * first: the data set generated at the contract instant, read at `readAt`.
 */
async function expectedCampaigns(readAt: number = CONTRACT_NOW): Promise<Campaign[]> {
  const clock = new ManualClock(CONTRACT_NOW);
  const db = demoDatabase(clock);
  db.read();
  clock.set(readAt);
  const repository = new InMemoryCampaignRepository(withClients({ db, clock, product: PRODUCT }));
  const lists = await Promise.all(backofficeDemoPharmacies(db.read().pharmacies).map((eid) => repository.list(eid)));
  return lists.flat().sort((a, b) => b.created - a.created);
}

/** A campaign as the campaign service sends it (spec 2 §3 field names; instants as ISO text). */
function wireCampaign(campaign: Campaign): Record<string, unknown> {
  const iso = (at: number | undefined): string | null => (at === undefined ? null : new Date(at).toISOString());
  return {
    _id: campaign.id,
    eid: campaign.eid,
    type: 'campaign',
    subtype: campaign.subtype,
    brokerID: campaign.brokerId ?? null,
    campaignType: campaign.campaignType,
    topic: campaign.topic ?? null,
    status: campaign.status,
    history: campaign.history,
    jobs: campaign.jobs,
    created: iso(campaign.created),
    modified: iso(campaign.modified),
    reportId: campaign.reportId ?? null,
    redemption: campaign.redemption === undefined ? null : { type: campaign.redemption.type, date: iso(campaign.redemption.date) },
    schedule: campaign.schedule === undefined ? null : { scheduled: iso(campaign.schedule.scheduled), sendNow: campaign.schedule.sendNow },
    segment: { api: { id: campaign.segment.apiId ?? null }, excel: campaign.segment.excel ?? null, xlsx: campaign.segment.xlsx ?? null, type: campaign.segment.type, final_list_csv: campaign.segment.finalListCsv ?? null },
    content: { ...campaign.content, id_sheet: campaign.content.sheetId ?? null, sheetId: undefined },
    results: campaign.results === undefined ? null : { preProcessResults: campaign.results },
    brokerData: campaign.brokerData ?? null,
  };
}

/** The filters of a report request as the fake service reads its body. */
function filtersFromBody(body: Record<string, unknown>): AggregateReportFilters {
  return {
    dateMin: String(body.dateMin),
    dateMax: String(body.dateMax),
    eid: typeof body.eid === 'number' ? body.eid : undefined,
    subtype: body.subtype === 'email' || body.subtype === 'sms' ? body.subtype : 'all',
  };
}

/**
 * The back office's calls of the campaign service (spec 2 §7), served from the demo data the memory
 * profile generates at `clock`'s time, answering `{ success: true, data }`; requests without a token
 * get 403. The report's months with no campaign are left out, as a server may: the adapter completes them.
 */
function fakeBackofficeHandlers(gateway: InMemoryBackofficeCampaignGateway): HttpHandler[] {
  const answer = async (request: Request, call: () => Promise<unknown>): Promise<Response> => {
    if ((request.headers.get('token') ?? '') === '') return HttpResponse.json({ success: false, message: 'Sin permiso' }, { status: 403 });
    return HttpResponse.json({ success: true, data: (await call()) as JsonBodyType });
  };
  return [
    documentedHandler('backofficeCampaigns.listAll', CAMPAIGNS_URL, ({ request }) => answer(request, async () => (await gateway.listAll()).map(wireCampaign))),
    documentedHandler('backofficeCampaigns.listUnsent', CAMPAIGNS_URL, ({ request }) => answer(request, async () => (await gateway.listUnsent()).map(wireCampaign))),
    documentedHandler('backofficeCampaigns.sentCampaigns', CAMPAIGNS_URL, async ({ request }) => {
      const body = (await request.clone().json()) as Record<string, unknown>;
      // The service's search by its own fields: the instants as Madrid days, the pharmacy, the channel.
      const day = (iso: unknown, shift: number): string => DateTime.fromISO(String(iso), { zone: 'Europe/Madrid' }).plus({ days: shift }).toFormat('yyyy-MM-dd');
      const filters = filtersFromBody({ ...body, dateMin: day(body.dateMin, 0), dateMax: day(body.dateMax, -1) });
      return answer(request, async () => (await gateway.sentCampaigns(filters)).map(wireCampaign));
    }),
    documentedHandler('backofficeCampaigns.aggregateReport', CAMPAIGNS_URL, async ({ request }) => {
      const body = (await request.clone().json()) as Record<string, unknown>;
      return answer(request, async () => {
        const wire = aggregateReportToDto(await gateway.aggregateReport(filtersFromBody(body)));
        return { ...wire, byMonth: (wire.byMonth as { campaigns: number }[]).filter((month) => month.campaigns > 0) };
      });
    }),
  ];
}

/** The campaigns context's demo over the same data the adapter under test reads, to change it as a pharmacy would. */
let pharmacyCampaigns: InMemoryCampaignRepository;

describeContract<BackofficeCampaignGateway>(
  'BackofficeCampaignGateway',
  {
    memory: ({ db, clock }) => {
      pharmacyCampaigns = new InMemoryCampaignRepository(withClients({ db, clock, product: PRODUCT }));
      return new InMemoryBackofficeCampaignGateway(withClients({ db, clock, product: PRODUCT }));
    },
    http: ({ clock, fake }) => {
      const db = demoDatabase(clock);
      pharmacyCampaigns = new InMemoryCampaignRepository(withClients({ db, clock, product: PRODUCT }));
      fake.server.use(...fakeBackofficeHandlers(new InMemoryBackofficeCampaignGateway(withClients({ db, clock, product: PRODUCT }))));
      return new HttpBackofficeCampaignGateway(campaignsClient());
    },
  },
  (world) => {
    it('lists every campaign of the demo pharmacies, each with its pharmacy, newest first, without HTML', async () => {
      const all = await world().port.listAll();
      expect(all).toEqual(await expectedCampaigns());
      expect(all.length).toBe(751);
      expect(new Set(all.map((campaign) => campaign.eid)).size).toBe(BACKOFFICE_DEMO_PHARMACIES);
      expect([MAIN_DEMO_EID, SECOND_DEMO_EID, PARTNER_DEMO_EID, DEMO_ENTITY_EID].every((eid) => all.some((campaign) => campaign.eid === eid))).toBe(true);
      expect(all.map((campaign) => campaign.created)).toEqual([...all.map((campaign) => campaign.created)].sort((a, b) => b - a));
      expect(all.every((campaign) => campaign.content.html === '')).toBe(true);
      expect(new Set(all.map((campaign) => campaign.status))).toEqual(new Set(['DRAFT', 'PENDING', 'PROCESSING', 'SENDED', 'ERROR']));
    });

    it('lists the campaigns not sent: drafts, pending, being sent and failed, of every pharmacy', async () => {
      const unsent = await world().port.listUnsent();
      expect(unsent).toEqual((await expectedCampaigns()).filter(isUnsent));
      expect(new Set(unsent.map((campaign) => campaign.status))).toEqual(new Set(['DRAFT', 'PENDING', 'PROCESSING', 'ERROR']));
      expect(new Set(unsent.map((campaign) => campaign.eid)).size).toBe(BACKOFFICE_DEMO_PHARMACIES);
    });

    it('shows a pending campaign as the pharmacy’s list does once its send instant comes: being sent, then sent', async () => {
      const [pending] = (await world().port.listUnsent()).filter((campaign) => campaign.status === 'PENDING' && campaign.eid === MAIN_DEMO_EID);
      const scheduled = pending?.schedule?.scheduled as number;
      world().clock.set(scheduled);
      expect((await world().port.listUnsent()).find((campaign) => campaign.id === pending?.id)?.status).toBe('PROCESSING');
      world().clock.set(scheduled + HOUR_MS);
      expect((await world().port.listUnsent()).map((campaign) => campaign.id)).not.toContain(pending?.id);
      const sent = (await world().port.listAll()).find((campaign) => campaign.id === pending?.id);
      expect(sent).toMatchObject({ status: 'SENDED', eid: MAIN_DEMO_EID });
      expect(sent).toEqual((await pharmacyCampaigns.list(MAIN_DEMO_EID)).find((campaign) => campaign.id === pending?.id));
    });

    it('hides a deleted campaign and shows a reset one as unsent', async () => {
      const all = await world().port.listAll();
      const [draft] = all.filter((campaign) => campaign.status === 'DRAFT');
      const [sent] = all.filter((campaign) => campaign.status === 'SENDED');
      await pharmacyCampaigns.remove(draft?.id as string);
      await pharmacyCampaigns.resetToPending(sent?.id as string);
      expect((await world().port.listAll()).map((campaign) => campaign.id)).not.toContain(draft?.id);
      expect((await world().port.listUnsent()).map((campaign) => campaign.id)).not.toContain(draft?.id);
      expect((await world().port.listUnsent()).find((campaign) => campaign.id === sent?.id)?.status).toBe('PENDING');
    });

    it('adds up the sent campaigns of the period, by channel and by month, one entry for each of its months', async () => {
      const report = await world().port.aggregateReport(ALL);
      expect(report).toEqual(aggregateCampaigns(await expectedCampaigns(), ALL));
      expect(report.totals).toEqual({ campaigns: 444, recipients: 678_628, valid: 580_947, bounced: 5432, clickers: 25_084, unsubscribed: 1570 });
      expect(report.byMonth.map((month) => month.month)).toEqual([
        '2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11',
      ]);
      expect(report.byMonth.reduce((sum, month) => sum + month.counts.campaigns, 0)).toBe(444);
      expect(report.bySubtype.email.campaigns + report.bySubtype.sms.campaigns).toBe(444);
      expect(report.bySubtype.sms.clickers).toBe(0);
    });

    it('reports one pharmacy and one channel', async () => {
      const filters: AggregateReportFilters = { ...PERIOD, eid: MAIN_DEMO_EID, subtype: 'email' };
      const report = await world().port.aggregateReport(filters);
      expect(report).toEqual(aggregateCampaigns(await expectedCampaigns(), filters));
      expect(report.totals.campaigns).toBeGreaterThan(0);
      expect(report.bySubtype.sms).toEqual(EMPTY_COUNTS);
      expect(report.bySubtype.email).toEqual(report.totals);
    });

    it('reports nothing for a pharmacy without campaigns or a period without sendings, with its months', async () => {
      const unknown = await world().port.aggregateReport({ ...ALL, eid: 99_999 });
      expect(unknown.totals).toEqual(EMPTY_COUNTS);
      expect(unknown.byMonth).toHaveLength(12);
      const future = await world().port.aggregateReport({ dateMin: '2027-01-15', dateMax: '2027-02-01', eid: undefined, subtype: 'all' });
      expect(future).toEqual({ totals: EMPTY_COUNTS, bySubtype: { email: EMPTY_COUNTS, sms: EMPTY_COUNTS }, byMonth: [{ month: '2027-01', counts: EMPTY_COUNTS }, { month: '2027-02', counts: EMPTY_COUNTS }] });
    });

    it('finds the sent campaigns the report counts, most recently sent first, without HTML', async () => {
      const filters: AggregateReportFilters = { dateMin: '2026-06-01', dateMax: '2026-08-31', eid: undefined, subtype: 'sms' };
      const found = await world().port.sentCampaigns(filters);
      const expected = (await expectedCampaigns()).filter((campaign) => countsInReport(campaign, filters));
      expect(found.map((campaign) => campaign.id).sort()).toEqual(expected.map((campaign) => campaign.id).sort());
      expect(found.length).toBe((await world().port.aggregateReport(filters)).totals.campaigns);
      expect(found.length).toBeGreaterThan(5);
      expect(found.every((campaign) => campaign.status === 'SENDED' && campaign.subtype === 'sms' && campaign.content.html === '')).toBe(true);
      expect(found.map(sentAt)).toEqual([...found.map(sentAt)].sort((a, b) => b - a));
      const mine = await world().port.sentCampaigns({ ...ALL, eid: MAIN_DEMO_EID });
      expect(mine.length).toBe((await world().port.aggregateReport({ ...ALL, eid: MAIN_DEMO_EID })).totals.campaigns);
      expect(new Set(mine.map((campaign) => campaign.eid))).toEqual(new Set([MAIN_DEMO_EID]));
      expect(await world().port.sentCampaigns({ dateMin: '2027-01-15', dateMax: '2027-02-01', eid: undefined, subtype: 'all' })).toEqual([]);
    });

    it('counts a sending made since in the report of its day', async () => {
      const [pending] = (await world().port.listUnsent()).filter((campaign) => campaign.status === 'PENDING');
      const scheduled = pending?.schedule?.scheduled as number;
      // Scheduled between 7:00 and 11:00 UTC: the same day in Madrid.
      const day = new Date(scheduled).toISOString().slice(0, 10);
      const filters: AggregateReportFilters = { dateMin: day, dateMax: day, eid: pending?.eid, subtype: 'all' };
      expect((await world().port.aggregateReport(filters)).totals.campaigns).toBe(0);
      world().clock.set(scheduled + DAY_MS);
      const report = await world().port.aggregateReport(filters);
      expect(report.totals.campaigns).toBeGreaterThanOrEqual(1);
      expect(report).toEqual(aggregateCampaigns(await expectedCampaigns(scheduled + DAY_MS), filters));
    });
  },
);

describe('HttpBackofficeCampaignGateway wire format', () => {
  const world = useFakeApi();
  const gateway = () => new HttpBackofficeCampaignGateway(campaignsClient());
  const headersOf = (call: { headers: Record<string, string> } | undefined) => ({ eid: call?.headers.eid, uid: call?.headers.uid, token: call?.headers.token });
  const identityHeaders = { eid: '-1', uid: '1', token: 'backoffice-token' };
  let served: InMemoryBackofficeCampaignGateway;

  beforeEach(() => {
    served = new InMemoryBackofficeCampaignGateway(withClients({ db: demoDatabase(world().clock), clock: world().clock, product: PRODUCT }));
    world().fake.server.use(...fakeBackofficeHandlers(served));
  });

  it.each([
    ['listAll', '/api/v1/campaign/getAllCampaign/false'],
    ['listUnsent', '/api/v1/campaign/getCampaignWhereNotSend/false'],
  ] as const)('%s GETs %s (show_html false) with the identity headers and no body', async (method, path) => {
    await gateway()[method]();
    const calls = world().fake.requestsTo(path);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.method).toBe('GET');
    expect(headersOf(calls[0])).toEqual(identityHeaders);
    expect(calls[0]?.body).toBeUndefined();
  });

  it('POSTs the days, the pharmacy (null for all) and the channel to /api/v1/reports/getAggregateReport', async () => {
    await gateway().aggregateReport(ALL);
    await gateway().aggregateReport({ dateMin: '2026-01-01', dateMax: '2026-03-31', eid: 500, subtype: 'sms' });
    const calls = world().fake.requestsTo('/api/v1/reports/getAggregateReport');
    expect(calls.map((call) => call.method)).toEqual(['POST', 'POST']);
    expect(headersOf(calls[0])).toEqual(identityHeaders);
    expect(calls[0]?.headers['content-type']).toContain('application/json');
    await expect.poll(() => calls.map((call) => call.body)).toEqual([
      { dateMin: '2025-12-01', dateMax: '2026-11-21', eid: null, subtype: 'all' },
      { dateMin: '2026-01-01', dateMax: '2026-03-31', eid: 500, subtype: 'sms' },
    ]);
    expect(aggregateReportRequestDto(ALL)).toEqual({ dateMin: '2025-12-01', dateMax: '2026-11-21', eid: null, subtype: 'all' });
  });

  it('GETs /api/v1/campaign/getAllCampaigns instead when configured so, and reads it the same way', async () => {
    world().fake.server.use(http.get(`${CAMPAIGNS_URL}/api/v1/campaign/getAllCampaigns`, async () => HttpResponse.json({ success: true, data: (await served.listAll()).map(wireCampaign) as JsonBodyType })));
    const all = await new HttpBackofficeCampaignGateway(campaignsClient(), { allCampaignsCall: 'getAllCampaigns' }).listAll();
    expect(all).toEqual(await gateway().listAll());
    expect(world().fake.requestsTo('/api/v1/campaign/getAllCampaigns').map((call) => [call.method, headersOf(call), call.body])).toEqual([['GET', identityHeaders, undefined]]);
    expect(world().fake.requestsTo('/api/v1/campaign/getAllCampaign/false')).toHaveLength(1);
  });

  it('POSTs the statistics’ search to /api/v1/campaign/getCampaigns: the period’s instants, the pharmacy, the channel, SENDED, no HTML', async () => {
    await gateway().sentCampaigns(ALL);
    await gateway().sentCampaigns({ dateMin: '2026-01-01', dateMax: '2026-03-31', eid: 500, subtype: 'sms' });
    const calls = world().fake.requestsTo('/api/v1/campaign/getCampaigns');
    expect(calls.map((call) => call.method)).toEqual(['POST', 'POST']);
    expect(headersOf(calls[0])).toEqual(identityHeaders);
    expect(calls.map((call) => call.body)).toEqual([
      { dateMin: '2025-11-30T23:00:00.000Z', dateMax: '2026-11-21T23:00:00.000Z', eid: null, subtype: null, status: ['SENDED'], show_html: false },
      { dateMin: '2025-12-31T23:00:00.000Z', dateMax: '2026-03-31T22:00:00.000Z', eid: 500, subtype: 'sms', status: ['SENDED'], show_html: false },
    ]);
  });

  it('keeps of the search’s answer what the statistics count, whatever else the server sends', async () => {
    const [sent] = await served.sentCampaigns(ALL);
    const unsent = (await served.listUnsent())[0] as Campaign;
    world().fake.server.use(http.post(`${CAMPAIGNS_URL}/api/v1/campaign/getCampaigns`, () => HttpResponse.json([wireCampaign(unsent), wireCampaign(sent as Campaign)] as JsonBodyType)));
    expect((await gateway().sentCampaigns(ALL)).map((campaign) => campaign.id)).toEqual([sent?.id]);
    world().fake.server.use(http.post(`${CAMPAIGNS_URL}/api/v1/campaign/getCampaigns`, () => HttpResponse.json({ success: false, message: 'Búsqueda no disponible' })));
    expect(await failure(gateway().sentCampaigns(ALL), { serverMessage: true })).toEqual({ kind: 'server-message', status: 200, serverMessage: 'Búsqueda no disponible' });
  });

  it('reads a bare list, in any order, newest first', async () => {
    const campaigns = (await served.listAll()).filter((campaign, index, all) => all.findIndex((other) => other.created === campaign.created) === index).slice(0, 5);
    world().fake.server.use(http.get(`${CAMPAIGNS_URL}/api/v1/campaign/getAllCampaign/false`, () => HttpResponse.json([...campaigns].reverse().map(wireCampaign))));
    expect(await gateway().listAll()).toEqual(campaigns);
  });

  it('reads counts sent as text or left out, and completes the months of the period', async () => {
    world().fake.server.use(
      http.post(`${CAMPAIGNS_URL}/api/v1/reports/getAggregateReport`, () =>
        HttpResponse.json({
          success: true,
          data: { campaigns: '3', recipients: 100, valid: '90', clickers: null, byMonth: [{ month: '2026-02', campaigns: 3, valid: 90 }, { month: '2025-01', campaigns: 9 }], bySubtype: { email: { campaigns: 3 } } },
        }),
      ),
    );
    expect(await gateway().aggregateReport({ dateMin: '2026-01-10', dateMax: '2026-03-05', eid: undefined, subtype: 'all' })).toEqual({
      totals: { campaigns: 3, recipients: 100, valid: 90, bounced: 0, clickers: 0, unsubscribed: 0 },
      bySubtype: { email: { ...EMPTY_COUNTS, campaigns: 3 }, sms: EMPTY_COUNTS },
      byMonth: [
        { month: '2026-01', counts: EMPTY_COUNTS },
        { month: '2026-02', counts: { ...EMPTY_COUNTS, campaigns: 3, valid: 90 } },
        { month: '2026-03', counts: EMPTY_COUNTS },
      ],
    });
  });

  it('says the server’s words on success: false, and refuses an answer it cannot read', async () => {
    world().fake.server.use(http.get(`${CAMPAIGNS_URL}/api/v1/campaign/getCampaignWhereNotSend/false`, () => HttpResponse.json({ success: false, message: 'Sin campañas' })));
    expect(await failure(gateway().listUnsent(), { serverMessage: true })).toEqual({ kind: 'server-message', status: 200, serverMessage: 'Sin campañas' });
    world().fake.server.use(http.post(`${CAMPAIGNS_URL}/api/v1/reports/getAggregateReport`, () => HttpResponse.json({ success: true, data: 'nada' })));
    const error = await gateway()
      .aggregateReport(ALL)
      .then(
        () => undefined,
        (reason: unknown) => reason,
      );
    expect(isApiError(error) && error.kind).toBe('bad-response');
  });

  it('fails with 403 without a token', async () => {
    const anonymous = new HttpBackofficeCampaignGateway(new HttpClient({ urls: { campaigns: CAMPAIGNS_URL }, identity: () => undefined }));
    expect(await failure(anonymous.listAll())).toEqual({ kind: 'forbidden', status: 403 });
  });
});

describe('InMemoryBackofficeCampaignGateway over a large data set', () => {
  it('lists the campaigns of the same 48 pharmacies with 10,000 pharmacies, generating no other pharmacy\'s', async () => {
    const clock = new ManualClock(CONTRACT_NOW);
    const db = demoDatabase(clock, 10_000);
    const gateway = new InMemoryBackofficeCampaignGateway(withClients({ db, clock, product: PRODUCT }));
    const opened = vi.spyOn(db, 'collection');
    const all = await gateway.listAll();
    const campaignCollections = new Set(opened.mock.calls.map(([name]) => name).filter((name) => name.startsWith('campaigns.')));
    expect(campaignCollections.size).toBe(BACKOFFICE_DEMO_PHARMACIES);
    expect([...new Set(all.map((campaign) => campaign.eid))].sort((a, b) => a - b)).toEqual([...Array.from({ length: 47 }, (_, index) => 500 + index), DEMO_ENTITY_EID]);
    expect(backofficeDemoPharmacies(db.read().pharmacies)).toHaveLength(BACKOFFICE_DEMO_PHARMACIES);
    // A pharmacy beyond the listed ones still has its own report.
    expect((await gateway.aggregateReport({ ...ALL, eid: 10_499 })).totals.campaigns).toBeGreaterThan(0);
  });
});
