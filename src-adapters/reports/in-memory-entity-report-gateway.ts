import type { BiService } from '@domain/dashboard';
import type { BiReport, EntityReportGateway, ExcelTarget, FamilyRow, MarketingReport, MonthSales, ReportEntry, SalesReport, StockReport, YearMonth } from '@domain/reports';
import { isWithin } from '@domain/reports';
import { ApiError, type Clock } from '@domain/shared-kernel';
import type { DemoDatabase } from '@adapters/demo';

/** The demo reports' logic, loaded on first use so it stays out of the first page's code. */
const backend = () => import('./entity-report-demo-backend');

/** The simulated BI service: a page of the build that draws the figures it is given (public/bi-demo/). */
export const DEMO_BI_REPORT_URL = '/bi-demo/index.html';

/**
 * The entity reports of the demo data set, made per pharmacy and month on demand (demo-reports.ts).
 * A pharmacy that is not in the data set is not found, as the report service answers.
 */
export class InMemoryEntityReportGateway implements EntityReportGateway {
  private readonly db: DemoDatabase;
  private readonly clock: Clock;
  constructor(options: { db: DemoDatabase; clock: Clock }) {
    this.db = options.db;
    this.clock = options.clock;
  }

  async reports(eid: number): Promise<readonly ReportEntry[]> {
    this.pharmacy(eid);
    return (await backend()).demoReportList(eid, this.clock.now());
  }

  async salesReport(eid: number, month: YearMonth): Promise<SalesReport> {
    await this.reportedMonth(eid, month);
    return (await backend()).demoSalesReport(eid, month);
  }

  async stockReport(eid: number, month: YearMonth): Promise<StockReport> {
    await this.reportedMonth(eid, month);
    return (await backend()).demoStockReport(eid, month, this.clock.now());
  }

  async familyStock(eid: number, month: YearMonth): Promise<readonly FamilyRow[]> {
    await this.reportedMonth(eid, month);
    return (await backend()).demoFamilyStock(eid, month);
  }

  async marketingReport(eid: number, month: YearMonth): Promise<MarketingReport> {
    await this.reportedMonth(eid, month);
    return (await backend()).demoMarketingReport(eid, month);
  }

  async excelReport(eid: number, reportId: string): Promise<ExcelTarget> {
    this.pharmacy(eid);
    const demo = await backend();
    const month = demo.monthOfReportId(eid, reportId);
    if (month === undefined) throw new ApiError('not-found', 404, 'Informe no encontrado');
    await this.reportedMonth(eid, month);
    const pharmacy = this.pharmacy(eid);
    const bytes = await demo.demoExcelWorkbook(pharmacy.name, eid, month, this.clock.now());
    const blob = new Blob([bytes], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    return { webUrl: URL.createObjectURL(blob) };
  }

  async globalReport(eid: number): Promise<ArrayBuffer> {
    this.pharmacy(eid);
    return (await backend()).demoGlobalReportCsv(eid, this.clock.now());
  }

  async salesCache(eid: number): Promise<readonly MonthSales[]> {
    this.pharmacy(eid);
    return (await backend()).demoGlobalReport(eid, this.clock.now()).map((row) => ({ year: row.year, month: row.month, totalSales: row.totalSales }));
  }

  async biReport(eid: number, service: BiService): Promise<BiReport> {
    const pharmacy = this.pharmacy(eid);
    const figures = (await backend()).demoBiFigures(eid, service, this.clock.now());
    return { base: DEMO_BI_REPORT_URL, parameters: { type: service, pharmacy: pharmacy.name, token: `demo-bi-${eid}-${service}`, figures } };
  }

  private pharmacy(eid: number) {
    const pharmacy = this.db.read().pharmacies.find((candidate) => candidate.eid === eid);
    if (pharmacy === undefined) throw new ApiError('not-found', 404, 'Farmacia no encontrada');
    return pharmacy;
  }

  private async reportedMonth(eid: number, month: YearMonth): Promise<void> {
    this.pharmacy(eid);
    const list = (await backend()).demoReportList(eid, this.clock.now());
    const newest = list[0];
    const oldest = list.at(-1);
    if (newest === undefined || oldest === undefined || !isWithin(month, oldest, newest)) throw new ApiError('not-found', 404, 'No hay informe de ese mes');
  }
}
