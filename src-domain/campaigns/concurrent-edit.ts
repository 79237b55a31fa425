import type { Campaign } from './campaign';

/** A campaign modified this recently may be open in another session (spec 2 §2, §9: 2 minutes). */
export const CONCURRENT_EDIT_WINDOW_MS = 120_000;

/**
 * Opening a campaign modified within the last 2 minutes asks whether to take over; declining returns to
 * the list (spec 2 §2 "Campaign wizard"). Not in the spec: exactly 2 minutes ago is outside the window,
 * a modification time after `now` (clock skew) is inside it, and an unreadable (NaN) one is outside.
 */
export function mustAskToTakeOver(modified: number, now: number): boolean {
  return now - modified < CONCURRENT_EDIT_WINDOW_MS;
}

/** What one campaign's save writes: a difference in any of these is a change saved by someone else. */
function savedFields(campaign: Campaign): readonly unknown[] {
  const { content, segment, schedule, redemption } = campaign;
  return [
    campaign.modified,
    campaign.status,
    campaign.campaignType,
    campaign.topic,
    content.name,
    content.subject,
    content.html,
    content.json,
    content.sheetId,
    content.smsContent,
    segment.type,
    segment.apiId,
    segment.excel,
    segment.xlsx,
    schedule?.scheduled,
    schedule?.sendNow,
    redemption?.type,
    redemption?.date,
  ];
}

/**
 * Whether campaign `current` (read again just before a save) differs from `known` (as this wizard last
 * read or saved it): someone saved it meanwhile, in another tab or on another computer, and saving now
 * would silently overwrite that change. A difference in its modification time, its status or any field
 * the wizard saves counts (two saves within the same millisecond still differ in what they wrote). Not
 * in the spec: the rule itself, which extends the 2-minute take-over question (spec 2 §2, §9) from
 * opening the wizard to each save, as the template form asks (`templateChangedSince`).
 */
export function campaignChangedSince(known: Campaign, current: Campaign): boolean {
  const before = savedFields(known);
  const after = savedFields(current);
  return before.some((value, index) => !Object.is(value, after[index]));
}
