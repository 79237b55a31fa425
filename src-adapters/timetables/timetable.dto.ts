import * as v from 'valibot';
import {
  DEFAULT_TIME_ZONE,
  isTimetableTimeZone,
  parseLocalDate,
  parseLocalTime,
  type LocalDate,
  type LocalDateTime,
  type LocalInterval,
  type LocalTime,
  type SpecialHours,
  type Timetable,
  type WeekDays,
} from '@domain/timetables';
import { envelope } from '@adapters/shared';

const date = v.pipe(
  v.string(),
  v.trim(),
  v.check((text) => parseLocalDate(text).ok, 'A day is yyyy-MM-dd'),
  v.transform((text) => text as LocalDate),
);
const time = v.pipe(
  v.string(),
  v.trim(),
  v.transform((text) => text.slice(0, 5)),
  v.check((text) => parseLocalTime(text).ok, 'A time is HH:mm'),
  v.transform((text) => text as LocalTime),
);
/** A wall-clock value 'yyyy-MM-ddTHH:mm' in the timetable's zone (seconds, when sent, are dropped). */
const dateTime = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/, 'A date and time is yyyy-MM-ddTHH:mm'),
  v.check((text) => parseLocalDate(text.slice(0, 10)).ok && parseLocalTime(text.slice(11, 16)).ok, 'A date and time exists'),
  v.transform((text): LocalDateTime => ({ date: text.slice(0, 10) as LocalDate, time: text.slice(11, 16) as LocalTime })),
);
const slot = v.object({ from: time, to: time });
const interval = v.object({ from: dateTime, to: dateTime });
const days = v.pipe(v.array(v.boolean()), v.length(7), v.transform((flags) => flags as unknown as WeekDays));

/**
 * A timetable as the digital-services API sends it (spec 3 §3 "Timetable"; the exact shape is not
 * shown, so this is ours): every date and time is wall-clock time in `timeZone`; a zone the product
 * does not offer, or none, is read as Peninsular; missing lists are empty.
 */
export const timetableDto = v.pipe(
  v.looseObject({
    eid: v.pipe(v.union([v.number(), v.pipe(v.string(), v.transform(Number))]), v.integer()),
    timeZone: v.optional(v.nullable(v.string())),
    openingHours: v.optional(v.array(v.object({ days, from: time, to: time })), []),
    holidays: v.optional(v.array(date), []),
    specialHours: v.optional(v.array(v.object({ date, slot1: slot, slot2: v.optional(v.nullable(slot)) })), []),
    guards: v.optional(v.array(interval), []),
    foreignGuards: v.optional(v.array(v.object({ name: v.string(), phone: v.string(), address: v.string(), hours: interval })), []),
  }),
  v.transform(
    (dto): Timetable => ({
      eid: dto.eid,
      timeZone: dto.timeZone !== undefined && dto.timeZone !== null && isTimetableTimeZone(dto.timeZone) ? dto.timeZone : DEFAULT_TIME_ZONE,
      openingHours: dto.openingHours,
      holidays: dto.holidays,
      specialHours: dto.specialHours.map((special): SpecialHours => (special.slot2 === undefined || special.slot2 === null ? { date: special.date, slot1: special.slot1 } : { date: special.date, slot1: special.slot1, slot2: special.slot2 })),
      guards: dto.guards,
      foreignGuards: dto.foreignGuards,
    }),
  ),
);

/** GET /timetables/{eid}: the timetable, enveloped or not. */
export const timetableAnswer = v.union([envelope(timetableDto), timetableDto]);

const wireDateTime = (value: LocalDateTime): string => `${value.date}T${value.time}`;
const wireInterval = (value: LocalInterval) => ({ from: wireDateTime(value.from), to: wireDateTime(value.to) });

/** The body of PUT /timetables/{eid} (spec 3 §7: eid, holidays, specialHours, guards, foreignGuards, timeZone, openingHours). */
export function timetableToDto(timetable: Timetable): unknown {
  return {
    eid: timetable.eid,
    holidays: [...timetable.holidays],
    specialHours: timetable.specialHours.map((special) => (special.slot2 === undefined ? { date: special.date, slot1: special.slot1 } : { date: special.date, slot1: special.slot1, slot2: special.slot2 })),
    guards: timetable.guards.map(wireInterval),
    foreignGuards: timetable.foreignGuards.map((guard) => ({ name: guard.name, phone: guard.phone, address: guard.address, hours: wireInterval(guard.hours) })),
    timeZone: timetable.timeZone,
    openingHours: timetable.openingHours.map((interval) => ({ days: [...interval.days], from: interval.from, to: interval.to })),
  };
}
