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
