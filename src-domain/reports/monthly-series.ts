/** Reports cover 12 months (spec 3 §9). */
export const REPORT_MONTHS = 12;

/**
 * An evolution series as charted: at most 12 values; a 13th is dropped (spec 2 §9, spec 3 §9). Not
 * in the spec which end: the evolution shows the last 12 months, so the oldest values (the front of
 * the list) are dropped.
 */
export function lastTwelveMonths<T>(values: readonly T[]): T[] {
  return values.slice(Math.max(0, values.length - REPORT_MONTHS));
}

/** How the months of a measure add up: amounts and counts are summed, ratios (per ticket) averaged. */
export type MonthlyAggregate = 'sum' | 'mean';

/** One value per month of the current year minus the same month of the previous year (missing months count 0). */
export function monthlyDifference(series: { readonly previousYear: readonly number[]; readonly currentYear: readonly number[] }): number[] {
  return series.currentYear.map((value, index) => value - (series.previousYear[index] ?? 0));
}

/** The running total (sum) or running average (mean) of a monthly series: the year so far, month by month. */
export function runningAggregate(values: readonly number[], aggregate: MonthlyAggregate): number[] {
  let total = 0;
  return values.map((value, index) => {
    total += value;
    return aggregate === 'sum' ? total : total / (index + 1);
  });
}

/**
 * The 12 months in four groups of three, oldest first, summed or averaged (the quarters of the evolution
 * period, which ends with the report's month). A series shorter than 12 months gives fewer groups, the
 * last one possibly short; an empty series none.
 */
export function quarterAggregates(values: readonly number[], aggregate: MonthlyAggregate): number[] {
  const groups: number[] = [];
  for (let start = 0; start < values.length; start += 3) {
    const group = values.slice(start, start + 3);
    const total = group.reduce((sum, value) => sum + value, 0);
    groups.push(aggregate === 'sum' ? total : total / group.length);
  }
  return groups;
}
