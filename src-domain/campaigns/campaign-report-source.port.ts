import { portMethods, token } from '@domain/shared-kernel';
import type { MailingReport, RoiFigures, RoiFilter, SmsReport } from './mailing-report';

/**
 * The reports of a sent campaign (spec 2 §7 "Campaign service", /reports calls). Failures reject with an
 * ApiError; an answer with `success: false` rejects with the server's message.
 */
export interface CampaignReportSource {
  /** An email campaign's report with its return (GET /reports/getReport/cid/{cid}/true). */
  emailReport(cid: string): Promise<MailingReport>;
  /** An SMS campaign's report (GET /reports/getSmsReport/cid/{cid}). */
  smsReport(cid: string): Promise<SmsReport>;
  /**
   * Changes how the campaign's return is attributed and answers the return under the new filter (POST
   * /reports/updateRoiReportFilter/cid/{cid} with `roiFilter`).
   */
  updateRoiFilter(cid: string, filter: RoiFilter): Promise<RoiFigures>;
  /**
   * The link to the campaign's Excel report (GET /reports/getExcelReport/cid/{cid}/farmacia/{eid}: spec 2
   * §7 "returns" the report link), or undefined while it is being generated (spec 2 §2: the link is false
   * when the status is not 200). The link is a web address (http or https) or, in the demo, a file of the
   * browser (blob:).
   */
  excelReport(cid: string, eid: number): Promise<string | undefined>;
}

/** Token of the {@link CampaignReportSource} port. */
export const CampaignReportSource = token<CampaignReportSource>('campaigns.CampaignReportSource');

/** Every call of the {@link CampaignReportSource} port. */
export const CampaignReportSourceMethods = portMethods<CampaignReportSource>()('emailReport', 'smsReport', 'updateRoiFilter', 'excelReport');
