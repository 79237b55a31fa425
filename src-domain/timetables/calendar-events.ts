import { err, ok, type Result } from '@domain/shared-kernel';
import { DateTime } from 'luxon';
import {
  compareLocalDateTimes,
  fromUtcInstant,
  toUtcInstant,
  type LocalDate,
} from './local-date-time';
import type { TimetableTimeZone } from './time-zones';
import type { ForeignGuard, LocalInterval, SpecialHours, TimeSlot, Timetable } from './timetable';

/** The four kinds of calendar event (spec 3 §3 "Calendar event"). */
export type EventKind = 'open' | 'closed' | 'guard' | 'foreign-guard';

/** The colours of an event: fill, border and text. */
export interface EventColours {
  readonly backgroundColor: string;
  readonly borderColor: string;
  readonly textColor: string;
}

/**
 * Open green, closed red, own guard blue, foreign guard grey (spec 3 §3). Not in the spec: the shades,
 * chosen so that white text on them has a WCAG contrast of at least 4.5:1 (green #2E7D32 5.1:1, red
 * #C62828 5.6:1, blue #1565C0 5.8:1, grey #616161 6.2:1).
 */
export const EVENT_COLOURS = {
  open: { backgroundColor: '#2E7D32', borderColor: '#2E7D32', textColor: '#FFFFFF' },
  closed: { backgroundColor: '#C62828', borderColor: '#C62828', textColor: '#FFFFFF' },
  guard: { backgroundColor: '#1565C0', borderColor: '#1565C0', textColor: '#FFFFFF' },
  'foreign-guard': { backgroundColor: '#616161', borderColor: '#616161', textColor: '#FFFFFF' },
} as const satisfies Record<EventKind, EventColours>;

/**
 * The title of each kind of event; a foreign guard's title is the other pharmacy's name instead
 * (spec 3 §3). Not in the spec: the words.
 */
export const EVENT_TITLES = {
  open: 'Abierto',
  closed: 'Cerrado',
  guard: 'Guardia',
} as const satisfies Record<Exclude<EventKind, 'foreign-guard'>, string>;

/**
 * An event as the calendar and the list show it (spec 3 §3): `start` and `end` are UTC instants in
 * epoch milliseconds and `timeZone` is the zone they are shown in. A closed day is all-day, from the
 * start of its day to the start of the next (23 or 25 hours on daylight-saving days). Foreign guards
 * also carry the other pharmacy's phone and address; their title is its name.
 */
export interface CalendarEvent extends EventColours {
  readonly eventId: string;
  readonly kind: EventKind;
  readonly title: string;
  readonly start: number;
  readonly end: number;
  readonly allDay: boolean;
  readonly timeZone: TimetableTimeZone;
  readonly phone?: string | undefined;
  readonly address?: string | undefined;
}

/**
 * The calendar events of a timetable, sorted by start then end (spec 3 §9). Closed days, open slots,
 * own guards and foreign guards each give events; usual opening hours are not calendar events.
 * Not in the spec: the ids, built from the kind and the position in the timetable (`closed-0`,
 * `open-2-1` for the first slot of the third special day, `guard-1`, `foreign-guard-0`).
 */
export function timetableEvents(timetable: Timetable): CalendarEvent[] {
  const zone = timetable.timeZone;
  const events = [
    ...timetable.holidays.map((date, index) => closedEvent(date, `closed-${index}`, zone)),
    ...timetable.specialHours.flatMap((special, index) => openEvents(special, `open-${index}`, zone)),
    ...timetable.guards.map((guard, index) => timedEvent('guard', EVENT_TITLES.guard, guard, `guard-${index}`, zone)),
    ...timetable.foreignGuards.map((guard, index) => foreignGuardEvent(guard, `foreign-guard-${index}`, zone)),
  ];
  return sortEvents(events);
}

/**
 * The timetable that calendar events describe, back from UTC to wall-clock time in each event's
 * zone; `base` gives the eid, zone and usual opening hours, which are not events. Open events on the
 * same day become that day's slots in start order, two per special day; a day closed twice is kept
 * once. Lists come back in time order. Events whose start or end is not a readable instant are
 * refused with their ids.
 */
export function timetableFromEvents(
  base: Pick<Timetable, 'eid' | 'timeZone' | 'openingHours'>,
  events: readonly CalendarEvent[],
): Result<Timetable, readonly string[]> {
  const unreadable: string[] = [];
  const holidays: LocalDate[] = [];
  const openSlots: { date: LocalDate; slot: TimeSlot }[] = [];
  const guards: LocalInterval[] = [];
  const foreignGuards: ForeignGuard[] = [];
  for (const event of events) {
    const from = fromUtcInstant(event.start, event.timeZone);
    const to = fromUtcInstant(event.end, event.timeZone);
    if (!from.ok || !to.ok) {
      unreadable.push(event.eventId);
      continue;
    }
    const span = { from: from.value, to: to.value };
    if (event.kind === 'closed') holidays.push(span.from.date);
    else if (event.kind === 'open') openSlots.push({ date: span.from.date, slot: { from: span.from.time, to: span.to.time } });
    else if (event.kind === 'guard') guards.push(span);
    else foreignGuards.push({ name: event.title, phone: event.phone ?? '', address: event.address ?? '', hours: span });
  }
  if (unreadable.length > 0) return err(unreadable);
  return ok({
    ...base,
    holidays: [...new Set(holidays)].sort(),
    specialHours: specialHoursOf(openSlots),
    guards: guards.sort(compareIntervals),
    foreignGuards: foreignGuards.sort((a, b) => compareIntervals(a.hours, b.hours)),
  });
}

/**
 * Events in list order: by start, then by end (spec 3 §9). Not in the spec: ties are broken by id so
 * the order is total.
 */
export function sortEvents(events: readonly CalendarEvent[]): CalendarEvent[] {
  return [...events].sort((a, b) => a.start - b.start || a.end - b.end || compareIds(a.eventId, b.eventId));
}

function closedEvent(date: LocalDate, eventId: string, zone: TimetableTimeZone): CalendarEvent {
  const day = DateTime.fromISO(date, { zone }).startOf('day');
  return {
    eventId,
    kind: 'closed',
    title: EVENT_TITLES.closed,
    start: day.toMillis(),
    end: day.plus({ days: 1 }).toMillis(),
    allDay: true,
    timeZone: zone,
    ...EVENT_COLOURS.closed,
  };
}

function openEvents(special: SpecialHours, idPrefix: string, zone: TimetableTimeZone): CalendarEvent[] {
  const slots = special.slot2 === undefined ? [special.slot1] : [special.slot1, special.slot2];
  return slots.map((slot, index) =>
    timedEvent(
      'open',
      EVENT_TITLES.open,
      { from: { date: special.date, time: slot.from }, to: { date: special.date, time: slot.to } },
      `${idPrefix}-${index + 1}`,
      zone,
    ),
  );
}

function foreignGuardEvent(guard: ForeignGuard, eventId: string, zone: TimetableTimeZone): CalendarEvent {
  return { ...timedEvent('foreign-guard', guard.name, guard.hours, eventId, zone), phone: guard.phone, address: guard.address };
}

function timedEvent(kind: EventKind, title: string, span: LocalInterval, eventId: string, zone: TimetableTimeZone): CalendarEvent {
  return {
    eventId,
    kind,
    title,
    start: toUtcInstant(span.from, zone),
    end: toUtcInstant(span.to, zone),
    allDay: false,
    timeZone: zone,
    ...EVENT_COLOURS[kind],
  };
}

/** Open slots grouped by day into special days, in day order, two slots per special day in start order. */
export function specialHoursOf(openSlots: readonly { date: LocalDate; slot: TimeSlot }[]): SpecialHours[] {
  const byDate = new Map<LocalDate, TimeSlot[]>();
  for (const { date, slot } of openSlots) {
    const slots = byDate.get(date);
    if (slots === undefined) byDate.set(date, [slot]);
    else slots.push(slot);
  }
  return [...byDate.entries()]
    .sort(([a], [b]) => compareIds(a, b))
    .flatMap(([date, slots]) =>
      pairUp(slots.sort(compareSlots)).map(([slot1, slot2]) => (slot2 === undefined ? { date, slot1 } : { date, slot1, slot2 })),
    );
}

function pairUp<T>(items: readonly T[]): [T, T | undefined][] {
  return items.filter((_, index) => index % 2 === 0).map((item, pair) => [item, items[pair * 2 + 1]]);
}

function compareSlots(a: TimeSlot, b: TimeSlot): number {
  return compareIds(a.from, b.from) || compareIds(a.to, b.to);
}

export function compareIntervals(a: LocalInterval, b: LocalInterval): number {
  return compareLocalDateTimes(a.from, b.from) || compareLocalDateTimes(a.to, b.to);
}

function compareIds(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}
