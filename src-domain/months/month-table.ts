import { safeFileName } from '@domain/exports';
import { MONTH_SORT_COLUMNS } from './month-sort-columns';
import { sortFromAddress, type TableSort } from '@domain/shared-kernel';
import type { Month } from './month';
import { parseMonthYear } from './month-year';
import { sortMonths } from './month';

/** A column of the month table. */
export type MonthSortColumn = (typeof MONTH_SORT_COLUMNS)[number];

/** How the month table is sorted (spec 1 §9: sort-by and sort-order in the address). */
export type MonthSort = TableSort<MonthSortColumn>;

/** The table's order when the address names none: newest month first (see {@link sortMonths}). */
export const DEFAULT_MONTH_SORT: MonthSort = { column: 'monthYear', direction: 'desc' };

/**
 * Reads the month table's sort from the address (spec 1 §9 sort-by, sort-order) by the shared rule
 * (`sortFromAddress`). Not in the spec: an unknown column gives the default, newest month first; an
 * unknown direction is descending for the month column (the default's) and ascending for the blocked
 * column.
 */
export function monthSortFromQuery(column: unknown, direction: unknown): MonthSort {
  return sortFromAddress(MONTH_SORT_COLUMNS, column, direction, DEFAULT_MONTH_SORT);
}

/**
 * Orders the months for the table. By month: newest first when descending, oldest first when
 * ascending; months whose monthYear cannot be read go last either way. By blocked flag: open months
 * first when ascending, blocked first when descending, each group newest first.
 */
export function sortMonthsBy(months: readonly Month[], sort: MonthSort): readonly Month[] {
  const newestFirst = sortMonths(months);
  if (sort.column === 'blocked') {
    const rank = (month: Month): number => (month.blocked === (sort.direction === 'desc') ? 0 : 1);
    return [...newestFirst].sort((a, b) => rank(a) - rank(b));
  }
  if (sort.direction === 'desc') return newestFirst;
  const readable = newestFirst.filter((month) => parseMonthYear(month.monthYear).ok);
  const unreadable = newestFirst.filter((month) => !parseMonthYear(month.monthYear).ok);
  return [...readable.reverse(), ...unreadable];
}

/**
 * The list with month `id`'s blocked flag set to `blocked`, the other months unchanged: what the table
 * shows while a toggle is being saved, and what it goes back to (with the old flag) when saving fails
 * (spec 1 §2.5 "reverts on failure").
 */
export function withMonthBlocked(months: readonly Month[], id: string, blocked: boolean): readonly Month[] {
  return months.map((month) => (month.id === id ? { ...month, blocked } : month));
}

/**
 * The file name of a month's marketing-picture products export (spec 1 §2.5 "an xlsx file"). Not in
 * the spec: 'productos-fotos-marketing-2026-11.xlsx', named after monthYear so files sort by month;
 * a month whose monthYear cannot be read is named by its id. The result is a safe file name.
 */
export function monthProductsFileName(month: Month): string {
  const key = parseMonthYear(month.monthYear).ok ? month.monthYear : `mes-${month.id}`;
  return safeFileName(`productos-fotos-marketing-${key}.xlsx`);
}
