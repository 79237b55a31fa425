import { err, ok, type Brand, type Result } from '@domain/shared-kernel';
import { DateTime } from 'luxon';
import type { TimetableTimeZone } from './time-zones';

/** A calendar day as 'yyyy-MM-dd' that was checked to exist (2026-02-30 does not). */
export type LocalDate = Brand<string, 'LocalDate'>;

/** A wall-clock time of day as 'HH:mm', 24-hour clock, 00:00 to 23:59 (spec 3 §9). */
export type LocalTime = Brand<string, 'LocalTime'>;

/** A wall-clock date and time in a timetable's zone: what the pharmacy types and reads. */
export interface LocalDateTime {
  readonly date: LocalDate;
  readonly time: LocalTime;
}

/** Reads a 'yyyy-MM-dd' day; a malformed or non-existent day is INVALID_DATE. */
export function parseLocalDate(text: string): Result<LocalDate, 'INVALID_DATE'> {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return err('INVALID_DATE');
  return DateTime.fromISO(text, { zone: 'utc' }).isValid ? ok(text as LocalDate) : err('INVALID_DATE');
}

/** Reads an 'HH:mm' time of day on the 24-hour clock (spec 3 §9); anything else is INVALID_TIME. */
export function parseLocalTime(text: string): Result<LocalTime, 'INVALID_TIME'> {
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(text) ? ok(text as LocalTime) : err('INVALID_TIME');
}

/**
 * Orders two wall-clock values: negative when `a` is earlier, 0 when equal, positive when later.
 * Both texts have fixed widths, so comparing them as text is comparing them in time.
 */
export function compareLocalDateTimes(a: LocalDateTime, b: LocalDateTime): number {
  return compareText(a.date, b.date) || compareText(a.time, b.time);
}

/**
 * The UTC instant (epoch milliseconds) of a wall-clock value in `zone`, so events stay right across
 * daylight-saving changes (guide A.7 row 18): 09:00 on 2026-03-29 in Europe/Madrid is 07:00Z, on
 * 2026-03-28 it is 08:00Z. Not in the spec: a time skipped when clocks go forward moves forward by the
 * gap (02:30 → 03:30), and a time repeated when clocks go back is read in winter time (its second
 * occurrence); the forms refuse skipped times with NONEXISTENT_TIME.
 */
export function toUtcInstant(local: LocalDateTime, zone: TimetableTimeZone): number {
  return DateTime.fromISO(`${local.date}T${local.time}`, { zone }).toMillis();
}

/**
 * The wall-clock value of a UTC instant in `zone`, to the minute (seconds are dropped). An instant
 * that is not a number, or outside the years 0000–9999, is INVALID_INSTANT.
 */
export function fromUtcInstant(instant: number, zone: TimetableTimeZone): Result<LocalDateTime, 'INVALID_INSTANT'> {
  const dateTime = DateTime.fromMillis(instant, { zone });
  if (!dateTime.isValid) return err('INVALID_INSTANT');
  const date = parseLocalDate(dateTime.toFormat('yyyy-MM-dd'));
  return date.ok ? ok({ date: date.value, time: dateTime.toFormat('HH:mm') as LocalTime }) : err('INVALID_INSTANT');
}

/**
 * Whether a wall-clock value exists in `zone`: false only for the times skipped when clocks go
 * forward (02:00–02:59 on the last Sunday of March in Europe/Madrid, 01:00–01:59 in Lisbon and the
 * Canaries).
 */
export function isExistingLocalTime(local: LocalDateTime, zone: TimetableTimeZone): boolean {
  const back = fromUtcInstant(toUtcInstant(local, zone), zone);
  return back.ok && compareLocalDateTimes(back.value, local) === 0;
}

function compareText(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}
