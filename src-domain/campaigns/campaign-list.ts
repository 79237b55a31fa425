import type { Campaign } from './campaign';

/** The campaign list shows at most this many campaigns (spec 2 §2, §9). */
export const CAMPAIGN_LIST_LIMIT = 250;

/**
 * The campaign list: sorted by created, newest first, limited to 250 (spec 2 §2 "Pharmacy campaign list").
 * Not in the spec: campaigns created at the same instant keep their order, and an unreadable (non-finite)
 * creation time sorts last.
 */
export function campaignListView<T extends Pick<Campaign, 'created'>>(campaigns: readonly T[]): T[] {
  return [...campaigns].sort((a, b) => createdKey(b) - createdKey(a)).slice(0, CAMPAIGN_LIST_LIMIT);
}

function createdKey(campaign: Pick<Campaign, 'created'>): number {
  return Number.isFinite(campaign.created) ? campaign.created : Number.MIN_SAFE_INTEGER;
}
