/** The product's time zone: dates are shown and parsed in Madrid time (spec 1 §5, spec 2 §9). */
export const PRODUCT_TIME_ZONE = 'Europe/Madrid';

/** 1000-01-01T00:00Z and 9999-12-31T23:59:59.999Z: the instants whose Madrid year has four digits. */
const FIRST_FOUR_DIGIT_YEAR_MS = -30610224000000;
const LAST_FOUR_DIGIT_YEAR_MS = 253402300799999;
const DAY_MS = 86_400_000;

let madridDateTime: Intl.DateTimeFormat | undefined;

/** Whether epoch milliseconds are an instant of a four-digit Madrid year, with a day's margin. */
const isShownInstant = (epochMs: number): boolean =>
  Number.isFinite(epochMs) && epochMs >= FIRST_FOUR_DIGIT_YEAR_MS + DAY_MS && epochMs <= LAST_FOUR_DIGIT_YEAR_MS - DAY_MS;

/** The parts of the instant's date and time in Madrid, by the runtime's calendar (one formatter kept). */
function madridParts(epochMs: number): Partial<Record<Intl.DateTimeFormatPartTypes, string>> {
  madridDateTime ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: PRODUCT_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const { type, value } of madridDateTime.formatToParts(epochMs)) part[type] = value;
  return part;
}

/**
 * Formats epoch milliseconds as dd/mm/yyyy HH:mm (24-hour clock) in Madrid time with the runtime's
 * own calendar, not a date library, so that a screen that only shows instants does not load one. It
 * gives the same text as `formatDateTime` of the calendar rules (a property test holds them equal)
 * for the instants of years 1000 to 9999 (Madrid time, a day's margin on each side), and '' for any
 * other value (not a finite number, or outside those years).
 */
export function formatInstantDateTime(epochMs: number): string {
  if (!isShownInstant(epochMs)) return '';
  const part = madridParts(epochMs);
  return `${part.day}/${part.month}/${(part.year ?? '').padStart(4, '0')} ${part.hour}:${part.minute}`;
}

/** A day of the calendar: year, month (1–12) and day of the month. */
export interface CalendarDay {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/**
 * The day of the calendar that epoch milliseconds fall on in Madrid time, read from the runtime's own
 * calendar with the formatter {@link formatInstantDateTime} keeps (so a page that has shown an instant
 * pays nothing more, and no date library is needed). For the same instants as that function (years
 * 1000 to 9999); undefined for any other value.
 */
export function madridCalendarDay(epochMs: number): CalendarDay | undefined {
  if (!isShownInstant(epochMs)) return undefined;
  const part = madridParts(epochMs);
  return { year: Number(part.year), month: Number(part.month), day: Number(part.day) };
}
