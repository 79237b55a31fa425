import { DateTime } from 'luxon';
import { compareIntervals } from './calendar-events';
import { compareLocalDateTimes, toUtcInstant, type LocalDate } from './local-date-time';
import type { TimetableTimeZone } from './time-zones';
import type { ForeignGuard, LocalInterval, SpecialHours, Timetable, UsualOpeningInterval } from './timetable';

/** One special event as its form describes it: the value a create or edit form gives (spec 3 §2, §5). */
export type SpecialEvent =
  | { readonly kind: 'closed'; readonly date: LocalDate }
  | { readonly kind: 'open'; readonly hours: SpecialHours }
  | { readonly kind: 'guard'; readonly hours: LocalInterval }
  | { readonly kind: 'foreign-guard'; readonly guard: ForeignGuard };

/**
 * Why a special event does not fit the timetable. Not in the spec (it states each form's rules, not how
 * events meet), so ours:
 * - DAY_ALREADY_CLOSED: an open day, or a second closure, on a day that is closed;
 * - DAY_ALREADY_OPEN: a closure, or a second special opening, on a day that has special hours (edit those instead);
 * - GUARD_OVERLAPS: an own guard that overlaps another own guard (touching is fine).
 * Foreign guards may overlap anything: several other pharmacies can be on duty at once.
 */
export type TimetableConflict = 'DAY_ALREADY_CLOSED' | 'DAY_ALREADY_OPEN' | 'GUARD_OVERLAPS';

/** The words of each conflict (ours; see {@link TimetableConflict}). */
export const TIMETABLE_CONFLICT_MESSAGES = {
  DAY_ALREADY_CLOSED: 'Ese día ya está marcado como cerrado. Edita o elimina el cierre antes.',
  DAY_ALREADY_OPEN: 'Ese día ya tiene un horario especial. Edítalo en lugar de crear otro.',
  GUARD_OVERLAPS: 'Esta guardia se solapa con otra guardia propia.',
} as const satisfies Record<TimetableConflict, string>;

type EventRef = { readonly kind: 'closed' | 'open' | 'guard' | 'foreign-guard'; readonly index: number };

/** Reads an event id of `timetableEvents` ('closed-0', 'open-2-1', 'guard-1', 'foreign-guard-0'). */
function refOf(eventId: string): EventRef | undefined {
  const match = /^(closed|open|guard|foreign-guard)-(\d+)(?:-[12])?$/.exec(eventId);
  if (match === null) return undefined;
  return { kind: match[1] as EventRef['kind'], index: Number(match[2]) };
}

/**
 * The special event behind a calendar event, as its edit form starts from; undefined for an id the
 * timetable does not have. Both slots of a special day are one event: its edit form holds both.
 */
export function specialEventOf(timetable: Timetable, eventId: string): SpecialEvent | undefined {
  const ref = refOf(eventId);
  if (ref === undefined) return undefined;
  switch (ref.kind) {
    case 'closed': {
      const date = timetable.holidays[ref.index];
      return date === undefined ? undefined : { kind: 'closed', date };
    }
    case 'open': {
      const hours = timetable.specialHours[ref.index];
      return hours === undefined ? undefined : { kind: 'open', hours };
    }
    case 'guard': {
      const hours = timetable.guards[ref.index];
      return hours === undefined ? undefined : { kind: 'guard', hours };
    }
    case 'foreign-guard': {
      const guard = timetable.foreignGuards[ref.index];
      return guard === undefined ? undefined : { kind: 'foreign-guard', guard };
    }
  }
}

/** The timetable without the event `eventId` (both slots of a special day go together); unchanged for an unknown id. */
export function withoutEvent(timetable: Timetable, eventId: string): Timetable {
  const ref = refOf(eventId);
  if (ref === undefined) return timetable;
  const drop = <T>(items: readonly T[]): T[] => items.filter((_, index) => index !== ref.index);
  switch (ref.kind) {
    case 'closed':
      return { ...timetable, holidays: drop(timetable.holidays) };
    case 'open':
      return { ...timetable, specialHours: drop(timetable.specialHours) };
    case 'guard':
      return { ...timetable, guards: drop(timetable.guards) };
    case 'foreign-guard':
      return { ...timetable, foreignGuards: drop(timetable.foreignGuards) };
  }
}

/** The timetable with `event` added, every list kept in time order. */
export function withSpecialEvent(timetable: Timetable, event: SpecialEvent): Timetable {
  switch (event.kind) {
    case 'closed':
      return { ...timetable, holidays: [...new Set([...timetable.holidays, event.date])].sort() };
    case 'open':
      return { ...timetable, specialHours: [...timetable.specialHours, event.hours].sort((a, b) => compareText(a.date, b.date)) };
    case 'guard':
      return { ...timetable, guards: [...timetable.guards, event.hours].sort(compareIntervals) };
    case 'foreign-guard':
      return { ...timetable, foreignGuards: [...timetable.foreignGuards, event.guard].sort((a, b) => compareIntervals(a.hours, b.hours)) };
  }
}

/** The timetable with the event `eventId` replaced by `event` (an edit form's save). */
export function replaceEvent(timetable: Timetable, eventId: string, event: SpecialEvent): Timetable {
  return withSpecialEvent(withoutEvent(timetable, eventId), event);
}

/**
 * What keeps `event` from being added to `timetable` ({@link TimetableConflict}); when it replaces the
 * event `replacing`, that event does not count. Empty when it fits.
 */
export function eventConflicts(timetable: Timetable, event: SpecialEvent, replacing?: string): TimetableConflict[] {
  const others = replacing === undefined ? timetable : withoutEvent(timetable, replacing);
  const closed = (date: LocalDate): boolean => others.holidays.includes(date);
  const open = (date: LocalDate): boolean => others.specialHours.some((special) => special.date === date);
  switch (event.kind) {
    case 'closed':
      return closed(event.date) ? ['DAY_ALREADY_CLOSED'] : open(event.date) ? ['DAY_ALREADY_OPEN'] : [];
    case 'open':
      return closed(event.hours.date) ? ['DAY_ALREADY_CLOSED'] : open(event.hours.date) ? ['DAY_ALREADY_OPEN'] : [];
    case 'guard':
      return others.guards.some((guard) => overlaps(guard, event.hours)) ? ['GUARD_OVERLAPS'] : [];
    case 'foreign-guard':
      return [];
  }
}

function overlaps(a: LocalInterval, b: LocalInterval): boolean {
  return compareLocalDateTimes(a.from, b.to) < 0 && compareLocalDateTimes(b.from, a.to) < 0;
}

/** What a guard's form tells the pharmacy about its span (facts, not errors). */
export type GuardNote =
  | { readonly kind: 'CROSSES_MIDNIGHT' }
  | { readonly kind: 'CROSSES_DST_CHANGE'; readonly wallHours: number; readonly realHours: number };

/**
 * Facts about a guard's span in `zone` (guide A.7 row 18), so a pharmacy sees what it typed means:
 * CROSSES_MIDNIGHT when it ends on a later day; CROSSES_DST_CHANGE when a daylight-saving change falls
 * inside it, with the hours the clock shows and the hours that really pass (20:00 to 09:00 across the
 * October change in Madrid is 13 on the clock and 14 real hours). Not in the spec: both are ours.
 */
export function guardNotes(hours: LocalInterval, zone: TimetableTimeZone): GuardNote[] {
  const notes: GuardNote[] = [];
  if (hours.to.date > hours.from.date) notes.push({ kind: 'CROSSES_MIDNIGHT' });
  const wallHours = wallMinutesBetween(hours) / 60;
  const realHours = (toUtcInstant(hours.to, zone) - toUtcInstant(hours.from, zone)) / 3_600_000;
  if (wallHours !== realHours) notes.push({ kind: 'CROSSES_DST_CHANGE', wallHours, realHours });
  return notes;
}

function wallMinutesBetween(hours: LocalInterval): number {
  const read = (value: LocalInterval['from']): number => DateTime.fromISO(`${value.date}T${value.time}`, { zone: 'utc' }).toMillis();
  return (read(hours.to) - read(hours.from)) / 60_000;
}

const MINUTES_PER_DAY = 1440;
const MINUTES_PER_WEEK = 7 * MINUTES_PER_DAY;

function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** The spans of the week an interval covers, in minutes from Monday 00:00; an overnight one runs into the next day. */
function weeklySpans(interval: UsualOpeningInterval): [number, number][] {
  const from = minutesOf(interval.from);
  const to = minutesOf(interval.to);
  const length = to > from ? to - from : to + MINUTES_PER_DAY - from;
  return interval.days.flatMap((selected, day) => {
    if (!selected) return [];
    const start = day * MINUTES_PER_DAY + from;
    const end = start + length;
    // Sunday night into Monday wraps round the week.
    return end > MINUTES_PER_WEEK ? [[start, MINUTES_PER_WEEK], [0, end - MINUTES_PER_WEEK]] : [[start, end]];
  });
}

/**
 * Whether `candidate` overlaps one of the usual intervals `existing` on some weekday (an overnight
 * interval counts on the next morning too; touching is fine). Not in the spec: it states two rules
 * for one interval (a day, from ≠ to); a week whose intervals overlap says twice when the pharmacy is
 * open, so the screen refuses it.
 */
export function usualHoursOverlap(existing: readonly UsualOpeningInterval[], candidate: UsualOpeningInterval): boolean {
  const spans = weeklySpans(candidate);
  return existing.some((interval) => weeklySpans(interval).some(([a, b]) => spans.some(([c, d]) => a < d && c < b)));
}

function compareText(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}
