import { DateTime } from 'luxon';
import { PRODUCT_TIME_ZONE } from '@domain/shared-kernel';
import type { MonthOfYear } from './entity-list';

// A module of its own: the entity list's screen reads the report months without luxon.

/**
 * The last month that has ended at `now` in Madrid: the latest month a cache or a report can cover.
 * Not in the spec: the server's rule is not shown; the demo's jobs compute up to this month.
 */
export function lastClosedMonth(now: number): MonthOfYear {
  const previous = DateTime.fromMillis(now, { zone: PRODUCT_TIME_ZONE }).startOf('month').minus({ months: 1 });
  return { year: previous.year, month: previous.month };
}
