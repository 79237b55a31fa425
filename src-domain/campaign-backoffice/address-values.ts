import { CAMPAIGN_SORT_COLUMNS, type CampaignSortColumn, type CampaignSubtype } from '@domain/campaigns';

/**
 * What the back office's campaign screens read from their address, in a module of its own (as the
 * campaign list's sort columns), so that a route reads its address without the screens' rules.
 */

/** The sortable columns of the back office's campaign tables: the pharmacy list's, and the pharmacy (entity). */
export const BACKOFFICE_CAMPAIGN_SORT_COLUMNS = [...CAMPAIGN_SORT_COLUMNS, 'entity'] as const satisfies readonly (CampaignSortColumn | 'entity')[];

/** The channel filter of the statistics (spec 2 §2 "subtype"): one channel, or both. */
export type StatsSubtype = CampaignSubtype | 'all';

/** The channel filter's values, both channels first. */
export const STATS_SUBTYPES = ['all', 'email', 'sms'] as const satisfies readonly StatsSubtype[];

/**
 * A pharmacy id typed in a filter: a positive whole number (digits only, spaces around aside), or
 * undefined for anything else. The back-office identity (-1) is not a pharmacy.
 */
export function parseEntityId(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^\d{1,9}$/.test(trimmed)) return undefined;
  const eid = Number(trimmed);
  return eid > 0 ? eid : undefined;
}
