import type { CampaignReportGateway, CampaignReportRequest, CampaignReportResult } from '@domain/campaign-reports';
import * as v from 'valibot';
import type { ApiCall, HttpClient } from '@adapters/shared';
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

/** The report's call, for the API documents (docs/api/). */
export const campaignReportApiCalls: readonly ApiCall[] = [
  {
    name: 'campaignReports.fetchReport',
    service: 'campaignReports',
    method: 'POST',
    path: '/api/v1/reports/getReportFromPastCampaign',
    summary: "The sales of a past campaign's recipients (spec 1 §7)",
    request: v.object({
      EID: v.union([v.number(), v.string()]),
      ERP: v.array(v.string()),
      dateMin: v.nullable(v.pipe(v.string(), v.isoDate())),
      dateMax: v.nullable(v.pipe(v.string(), v.isoDate())),
    }),
    response: campaignReportAnswer,
  },
];
