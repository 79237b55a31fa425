import { DateTime } from 'luxon';
import { PRODUCT_TIME_ZONE, err, monthName, ok, type Language, type Result } from '@domain/shared-kernel';

/** A calendar month: a year and a month number 1–12. */
export interface YearMonth {
  readonly year: number;
  readonly month: number;
}

/** Why a monthYear text was refused: not 'YYYY-MM', or a month outside 01–12. */
export type MonthYearError = 'BAD_FORMAT' | 'BAD_MONTH';

/** Reads a month's monthYear 'YYYY-MM' (spec 1 §3 "Month"): four-digit year, two-digit month 01–12; nothing else. */
export function parseMonthYear(text: string): Result<YearMonth, MonthYearError> {
  const match = /^(\d{4})-(\d{2})$/.exec(text);
  if (!match) return err('BAD_FORMAT');
  const month = Number(match[2]);
  return month >= 1 && month <= 12 ? ok({ year: Number(match[1]), month }) : err('BAD_MONTH');
}

/** Writes a month as 'YYYY-MM' (spec 1 §3), the year padded to four digits and the month to two. */
export function formatMonthYear(value: YearMonth): string {
  return `${String(value.year).padStart(4, '0')}-${String(value.month).padStart(2, '0')}`;
}

/** The month after `value`; December is followed by January of the next year (spec 1 §2.5 "add the next month"). */
export function nextMonth(value: YearMonth): YearMonth {
  return value.month >= 12 ? { year: value.year + 1, month: 1 } : { year: value.year, month: value.month + 1 };
}

/** Orders months in time: negative when `a` comes first, zero for the same month. */
export function compareYearMonth(a: YearMonth, b: YearMonth): number {
  return a.year - b.year || a.month - b.month;
}

/** The month `now` (epoch milliseconds) falls in, in Madrid time (spec 1 §5 dates in the product's zone). */
export function monthAt(now: number): YearMonth {
  const local = DateTime.fromMillis(now, { zone: PRODUCT_TIME_ZONE });
  return { year: local.year, month: local.month };
}

/**
 * A month's label, its Spanish name then the year: '2026-11' → 'noviembre 2026' (spec 1 §2.5 "Month names
 * are Spanish"); English on request. Not in the spec: unreadable text is shown as it came.
 */
export function monthLabel(monthYear: string, language: Language = 'es'): string {
  const parsed = parseMonthYear(monthYear);
  const name = parsed.ok ? monthName(parsed.value.month, language) : undefined;
  return parsed.ok && name !== undefined ? `${name} ${parsed.value.year}` : monthYear;
}
