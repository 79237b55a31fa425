/** Segmentation server errors are shown at most once per this many milliseconds (spec 2 §5: once per second). */
export const SERVER_ERROR_INTERVAL_MS = 1000;

/**
 * Whether a segmentation server error arriving at `now` is shown, given when the last one was shown
 * (epoch ms; undefined when none was): only when at least one second has passed (spec 2 §5). Not in the
 * spec: when the clock went backwards (`now` before the last one) the error is shown.
 */
export function shouldShowServerError(lastShownAt: number | undefined, now: number): boolean {
  if (lastShownAt === undefined) return true;
  const elapsed = now - lastShownAt;
  return elapsed >= SERVER_ERROR_INTERVAL_MS || elapsed < 0;
}
