import { http, HttpResponse, type HttpHandler } from 'msw';
import { reportDayStart, type CampaignReportRequest } from '@domain/campaign-reports';
import type { Clock } from '@domain/shared-kernel';
import { DemoDatabase } from '@adapters/demo';
import { InMemoryCampaignReportGateway } from '@adapters/campaign-reports';
import { MemoryStorage } from '@adapters/shared';

/** Base URL the fake campaign-reports service answers on. */
export const FAKE_CAMPAIGN_REPORTS_URL = 'http://campaign-reports.test';

/** The path of the report of past campaigns (spec 1 §7). */
export const CAMPAIGN_REPORT_PATH = '/api/v1/reports/getReportFromPastCampaign';

const day = (value: unknown): number | undefined | 'bad' => {
  if (value === null || value === undefined) return undefined;
  return typeof value === 'string' ? (reportDayStart(value) ?? 'bad') : 'bad';
};

/**
 * The campaign-reports service: POST /api/v1/reports/getReportFromPastCampaign with body EID, ERP,
 * dateMin and dateMax ('YYYY-MM-DD' or null), answered from the same demo clients and purchases the
 * memory profile generates at `clock`'s time, as `{ clients, returns, total, total_returned,
 * transactions, sales: [{ client, quantity, final_value }] }`. A request without a token gets 403, a
 * malformed body 400.
 */
export function fakeCampaignReportHandlers(clock: Clock): HttpHandler[] {
  const reports = new InMemoryCampaignReportGateway(new DemoDatabase({ storage: new MemoryStorage(), clock, latencyMs: 0 }));
  return [
    http.post(`${FAKE_CAMPAIGN_REPORTS_URL}${CAMPAIGN_REPORT_PATH}`, async ({ request }) => {
      if ((request.headers.get('token') ?? '') === '') return HttpResponse.json({ success: false, message: 'Sin permiso' }, { status: 403 });
      const body = (await request.json()) as { EID?: unknown; ERP?: unknown; dateMin?: unknown; dateMax?: unknown };
      const [dateMin, dateMax] = [day(body.dateMin), day(body.dateMax)];
      const erp = Array.isArray(body.ERP) && body.ERP.every((line) => typeof line === 'string') ? body.ERP : undefined;
      if ((typeof body.EID !== 'number' && typeof body.EID !== 'string') || erp === undefined || dateMin === 'bad' || dateMax === 'bad') {
        return HttpResponse.json({ success: false, message: 'Petición no válida' }, { status: 400 });
      }
      const wanted: CampaignReportRequest = { eid: String(body.EID), erp, dateMin, dateMax };
      const result = await reports.fetchReport(wanted);
      const sales = (result.sales ?? []).map((sale) => ({ client: sale.client, quantity: sale.quantity, final_value: sale.finalValue }));
      if (result.kind === 'per-client') return HttpResponse.json(sales);
      const { clients, returns, total, totalReturned, transactions } = result.summary;
      return HttpResponse.json({ clients, returns, total, total_returned: totalReturned, transactions, sales });
    }),
  ];
}
