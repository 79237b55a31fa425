import { resolveObjectURL } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import { http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import { DEFAULT_ROI_FILTER, EXCEL_SEGMENT_TYPE, preProcessTotal, smsFigures, type Campaign, type CampaignReportSource } from '@domain/campaigns';
import { isZipArchive } from '@domain/exports';
import { isApiError, type Clock } from '@domain/shared-kernel';
import { DemoDatabase, MAIN_DEMO_EID, MemoryOverlayStore, SECOND_DEMO_EID } from '@adapters/demo';
import { HttpClient, ManualClock, MemoryStorage } from '@adapters/shared';
import {
  DEMO_EXCEL_READY_AFTER_MS,
  DEMO_SENDING_MS,
  HttpCampaignReportSource,
  InMemoryCampaignAudience,
  InMemoryCampaignReportSource,
  InMemoryCampaignRepository,
  NOT_SENT_MESSAGE,
  demoRoi,
  recipientSegmentId,
} from '@adapters/campaigns';
import { CONTRACT_NOW, describeContract, useFakeApi } from '../../support/contract';
import { apiErrorOf, failure } from '../../support/failure';
import { withClients } from '../../support/demo-client-count';

const CAMPAIGNS_URL = 'http://campaigns.test';
/** Where the fake campaign service says a generated Excel report is. */
const reportLinkOf = (cid: string, eid: number) => `https://informes.campaigns.test/excel/${cid}/${eid}.xlsx`;
const IDENTITY = { eid: MAIN_DEMO_EID, uid: 2, token: 'token-2' } as const;
const PRODUCT = 'farmaplus';
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

const campaignsClient = (): HttpClient => new HttpClient({ urls: { campaigns: CAMPAIGNS_URL }, identity: () => IDENTITY });
const demoDatabase = (clock: Clock, overlay?: MemoryOverlayStore): DemoDatabase => new DemoDatabase({ storage: new MemoryStorage(), clock, latencyMs: 0, overlay });

/** What each request asked, for the tests that pin the wire. */
const requests: { method: string; path: string; eid: string | null; body: unknown }[] = [];

/**
 * The report calls of the campaign service (spec 2 §7), served by the demo backend. Reports carry the
 * figures as the service sends them: `mailing_report.sent`, `creationDate` as ISO text,
 * `activityReportProductFilter` and `roi` with revenue in euros; the Excel report answers its link (spec 2
 * §7), and 202 with a false link while it is being generated.
 */
function fakeReportHandlers(backend: InMemoryCampaignReportSource): HttpHandler[] {
  const base = `${CAMPAIGNS_URL}/api/v1/reports`;
  const record = async (request: Request) => {
    const url = new URL(request.url);
    requests.push({ method: request.method, path: url.pathname, eid: request.headers.get('eid'), body: request.method === 'POST' ? await request.clone().json() : undefined });
  };
  const answer = async (request: Request, call: () => Promise<JsonBodyType>): Promise<Response> => {
    await record(request);
    try {
      return HttpResponse.json({ success: true, data: await call() });
    } catch (error) {
      if (!isApiError(error)) throw error;
      return HttpResponse.json({ success: false, message: error.message }, { status: error.status });
    }
  };
  const roi = (figures: { buyers: number; tickets: number; units: number; revenueCents: number } | undefined) =>
    figures === undefined ? null : { buyers: figures.buyers, tickets: figures.tickets, units: figures.units, revenue: figures.revenueCents / 100 };
  return [
    http.get(`${base}/getReport/cid/:cid/true`, ({ request, params }) =>
      answer(request, async () => {
        const report = await backend.emailReport(String(params.cid));
        return {
          mailing_report: { sent: report.sent },
          creationDate: report.creationDate === undefined ? null : new Date(report.creationDate).toISOString(),
          activityReportProductFilter: { days: report.roiFilter.days, productCodes: [...report.roiFilter.productCodes] },
          roi: roi(report.roi),
        };
      }),
    ),
    http.get(`${base}/getSmsReport/cid/:cid`, ({ request, params }) =>
      answer(request, async () => {
        const report = await backend.smsReport(String(params.cid));
        return {
          sent: report.sent,
          delivered: report.delivered,
          undelivered: report.undelivered,
          segments: report.segmentsPerMessage,
          creationDate: report.creationDate ?? null,
          activityReportProductFilter: { days: report.roiFilter.days, productCodes: report.roiFilter.productCodes.join(',') },
          roi: roi(report.roi),
        };
      }),
    ),
    http.post(`${base}/updateRoiReportFilter/cid/:cid`, async ({ request, params }) => {
      const body = (await request.clone().json()) as { roiFilter: { days: number; productCodes: string[] } };
      return answer(request, async () => ({ roi: roi(await backend.updateRoiFilter(String(params.cid), body.roiFilter)) }));
    }),
    http.get(`${base}/getExcelReport/cid/:cid/farmacia/:eid`, async ({ request, params }) => {
      await record(request);
      try {
        const link = await backend.excelReport(String(params.cid), Number(params.eid));
        return link === undefined
          ? HttpResponse.json({ success: true, data: false }, { status: 202 })
          : HttpResponse.json({ success: true, data: reportLinkOf(String(params.cid), Number(params.eid)) });
      } catch (error) {
        if (!isApiError(error)) throw error;
        return HttpResponse.json({ success: false, message: error.message }, { status: error.status });
      }
    }),
  ];
}

let campaigns: InMemoryCampaignRepository | undefined;
/** The recipients of the same data set, where a list is uploaded. */
let audience: InMemoryCampaignAudience | undefined;
const listed = async (status: Campaign['status'], subtype: Campaign['subtype']): Promise<Campaign> => {
  const found = (await campaigns?.list(MAIN_DEMO_EID))?.find((campaign) => campaign.status === status && campaign.subtype === subtype);
  if (found === undefined) throw new Error(`The demo has a ${status} ${subtype} campaign`);
  return campaigns?.get(found.id as string) as Promise<Campaign>;
};

describeContract<CampaignReportSource>(
  'CampaignReportSource',
  {
    memory: ({ db, clock }) => {
      campaigns = new InMemoryCampaignRepository(withClients({ db, clock, product: PRODUCT }));
      audience = new InMemoryCampaignAudience(withClients({ db, clock }));
      return new InMemoryCampaignReportSource(withClients({ db, clock, product: PRODUCT }));
    },
    http: ({ clock, fake }) => {
      const db = demoDatabase(clock);
      campaigns = new InMemoryCampaignRepository(withClients({ db, clock, product: PRODUCT }));
      audience = new InMemoryCampaignAudience(withClients({ db, clock }));
      requests.length = 0;
      fake.server.use(...fakeReportHandlers(new InMemoryCampaignReportSource(withClients({ db, clock, product: PRODUCT }))));
      return new HttpCampaignReportSource(campaignsClient());
    },
  },
  (world) => {
    it('reads a sent email campaign’s report: its valid recipients sent, the default attribution and its return', async () => {
      const sent = await listed('SENDED', 'email');
      const report = await world().port.emailReport(sent.id as string);
      const reached = (sent.results?.valid ?? 0) - (sent.brokerData?.bouncers ?? 0);
      expect(report).toEqual({
        sent: sent.results?.valid,
        creationDate: (sent.schedule?.scheduled ?? sent.modified) + 5 * MINUTE_MS,
        roiFilter: DEFAULT_ROI_FILTER,
        roi: demoRoi(sent.id as string, reached, DEFAULT_ROI_FILTER),
      });
      expect(report.roi?.buyers).toBeGreaterThan(0);
      if (world().profile === 'http') expect(requests.at(-1)).toMatchObject({ method: 'GET', path: `/api/v1/reports/getReport/cid/${sent.id}/true`, eid: String(MAIN_DEMO_EID) });
    });

    it('reads a sent SMS campaign’s report with its deliveries and the segments each message took', async () => {
      const sent = await listed('SENDED', 'sms');
      const report = await world().port.smsReport(sent.id as string);
      const failed = sent.brokerData?.bouncers ?? 0;
      expect(report).toMatchObject({ sent: sent.results?.valid, delivered: (sent.results?.valid ?? 0) - failed, undelivered: failed, roiFilter: DEFAULT_ROI_FILTER });
      expect(report.segmentsPerMessage).toBeGreaterThanOrEqual(1);
      if (world().profile === 'http') expect(requests.at(-1)).toMatchObject({ method: 'GET', path: `/api/v1/reports/getSmsReport/cid/${sent.id}` });
    });

    it('changes how the return is attributed, answers the new return and keeps the filter for the next read', async () => {
      const sent = await listed('SENDED', 'email');
      const filter = { days: 30, productCodes: ['712345', '8470001234567'] };
      const reached = (sent.results?.valid ?? 0) - (sent.brokerData?.bouncers ?? 0);
      const roi = await world().port.updateRoiFilter(sent.id as string, filter);
      expect(roi).toEqual(demoRoi(sent.id as string, reached, filter));
      expect(roi.revenueCents).toBeLessThan(demoRoi(sent.id as string, reached, { days: 30, productCodes: [] }).revenueCents);
      if (world().profile === 'http') expect(requests.at(-1)).toEqual({ method: 'POST', path: `/api/v1/reports/updateRoiReportFilter/cid/${sent.id}`, eid: String(MAIN_DEMO_EID), body: { roiFilter: filter } });
      expect((await world().port.emailReport(sent.id as string)).roiFilter).toEqual(filter);
    });

    it('reports an email sent to a segment over the clients the segment reaches, its parts adding up, the same on every read', async () => {
      const draft = await listed('DRAFT', 'email');
      const id = draft.id as string;
      // 'Mayores de 65 años': 6,343 clients on the segmentation screen on 21/11/2026.
      await campaigns?.draftToCampaign({ ...draft, segment: { ...draft.segment, apiId: recipientSegmentId(MAIN_DEMO_EID, 2) }, schedule: { sendNow: true, scheduled: undefined } });
      world().clock.advance(DEMO_SENDING_MS);
      const sent = (await campaigns?.get(id)) as Campaign;
      const results = sent.results ?? { valid: 0, invalid: 0, empty: 0, bounced: 0, unsubscribed: 0 };
      expect(preProcessTotal(results)).toBe(6343);
      expect(results.valid).toBeGreaterThan(6343 * 0.75);
      const report = await world().port.emailReport(id);
      expect(report.sent).toBe(results.valid);
      const broker = sent.brokerData ?? { bouncers: 0, clickers: 0, unsubscribed: 0 };
      expect(broker.bouncers).toBeLessThan(results.valid);
      expect(broker.clickers + broker.unsubscribed).toBeLessThanOrEqual(results.valid - broker.bouncers);
      expect(report.roi).toEqual(demoRoi(id, results.valid - broker.bouncers, DEFAULT_ROI_FILTER));
      expect(await world().port.emailReport(id)).toEqual(report);
      expect(await campaigns?.get(id)).toEqual(sent);
    });

    it('reports an SMS sent to an uploaded list of three mobiles as three messages at most, billed for those', async () => {
      const csv = new TextEncoder().encode('\uFEFF"nombre";"telefono"\r\n"Ana";"600000001"\r\n"Luis";"600000002"\r\n"Eva";"600000003"\r\n');
      const list = await audience?.upload(MAIN_DEMO_EID, { name: 'moviles.xlsx', csv, original: new Uint8Array([0x50, 0x4b, 0x03, 0x04]) });
      const draft = await listed('DRAFT', 'sms');
      const id = draft.id as string;
      const segment = { type: EXCEL_SEGMENT_TYPE, apiId: undefined, excel: list?.excel, xlsx: list?.xlsx, finalListCsv: undefined };
      await campaigns?.draftToCampaign({ ...draft, segment, schedule: { sendNow: true, scheduled: undefined } });
      world().clock.advance(DAY_MS);
      const sent = (await campaigns?.get(id)) as Campaign;
      expect(sent.results).toEqual({ valid: 3, invalid: 0, empty: 0, bounced: 0, unsubscribed: 0 });
      const report = await world().port.smsReport(id);
      expect({ sent: report.sent, delivered: report.delivered, undelivered: report.undelivered }).toEqual({ sent: 3, delivered: 3, undelivered: 0 });
      expect(smsFigures(report).segmentsBilled).toBe(3 * report.segmentsPerMessage);
    });

    it('refuses the report of a campaign not sent yet with the server’s message', async () => {
      const draft = await listed('DRAFT', 'email');
      const refused = await apiErrorOf(world().port.emailReport(draft.id as string));
      expect({ kind: refused.kind, status: refused.status, message: refused.message }).toEqual({ kind: 'not-found', status: 404, message: NOT_SENT_MESSAGE });
      expect(await failure(world().port.updateRoiFilter(draft.id as string, DEFAULT_ROI_FILTER))).toEqual({ kind: 'not-found', status: 404 });
    });

    it('answers the Excel report’s link once generated: a web address of the server, a workbook of the browser in the demo', async () => {
      const sent = await listed('SENDED', 'email');
      const link = await world().port.excelReport(sent.id as string, MAIN_DEMO_EID);
      if (world().profile === 'http') {
        expect(link).toBe(reportLinkOf(sent.id as string, MAIN_DEMO_EID));
        expect(requests.at(-1)).toMatchObject({ method: 'GET', path: `/api/v1/reports/getExcelReport/cid/${sent.id}/farmacia/${MAIN_DEMO_EID}`, eid: String(MAIN_DEMO_EID) });
      } else {
        expect(link).toMatch(/^blob:/);
        const workbook = resolveObjectURL(link as string);
        expect(isZipArchive(new Uint8Array(await (workbook as Blob).arrayBuffer()))).toBe(true);
      }
    });

    it('answers no Excel report while it is being generated, a quarter of an hour after the send', async () => {
      const pending = await listed('PENDING', 'email');
      const scheduled = pending.schedule?.scheduled as number;
      world().clock.set(scheduled + DEMO_SENDING_MS);
      expect(await world().port.excelReport(pending.id as string, MAIN_DEMO_EID)).toBeUndefined();
      world().clock.set(scheduled + DEMO_EXCEL_READY_AFTER_MS);
      expect(await world().port.excelReport(pending.id as string, MAIN_DEMO_EID)).toEqual(expect.any(String));
    });

    it('refuses the Excel report of another pharmacy’s campaign', async () => {
      const sent = await listed('SENDED', 'email');
      expect(await failure(world().port.excelReport(sent.id as string, SECOND_DEMO_EID))).toEqual({ kind: 'not-found', status: 404 });
    });
  },
);

describe('HttpCampaignReportSource: the Excel report’s link (spec 2 §7, §2)', () => {
  const path = `${CAMPAIGNS_URL}/api/v1/reports/getExcelReport/cid/c1/farmacia/${MAIN_DEMO_EID}`;
  const world = useFakeApi();
  const linkAnswered = async (response: () => Response): Promise<string | undefined> => {
    world().fake.server.use(http.get(path, response));
    return new HttpCampaignReportSource(campaignsClient()).excelReport('c1', MAIN_DEMO_EID);
  };
  const LINK = 'https://informes.campaigns.test/excel/c1.xlsx';

  it('reads the link as the answer’s data, as JSON text, as plain text, or inside link or url', async () => {
    expect(await linkAnswered(() => HttpResponse.json({ success: true, data: LINK }))).toBe(LINK);
    expect(await linkAnswered(() => HttpResponse.json(LINK))).toBe(LINK);
    expect(await linkAnswered(() => HttpResponse.text(` ${LINK}\n`))).toBe(LINK);
    expect(await linkAnswered(() => HttpResponse.json({ success: true, data: { link: LINK } }))).toBe(LINK);
    expect(await linkAnswered(() => HttpResponse.json({ url: LINK }))).toBe(LINK);
  });

  it('answers no report for a false link, or any status but 200', async () => {
    expect(await linkAnswered(() => HttpResponse.json({ success: true, data: false }))).toBeUndefined();
    expect(await linkAnswered(() => HttpResponse.json(false))).toBeUndefined();
    expect(await linkAnswered(() => HttpResponse.json({ success: true, data: LINK }, { status: 202 }))).toBeUndefined();
    expect(await linkAnswered(() => new HttpResponse(null, { status: 204 }))).toBeUndefined();
  });

  it('refuses a link that is not a web address, and says the server’s words on success: false', async () => {
    expect(await failure(linkAnswered(() => HttpResponse.json({ success: true, data: 'javascript:alert(1)' })))).toEqual({ kind: 'bad-response', status: 200 });
    expect(await failure(linkAnswered(() => HttpResponse.text('<html>error</html>')))).toEqual({ kind: 'bad-response', status: 200 });
    const refused = await apiErrorOf(linkAnswered(() => HttpResponse.json({ success: false, message: 'Campaña sin informe' })));
    expect({ kind: refused.kind, message: refused.message }).toEqual({ kind: 'server-message', message: 'Campaña sin informe' });
  });
});

describe('InMemoryCampaignReportSource over time', () => {
  it('confirms an SMS campaign’s deliveries over the hour after its send', async () => {
    const clock = new ManualClock(CONTRACT_NOW);
    const db = demoDatabase(clock);
    campaigns = new InMemoryCampaignRepository(withClients({ db, clock, product: PRODUCT }));
    const source = new InMemoryCampaignReportSource(withClients({ db, clock, product: PRODUCT }));
    const pending = await listed('PENDING', 'sms');
    const scheduled = pending.schedule?.scheduled as number;
    clock.set(scheduled + DEMO_SENDING_MS);
    const early = await source.smsReport(pending.id as string);
    expect(early.delivered).toBeLessThan(early.sent);
    clock.set(scheduled + DAY_MS);
    const late = await source.smsReport(pending.id as string);
    expect(late.delivered + late.undelivered).toBe(late.sent);
    expect(late.delivered).toBeGreaterThan(early.delivered);
  });

  it('keeps the attribution filter in the overlay, so a reload finds it', async () => {
    const overlay = new MemoryOverlayStore({ persistent: true });
    const clock = new ManualClock(CONTRACT_NOW);
    const db = demoDatabase(clock, overlay);
    await db.ready();
    campaigns = new InMemoryCampaignRepository(withClients({ db, clock, product: PRODUCT }));
    const sent = await listed('SENDED', 'email');
    await new InMemoryCampaignReportSource(withClients({ db, clock, product: PRODUCT })).updateRoiFilter(sent.id as string, { days: 7, productCodes: [] });
    await db.flush();
    const reloadedDb = demoDatabase(clock, overlay);
    await reloadedDb.ready();
    const reloaded = new InMemoryCampaignReportSource(withClients({ db: reloadedDb, clock, product: PRODUCT }));
    expect((await reloaded.emailReport(sent.id as string)).roiFilter).toEqual({ days: 7, productCodes: [] });
  });
});
