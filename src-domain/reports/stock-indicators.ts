/** How a figure reads: good, bad or neither. */
export type Assessment = 'good' | 'bad' | 'neutral';

/** A monthly stock change beyond 3 percent either way is notable (spec 3 §9). */
export const STOCK_DELTA_THRESHOLD_PERCENT = 3;

/** The delta arrow shows only for a change beyond 1 percent either way (spec 3 §9). */
export const DELTA_ARROW_THRESHOLD_PERCENT = 1;

/** A family is bad from this low-rotation share on (spec 3 §9). */
export const LOW_ROTATION_BAD_SHARE = 0.2;

/**
 * The class of a month-on-month stock change in percent: below -3 good (stock went down), above 3 bad,
 * otherwise neutral, -3 and 3 included (spec 3 §9). Not in the spec: a change that is not a number is
 * neutral.
 */
export function stockDeltaClass(deltaPercent: number): Assessment {
  if (deltaPercent < -STOCK_DELTA_THRESHOLD_PERCENT) return 'good';
  if (deltaPercent > STOCK_DELTA_THRESHOLD_PERCENT) return 'bad';
  return 'neutral';
}

/** The arrow beside a change in percent: up above 1, down below -1, none otherwise (spec 3 §9). */
export function deltaArrow(deltaPercent: number): 'up' | 'down' | 'none' {
  if (deltaPercent > DELTA_ARROW_THRESHOLD_PERCENT) return 'up';
  if (deltaPercent < -DELTA_ARROW_THRESHOLD_PERCENT) return 'down';
  return 'none';
}

/** Coverage (in months) is bad when above the report's threshold, keys.coverage.value (spec 3 §9). */
export function isCoverageBad(coverageMonths: number, threshold: number): boolean {
  return coverageMonths > threshold;
}

/** The most decimals a coverage is shown with beside its threshold. */
export const COVERAGE_MAX_DECIMALS = 4;

/**
 * How many decimals a coverage is shown with beside its threshold, so that the figure read explains its
 * flag (spec 3 §9: coverage above keys.coverage.value is bad). Not in the spec: one decimal, or more
 * while one would round the coverage onto the threshold or across it (3.03 months against 3 reads
 * '3,03', not '3'; 2.96 reads '2,96', not '3'), up to {@link COVERAGE_MAX_DECIMALS}. Both figures are
 * rounded as they are written (half away from zero on the exact value, as `toFixed` and `Intl` do). A
 * figure that is not a number takes one decimal.
 */
export function coverageDecimals(coverageMonths: number, threshold: number): number {
  if (!Number.isFinite(coverageMonths) || !Number.isFinite(threshold)) return 1;
  const side = Math.sign(coverageMonths - threshold);
  for (let digits = 1; digits < COVERAGE_MAX_DECIMALS; digits += 1) {
    const shown = Number(coverageMonths.toFixed(digits));
    if (Math.sign(shown - Number(threshold.toFixed(digits))) === side) return digits;
  }
  return COVERAGE_MAX_DECIMALS;
}

/** A family's low-rotation share (a fraction) is bad at 0.2 or more (spec 3 §9). */
export function isLowRotationShareBad(share: number): boolean {
  return share >= LOW_ROTATION_BAD_SHARE;
}
