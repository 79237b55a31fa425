import { compareYearMonth, formatMonthYear, parseMonthYear } from '@domain/months';
import { err, type Result } from '@domain/shared-kernel';
import type { MonthSales } from './report-data';
import { monthPickerBounds, type ReportEntry, type YearMonth } from './report-list';
import { REPORT_MONTHS } from './monthly-series';
import { salesVariation, type SalesVariationError } from './sales-variation';

/** Why the month of the address was not shown: not 'YYYY-MM', or no report for it in the list's range. */
export type ReportMonthFallback = 'MALFORMED_MONTH' | 'MONTH_OUTSIDE_RANGE';

/** The month the report shows, and why it is not the one the address asked for (when it is not). */
export interface ResolvedReportMonth {
  /** `undefined` when the pharmacy has no report at all. */
  readonly month: YearMonth | undefined;
  readonly fallback: ReportMonthFallback | undefined;
  /** The month the address asked for, when it is outside the reports' range (MONTH_OUTSIDE_RANGE). */
  readonly requested?: YearMonth;
}

/**
 * The month a report screen shows (spec 3 §2 "Entity report header": the picker is bounded by the first
 * and last report). Not in the spec: without a month in the address, the newest report; a month that
 * cannot be read, or that lies outside the reports' range, falls back to the newest report and says why.
 * A month inside the range is kept even if its own report is missing (a gap in the list): its sections
 * then say they have nothing for it.
 */
export function resolveReportMonth(reports: readonly ReportEntry[], requested: string | undefined): ResolvedReportMonth {
  const bounds = monthPickerBounds(reports);
  const newest = bounds?.last;
  if (requested === undefined || requested === '') return { month: newest, fallback: undefined };
  const parsed = parseMonthYear(requested);
  if (!parsed.ok) return { month: newest, fallback: 'MALFORMED_MONTH' };
  if (bounds === undefined || !isWithin(parsed.value, bounds.first, bounds.last)) return { month: newest, fallback: 'MONTH_OUTSIDE_RANGE', requested: parsed.value };
  return { month: parsed.value, fallback: undefined };
}

/** Whether `month` lies between `first` and `last`, both included. */
export function isWithin(month: YearMonth, first: YearMonth, last: YearMonth): boolean {
  return compareYearMonth(month, first) >= 0 && compareYearMonth(month, last) <= 0;
}

/** The month as the address writes it, 'YYYY-MM'. */
export function reportMonthParam(month: YearMonth): string {
  return formatMonthYear(month);
}

/** The month `offset` months after `month` (negative: before). */
export function addMonths(month: YearMonth, offset: number): YearMonth {
  const index = month.year * 12 + (month.month - 1) + offset;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/**
 * The 12 months an evolution covers, oldest first, ending with the report's month (spec 3 §9: reports
 * use 12 months); their previous-year twins are the same months a year before.
 */
export function evolutionMonths(last: YearMonth): YearMonth[] {
  return Array.from({ length: REPORT_MONTHS }, (_, index) => addMonths(last, index - (REPORT_MONTHS - 1)));
}

/** A run of consecutive months, both ends included. */
export interface MonthSpan {
  readonly first: YearMonth;
  readonly last: YearMonth;
}

/**
 * The two periods an evolution compares (spec 3 §3: each measure is a pair of previous-year and
 * current-year monthly arrays): the 12 months ending with the report's month, and the same 12 months a
 * year before. Not in the spec: a period that starts after January lies across two calendar years, so
 * it is named by its first and last month, never by a single year; each of its values belongs to its
 * own month of that period.
 */
export function evolutionPeriods(last: YearMonth): { readonly previous: MonthSpan; readonly current: MonthSpan } {
  const first = addMonths(last, 1 - REPORT_MONTHS);
  return {
    previous: { first: addMonths(first, -12), last: addMonths(last, -12) },
    current: { first, last },
  };
}

/**
 * The quarters of an evolution's period as {@link quarterAggregates} groups its values: four runs of
 * three months, oldest first, the last ending with the report's month (so they are the calendar's
 * quarters only when the report's month ends one).
 */
export function evolutionQuarters(last: YearMonth): MonthSpan[] {
  const months = evolutionMonths(last);
  const quarters: MonthSpan[] = [];
  for (let start = 0; start + 2 < months.length; start += 3) {
    const first = months[start];
    const end = months[start + 2];
    if (first !== undefined && end !== undefined) quarters.push({ first, last: end });
  }
  return quarters;
}

/**
 * The sales variation of the report's month against the same month of the previous year, computed
 * on the client from the global cache (spec 3 §7 "GET /api/v2/global-cache: sales variation versus
 * the same month last year is computed on the client"). A month the cache does not hold is
 * NO_MONTH_SALES; the same month a year before missing, or without sales, is NO_PREVIOUS_SALES. Not in
 * the spec: when the cache holds a month twice, the first entry counts.
 */
export function cachedSalesVariation(cache: readonly MonthSales[], month: YearMonth): Result<number, SalesVariationError> {
  const salesOf = (at: YearMonth) => cache.find((entry) => entry.year === at.year && entry.month === at.month)?.totalSales;
  const current = salesOf(month);
  if (current === undefined) return err('NO_MONTH_SALES');
  const previous = salesOf(addMonths(month, -12));
  if (previous === undefined) return err('NO_PREVIOUS_SALES');
  return salesVariation(current, previous);
}

/** The Excel report is given 60 seconds (spec 3 §9 "Excel report timeout 60 s"). */
export const EXCEL_TIMEOUT_MS = 60_000;

/** The report sections and their addresses under /app-h/mainpanel (spec 3 §2). */
export const REPORT_SECTIONS = ['sales', 'sales/by_family', 'stock', 'stock/by_family', 'marketing', 'staff'] as const;

/** One report section. */
export type ReportSection = (typeof REPORT_SECTIONS)[number];
