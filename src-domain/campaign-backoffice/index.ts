export { BackofficeCampaignGateway, BackofficeCampaignGatewayMethods } from './backoffice-campaign-gateway.port';
export { BACKOFFICE_CAMPAIGN_SORT_COLUMNS, STATS_SUBTYPES, parseEntityId } from './address-values';
export type { StatsSubtype } from './address-values';
export {
  DEFAULT_STATS_MONTHS,
  defaultStatsPeriod,
  isStatsDay,
  monthOfInstant,
  statsPeriodBounds,
  statsPeriodMonths,
  validateStatsFilters,
} from './stats-filters';
export type { AggregateReportFilters, StatsFilterError, StatsFilterErrors, StatsFiltersInput } from './stats-filters';
export {
  EMPTY_COUNTS,
  addCounts,
  aggregateCampaigns,
  campaignCounts,
  countsInReport,
  countsRates,
  deliveredCount,
  isEmptyReport,
  reportRates,
  sentAt,
  sentCampaignsOf,
  withEveryMonth,
} from './aggregate-report';
export type { AggregateCounts, AggregateReport, MonthFigures, Rate, ReportRates } from './aggregate-report';
export {
  DEFAULT_BACKOFFICE_CAMPAIGN_SORT,
  filterBackofficeCampaigns,
  isUnsent,
  newestFirst,
  sortBackofficeCampaigns,
} from './backoffice-campaign-table';
export type { BackofficeCampaignFilters, BackofficeCampaignSort, BackofficeCampaignSortColumn } from './backoffice-campaign-table';
