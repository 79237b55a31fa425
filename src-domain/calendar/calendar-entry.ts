import { DateTime } from 'luxon';
import { PRODUCT_TIME_ZONE, err, ok, type Result } from '@domain/shared-kernel';

/** The calendar entry types, sms and email (spec 1 §2.6, §9; spec 2 "Backoffice calendar campaigns"). */
export const CALENDAR_ENTRY_TYPES = ['sms', 'email'] as const;

/** A calendar entry's type (spec 1 §3). */
export type CalendarEntryType = (typeof CALENDAR_ENTRY_TYPES)[number];

/** Reads an entry type; anything other than 'sms' or 'email' is `undefined` (spec 1 §9). */
export function parseCalendarEntryType(text: string): CalendarEntryType | undefined {
  return CALENDAR_ENTRY_TYPES.find((type) => type === text);
}

/**
 * A campaign calendar entry (spec 1 §3: _id, name, scheduled_date, campaigns, type; spec 2 §3: subject,
 * segment, creation_date, modified_date, id_sheet). Instants are epoch milliseconds. Not in the spec
 * entity lists: `owner`, the owner group the entry is shown in (spec 1 §2.6).
 */
export interface CalendarEntry {
  readonly id: string;
  readonly name: string;
  readonly scheduledDate: number;
  readonly type: CalendarEntryType;
  readonly campaigns: readonly string[];
  readonly subject: string | undefined;
  readonly segment: string | undefined;
  readonly creationDate: number | undefined;
  readonly modifiedDate: number | undefined;
  readonly sheetId: string | undefined;
  readonly owner: string;
}

/** A new entry as the create call takes it (spec 1 §7: name, timestamp, type; spec 2 §7 POST /calendar/create). */
export interface NewCalendarEntry {
  readonly name: string;
  readonly scheduledDate: number;
  readonly type: CalendarEntryType;
}

/** Why the create-entry dialog cannot be saved. Not in the spec: it only names the dialog's fields. */
export type NewEntryError = 'NAME_REQUIRED' | 'INVALID_DAY' | 'INVALID_TIME';

/**
 * Builds the entry the day dialog creates (spec 1 §2.6: name, time, type): the chosen day (any instant in
 * it, epoch milliseconds) at the typed time 'HH:mm', 24-hour, in Madrid time. Not in the spec: the name is
 * trimmed and required; every error found is returned.
 */
export function newCalendarEntry(input: { name: string; day: number; time: string; type: CalendarEntryType }): Result<NewCalendarEntry, readonly NewEntryError[]> {
  const errors: NewEntryError[] = [];
  const name = input.name.trim();
  if (name === '') errors.push('NAME_REQUIRED');
  const day = DateTime.fromMillis(input.day, { zone: PRODUCT_TIME_ZONE });
  if (!day.isValid) errors.push('INVALID_DAY');
  const time = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(input.time.trim());
  if (!time) errors.push('INVALID_TIME');
  if (errors.length > 0 || !time) return err(errors);
  const scheduled = day.set({ hour: Number(time[1]), minute: Number(time[2]), second: 0, millisecond: 0 });
  return ok({ name, scheduledDate: scheduled.toMillis(), type: input.type });
}

/**
 * A calendar event whose end is at or before its start is rejected (spec 2 "Backoffice calendar
 * campaigns"); unreadable instants are rejected too.
 */
export function validateEventSpan(start: number, end: number): Result<{ start: number; end: number }, 'END_NOT_AFTER_START'> {
  return Number.isFinite(start) && Number.isFinite(end) && end > start ? ok({ start, end }) : err('END_NOT_AFTER_START');
}

/** A calendar answer other than 200 is an error (spec 1 §8, spec 2 §8: "a non-200 answer shows an error toast"). */
export function isCalendarAnswerOk(httpStatus: number): boolean {
  return httpStatus === 200;
}
