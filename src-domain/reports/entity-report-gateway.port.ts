import type { BiService } from '@domain/dashboard';
import { portMethods, token } from '@domain/shared-kernel';
import type { BiReport, ExcelTarget, FamilyRow, MarketingReport, MonthSales, SalesReport, StockReport } from './report-data';
import type { ReportEntry, YearMonth } from './report-list';

/**
 * The entity report's calls (spec 3 §7 "Reports" and the BI token call). Report and stock data come
 * from the entity report service, whose paths the spec does not show. Failures reject with an ApiError.
 */
export interface EntityReportGateway {
  /** The pharmacy's reports, in any order (the header sorts them). */
  reports(eid: number): Promise<readonly ReportEntry[]>;
  /** The month's sales report: the 12-month evolutions and the staff's figures. */
  salesReport(eid: number, month: YearMonth): Promise<SalesReport>;
  /** The month's stock report (its `done` says whether the month's stock is finished). */
  stockReport(eid: number, month: YearMonth): Promise<StockReport>;
  /** The month's per-family stock rows (super-family rows have id -1). */
  familyStock(eid: number, month: YearMonth): Promise<readonly FamilyRow[]>;
  /** POST /api/v1/reports/campaignReport {eid, year, month}: the month's campaigns and their results. */
  marketingReport(eid: number, month: YearMonth): Promise<MarketingReport>;
  /** PUT /api/v1/entity/{eid}/mainpanel/excel/{rid} (60 s timeout): where the generated Excel file is. */
  excelReport(eid: number, reportId: string): Promise<ExcelTarget>;
  /** GET /api/v2/getGlobalReport/{eid}: the pharmacy's global report, the CSV file's bytes as the server wrote them. */
  globalReport(eid: number): Promise<ArrayBuffer>;
  /** GET /api/v2/global-cache: the pharmacy's cached monthly sales, for the month's sales variation. */
  salesCache(eid: number): Promise<readonly MonthSales[]>;
  /**
   * POST /api/v1/tokens/{eid}/newBi/{type} {pharmacy_id}: the BI token's answer, as the parameters of the
   * embedded report's address, and that address (configuration: the spec does not name the service).
   */
  biReport(eid: number, service: BiService): Promise<BiReport>;
}

/** Token of the {@link EntityReportGateway} port. */
export const EntityReportGateway = token<EntityReportGateway>('reports.EntityReportGateway');

/** Every call of the {@link EntityReportGateway} port. */
export const EntityReportGatewayMethods = portMethods<EntityReportGateway>()(
  'reports',
  'salesReport',
  'stockReport',
  'familyStock',
  'marketingReport',
  'excelReport',
  'globalReport',
  'salesCache',
  'biReport',
);
