import type { CampaignReportGateway, CampaignReportRequest, CampaignReportResult } from '@domain/campaign-reports';
import type { HttpClient } from '@adapters/shared';
import { campaignReportAnswer, campaignReportBody } from './campaign-report.dto';

/** The report of past campaigns over HTTP, on the campaign-reports service (spec 1 §7). */
export class HttpCampaignReportGateway implements CampaignReportGateway {
  private readonly http: HttpClient;
  constructor(http: HttpClient) {
    this.http = http;
  }

  async fetchReport(request: CampaignReportRequest): Promise<CampaignReportResult> {
    return this.http.send({
      service: 'campaignReports',
      method: 'POST',
      path: '/api/v1/reports/getReportFromPastCampaign',
      body: campaignReportBody(request),
      schema: campaignReportAnswer,
    });
  }
}
