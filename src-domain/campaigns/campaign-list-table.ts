import { compareSpanish, foldedOnce, searchByWords, type TableSort } from '@domain/shared-kernel';
import type { Campaign, CampaignSubtype } from './campaign';
import { type CAMPAIGN_SORT_COLUMNS } from './campaign-sort-columns';
import { allowedCommands, type CampaignStatus } from './campaign-status';

/** One sortable column of the campaign list. */
export type CampaignSortColumn = (typeof CAMPAIGN_SORT_COLUMNS)[number];

/** A sort of the campaign list. */
export type CampaignSort = TableSort<CampaignSortColumn>;

/** The list's order when the address names none: by creation, newest first (spec 2 §2). */
export const DEFAULT_CAMPAIGN_SORT: CampaignSort = { column: 'created', direction: 'desc' };

/** The list's filters, kept in the address: one status, one channel (absent: all). */
export interface CampaignListFilters {
  readonly status?: CampaignStatus;
  readonly subtype?: CampaignSubtype;
}

/** The searchable text of a campaign: its name, subject and SMS text. */
const haystackOf = foldedOnce((campaign: Campaign) => [campaign.content.name, campaign.content.subject, campaign.content.smsContent].join(' '));

/**
 * The campaigns that match the search and the filters, in their order. Not in the spec (which shows
 * the list unfiltered): every word of the search must appear in the name, subject or SMS text, ignoring
 * case and accents (the shared word search); a status or channel filter keeps that status or channel.
 */
export function filterCampaigns<T extends Campaign>(campaigns: readonly T[], search: string, filters: CampaignListFilters | undefined): T[] {
  const kept = campaigns.filter(
    (campaign) => (filters?.status === undefined || campaign.status === filters.status) && (filters?.subtype === undefined || campaign.subtype === filters.subtype),
  );
  return searchByWords(kept, search, haystackOf);
}


/** The order of the statuses when sorting by status: their life order (spec 2 §4). */
const STATUS_ORDER: Readonly<Record<CampaignStatus, number>> = { DRAFT: 0, PENDING: 1, PROCESSING: 2, SENDED: 3, ERROR: 4 };

/**
 * Sorts campaigns by one column: names in Spanish collation, channels email before SMS, statuses in
 * their life order, creation and send instants in time. A campaign without a send instant goes last in
 * either direction; ties keep the newest first.
 */
export function sortCampaigns<T extends Campaign>(campaigns: readonly T[], sort: CampaignSort): T[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  const compare = (a: T, b: T): number => {
    switch (sort.column) {
      case 'name':
        return sign * compareSpanish(a.content.name, b.content.name);
      case 'subtype':
        return sign * compareSpanish(a.subtype, b.subtype);
      case 'status':
        return sign * (STATUS_ORDER[a.status] - STATUS_ORDER[b.status]);
      case 'created':
        return sign * (a.created - b.created);
      case 'scheduled': {
        const [left, right] = [a.schedule?.scheduled, b.schedule?.scheduled];
        if (left === undefined || right === undefined) return left === right ? 0 : left === undefined ? 1 : -1;
        return sign * (left - right);
      }
    }
  };
  return [...campaigns].sort((a, b) => compare(a, b) || b.created - a.created);
}

/** What the list offers on one campaign, besides duplicating it, which every campaign offers. */
export interface CampaignRowActions {
  /** Its email (read whole when shown) or its SMS text can be shown. */
  readonly preview: boolean;
  /** It can be deleted: not while it is being sent. */
  readonly remove: boolean;
  /** Back-office only: it can be set back to pending (the status table's `reset`). */
  readonly reset: boolean;
  /** Back-office only: its stored JSON can be shown. */
  readonly json: boolean;
  /** A draft opens in the wizard at its first step ("edit"). */
  readonly edit: boolean;
  /** A campaign waiting to go opens in the wizard at its last step ("modify schedule"). */
  readonly modifySchedule: boolean;
  /** Its report can be viewed ("view report"). */
  readonly report: boolean;
}

/**
 * The actions of a campaign row (spec 2 §2 "Pharmacy campaign list"; the back-office extras for a
 * back-office user, inside a pharmacy or in the back-office tables). Not in the spec: which status
 * allows what: a campaign being sent (PROCESSING) cannot be deleted; reset follows the status table
 * (a sent, failed or processing campaign, never a draft or one already pending); an SMS is previewed
 * when it has a text; an email always (the list does not carry its HTML: the preview reads it, and
 * says when there is no design yet); the report once it was sent (SENDED): a failed campaign sent nothing,
 * one being sent has no report yet, a draft or a pending one has not gone out.
 */
export function campaignRowActions(campaign: Campaign, backoffice: boolean): CampaignRowActions {
  return {
    preview: campaign.subtype === 'email' || campaign.content.smsContent.trim() !== '',
    remove: campaign.status !== 'PROCESSING',
    reset: backoffice && allowedCommands(campaign.status).includes('reset'),
    json: backoffice,
    edit: campaign.status === 'DRAFT',
    modifySchedule: campaign.status === 'PENDING',
    report: campaign.status === 'SENDED',
  };
}
