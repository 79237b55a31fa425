import type { LocalDate, LocalDateTime, LocalTime } from './local-date-time';
import type { TimetableTimeZone } from './time-zones';

/** Seven flags, Monday first: whether an interval applies on that weekday (spec 3 §3). */
export type WeekDays = readonly [boolean, boolean, boolean, boolean, boolean, boolean, boolean];

/** A from–to pair of times of day, as 'HH:mm' (spec 3 §3). */
export interface TimeSlot {
  readonly from: LocalTime;
  readonly to: LocalTime;
}

/** A usual opening interval: the weekdays it applies to and its times (spec 3 §3). */
export interface UsualOpeningInterval extends TimeSlot {
  readonly days: WeekDays;
}

/** A special opening on one day: a first slot and an optional second one (spec 3 §3, §5 Open). */
export interface SpecialHours {
  readonly date: LocalDate;
  readonly slot1: TimeSlot;
  readonly slot2?: TimeSlot | undefined;
}

/** A span between two wall-clock values, which may cross midnight (guards). */
export interface LocalInterval {
  readonly from: LocalDateTime;
  readonly to: LocalDateTime;
}

/** Another pharmacy's guard duty: who, how to reach them, and when (spec 3 §3). */
export interface ForeignGuard {
  readonly name: string;
  readonly phone: string;
  /** The street address, as the form's street field holds it. */
  readonly address: string;
  readonly hours: LocalInterval;
}

/**
 * A pharmacy's timetable (spec 3 §3). Every date and time is wall-clock time in `timeZone`; UTC
 * instants are derived from them (guide A.7 row 18), so changing the zone keeps the hours as typed.
 */
export interface Timetable {
  readonly eid: number;
  readonly timeZone: TimetableTimeZone;
  readonly openingHours: readonly UsualOpeningInterval[];
  /** Closed days. */
  readonly holidays: readonly LocalDate[];
  readonly specialHours: readonly SpecialHours[];
  /** The pharmacy's own guard duties. */
  readonly guards: readonly LocalInterval[];
  readonly foreignGuards: readonly ForeignGuard[];
}
