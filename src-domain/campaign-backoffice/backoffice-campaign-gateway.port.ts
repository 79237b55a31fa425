import type { Campaign } from '@domain/campaigns';
import { portMethods, token } from '@domain/shared-kernel';
import type { AggregateReport } from './aggregate-report';
import type { AggregateReportFilters } from './stats-filters';

/**
 * The back office's view of every pharmacy's campaigns (spec 2 §2 "Management menu", §7 "Campaign
 * service"). Each campaign carries the pharmacy it belongs to (`eid`). Failures reject with an
 * ApiError; an answer with `success: false` rejects with the server's message.
 *
 * The lists are asked for without their HTML (`show_html` false): the tables never show it, a
 * back-office list of every pharmacy's emails would weigh megabytes, and "view HTML" reads the one
 * campaign it shows whole (`CampaignRepository.get`), as the pharmacy's list does.
 */
export interface BackofficeCampaignGateway {
  /** Every campaign of every pharmacy, newest first (GET /campaign/getAllCampaign/false). */
  listAll(): Promise<readonly Campaign[]>;
  /**
   * The campaigns not sent, of every pharmacy, newest first (GET /campaign/getCampaignWhereNotSend/false):
   * every status but SENDED (see `isUnsent`).
   */
  listUnsent(): Promise<readonly Campaign[]>;
  /**
   * The sent campaigns' aggregated figures for a period, a pharmacy (or all) and a channel (or both)
   * (POST /reports/getAggregateReport with dateMin, dateMax, eid, subtype), with one entry for every
   * month of the period.
   */
  aggregateReport(filters: AggregateReportFilters): Promise<AggregateReport>;
  /**
   * The sent campaigns the statistics of `filters` count (`countsInReport`), most recently sent first
   * (`sentAt`): the campaign service's search (POST /campaign/getCampaigns with dateMin, dateMax, eid,
   * subtype, status SENDED and show_html false).
   */
  sentCampaigns(filters: AggregateReportFilters): Promise<readonly Campaign[]>;
}

/** Token of the {@link BackofficeCampaignGateway} port. */
export const BackofficeCampaignGateway = token<BackofficeCampaignGateway>('campaign-backoffice.BackofficeCampaignGateway');

/** Every call of the {@link BackofficeCampaignGateway} port. */
export const BackofficeCampaignGatewayMethods = portMethods<BackofficeCampaignGateway>()('listAll', 'listUnsent', 'aggregateReport', 'sentCampaigns');
