import { filterCampaigns, sortCampaigns, type Campaign, type CampaignListFilters } from '@domain/campaigns';
import type { TableSort } from '@domain/shared-kernel';
import type { BACKOFFICE_CAMPAIGN_SORT_COLUMNS } from './address-values';

/** One sortable column of the back office's campaign tables. */
export type BackofficeCampaignSortColumn = (typeof BACKOFFICE_CAMPAIGN_SORT_COLUMNS)[number];

/** A sort of the back office's campaign tables. */
export type BackofficeCampaignSort = TableSort<BackofficeCampaignSortColumn>;

/** The tables' order when the address names none: by creation, newest first, as the pharmacy's list. */
export const DEFAULT_BACKOFFICE_CAMPAIGN_SORT: BackofficeCampaignSort = { column: 'created', direction: 'desc' };

/** The back-office tables' filters, kept in the address: the pharmacy list's (status, channel) and one pharmacy. */
export interface BackofficeCampaignFilters extends CampaignListFilters {
  readonly eid?: number;
}

/**
 * The campaigns that match the search and the filters, in their order: the pharmacy list's rule
 * (`filterCampaigns`: every word in the name, subject or SMS text; one status; one channel) and, with
 * a pharmacy given, only that pharmacy's campaigns (spec 2 §2: the back-office table's entity column).
 */
export function filterBackofficeCampaigns<T extends Campaign>(campaigns: readonly T[], search: string, filters: BackofficeCampaignFilters | undefined): T[] {
  const eid = filters?.eid;
  const kept = eid === undefined ? campaigns : campaigns.filter((campaign) => campaign.eid === eid);
  return filterCampaigns(kept, search, filters);
}

/**
 * Sorts the back office's campaigns by one column: the pharmacy list's columns as it sorts them
 * (`sortCampaigns`); by pharmacy, by its id, the newest first within a pharmacy.
 */
export function sortBackofficeCampaigns<T extends Campaign>(campaigns: readonly T[], sort: BackofficeCampaignSort): T[] {
  const { column, direction } = sort;
  if (column !== 'entity') return sortCampaigns(campaigns, { column, direction });
  const sign = direction === 'asc' ? 1 : -1;
  return [...campaigns].sort((a, b) => sign * (a.eid - b.eid) || b.created - a.created);
}

/** Campaigns newest first (by creation; ties keep their order), whatever order a server sent them in. */
export function newestFirst<T extends Pick<Campaign, 'created'>>(campaigns: readonly T[]): T[] {
  return [...campaigns].sort((a, b) => b.created - a.created);
}

/**
 * Whether a campaign is one of the unsent campaigns (spec 2 §2 /listCampaignNotSend, §7
 * getCampaignWhereNotSend): any status but SENDED. Not in the spec, which names the list only:
 * drafts, pending campaigns, campaigns being sent (PROCESSING: not sent yet) and failed ones (ERROR)
 * are all unsent; a campaign counts by its status as the service shows it now.
 */
export function isUnsent(campaign: Pick<Campaign, 'status'>): boolean {
  return campaign.status !== 'SENDED';
}
