import { queryOptions } from '@tanstack/react-query';
import type { AggregateReportFilters } from '@domain/campaign-backoffice';
import type { EntityListRow } from '@domain/entities';
import type { UiServices } from '../shared/ui-services';

/** Which of the back office's campaign tables: every campaign, or those not sent. */
export type BackofficeCampaignList = 'all' | 'unsent';

/**
 * Queries of the back office's campaign screens. Their keys live under the campaigns' root key
 * (['campaigns']), which the campaign mutations (delete, duplicate, reset, create) invalidate: a change
 * made from any table reads these again.
 */
export const backofficeCampaignQueries = {
  all: ['campaigns', 'backoffice'] as const,
  /** Every pharmacy's campaigns, or the unsent ones, newest first. */
  list: (services: UiServices, list: BackofficeCampaignList) =>
    queryOptions({
      queryKey: [...backofficeCampaignQueries.all, 'list', list] as const,
      queryFn: () => (list === 'all' ? services.backofficeCampaigns.listAll() : services.backofficeCampaigns.listUnsent()),
      retry: false,
    }),
  /** The aggregated figures of valid filters. */
  report: (services: UiServices, filters: AggregateReportFilters) =>
    queryOptions({
      queryKey: [...backofficeCampaignQueries.all, 'report', filters] as const,
      queryFn: () => services.backofficeCampaigns.aggregateReport(filters),
      retry: false,
    }),
  /** The sent campaigns the figures of valid filters count, most recently sent first. */
  sent: (services: UiServices, filters: AggregateReportFilters) =>
    queryOptions({
      queryKey: [...backofficeCampaignQueries.all, 'sent', filters] as const,
      queryFn: () => services.backofficeCampaigns.sentCampaigns(filters),
      retry: false,
    }),
  /**
   * The pharmacies' names for the tables' pharmacy column: the back office's entity list, under the
   * entity list screen's own key (['entities', 'list']), so that either screen finds it loaded.
   */
  pharmacies: (services: UiServices) =>
    queryOptions({
      queryKey: ['entities', 'list'] as const,
      queryFn: (): Promise<readonly EntityListRow[]> => services.entities.list(),
      retry: false,
    }),
};
