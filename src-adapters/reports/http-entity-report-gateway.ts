import type { BiService } from '@domain/dashboard';
import { EXCEL_TIMEOUT_MS, type BiReport, type EntityReportGateway, type ExcelTarget, type FamilyRow, type MarketingReport, type MonthSales, type ReportEntry, type SalesReport, type StockReport, type YearMonth } from '@domain/reports';
import { sendExternal, type HttpClient, type ServiceTokens } from '@adapters/shared';
import { CSV_MEDIA_TYPE, biAnswer, excelAnswer, familyAnswer, marketingAnswer, refusedCsv, reportListAnswer, salesAnswer, salesCacheAnswer, stockAnswer } from './entity-report.dto';

/** What the HTTP adapter is built with: the main API, the service tokens, and the BI service's report address. */
export interface HttpEntityReportDeps {
  readonly http: HttpClient;
  readonly tokens: ServiceTokens;
  /** The embedded BI report's address (configuration; '' when the deployment has none). */
  readonly biReportUrl: string;
  /**
   * Where the month's campaigns report (POST /api/v1/reports/campaignReport) goes: the campaign service, as
   * spec 2 §7 lists it, or the main API, as spec 3 §7 does (ADR 28). The main API when not given.
   */
  readonly marketingReportService?: 'campaigns' | 'api';
}

const id = (value: number | string) => encodeURIComponent(String(value));
const monthPath = (eid: number, month: YearMonth) => `/entity/${id(eid)}/report/${id(month.year)}/${id(month.month)}`;

/**
 * The entity report over HTTP (spec 3 §7 "Reports" and the BI token). Report and stock data come from
 * the entity report service (the `reports` token's address, x-access-token), whose paths the spec does
 * not show: GET /entity/{eid}/reports and /entity/{eid}/report/{year}/{month}/sales|stock|stock/by_family
 * (ADR 23). The rest are the main API's calls as the spec lists them.
 */
export class HttpEntityReportGateway implements EntityReportGateway {
  private readonly deps: HttpEntityReportDeps;
  constructor(deps: HttpEntityReportDeps) {
    this.deps = deps;
  }

  reports(eid: number): Promise<readonly ReportEntry[]> {
    return sendExternal(this.deps, 'reports', { method: 'GET', path: `/entity/${id(eid)}/reports`, schema: reportListAnswer });
  }

  salesReport(eid: number, month: YearMonth): Promise<SalesReport> {
    return sendExternal(this.deps, 'reports', { method: 'GET', path: `${monthPath(eid, month)}/sales`, schema: salesAnswer });
  }

  stockReport(eid: number, month: YearMonth): Promise<StockReport> {
    return sendExternal(this.deps, 'reports', { method: 'GET', path: `${monthPath(eid, month)}/stock`, schema: stockAnswer });
  }

  familyStock(eid: number, month: YearMonth): Promise<readonly FamilyRow[]> {
    return sendExternal(this.deps, 'reports', { method: 'GET', path: `${monthPath(eid, month)}/stock/by_family`, schema: familyAnswer });
  }

  marketingReport(eid: number, month: YearMonth): Promise<MarketingReport> {
    return this.deps.http.send({ service: this.deps.marketingReportService ?? 'api', method: 'POST', path: '/api/v1/reports/campaignReport', body: { eid, year: month.year, month: month.month }, schema: marketingAnswer });
  }

  excelReport(eid: number, reportId: string): Promise<ExcelTarget> {
    return this.deps.http.send({ method: 'PUT', path: `/api/v1/entity/${id(eid)}/mainpanel/excel/${id(reportId)}`, timeoutMs: EXCEL_TIMEOUT_MS, schema: excelAnswer });
  }

  /** The CSV file's bytes as the server wrote them (spec 3 §7 "downloaded as CSV"): nothing is parsed or rewritten. */
  async globalReport(eid: number): Promise<ArrayBuffer> {
    const bytes = await this.deps.http.send<ArrayBuffer>({ method: 'GET', path: `/api/v2/getGlobalReport/${id(eid)}`, headers: { Accept: CSV_MEDIA_TYPE }, response: 'arraybuffer' });
    refusedCsv(bytes);
    return bytes;
  }

  /**
   * GET /api/v2/global-cache (spec 3 §7): the cached monthly sales the client computes the sales
   * variation from. The eid header names the pharmacy; the answer's shape is not shown, so it is ours
   * (entity-report.dto.ts, ADR 29).
   */
  async salesCache(eid: number): Promise<readonly MonthSales[]> {
    const entries = await this.deps.http.send({ method: 'GET', path: '/api/v2/global-cache', entity: eid, schema: salesCacheAnswer });
    // An answer that names pharmacies keeps this one's months only.
    return entries.filter((entry) => entry.eid === undefined || entry.eid === eid).map(({ year, month, totalSales }) => ({ year, month, totalSales }));
  }

  async biReport(eid: number, service: BiService): Promise<BiReport> {
    const parameters = await this.deps.http.send({ method: 'POST', path: `/api/v1/tokens/${id(eid)}/newBi/${id(service)}`, body: { pharmacy_id: eid }, schema: biAnswer });
    return { base: this.deps.biReportUrl, parameters };
  }
}

// ---- The calls this module makes, for the API documents (docs/api/, ADR 31) ----
import * as v from 'valibot';
import type { ApiCall } from '@adapters/shared';

const marketingReportBody = v.object({ eid: v.number(), year: v.number(), month: v.number() });

export const entityReportApiCalls: readonly ApiCall[] = [
  { name: 'entityReports.reports', service: 'reports', method: 'GET', path: '/entity/{eid}/reports', summary: "The pharmacy's monthly reports (paths not shown in the spec, ADR 23)", response: reportListAnswer },
  { name: 'entityReports.salesReport', service: 'reports', method: 'GET', path: '/entity/{eid}/report/{year}/{month}/sales', summary: "A month's sales", response: salesAnswer },
  { name: 'entityReports.stockReport', service: 'reports', method: 'GET', path: '/entity/{eid}/report/{year}/{month}/stock', summary: "A month's stock", response: stockAnswer },
  { name: 'entityReports.familyStock', service: 'reports', method: 'GET', path: '/entity/{eid}/report/{year}/{month}/stock/by_family', summary: "A month's stock by family", response: familyAnswer },
  {
    name: 'entityReports.marketingReport',
    service: 'api',
    method: 'POST',
    path: '/api/v1/reports/campaignReport',
    summary: "The month's campaigns report, on the main API (spec 3 §7)",
    request: marketingReportBody,
    response: marketingAnswer,
  },
  {
    name: 'entityReports.marketingReportOnCampaigns',
    service: 'campaigns',
    method: 'POST',
    path: '/api/v1/reports/campaignReport',
    summary: "The month's campaigns report, on the campaign service when configured so (spec 2 §7)",
    request: marketingReportBody,
    response: marketingAnswer,
  },
  { name: 'entityReports.excelReport', service: 'api', method: 'PUT', path: '/api/v1/entity/{eid}/mainpanel/excel/{reportId}', summary: "The month's Excel report: its address", response: excelAnswer },
  { name: 'entityReports.globalReport', service: 'api', method: 'GET', path: '/api/v2/getGlobalReport/{eid}', summary: 'The global report, downloaded as CSV (spec 3 §7)', binary: CSV_MEDIA_TYPE },
  { name: 'entityReports.salesCache', service: 'api', method: 'GET', path: '/api/v2/global-cache', summary: 'The cached monthly sales of the pharmacy in the eid header, for the sales variation (spec 3 §7)', response: salesCacheAnswer },
  {
    name: 'entityReports.biReport',
    service: 'api',
    method: 'POST',
    path: '/api/v1/tokens/{eid}/newBi/{service}',
    summary: "The embedded BI report's parameters",
    request: v.object({ pharmacy_id: v.number() }),
    response: biAnswer,
  },
];
