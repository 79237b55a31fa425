import { err, ok, type Result } from '@domain/shared-kernel';

/** Why a sales variation has no percentage. */
export type SalesVariationError = 'NO_MONTH_SALES' | 'NO_PREVIOUS_SALES' | 'NOT_A_NUMBER';

/**
 * The change of a month's sales against the same month of the previous year, in percent: 120 after 100
 * is 20 (spec 3 §7 "global-cache"). No sales a year before cannot be divided by and is
 * NO_PREVIOUS_SALES; a figure that is not a finite number is NOT_A_NUMBER. Not in the spec: the
 * change is measured against the size of the previous figure, so going from -100 to 0 is +100.
 */
export function salesVariation(current: number, previousYear: number): Result<number, SalesVariationError> {
  if (!Number.isFinite(current) || !Number.isFinite(previousYear)) return err('NOT_A_NUMBER');
  if (previousYear === 0) return err('NO_PREVIOUS_SALES');
  return ok(((current - previousYear) / Math.abs(previousYear)) * 100);
}
