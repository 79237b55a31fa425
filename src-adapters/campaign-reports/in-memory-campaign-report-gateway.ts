import type { CampaignReportGateway, CampaignReportRequest, CampaignReportResult } from '@domain/campaign-reports';
import type { DemoDatabase } from '@adapters/demo';

/** The demo's report logic, loaded on first use so it stays out of the first page's code. */
const backend = () => import('./campaign-report-demo-backend');

/**
 * Reports of past campaigns over the demo's clients and purchases (a year of them, per pharmacy).
 * An unknown pharmacy has no clients, so its report has no purchases.
 */
export class InMemoryCampaignReportGateway implements CampaignReportGateway {
  private readonly db: DemoDatabase;
  constructor(db: DemoDatabase) {
    this.db = db;
  }

  async fetchReport(request: CampaignReportRequest): Promise<CampaignReportResult> {
    return (await backend()).demoCampaignReport(this.db, request);
  }
}
