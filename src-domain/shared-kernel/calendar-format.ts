import { DateTime } from 'luxon';
import { formatInstantDateTime, PRODUCT_TIME_ZONE } from './instant-format';
import { err, ok, type Result } from './result';

/** The product's date format, dd/mm/yyyy (spec 1 §5 "Dates are shown and parsed as dd/mm/yyyy"). */
export const DATE_FORMAT = 'dd/MM/yyyy';

/** Spanish month names, January first (spec 1 §2.5, spec 2 §9 "month names Spanish"). */
export const SPANISH_MONTH_NAMES = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const;

/** English month names, used when the interface language is English. */
export const ENGLISH_MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** Interface languages of the product (spec 1 §1: es by default, en as second language). */
export type Language = 'es' | 'en';

/**
 * The name of month `month` (1–12) in `language`, or `undefined` for a number outside 1–12.
 * Spanish names are lower case, as Spanish writes them.
 */
export function monthName(month: number, language: Language = 'es'): string | undefined {
  if (!Number.isInteger(month) || month < 1 || month > 12) return undefined;
  return (language === 'es' ? SPANISH_MONTH_NAMES : ENGLISH_MONTH_NAMES)[month - 1];
}

/**
 * Formats an instant (epoch milliseconds or an ISO 8601 text) as dd/mm/yyyy in Madrid time.
 * An ISO text without an offset is read as UTC. Returns '' for an instant that cannot be read,
 * so a bad value never shows as "Invalid DateTime".
 */
export function formatDate(instant: number | string): string {
  const dateTime = toDateTime(instant);
  return dateTime.isValid ? dateTime.setZone(PRODUCT_TIME_ZONE).toFormat(DATE_FORMAT) : '';
}

/** Formats an instant as dd/mm/yyyy HH:mm (24-hour clock) in Madrid time; '' when unreadable. */
export function formatDateTime(instant: number | string): string {
  // An instant of a four-digit year: the runtime's calendar (formatInstantDateTime) gives the same text.
  const shown = typeof instant === 'number' ? formatInstantDateTime(instant) : '';
  if (shown !== '') return shown;
  const dateTime = toDateTime(instant);
  return dateTime.isValid ? dateTime.setZone(PRODUCT_TIME_ZONE).toFormat(`${DATE_FORMAT} HH:mm`) : '';
}

/** Why a typed date was refused. */
export type DateParseError = 'EMPTY' | 'BAD_FORMAT' | 'NOT_A_DATE';

/**
 * Parses a dd/mm/yyyy text typed by a user (one- or two-digit day and month accepted) as the
 * start of that day in Madrid time, returned as epoch milliseconds. 31/02/2026 is NOT_A_DATE.
 */
export function parseDate(text: string): Result<number, DateParseError> {
  const trimmed = text.trim();
  if (trimmed === '') return err('EMPTY');
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(trimmed);
  if (!match) return err('BAD_FORMAT');
  const [, day, month, year] = match;
  const dateTime = DateTime.fromObject(
    { year: Number(year), month: Number(month), day: Number(day) },
    { zone: PRODUCT_TIME_ZONE },
  );
  return dateTime.isValid ? ok(dateTime.toMillis()) : err('NOT_A_DATE');
}

function toDateTime(instant: number | string): DateTime {
  return typeof instant === 'number'
    ? DateTime.fromMillis(instant, { zone: 'utc' })
    : DateTime.fromISO(instant, { zone: 'utc' });
}
