import type { CalendarEntry, CalendarEntryType } from './calendar-entry';

/** The owner group of the top doctors' entries (spec 1 §2.6, §9). */
export const TOP_DOCTORS_OWNER = 'top_doctors';

/**
 * The two owner groups the calendar shows (spec 1 §2.6, §9: top_doctors and {product}); `productName`
 * stands for {product}, the product's own name.
 */
export function calendarOwnerGroups(productName: string): readonly [string, string] {
  return [TOP_DOCTORS_OWNER, productName];
}

/** The entries of the owner groups left visible by the filter (spec 1 §2.6 "owner groups ... that can be filtered"). */
export function entriesOfOwners(entries: readonly CalendarEntry[], visibleOwners: readonly string[]): readonly CalendarEntry[] {
  const visible = new Set(visibleOwners);
  return entries.filter((entry) => visible.has(entry.owner));
}

/** The fixed segmentation the calendar defaults to, per type (spec 2 "Backoffice calendar campaigns"). */
export const DEFAULT_SEGMENTATIONS = { email: 'Todo Email', sms: 'Todo sms' } as const satisfies Record<CalendarEntryType, string>;
