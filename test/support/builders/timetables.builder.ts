import fc from 'fast-check';
import { DateTime } from 'luxon';
import {
  parseLocalDate,
  parseLocalTime,
  type LocalDate,
  type LocalDateTime,
  type LocalTime,
  type TimetableTimeZone,
} from '@domain/timetables';

/** A checked day, for literals in tests. */
export function day(text: string): LocalDate {
  const parsed = parseLocalDate(text);
  if (!parsed.ok) throw new Error(`not a day: ${text}`);
  return parsed.value;
}

/** A checked time, for literals in tests. */
export function time(text: string): LocalTime {
  const parsed = parseLocalTime(text);
  if (!parsed.ok) throw new Error(`not a time: ${text}`);
  return parsed.value;
}

/** A wall-clock value from 'yyyy-MM-dd HH:mm'. */
export function at(text: string): LocalDateTime {
  const [date = '', clock = ''] = text.split(' ');
  return { date: day(date), time: time(clock) };
}

export const ZONES: readonly TimetableTimeZone[] = ['Europe/Madrid', 'Europe/Lisbon', 'Atlantic/Canary'];

/** The last Sundays of March and October (the EU daylight-saving days) of 2020–2035, and the days around them. */
const DST_DAYS: readonly string[] = Array.from({ length: 16 }, (_, index) => 2020 + index).flatMap((year) =>
  [3, 10].flatMap((month) => {
    const lastDay = DateTime.utc(year, month, 31);
    const sunday = lastDay.minus({ days: lastDay.weekday % 7 });
    return [-1, 0, 1].map((offset) => sunday.plus({ days: offset }).toISODate() ?? '');
  }),
);

/** Days of 2020–2035, half of them on or next to a daylight-saving change. */
export const dayArb: fc.Arbitrary<LocalDate> = fc
  .oneof(
    fc.constantFrom(...DST_DAYS),
    fc
      .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10)),
  )
  .map(day);

/** Any minute of the day, weighted towards the small hours where clocks change. */
export const minuteArb: fc.Arbitrary<number> = fc.oneof(fc.integer({ min: 0, max: 1439 }), fc.integer({ min: 0, max: 240 }));

export function timeOf(minutes: number): LocalTime {
  return time(`${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`);
}

export const timeArb: fc.Arbitrary<LocalTime> = minuteArb.map(timeOf);

export const localArb: fc.Arbitrary<LocalDateTime> = fc.record({ date: dayArb, time: timeArb });

export const zoneArb: fc.Arbitrary<TimetableTimeZone> = fc.constantFrom(...ZONES);

/** Reference: minutes since 1970-01-01 00:00 of a wall-clock value, ignoring any zone. */
export function wallMinutes(local: LocalDateTime): number {
  const [hours = 0, minutes = 0] = local.time.split(':').map(Number);
  return Date.parse(`${local.date}T00:00:00Z`) / 60_000 + hours * 60 + minutes;
}
