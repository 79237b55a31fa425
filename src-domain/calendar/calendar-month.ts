import { DateTime } from 'luxon';
import { PRODUCT_TIME_ZONE } from '@domain/shared-kernel';
import { DEFAULT_SEGMENTATIONS } from './owner-groups';
import type { CalendarEntry } from './calendar-entry';
import type { CalendarDraft } from './calendar-gateway.port';

/** The Madrid day of an instant, 'YYYY-MM-DD'. */
export function calendarDay(instant: number): string {
  return DateTime.fromMillis(instant, { zone: PRODUCT_TIME_ZONE }).toFormat('yyyy-MM-dd');
}

/** The Madrid month of an instant, 'YYYY-MM'. */
export function calendarMonth(instant: number): string {
  return DateTime.fromMillis(instant, { zone: PRODUCT_TIME_ZONE }).toFormat('yyyy-MM');
}

/**
 * The instants [from, to) of a month 'YYYY-MM' in Madrid time, widened by a week each side so that
 * the days of the neighbouring months the month view shows are covered; `undefined` for an unreadable month.
 */
export function monthRange(month: string): { from: number; to: number } | undefined {
  const start = DateTime.fromFormat(month, 'yyyy-MM', { zone: PRODUCT_TIME_ZONE });
  if (!start.isValid) return undefined;
  return { from: start.minus({ days: 7 }).toMillis(), to: start.plus({ months: 1, days: 7 }).toMillis() };
}

/** Two or more entries of one owner group on one Madrid day (not in the spec: a planning warning). */
export interface SameDayClash {
  readonly owner: string;
  readonly day: string;
  readonly entries: readonly CalendarEntry[];
}

/**
 * The days on which an owner group has more than one entry, by day then owner, each clash's entries
 * by time. Not in the spec: the calendar warns of them, as a pharmacy would get two sends that day.
 */
export function sameDayClashes(entries: readonly CalendarEntry[]): readonly SameDayClash[] {
  const groups = new Map<string, CalendarEntry[]>();
  for (const entry of entries) {
    const key = `${calendarDay(entry.scheduledDate)}\u0000${entry.owner}`;
    const group = groups.get(key);
    if (group) group.push(entry);
    else groups.set(key, [entry]);
  }
  return [...groups.entries()]
    .filter(([, group]) => group.length > 1)
    .map(([key, group]) => {
      const [day = '', owner = ''] = key.split('\u0000');
      return { owner, day, entries: [...group].sort((a, b) => a.scheduledDate - b.scheduledDate) };
    })
    .sort((a, b) => (a.day === b.day ? a.owner.localeCompare(b.owner) : a.day < b.day ? -1 : 1));
}

/**
 * The campaign draft an entry becomes (spec 2 "Backoffice calendar campaigns"): its name, its date as
 * the schedule, its segment or else the type's default segmentation ('Todo Email', 'Todo sms'), its
 * subject or else its name, and the design `json` (empty when none).
 */
export function entryDraft(entry: CalendarEntry, json = ''): CalendarDraft {
  return {
    name: entry.name,
    schedule: entry.scheduledDate,
    segment: entry.segment !== undefined && entry.segment !== '' ? entry.segment : DEFAULT_SEGMENTATIONS[entry.type],
    subject: entry.subject !== undefined && entry.subject !== '' ? entry.subject : entry.name,
    json,
  };
}

/** Whether an entry has already become a campaign (its campaigns list is not empty). */
export function isEntryConverted(entry: CalendarEntry): boolean {
  return entry.campaigns.length > 0;
}
