import { portMethods, token } from '@domain/shared-kernel';
import type { CampaignReportRequest } from './report-request';
import type { CampaignReportResult } from './report-result';

/** The campaign-reports service (spec 1 §7). Failures reject with an ApiError. */
export interface CampaignReportGateway {
  /**
   * POST /api/v1/reports/getReportFromPastCampaign on the campaign-reports service with body EID,
   * ERP, dateMin and dateMax: what the listed clients bought from the pharmacy in the period.
   */
  fetchReport(request: CampaignReportRequest): Promise<CampaignReportResult>;
}

/** Token of the {@link CampaignReportGateway} port. */
export const CampaignReportGateway = token<CampaignReportGateway>('campaign-reports.CampaignReportGateway');

/** Every call of the {@link CampaignReportGateway} port. */
export const CampaignReportGatewayMethods = portMethods<CampaignReportGateway>()('fetchReport');
