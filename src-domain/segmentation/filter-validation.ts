import { DateTime } from 'luxon';
import type { AmountRange, FilterNumber, SalePeriod, SegmentationFilters } from './segmentation-filters';

/** The highest amount an expense or average-ticket bound may have (spec 2 §5, §9: 100000). */
export const SEGMENTATION_MAX_VALUE = 100_000;

/** The highest age an age bound may have (not in the spec, ours: no client is older). */
export const SEGMENTATION_MAX_AGE = 120;

/**
 * Why a filter is invalid (spec 2 §5): INVALID_MAX_MIN (age minimum above maximum), INVALID_MIN and
 * INVALID_MAX (a bound out of range), GREATER_EQUAL (a minimum above its maximum). Not in the spec,
 * ours for the period rule: INVALID_DATE (not a 'yyyy-MM-dd' date) and INVALID_PERIOD (start after end).
 */
export type FilterErrorCode = 'INVALID_MAX_MIN' | 'INVALID_MIN' | 'INVALID_MAX' | 'GREATER_EQUAL' | 'INVALID_DATE' | 'INVALID_PERIOD';

/** The filters that are validated. */
export type ValidatedFilter = 'age' | 'expense' | 'averageTicket' | 'loyalty' | 'saleDate';

/** One validation error of the filter form, e.g. `{ field: 'expense', code: 'GREATER_EQUAL' }`. */
export interface FilterError {
  readonly field: ValidatedFilter;
  readonly code: FilterErrorCode;
}

/**
 * A typed number as the rules see it: null, 0 and NaN are "not set" (spec 2 §5 "Zero is treated as
 * empty"; not in the spec: NaN, which a cleared number input can give).
 */
function setValue(value: FilterNumber | undefined): number | undefined {
  return value === null || value === undefined || value === 0 || Number.isNaN(value) ? undefined : value;
}

/** Whether a set bound lies outside 0 to `highest`. */
const outOf = (value: number | undefined, highest: number): boolean => value !== undefined && (value < 0 || value > highest);

function ageErrors(moreThan: FilterNumber, lessThan: FilterNumber): FilterError[] {
  const min = setValue(moreThan);
  const max = setValue(lessThan);
  const errors: FilterError[] = [];
  if (outOf(min, SEGMENTATION_MAX_AGE)) errors.push({ field: 'age', code: 'INVALID_MIN' });
  if (outOf(max, SEGMENTATION_MAX_AGE)) errors.push({ field: 'age', code: 'INVALID_MAX' });
  if (errors.length === 0 && min !== undefined && max !== undefined && min > max) errors.push({ field: 'age', code: 'INVALID_MAX_MIN' });
  return errors;
}

function amountErrors(field: 'expense' | 'averageTicket', range: AmountRange): FilterError[] {
  const min = setValue(range.min);
  const max = setValue(range.max);
  const errors: FilterError[] = [];
  if (outOf(min, SEGMENTATION_MAX_VALUE)) errors.push({ field, code: 'INVALID_MIN' });
  if (outOf(max, SEGMENTATION_MAX_VALUE)) errors.push({ field, code: 'INVALID_MAX' });
  if (errors.length === 0 && min !== undefined && max !== undefined && min > max) errors.push({ field, code: 'GREATER_EQUAL' });
  return errors;
}

function loyaltyErrors(moreThan: FilterNumber, lessThan: FilterNumber): FilterError[] {
  const min = setValue(moreThan);
  const max = setValue(lessThan);
  if ((min !== undefined && min < 0) || (max !== undefined && max < 0)) return [{ field: 'loyalty', code: 'INVALID_MIN' }];
  return min !== undefined && max !== undefined && min > max ? [{ field: 'loyalty', code: 'GREATER_EQUAL' }] : [];
}

/** A period bound as the rules see it: undefined when empty, null when not a date. */
function periodBound(text: string | null): DateTime | null | undefined {
  if (text === null || text.trim() === '') return undefined;
  const date = DateTime.fromFormat(text.trim(), 'yyyy-MM-dd', { zone: 'utc' });
  return date.isValid ? date : null;
}

function periodErrors(period: SalePeriod): FilterError[] {
  // A relative period's days are worked out from the day of the search: they are always a period.
  if (period.relative !== undefined) return [];
  const from = periodBound(period.from);
  const until = periodBound(period.until);
  if (from === null || until === null) return [{ field: 'saleDate', code: 'INVALID_DATE' }];
  return from !== undefined && until !== undefined && from.toMillis() > until.toMillis() ? [{ field: 'saleDate', code: 'INVALID_PERIOD' }] : [];
}

/**
 * Validates the segmentation filter form (spec 2 §5 "Segmentation filters"), in the order age, expense,
 * average ticket, loyalty, period:
 * - age: a minimum (moreThan) out of 0–120 is INVALID_MIN, a maximum (lessThan) out of 0–120
 *   INVALID_MAX (not in the spec: the range is ours), and (when both are in range) a minimum above the
 *   maximum INVALID_MAX_MIN;
 * - expense and average ticket: a minimum out of 0–100000 is INVALID_MIN, a maximum out of 0–100000
 *   INVALID_MAX (not in the spec: a negative amount, which the spec does not name, is out of range too),
 *   and (when both are in range) a minimum above the maximum GREATER_EQUAL;
 * - loyalty: a negative bound is INVALID_MIN (once, whichever bound), otherwise moreThan above lessThan
 *   is GREATER_EQUAL;
 * - sale period: a start after its end is INVALID_PERIOD; a bound that is not a 'yyyy-MM-dd' date
 *   INVALID_DATE (not in the spec); a relative period has no error.
 * Zero is treated as empty, so an all-empty form has no errors; equal bounds are valid ("may not exceed").
 * A value out of range is refused, never corrected: the search does not run until it is changed.
 */
export function validateSegmentationFilters(filters: SegmentationFilters): readonly FilterError[] {
  return [
    ...ageErrors(filters.age.moreThan, filters.age.lessThan),
    ...amountErrors('expense', filters.expense),
    ...amountErrors('averageTicket', filters.averageTicket),
    ...loyaltyErrors(filters.loyalty.moreThan, filters.loyalty.lessThan),
    ...periodErrors(filters.saleDate),
  ];
}

/** The errors of one filter, for showing them beside it. */
export function filterErrorsOf(errors: readonly FilterError[], field: ValidatedFilter): readonly FilterErrorCode[] {
  return errors.filter((error) => error.field === field).map((error) => error.code);
}

/**
 * Texts for the filter error codes. Not in the spec: the spec names the codes (spec 2 §5) but shows no
 * texts for them, so these are ours.
 */
export const FILTER_ERROR_MESSAGES = {
  INVALID_MAX_MIN: 'La edad mínima no puede ser mayor que la máxima',
  INVALID_MIN: 'El valor mínimo no es válido',
  INVALID_MAX: 'El valor máximo no es válido',
  GREATER_EQUAL: 'El máximo debe ser mayor o igual que el mínimo',
  INVALID_DATE: 'La fecha no es válida',
  INVALID_PERIOD: 'La fecha de inicio no puede ser posterior a la de fin',
} as const satisfies Record<FilterErrorCode, string>;
