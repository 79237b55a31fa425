/** The youngest age a segment can address (spec 2 §9 "ages 16 to 100"). */
export const SEGMENT_MIN_AGE = 16;

/** The oldest age a segment can address (spec 2 §9). */
export const SEGMENT_MAX_AGE = 100;

/** The ages a segment addresses. */
export interface AgeRange {
  readonly minAge: number;
  readonly maxAge: number;
}

const clampAge = (age: number): number => Math.min(SEGMENT_MAX_AGE, Math.max(SEGMENT_MIN_AGE, Math.round(age)));

/**
 * Corrects a segment's ages (spec 2 §5 "Age"): the minimum is clamped between 16 and 100; the maximum
 * must exceed the minimum, otherwise it becomes the minimum plus 1, or 100 when the minimum is 100, and
 * it is never below 16. Not in the spec: the maximum is clamped to 100 too (spec 2 §9 "ages 16 to 100");
 * ages are rounded to whole years; a non-finite minimum counts as 16 and a non-finite maximum as 100.
 */
export function clampAgeRange(range: AgeRange): AgeRange {
  const minAge = Number.isFinite(range.minAge) ? clampAge(range.minAge) : SEGMENT_MIN_AGE;
  const requestedMax = Number.isFinite(range.maxAge) ? clampAge(range.maxAge) : SEGMENT_MAX_AGE;
  const maxAge = requestedMax > minAge ? requestedMax : Math.min(minAge + 1, SEGMENT_MAX_AGE);
  return { minAge, maxAge };
}
