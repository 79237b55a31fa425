import { DateTime } from 'luxon';
import { PRODUCT_TIME_ZONE, err, ok, type Result } from '@domain/shared-kernel';
import { STATS_SUBTYPES, parseEntityId, type StatsSubtype } from './address-values';

/**
 * The filters of the aggregated statistics (spec 2 §2 `backofficeCampaignsStats`: dateMin, dateMax,
 * entity, subtype; §7 POST /reports/getAggregateReport). The dates are calendar days in Madrid time,
 * as 'YYYY-MM-DD' text, both included; `eid` is one pharmacy, or undefined for every pharmacy.
 */
export interface AggregateReportFilters {
  readonly dateMin: string;
  readonly dateMax: string;
  readonly eid: number | undefined;
  readonly subtype: StatsSubtype;
}

/** The statistics' filters as the address or the form holds them: text, each optional. */
export interface StatsFiltersInput {
  readonly dateMin?: string | undefined;
  readonly dateMax?: string | undefined;
  readonly entity?: string | undefined;
  readonly subtype?: string | undefined;
}

/**
 * Why a filter of the statistics is refused: a day that is not a 'YYYY-MM-DD' date of the calendar
 * (`INVALID_DATE`), a first day after the last (`MIN_AFTER_MAX`), a pharmacy that is not a positive
 * whole number (`INVALID_ENTITY`), a channel other than email, sms or all (`INVALID_SUBTYPE`).
 */
export type StatsFilterError = 'INVALID_DATE' | 'MIN_AFTER_MAX' | 'INVALID_ENTITY' | 'INVALID_SUBTYPE';

/** The errors of the statistics' filters, by the field each belongs to (MIN_AFTER_MAX is dateMax's). */
export type StatsFilterErrors = Readonly<Partial<Record<keyof StatsFiltersInput, StatsFilterError>>>;

/** How many months the statistics cover when the address names no period: this one and the 11 before. */
export const DEFAULT_STATS_MONTHS = 12;

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const DAY_FORMAT = 'yyyy-MM-dd';

/** A 'YYYY-MM-DD' text as the start of that day in Madrid time, or undefined when it is not a date (2026-02-31). */
function dayStart(text: string): DateTime | undefined {
  if (!DAY_PATTERN.test(text)) return undefined;
  const day = DateTime.fromISO(text, { zone: PRODUCT_TIME_ZONE });
  return day.isValid ? day : undefined;
}

/** Whether `text` is a day of the calendar written 'YYYY-MM-DD' (2026-02-29 is not: 2026 is not a leap year). */
export function isStatsDay(text: string): boolean {
  return dayStart(text.trim()) !== undefined;
}

/**
 * The period the statistics cover when the address names none (not in the spec, which names the
 * filters only): from the first day of the month 11 months before `now`'s, to `now`'s day, in Madrid
 * time: twelve months of figures, the current one so far.
 */
export function defaultStatsPeriod(now: number): { readonly dateMin: string; readonly dateMax: string } {
  const today = DateTime.fromMillis(now, { zone: PRODUCT_TIME_ZONE });
  return {
    dateMin: today.startOf('month').minus({ months: DEFAULT_STATS_MONTHS - 1 }).toFormat(DAY_FORMAT),
    dateMax: today.toFormat(DAY_FORMAT),
  };
}

/** A filter's text, trimmed ('' when absent). */
const textOf = (text: string | undefined): string => (text ?? '').trim();

/**
 * Validates the statistics' filters and gives the report's filters (spec 2 §2 "Aggregated statistics":
 * dateMin, dateMax, entity, subtype). Not in the spec, which names the filters only: a missing day
 * takes the default period's ({@link defaultStatsPeriod} at `now`); each day must be a date of the
 * calendar written 'YYYY-MM-DD'; the first day may not be after the last (the same day is one day);
 * an empty entity means every pharmacy, else it is a positive whole number; an empty channel means both.
 * Every field in error is reported, each once.
 */
export function validateStatsFilters(input: StatsFiltersInput, now: number): Result<AggregateReportFilters, StatsFilterErrors> {
  const period = defaultStatsPeriod(now);
  const dateMin = textOf(input.dateMin) || period.dateMin;
  const dateMax = textOf(input.dateMax) || period.dateMax;
  const errors: Partial<Record<keyof StatsFiltersInput, StatsFilterError>> = {};
  const min = dayStart(dateMin);
  const max = dayStart(dateMax);
  if (min === undefined) errors.dateMin = 'INVALID_DATE';
  if (max === undefined) errors.dateMax = 'INVALID_DATE';
  else if (min !== undefined && min > max) errors.dateMax = 'MIN_AFTER_MAX';
  const entity = textOf(input.entity);
  const eid = entity === '' ? undefined : parseEntityId(entity);
  if (entity !== '' && eid === undefined) errors.entity = 'INVALID_ENTITY';
  const subtype = textOf(input.subtype) || 'all';
  if (!(STATS_SUBTYPES as readonly string[]).includes(subtype)) errors.subtype = 'INVALID_SUBTYPE';
  if (Object.keys(errors).length > 0) return err(errors);
  return ok({ dateMin, dateMax, eid, subtype: subtype as StatsSubtype });
}

/**
 * The instants the period of `filters` covers, in epoch milliseconds: from the start of `dateMin` to
 * the start of the day after `dateMax` (excluded), in Madrid time. Days that are not dates give an
 * empty period.
 */
export function statsPeriodBounds(filters: Pick<AggregateReportFilters, 'dateMin' | 'dateMax'>): { readonly from: number; readonly until: number } {
  const min = dayStart(filters.dateMin);
  const max = dayStart(filters.dateMax);
  if (min === undefined || max === undefined) return { from: 0, until: 0 };
  return { from: min.toMillis(), until: max.plus({ days: 1 }).toMillis() };
}

/**
 * The months the period of `filters` touches, as 'YYYY-MM', oldest first: one figure of the monthly
 * series each, even a month with no campaign. An empty list for a period whose days are not dates or
 * whose first day is after its last.
 */
export function statsPeriodMonths(filters: Pick<AggregateReportFilters, 'dateMin' | 'dateMax'>): string[] {
  const min = dayStart(filters.dateMin);
  const max = dayStart(filters.dateMax);
  if (min === undefined || max === undefined || min > max) return [];
  // Counted as months since year 0 and written by hand: a date library's step and format per month
  // cost a thousand times more, and a period may be years long.
  const months: string[] = [];
  for (let index = min.year * 12 + min.month - 1; index <= max.year * 12 + max.month - 1; index += 1) {
    months.push(`${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`);
  }
  return months;
}

/** The month ('YYYY-MM', Madrid time) of an instant. */
export function monthOfInstant(instant: number): string {
  return DateTime.fromMillis(instant, { zone: PRODUCT_TIME_ZONE }).toFormat('yyyy-MM');
}
