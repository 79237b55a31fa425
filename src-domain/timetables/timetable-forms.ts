import { err, ok, type Result } from '@domain/shared-kernel';
import {
  compareLocalDateTimes,
  isExistingLocalTime,
  parseLocalDate,
  parseLocalTime,
  type LocalDate,
  type LocalDateTime,
  type LocalTime,
} from './local-date-time';
import type { EventKind } from './calendar-events';
import type { TimetableTimeZone } from './time-zones';
import type { ForeignGuard, LocalInterval, SpecialHours, TimeSlot, UsualOpeningInterval, WeekDays } from './timetable';

/** Why a timetable form cannot be saved. */
export type TimetableFormError =
  | 'DAY_REQUIRED'
  | 'INVALID_DATE'
  | 'TIME_REQUIRED'
  | 'INVALID_TIME'
  | 'NONEXISTENT_TIME'
  | 'END_NOT_AFTER_START'
  | 'SECOND_END_NOT_AFTER_START'
  | 'SLOTS_OVERLAP'
  | 'NAME_REQUIRED'
  | 'PHONE_REQUIRED'
  | 'STREET_REQUIRED'
  | 'NO_WEEKDAY_SELECTED'
  | 'SAME_FROM_AND_TO';

/**
 * The words for each form error. Not in the spec: it states the rules but no messages, so these
 * texts are ours.
 */
export const TIMETABLE_FORM_MESSAGES = {
  DAY_REQUIRED: 'Selecciona un día.',
  INVALID_DATE: 'La fecha no es válida.',
  TIME_REQUIRED: 'Indica la hora.',
  INVALID_TIME: 'La hora debe tener el formato HH:mm.',
  NONEXISTENT_TIME: 'Esa hora no existe ese día por el cambio de hora.',
  END_NOT_AFTER_START: 'La hora de fin debe ser posterior a la de inicio.',
  SECOND_END_NOT_AFTER_START: 'En el segundo tramo, la hora de fin debe ser posterior a la de inicio.',
  SLOTS_OVERLAP: 'Los dos tramos se solapan: el segundo debe empezar cuando termine el primero o después.',
  NAME_REQUIRED: 'El nombre es obligatorio.',
  PHONE_REQUIRED: 'El teléfono es obligatorio.',
  STREET_REQUIRED: 'La calle es obligatoria.',
  NO_WEEKDAY_SELECTED: 'Selecciona al menos un día de la semana.',
  SAME_FROM_AND_TO: 'La hora de inicio y la de fin no pueden ser iguales.',
} as const satisfies Record<TimetableFormError, string>;

/** The closed-day form: the selected day as 'yyyy-MM-dd', '' when none. */
export interface ClosedDayForm {
  readonly date: string;
}

/** The open-day form: a day, its first interval, and an optional second one ('' when unset). */
export interface OpenDayForm {
  readonly date: string;
  readonly from: string;
  readonly to: string;
  readonly secondFrom: string;
  readonly secondTo: string;
}

/** The own-guard form: start and end, each a date ('yyyy-MM-dd') and a time ('HH:mm'). */
export interface GuardForm {
  readonly startDate: string;
  readonly startTime: string;
  readonly endDate: string;
  readonly endTime: string;
}

/** The foreign-guard form: the other pharmacy's name, phone and street, and the guard's span. */
export interface ForeignGuardForm extends GuardForm {
  readonly name: string;
  readonly phone: string;
  readonly street: string;
}

/** The usual-hours form: seven weekday flags (Monday first) and an 'HH:mm' interval. */
export interface UsualHoursForm {
  readonly days: WeekDays;
  readonly from: string;
  readonly to: string;
}

/**
 * A new usual-hours form: 09:00 to 15:00 (spec 3 §9). Not in the spec: no weekday is selected yet,
 * so the pharmacy chooses them.
 */
export const DEFAULT_USUAL_HOURS_FORM: UsualHoursForm = {
  days: [false, false, false, false, false, false, false],
  from: '09:00',
  to: '15:00',
};

type Outcome<T> = Result<T, readonly TimetableFormError[]>;

/** Closed: needs a selected day (spec 3 §5). */
export function closedDayFromForm(form: ClosedDayForm): Outcome<LocalDate> {
  const errors = new Set<TimetableFormError>();
  const date = readDate(form.date, errors);
  return date === undefined ? err([...errors]) : ok(date);
}

/**
 * Open: a day with an interval whose end is later than its start (both times are on that day, so
 * "same day" holds by construction); a second interval is added only when both its times are set,
 * under the same rule (spec 3 §5). A time skipped by a daylight-saving change is NONEXISTENT_TIME.
 * Not in the spec: the two intervals may not overlap (SLOTS_OVERLAP; touching is fine), in whichever
 * order they were typed; a half-filled second interval is ignored, not an error.
 */
export function openDayFromForm(form: OpenDayForm, zone: TimetableTimeZone): Outcome<SpecialHours> {
  const errors = new Set<TimetableFormError>();
  const date = readDate(form.date, errors);
  const slot1 = readSlot(form.from, form.to, 'END_NOT_AFTER_START', errors);
  const slot2 = isSet(form.secondFrom) && isSet(form.secondTo)
    ? readSlot(form.secondFrom, form.secondTo, 'SECOND_END_NOT_AFTER_START', errors)
    : undefined;
  if (date !== undefined) {
    for (const time of [slot1?.from, slot1?.to, slot2?.from, slot2?.to]) {
      if (time !== undefined) checkExists({ date, time }, zone, errors);
    }
  }
  if (slot1 !== undefined && slot2 !== undefined && slot1.from < slot2.to && slot2.from < slot1.to) errors.add('SLOTS_OVERLAP');
  if (date === undefined || slot1 === undefined || errors.size > 0) return err([...errors]);
  if (slot2 === undefined) return ok({ date, slot1 });
  return ok(slot2.from < slot1.from ? { date, slot1: slot2, slot2: slot1 } : { date, slot1, slot2 });
}

/** Own guard: a start and an end, each with date and time, the end strictly after the start (spec 3 §5). */
export function guardFromForm(form: GuardForm, zone: TimetableTimeZone): Outcome<LocalInterval> {
  const errors = new Set<TimetableFormError>();
  const interval = readInterval(form, zone, errors);
  return interval === undefined ? err([...errors]) : ok(interval);
}

/**
 * Foreign guard: name, phone and street are required (blank counts as empty; stored trimmed), and the
 * end comes after the start, as for an own guard (spec 3 §5).
 */
export function foreignGuardFromForm(form: ForeignGuardForm, zone: TimetableTimeZone): Outcome<ForeignGuard> {
  const errors = new Set<TimetableFormError>();
  const name = form.name.trim();
  const phone = form.phone.trim();
  const address = form.street.trim();
  if (name === '') errors.add('NAME_REQUIRED');
  if (phone === '') errors.add('PHONE_REQUIRED');
  if (address === '') errors.add('STREET_REQUIRED');
  const hours = readInterval(form, zone, errors);
  if (hours === undefined || errors.size > 0) return err([...errors]);
  return ok({ name, phone, address, hours });
}

/**
 * Usual hours: at least one weekday selected, and from differs from to (spec 3 §5). Not in the spec
 * as a rule, so allowed: an interval whose end is before its start (overnight).
 */
export function usualHoursFromForm(form: UsualHoursForm): Outcome<UsualOpeningInterval> {
  const errors = new Set<TimetableFormError>();
  if (!form.days.includes(true)) errors.add('NO_WEEKDAY_SELECTED');
  const from = readTime(form.from, errors);
  const to = readTime(form.to, errors);
  if (from !== undefined && from === to) errors.add('SAME_FROM_AND_TO');
  if (from === undefined || to === undefined || errors.size > 0) return err([...errors]);
  return ok({ days: form.days, from, to });
}

function readDate(text: string, errors: Set<TimetableFormError>): LocalDate | undefined {
  if (!isSet(text)) return note(errors, 'DAY_REQUIRED');
  const date = parseLocalDate(text.trim());
  return date.ok ? date.value : note(errors, 'INVALID_DATE');
}

function readTime(text: string, errors: Set<TimetableFormError>): LocalTime | undefined {
  if (!isSet(text)) return note(errors, 'TIME_REQUIRED');
  const time = parseLocalTime(text.trim());
  return time.ok ? time.value : note(errors, 'INVALID_TIME');
}

function readSlot(
  fromText: string,
  toText: string,
  orderError: TimetableFormError,
  errors: Set<TimetableFormError>,
): TimeSlot | undefined {
  const from = readTime(fromText, errors);
  const to = readTime(toText, errors);
  if (from === undefined || to === undefined) return undefined;
  return to > from ? { from, to } : note(errors, orderError);
}

function readInterval(form: GuardForm, zone: TimetableTimeZone, errors: Set<TimetableFormError>): LocalInterval | undefined {
  const from = readDateTime(form.startDate, form.startTime, zone, errors);
  const to = readDateTime(form.endDate, form.endTime, zone, errors);
  if (from === undefined || to === undefined) return undefined;
  return compareLocalDateTimes(to, from) > 0 ? { from, to } : note(errors, 'END_NOT_AFTER_START');
}

function readDateTime(
  dateText: string,
  timeText: string,
  zone: TimetableTimeZone,
  errors: Set<TimetableFormError>,
): LocalDateTime | undefined {
  const date = readDate(dateText, errors);
  const time = readTime(timeText, errors);
  if (date === undefined || time === undefined) return undefined;
  return checkExists({ date, time }, zone, errors);
}

function checkExists(local: LocalDateTime, zone: TimetableTimeZone, errors: Set<TimetableFormError>): LocalDateTime | undefined {
  return isExistingLocalTime(local, zone) ? local : note(errors, 'NONEXISTENT_TIME');
}

function isSet(text: string): boolean {
  return text.trim() !== '';
}

function note(errors: Set<TimetableFormError>, error: TimetableFormError): undefined {
  errors.add(error);
  return undefined;
}

/**
 * The special-event forms are mutually exclusive (spec 3 §2): choosing one closes any other. Not in
 * the spec: choosing the open one again closes it, leaving none open (`undefined`).
 */
export function toggleSpecialEventForm(open: EventKind | undefined, chosen: EventKind): EventKind | undefined {
  return open === chosen ? undefined : chosen;
}
