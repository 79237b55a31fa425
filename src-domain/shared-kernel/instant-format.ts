/** The product's time zone: dates are shown and parsed in Madrid time (spec 1 §5, spec 2 §9). */
export const PRODUCT_TIME_ZONE = 'Europe/Madrid';

/** 1000-01-01T00:00Z and 9999-12-31T23:59:59.999Z: the instants whose Madrid year has four digits. */
const FIRST_FOUR_DIGIT_YEAR_MS = -30610224000000;
const LAST_FOUR_DIGIT_YEAR_MS = 253402300799999;

let madridDateTime: Intl.DateTimeFormat | undefined;

/**
 * Formats epoch milliseconds as dd/mm/yyyy HH:mm (24-hour clock) in Madrid time with the runtime's
 * own calendar, not a date library, so that a screen that only shows instants does not load one. It
 * gives the same text as `formatDateTime` of the calendar rules (a property test holds them equal)
 * for the instants of years 1000 to 9999 (Madrid time, a day's margin on each side), and '' for any
 * other value (not a finite number, or outside those years).
 */
export function formatInstantDateTime(epochMs: number): string {
  if (!Number.isFinite(epochMs) || epochMs < FIRST_FOUR_DIGIT_YEAR_MS + DAY_MS || epochMs > LAST_FOUR_DIGIT_YEAR_MS - DAY_MS) return '';
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
  return `${part.day}/${part.month}/${(part.year ?? '').padStart(4, '0')} ${part.hour}:${part.minute}`;
}

const DAY_MS = 86_400_000;
