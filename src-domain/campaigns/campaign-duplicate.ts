import type { Campaign } from './campaign';

/** The prefix of a duplicate's name (spec 2 §4). */
export const COPY_NAME_PREFIX = 'copia de: ';

/**
 * Duplicates a campaign as a new DRAFT named 'copia de: ' + its name, with schedule, jobs, results,
 * broker data, report id, segment export list (`final_list_csv`) and id cleared (spec 2 §4).
 * Not in the spec: the copy is created and modified at `now`, so it heads the newest-first list;
 * every other field (history included) is copied as it is.
 */
export function duplicateCampaign(campaign: Campaign, now: number): Campaign {
  return {
    ...campaign,
    id: undefined,
    status: 'DRAFT',
    created: now,
    modified: now,
    schedule: undefined,
    jobs: [],
    results: undefined,
    brokerData: undefined,
    reportId: undefined,
    segment: { ...campaign.segment, finalListCsv: undefined },
    content: { ...campaign.content, name: COPY_NAME_PREFIX + campaign.content.name },
  };
}
