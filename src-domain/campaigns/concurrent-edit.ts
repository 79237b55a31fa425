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
