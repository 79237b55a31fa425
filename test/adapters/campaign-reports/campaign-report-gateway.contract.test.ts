import { beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { hasNoPurchases, reportDayStart, type CampaignReportGateway, type CampaignReportResult } from '@domain/campaign-reports';
import { requestIdentity } from '@domain/session';
import { HttpCampaignReportGateway, InMemoryCampaignReportGateway, campaignReportSample, demoReportClients, type DemoReportClient } from '@adapters/campaign-reports';
import { DemoDatabase } from '@adapters/demo';
import { HttpClient, ManualClock, MemoryStorage } from '@adapters/shared';
import { aBackofficeSession } from '../../support/builders/session.builder';
import { CONTRACT_NOW, describeContract, useFakeApi } from '../../support/contract';
import { CAMPAIGN_REPORT_PATH, FAKE_CAMPAIGN_REPORTS_URL, fakeCampaignReportHandlers } from '../../support/fake-campaign-reports';
import { failure } from '../../support/failure';
import { aCampaignReportRequest } from '../../support/builders/campaign-report.builder';

const DAY_MS = 86_400_000;

/** The demo as generated at the contract instant: what both adapters must compute reports from. */
function demo() {
  const db = new DemoDatabase({ storage: new MemoryStorage(), clock: new ManualClock(CONTRACT_NOW), latencyMs: 0 });
  const clients = demoReportClients(db);
  return { sample: campaignReportSample(db), clients: clients.clientsOf('500'), generatedAt: clients.generatedAt };
}

const lines = (text: string): string[] => text.split('\n');

/** Sold cents, returned cents, sales, returns and net units of `clients`' purchases between two instants. */
function tally(clients: readonly DemoReportClient[], generatedAt: number, from = -Infinity, until = Infinity) {
  const totals = { sold: 0, returned: 0, sales: 0, returns: 0 };
  for (const client of clients) {
    for (const [daysAgo, , cents, returned] of client.purchases) {
      const at = generatedAt - daysAgo * DAY_MS;
      if (at < from || at >= until) continue;
      if (returned === 1) {
        totals.returned += cents;
        totals.returns += 1;
      } else {
        totals.sold += cents;
        totals.sales += 1;
      }
    }
  }
  return totals;
}

const summaryOf = (result: CampaignReportResult) => (result.kind === 'summary' ? result.summary : undefined);

describeContract<CampaignReportGateway>(
  'CampaignReportGateway',
  {
    memory: ({ db }) => new InMemoryCampaignReportGateway(db),
    http: ({ clock, fake }) => {
      fake.server.use(...fakeCampaignReportHandlers(clock));
      const client = new HttpClient({ urls: { campaignReports: FAKE_CAMPAIGN_REPORTS_URL }, identity: () => requestIdentity(aBackofficeSession()) });
      return new HttpCampaignReportGateway(client);
    },
  },
  (world) => {
    const { sample, clients, generatedAt } = demo();
    const buyers = clients.filter((client) => lines(sample.emails).includes(client.email) && client.purchases.some(([, , , returned]) => returned === 0));

    it('suggests three buyers, one client without purchases, a stranger and an invalid line of pharmacy 500', () => {
      expect(sample.pharmacyId).toBe('500');
      expect(buyers).toHaveLength(3);
      expect(lines(sample.emails)).toHaveLength(6);
      expect(lines(sample.emails).slice(4)).toEqual(['desconocido@ejemplo.es', 'correo-no-valido']);
      expect(lines(sample.phones)).toHaveLength(6);
      expect(lines(sample.phones)[5]).toBe('12345');
      const nonBuyer = clients.find((client) => client.email === lines(sample.emails)[3]);
      expect(nonBuyer?.purchases).toEqual([]);
    });

    it('reports what the listed clients bought, with their sales net of returns', async () => {
      const result = await world().port.fetchReport(aCampaignReportRequest({ erp: lines(sample.emails).slice(0, 5) }));
      const expected = tally(buyers, generatedAt);
      expect(summaryOf(result)).toEqual({ clients: 3, returns: expected.returns, total: expected.sold / 100, totalReturned: expected.returned / 100, transactions: expected.sales });
      expect(result.sales?.map((sale) => sale.client).sort()).toEqual(buyers.map((client) => client.email).sort());
      const finalValues = result.sales?.map((sale) => sale.finalValue) ?? [];
      expect(finalValues).toEqual([...finalValues].sort((a, b) => b - a));
      const sum = Math.round(finalValues.reduce((total, value) => total + value, 0) * 100);
      expect(sum).toBe(expected.sold - expected.returned);
      const [first] = buyers;
      const units = first?.purchases.reduce((total, [, quantity, , returned]) => total + (returned === 1 ? -quantity : quantity), 0);
      expect(result.sales?.find((sale) => sale.client === first?.email)?.quantity).toBe(units);
    });

    it('finds the same clients by phone, a phone line matched by its first nine digits', async () => {
      const phones = lines(sample.phones).slice(0, 5).map((phone, index) => (index === 0 ? `${phone} móvil` : phone));
      const byPhone = await world().port.fetchReport(aCampaignReportRequest({ erp: phones }));
      const byEmail = await world().port.fetchReport(aCampaignReportRequest({ erp: lines(sample.emails).slice(0, 5) }));
      expect(summaryOf(byPhone)).toEqual(summaryOf(byEmail));
      expect(byPhone.sales?.map((sale) => sale.client).sort()).toEqual(buyers.map((client) => client.phone).sort());
    });

    it('matches emails whatever their letter case', async () => {
      const shouted = await world().port.fetchReport(aCampaignReportRequest({ erp: lines(sample.emails).slice(0, 3).map((email) => email.toUpperCase()) }));
      expect(summaryOf(shouted)?.clients).toBe(3);
    });

    it('counts only the purchases of the chosen days', async () => {
      const [first] = buyers;
      const [daysAgo] = first?.purchases.find(([, , , returned]) => returned === 0) ?? [0];
      const at = generatedAt - daysAgo * DAY_MS;
      const dayStart = reportDayStart(new Date(at + 3_600_000).toISOString().slice(0, 10)) ?? 0;
      const sameDay = await world().port.fetchReport(aCampaignReportRequest({ erp: [first?.email ?? ''], dateMin: dayStart, dateMax: dayStart }));
      const expected = tally(first === undefined ? [] : [first], generatedAt, dayStart, dayStart + DAY_MS);
      expect(expected.sales).toBeGreaterThan(0);
      expect(summaryOf(sameDay)).toMatchObject({ clients: 1, transactions: expected.sales, total: expected.sold / 100 });
      const dayBefore = await world().port.fetchReport(aCampaignReportRequest({ erp: [first?.email ?? ''], dateMin: dayStart - DAY_MS, dateMax: dayStart - DAY_MS }));
      const before = tally(first === undefined ? [] : [first], generatedAt, dayStart - DAY_MS, dayStart);
      expect(summaryOf(dayBefore)?.transactions).toBe(before.sales);
    });

    it('has no purchases for clients who bought nothing or are not clients of the pharmacy', async () => {
      const result = await world().port.fetchReport(aCampaignReportRequest({ erp: lines(sample.emails).slice(3, 5) }));
      expect(result).toEqual({ kind: 'summary', summary: { clients: 0, returns: 0, total: 0, totalReturned: 0, transactions: 0 }, sales: [] });
      expect(hasNoPurchases(result)).toBe(true);
    });

    it('has no purchases for a pharmacy it does not know', async () => {
      const result = await world().port.fetchReport(aCampaignReportRequest({ eid: '4242', erp: lines(sample.emails).slice(0, 3) }));
      expect(hasNoPurchases(result)).toBe(true);
      expect(result.sales).toEqual([]);
    });
  },
);

describe('HttpCampaignReportGateway wire format', () => {
  const world = useFakeApi();
  const september1 = reportDayStart('2026-09-01');
  const november21 = reportDayStart('2026-11-21');
  const gateway = (urls = { campaignReports: FAKE_CAMPAIGN_REPORTS_URL }) =>
    new HttpCampaignReportGateway(new HttpClient({ urls, identity: () => requestIdentity(aBackofficeSession()) }));
  const answerWith = (body: JsonBodyType, status = 200) =>
    world().fake.server.use(http.post(`${FAKE_CAMPAIGN_REPORTS_URL}${CAMPAIGN_REPORT_PATH}`, () => HttpResponse.json(body, { status })));

  beforeEach(() => {
    world().fake.server.use(...fakeCampaignReportHandlers(world().clock));
  });

  it('POSTs EID, ERP, dateMin and dateMax to the campaign-reports service with the identity headers', async () => {
    await gateway().fetchReport(aCampaignReportRequest({ erp: ['ana@farmacia.es', 'luis@correo.com'], dateMin: september1, dateMax: november21 }));
    expect(world().fake.requests.map((call) => `${call.method} ${call.url.origin}${call.url.pathname}`)).toEqual([
      'POST http://campaign-reports.test/api/v1/reports/getReportFromPastCampaign',
    ]);
    const [call] = world().fake.requests;
    expect(call?.body).toEqual({ EID: 500, ERP: ['ana@farmacia.es', 'luis@correo.com'], dateMin: '2026-09-01', dateMax: '2026-11-21' });
    expect(call?.headers['content-type']).toBe('application/json');
    expect(call?.headers.accept).toBe('application/json');
    expect({ eid: call?.headers.eid, uid: call?.headers.uid, token: call?.headers.token }).toEqual({ eid: '-1', uid: '1', token: 'backoffice-token' });
  });

  it('sends dates not chosen as null and a pharmacy id that is not a number as text', async () => {
    await gateway().fetchReport(aCampaignReportRequest({ eid: 'F-500', erp: ['612345678'] }));
    expect(world().fake.requests[0]?.body).toEqual({ EID: 'F-500', ERP: ['612345678'], dateMin: null, dateMax: null });
  });

  it('reads an enveloped aggregate answer with numbers as text', async () => {
    answerWith({ success: true, data: { clients: '2', returns: 1, total: '120.50', total_returned: 10, transactions: '4' } });
    expect(await gateway().fetchReport(aCampaignReportRequest())).toEqual({
      kind: 'summary',
      summary: { clients: 2, returns: 1, total: 120.5, totalReturned: 10, transactions: 4 },
    });
  });

  it('reads per-client sales given as the clients list', async () => {
    answerWith({ clients: [{ email: 'ana@farmacia.es', quantity: 3, final_value: '45.90' }], returns: 0, total: 45.9, total_returned: 0, transactions: 2 });
    expect(await gateway().fetchReport(aCampaignReportRequest({ erp: ['ana@farmacia.es'] }))).toEqual({
      kind: 'summary',
      summary: { clients: 1, returns: 0, total: 45.9, totalReturned: 0, transactions: 2 },
      sales: [{ client: 'ana@farmacia.es', quantity: 3, finalValue: 45.9 }],
    });
  });

  it('reads a bare per-client answer, the client under client, email or phone', async () => {
    answerWith([
      { client: 'ana@farmacia.es', quantity: 1, final_value: 9.5 },
      { phone: 612345678, quantity: '2', final_value: 20 },
      { email: 'luis@correo.com', quantity: 0, final_value: 0 },
    ]);
    expect(await gateway().fetchReport(aCampaignReportRequest({ erp: ['x@y.es'] }))).toEqual({
      kind: 'per-client',
      sales: [
        { client: 'ana@farmacia.es', quantity: 1, finalValue: 9.5 },
        { client: '612345678', quantity: 2, finalValue: 20 },
        { client: 'luis@correo.com', quantity: 0, finalValue: 0 },
      ],
    });
  });

  it.each([
    ['an answer without totals', { clients: 1 }],
    ['a sale without its value', [{ client: 'ana@farmacia.es', quantity: 1 }]],
    ['a text', 'informe'],
  ])('rejects %s as a bad response', async (_name, body) => {
    answerWith(body);
    expect(await failure(gateway().fetchReport(aCampaignReportRequest()))).toEqual({ kind: 'bad-response', status: 200 });
  });

  it.each([
    [{ success: false, message: 'Farmacia sin datos' }, 200, 'server-message'],
    [{ message: 'Fallo interno' }, 500, 'http'],
    [{ message: 'Sin permiso' }, 403, 'forbidden'],
  ])('reports %j with status %i as %s', async (body, status, kind) => {
    answerWith(body, status);
    expect(await failure(gateway().fetchReport(aCampaignReportRequest()))).toEqual({ kind, status });
  });

  it('fails with No URL setted when the service has no address', async () => {
    expect(await failure(gateway({ campaignReports: '' }).fetchReport(aCampaignReportRequest()))).toEqual({
      kind: 'no-url',
      status: 404,
    });
    expect(world().fake.requests).toEqual([]);
  });
});
