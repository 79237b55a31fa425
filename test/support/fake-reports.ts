import { http, HttpResponse, type HttpHandler } from 'msw';
import { isApiError, type Clock } from '@domain/shared-kernel';
import type { BiService } from '@domain/dashboard';
import type { FamilyRow, LowRotationProduct, SalesReport, StockFigures, StockReport, YearOverYear } from '@domain/reports';
import { DemoDatabase } from '@adapters/demo';
import { InMemoryEntityReportGateway } from '@adapters/reports';
import { MemoryStorage } from '@adapters/shared';
import { FAKE_URLS } from './fake-api';

/** The address the fake API's token call gives the reports service. */
export const FAKE_REPORTS_URL = `${FAKE_URLS.jobs}/reports`;

/** The BI report address the fake deployment is configured with. */
export const FAKE_BI_REPORT_URL = 'https://bi.test/embed/report';

const pair = (series: YearOverYear) => ({ previous_year: series.previousYear, current_year: series.currentYear });

/** A sales report as the report service writes it (spec 3 §3 "Report data"). */
export function salesDto(report: SalesReport): unknown {
  return {
    total_sales: pair(report.totalSales),
    average_ticket_evolution: pair(report.averageTicketEvolution),
    units_per_ticket_evolution: pair(report.unitsPerTicketEvolution),
    users_resume: report.staffResumes.map((resume, index) => [
      `u${index + 1}`,
      resume.employee,
      resume.operations.previousYear,
      resume.operations.currentYear,
      resume.salesAmount.previousYear,
      resume.salesAmount.currentYear,
      resume.averageTicket.previousYear,
      resume.averageTicket.currentYear,
      resume.unitsPerTicket.previousYear,
      resume.unitsPerTicket.currentYear,
    ]),
    users_evolution: Object.fromEntries(
      report.staffResumes.map((resume, index) => [
        `u${index + 1}`,
        { operations: pair(resume.evolution.operations), sales_amount: pair(resume.evolution.salesAmount), average_ticket: pair(resume.evolution.averageTicket), units_per_ticket: pair(resume.evolution.unitsPerTicket) },
      ]),
    ),
  };
}

const figuresDto = (figures: StockFigures) => ({
  total_value: figures.totalValue,
  last_month_delta: figures.lastMonthDelta,
  coverage: figures.coverage,
  low_rotation_amount: figures.lowRotationAmount,
  low_rotation_percentage: figures.lowRotationPercent,
});

const productDto = (product: LowRotationProduct) => ({
  idProduct: product.idProduct,
  description: product.description,
  stock_units: product.stockUnits,
  qty: product.averageSale,
  cost: product.cost,
  coverage: product.coverage,
  stock_price: product.stockPrice,
});

/** A stock report as the report service writes it. */
export function stockDto(report: StockReport): unknown {
  return {
    total_stock: figuresDto(report.totalStock),
    free_stock: figuresDto(report.freeStock),
    prescription_stock: figuresDto(report.prescriptionStock),
    lowRotationProducts: report.lowRotationProducts.map(productDto),
    links: report.links,
    keys: { coverage: { value: report.coverageThreshold } },
    status: { done: report.done },
  };
}

const familyDto = (row: FamilyRow) => ({
  super_id: row.superId,
  id: row.id,
  name: row.name,
  stock_units: row.stockUnits,
  stock_amount: row.stockAmount,
  coverage: row.coverage,
  low_rotation_amount: row.lowRotationAmount,
  low_rotation_percent: row.lowRotationPercent,
});

/**
 * The entity report's calls served from the demo data the memory profile generates at `clock`'s time:
 * the report service (its token's address) for the list, sales, stock and families, and the main API
 * for campaignReport, the Excel report, the global report (CSV), the global cache and the BI token. Calls without a token are
 * refused with 403; a pharmacy or month without report is a 404. The Excel file is at a web address.
 */
export function fakeReportHandlers(clock: Clock): HttpHandler[] {
  const base = FAKE_URLS.api;
  const reports = new InMemoryEntityReportGateway({ db: new DemoDatabase({ storage: new MemoryStorage(), clock, latencyMs: 0 }), clock });
  const authorised = (request: Request): boolean => (request.headers.get('token') ?? '') !== '' || (request.headers.get('x-access-token') ?? '') !== '';
  const refused = (): Response => HttpResponse.json({ success: false, message: 'Sin permiso' }, { status: 403 });
  const answer = async (request: Request, make: () => Promise<unknown>): Promise<Response> => {
    if (!authorised(request)) return refused();
    try {
      return HttpResponse.json({ success: true, data: await make() });
    } catch (error) {
      if (isApiError(error) && error.kind === 'not-found') return HttpResponse.json({ success: false, message: error.message }, { status: 404 });
      throw error;
    }
  };
  const month = (params: Record<string, unknown>) => ({ year: Number(params.year), month: Number(params.month) });
  return [
    http.get(`${FAKE_REPORTS_URL}/entity/:eid/reports`, ({ request, params }) => answer(request, () => reports.reports(Number(params.eid)))),
    http.get(`${FAKE_REPORTS_URL}/entity/:eid/report/:year/:month/sales`, ({ request, params }) => answer(request, async () => salesDto(await reports.salesReport(Number(params.eid), month(params))))),
    http.get(`${FAKE_REPORTS_URL}/entity/:eid/report/:year/:month/stock`, ({ request, params }) => answer(request, async () => stockDto(await reports.stockReport(Number(params.eid), month(params))))),
    http.get(`${FAKE_REPORTS_URL}/entity/:eid/report/:year/:month/stock/by_family`, ({ request, params }) => answer(request, async () => (await reports.familyStock(Number(params.eid), month(params))).map(familyDto))),
    http.post(`${base}/api/v1/reports/campaignReport`, async ({ request }) => {
      const body = (await request.clone().json()) as { eid: number; year: number; month: number };
      return answer(request, async () => {
        const report = await reports.marketingReport(body.eid, { year: body.year, month: body.month });
        return {
          email_campaigns: report.emailCampaigns,
          sms_campaigns: report.smsCampaigns,
          sent: report.sent,
          opened: report.opened,
          clicked: report.clicked,
          campaigns: report.campaigns.map((campaign) => ({ ...campaign, sales_amount: campaign.salesAmount })),
        };
      });
    }),
    http.put(`${base}/api/v1/entity/:eid/mainpanel/excel/:rid`, ({ request, params }) =>
      answer(request, async () => {
        await reports.excelReport(Number(params.eid), String(params.rid));
        return { target: { webUrl: `https://files.test/excel/${String(params.rid)}.xlsx` } };
      }),
    ),
    // The global report is a CSV file, the same bytes the memory profile downloads.
    http.get(`${base}/api/v2/getGlobalReport/:eid`, async ({ request, params }) => {
      if (!authorised(request)) return refused();
      try {
        return HttpResponse.arrayBuffer(await reports.globalReport(Number(params.eid)), { headers: { 'Content-Type': 'text/csv; charset=utf-8' } });
      } catch (error) {
        if (isApiError(error) && error.kind === 'not-found') return HttpResponse.json({ success: false, message: error.message }, { status: 404 });
        throw error;
      }
    }),
    // The global cache of the pharmacy its eid header names: its months' sales.
    http.get(`${base}/api/v2/global-cache`, ({ request }) =>
      answer(request, async () => (await reports.salesCache(Number(request.headers.get('eid')))).map((entry) => ({ year: entry.year, month: entry.month, total_sales: entry.totalSales }))),
    ),
    http.post(`${base}/api/v1/tokens/:eid/newBi/:type`, async ({ request, params }) => {
      const body = (await request.clone().json()) as { pharmacy_id?: number };
      if (body.pharmacy_id !== Number(params.eid)) return HttpResponse.json({ success: false, message: 'pharmacy_id es obligatorio' }, { status: 400 });
      return answer(request, async () => (await reports.biReport(Number(params.eid), params.type as BiService)).parameters);
    }),
  ];
}
