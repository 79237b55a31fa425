import type { CampaignReportSource, MailingReport, RoiFigures, RoiFilter, SmsReport } from '@domain/campaigns';
import { XLSX_MIME_TYPE } from '@domain/exports';
import type { Clock } from '@domain/shared-kernel';
import type { DemoDatabase } from '@adapters/demo';
import type { DemoClientCount } from './campaign-audience-demo-data';
import { CampaignReportDemo } from './campaign-report-demo';

/** The demo's campaign reports (see {@link CampaignReportDemo}). */
export class InMemoryCampaignReportSource implements CampaignReportSource {
  private readonly demo: CampaignReportDemo;
  constructor(options: { readonly db: DemoDatabase; readonly clock: Clock; readonly product: string; readonly clients: DemoClientCount }) {
    this.demo = new CampaignReportDemo(options);
  }

  async emailReport(cid: string): Promise<MailingReport> {
    return this.demo.emailReport(cid);
  }

  async smsReport(cid: string): Promise<SmsReport> {
    return this.demo.smsReport(cid);
  }

  async updateRoiFilter(cid: string, filter: RoiFilter): Promise<RoiFigures> {
    return this.demo.updateRoiFilter(cid, filter);
  }

  /** The demo's workbook as a file of the browser (a blob: link the screen downloads), once generated. */
  async excelReport(cid: string, eid: number): Promise<string | undefined> {
    const bytes = await this.demo.excelReport(cid, eid);
    return bytes === undefined ? undefined : URL.createObjectURL(new Blob([bytes], { type: XLSX_MIME_TYPE }));
  }
}
