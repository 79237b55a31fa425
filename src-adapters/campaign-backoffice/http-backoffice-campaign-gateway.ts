import { newestFirst, sentCampaignsOf, statsPeriodBounds, withEveryMonth, type AggregateReport, type AggregateReportFilters, type BackofficeCampaignGateway } from '@domain/campaign-backoffice';
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
  private readonly allCampaignsPath: string;
  /**
   * `allCampaignsCall` chooses the list of every campaign (ADR 28): GET /campaign/getAllCampaign/false
   * (the default: the call that can leave the HTML out) or GET /campaign/getAllCampaigns (spec 2 §7
   * lists it too, without a parameter), read the same way.
   */
  constructor(http: HttpClient, options: { readonly allCampaignsCall?: 'getAllCampaign' | 'getAllCampaigns' } = {}) {
    this.http = http;
    this.allCampaignsPath = options.allCampaignsCall === 'getAllCampaigns' ? '/api/v1/campaign/getAllCampaigns' : '/api/v1/campaign/getAllCampaign/false';
  }

  async listAll(): Promise<readonly Campaign[]> {
    return newestFirst(await this.http.send({ service: 'campaigns', method: 'GET', path: this.allCampaignsPath, schema: campaignListAnswer }));
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

  /**
   * The campaign service's search (POST /campaign/getCampaigns, spec 2 §7) with the statistics' filters:
   * the period as the instants it spans in Madrid time (ISO 8601, the first day's start and the start
   * of the day after the last, as the calendar sends the same call), the pharmacy (null: every one),
   * the channel (null: both), the status SENDED and no HTML. The answer is read as the lists are and
   * kept to what the statistics count, most recently sent first, whatever a server adds or its order.
   */
  async sentCampaigns(filters: AggregateReportFilters): Promise<readonly Campaign[]> {
    const campaigns = await this.http.send({ service: 'campaigns', method: 'POST', path: '/api/v1/campaign/getCampaigns', body: campaignSearchDto(filters), schema: campaignListAnswer });
    return sentCampaignsOf(campaigns, filters);
  }
}

/** The body of POST /campaign/getCampaigns for the statistics' filters (see `sentCampaigns`). */
export function campaignSearchDto(filters: AggregateReportFilters): Record<string, unknown> {
  const { from, until } = statsPeriodBounds(filters);
  return {
    dateMin: new Date(from).toISOString(),
    dateMax: new Date(until).toISOString(),
    eid: filters.eid ?? null,
    subtype: filters.subtype === 'all' ? null : filters.subtype,
    status: ['SENDED'],
    show_html: false,
  };
}

// ---- The calls this module makes, for the API documents (docs/api/, ADR 31) ----
import * as v from 'valibot';
import type { ApiCall } from '@adapters/shared';

export const backofficeCampaignApiCalls: readonly ApiCall[] = [
  { name: 'backofficeCampaigns.listAll', service: 'campaigns', method: 'GET', path: '/api/v1/campaign/getAllCampaign/false', summary: "Every pharmacy's campaigns, without their HTML (spec 2 §7)", response: campaignListAnswer },
  {
    name: 'backofficeCampaigns.listAllCampaigns',
    service: 'campaigns',
    method: 'GET',
    path: '/api/v1/campaign/getAllCampaigns',
    summary: "Every pharmacy's campaigns, when VITE_ALL_CAMPAIGNS_CALL=getAllCampaigns (spec 2 §7)",
    response: campaignListAnswer,
  },
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
  {
    name: 'backofficeCampaigns.sentCampaigns',
    service: 'campaigns',
    method: 'POST',
    path: '/api/v1/campaign/getCampaigns',
    summary: "The sent campaigns of the statistics' filters, without their HTML (spec 2 §7)",
    request: v.object({
      dateMin: v.pipe(v.string(), v.isoTimestamp()),
      dateMax: v.pipe(v.string(), v.isoTimestamp()),
      eid: v.nullable(v.number()),
      subtype: v.nullable(v.picklist(['email', 'sms'])),
      status: v.array(v.picklist(['SENDED'])),
      show_html: v.literal(false),
    }),
    response: campaignListAnswer,
  },
];
