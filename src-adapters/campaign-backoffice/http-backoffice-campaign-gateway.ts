import { newestFirst, withEveryMonth, type AggregateReport, type AggregateReportFilters, type BackofficeCampaignGateway } from '@domain/campaign-backoffice';
import type { Campaign } from '@domain/campaigns';
import { campaignListAnswer } from '@adapters/campaigns';
import type { HttpClient } from '@adapters/shared';
import { aggregateReportAnswer, aggregateReportRequestDto } from './aggregate-report.dto';

/**
 * The back office's campaigns over HTTP, on the campaign service under /api/v1 (spec 2 §7), with the
 * session's identity headers (the back-office token, or the pharmacy's while the back-office user is
 * inside one). The lists ask for no HTML (`show_html` false, see the port) and are read as the
 * pharmacy's list is (`campaignListAnswer`: a list, enveloped or not), then shown newest first
 * whatever order the server sends; the report's months are completed for the period asked for.
 */
export class HttpBackofficeCampaignGateway implements BackofficeCampaignGateway {
  private readonly http: HttpClient;
  constructor(http: HttpClient) {
    this.http = http;
  }

  async listAll(): Promise<readonly Campaign[]> {
    return newestFirst(await this.http.send({ service: 'campaigns', method: 'GET', path: '/api/v1/campaign/getAllCampaign/false', schema: campaignListAnswer }));
  }

  async listUnsent(): Promise<readonly Campaign[]> {
    return newestFirst(await this.http.send({ service: 'campaigns', method: 'GET', path: '/api/v1/campaign/getCampaignWhereNotSend/false', schema: campaignListAnswer }));
  }

  async aggregateReport(filters: AggregateReportFilters): Promise<AggregateReport> {
    const report = await this.http.send({
      service: 'campaigns',
      method: 'POST',
      path: '/api/v1/reports/getAggregateReport',
      body: aggregateReportRequestDto(filters),
      schema: aggregateReportAnswer,
    });
    return withEveryMonth(report, filters);
  }
}

// ---- The calls this module makes, for the API documents (docs/api/, ADR 31) ----
import * as v from 'valibot';
import type { ApiCall } from '@adapters/shared';

export const backofficeCampaignApiCalls: readonly ApiCall[] = [
  { name: 'backofficeCampaigns.listAll', service: 'campaigns', method: 'GET', path: '/api/v1/campaign/getAllCampaign/false', summary: "Every pharmacy's campaigns, without their HTML (spec 2 §7)", response: campaignListAnswer },
  { name: 'backofficeCampaigns.listUnsent', service: 'campaigns', method: 'GET', path: '/api/v1/campaign/getCampaignWhereNotSend/false', summary: 'The campaigns not sent yet, without their HTML', response: campaignListAnswer },
  {
    name: 'backofficeCampaigns.aggregateReport',
    service: 'campaigns',
    method: 'POST',
    path: '/api/v1/reports/getAggregateReport',
    summary: 'Campaign figures for a period, a pharmacy or all, a channel or both',
    request: v.object({ dateMin: v.pipe(v.string(), v.isoDate()), dateMax: v.pipe(v.string(), v.isoDate()), eid: v.nullable(v.number()), subtype: v.picklist(['email', 'sms', 'all']) }),
    response: aggregateReportAnswer,
  },
];
