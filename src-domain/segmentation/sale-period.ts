import { DateTime } from 'luxon';
import type { CalendarDay } from '@domain/shared-kernel';
import { RELATIVE_PERIODS, type RelativePeriod, type SalePeriod, type SegmentationFilters } from './segmentation-filters';

/** Whether `value` names a relative period ({@link RELATIVE_PERIODS}). */
export function isRelativePeriod(value: unknown): value is RelativePeriod {
  return typeof value === 'string' && (RELATIVE_PERIODS as readonly string[]).includes(value);
}

const DAY_FORMAT = 'yyyy-MM-dd';

/** How far back each relative period starts from today. */
const START: Record<RelativePeriod, (today: DateTime) => DateTime> = {
  last30Days: (today) => today.minus({ days: 30 }),
  last3Months: (today) => today.minus({ months: 3 }),
  last6Months: (today) => today.minus({ months: 6 }),
  last12Months: (today) => today.minus({ months: 12 }),
  thisMonth: (today) => today.startOf('month'),
  thisYear: (today) => today.startOf('year'),
};

/**
 * The days of a sale period on day `today` (not in the spec, ours). A period of fixed dates is those
 * dates, whatever the day. A relative one ends today and starts:
 * - the last 30 days: 30 days before today;
 * - the last 3, 6 or 12 months: the same day 3, 6 or 12 months before (the last day of that month when
 *   it is shorter: 31/08 → 29/02 or 28/02);
 * - this month: on its first day; this year: on 1 January.
 * Both ends are included (the search's rule), and the choice is kept (`relative`), so that saving it
 * saves the choice, not the days. `today` is the calendar day of the injected clock in the product's
 * time zone; a day that does not exist leaves the period as it was.
 */
export function salePeriodOn(period: SalePeriod, today: CalendarDay): SalePeriod {
  if (period.relative === undefined) return period;
  const day = DateTime.fromObject({ year: today.year, month: today.month, day: today.day }, { zone: 'utc' });
  if (!day.isValid) return period;
  return { from: START[period.relative](day).toFormat(DAY_FORMAT), until: day.toFormat(DAY_FORMAT), relative: period.relative };
}

/** The filters with their sale period's days on `today` ({@link salePeriodOn}): what a search on that day asks for. */
export function filtersOnDay(filters: SegmentationFilters, today: CalendarDay): SegmentationFilters {
  const saleDate = salePeriodOn(filters.saleDate, today);
  return saleDate === filters.saleDate ? filters : { ...filters, saleDate };
}
