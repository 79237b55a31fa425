import type { BiService } from '@domain/dashboard';
import { EXCEL_TIMEOUT_MS, type BiReport, type EntityReportGateway, type ExcelTarget, type FamilyRow, type GlobalReportRow, type MarketingReport, type ReportEntry, type SalesReport, type StockReport, type YearMonth } from '@domain/reports';
import { sendExternal, type HttpClient, type ServiceTokens } from '@adapters/shared';
import { biAnswer, excelAnswer, familyAnswer, globalReportAnswer, marketingAnswer, reportListAnswer, salesAnswer, stockAnswer } from './entity-report.dto';

/** What the HTTP adapter is built with: the main API, the service tokens, and the BI service's report address. */
export interface HttpEntityReportDeps {
  readonly http: HttpClient;
  readonly tokens: ServiceTokens;
  /** The embedded BI report's address (configuration; '' when the deployment has none). */
  readonly biReportUrl: string;
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
    return this.deps.http.send({ method: 'POST', path: '/api/v1/reports/campaignReport', body: { eid, year: month.year, month: month.month }, schema: marketingAnswer });
  }

  excelReport(eid: number, reportId: string): Promise<ExcelTarget> {
    return this.deps.http.send({ method: 'PUT', path: `/api/v1/entity/${id(eid)}/mainpanel/excel/${id(reportId)}`, timeoutMs: EXCEL_TIMEOUT_MS, schema: excelAnswer });
  }

  globalReport(eid: number): Promise<readonly GlobalReportRow[]> {
    return this.deps.http.send({ method: 'GET', path: `/api/v2/getGlobalReport/${id(eid)}`, schema: globalReportAnswer });
  }

  async biReport(eid: number, service: BiService): Promise<BiReport> {
    const parameters = await this.deps.http.send({ method: 'POST', path: `/api/v1/tokens/${id(eid)}/newBi/${id(service)}`, body: { pharmacy_id: eid }, schema: biAnswer });
    return { base: this.deps.biReportUrl, parameters };
  }
}
