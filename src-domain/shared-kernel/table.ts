/**
 * Data tables (spec 1 §9): first page 1, page size 5, selectable sizes 5, 25, 50, 100. The demo
 * tables of the spec (10, 25, 50, 75, 250, 500, 1000) are not product tables and do not use these.
 * Segmentation (spec 5, a later screen) shows 50 per page, paged by the server; it asks for pages
 * through a {@link PageRequest} like any other table.
 */
export const TABLE_DEFAULTS = { firstPage: 1, pageSize: 5, pageSizes: [5, 25, 50, 100] } as const;

/** The direction of a table's sort (spec 1 §9 `sort-order`). */
export type SortDirection = 'asc' | 'desc';

/** A table's sort: one column, ascending or descending (spec 1 §9 `sort-by`, `sort-order`). */
export interface TableSort<C extends string = string> {
  readonly column: C;
  readonly direction: SortDirection;
}

/**
 * What a table asks its source for: page `page` (1-based) of `size` records, in the order `sort`
 * (the source's own order when absent), among the records that pass `filters` (all of them when
 * absent). The same request goes to a local array ({@link pageOf}) or to a port that pages on the
 * server.
 */
export interface PageRequest<F = undefined> {
  readonly page: number;
  readonly size: number;
  readonly sort?: TableSort;
  readonly filters?: F;
}

/**
 * One page of results: its records, the number of records that matched the request in all (`total`,
 * every page together), and the page and size they were taken with. `page` is the page actually
 * served, which may be earlier than the one asked for when the list got shorter.
 */
export interface Page<T> {
  readonly records: readonly T[];
  readonly total: number;
  readonly page: number;
  readonly size: number;
}

/**
 * Reads a page number from the address: a whole number of at least 1, else the first page.
 * Keeps a shared link from breaking the table.
 */
export function pageFromQuery(value: unknown): number {
  const page = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(page) && page >= 1 ? page : TABLE_DEFAULTS.firstPage;
}

/** Reads a page size from the address: one of the selectable sizes (spec 1 §9), else the default. */
export function pageSizeFromQuery(value: unknown): number {
  const size = typeof value === 'number' ? value : Number(value);
  return (TABLE_DEFAULTS.pageSizes as readonly number[]).includes(size) ? size : TABLE_DEFAULTS.pageSize;
}

/** The last page of `total` records in pages of `size`: at least the first page, even with no records. */
export function lastPage(total: number, size: number): number {
  return Math.max(TABLE_DEFAULTS.firstPage, Math.ceil(total / size));
}

/**
 * The page to show: the requested one, moved back to the last page when the list got shorter (a
 * search narrowed it, or a record was deleted), and never before the first page.
 */
export function clampPage(page: number, size: number, total: number): number {
  return Math.min(Math.max(TABLE_DEFAULTS.firstPage, page), lastPage(total, size));
}

/**
 * The page `request` asks for out of `records`, which are already filtered and sorted: the records of
 * that page, the total, and the page served. A page past the end gives the last page (see
 * {@link clampPage}); a page that is not a whole number of at least 1 gives the first; a size that is
 * not a whole number of at least 1 gives the default size. Never more than `size` records.
 */
export function pageOf<T>(records: readonly T[], request: Pick<PageRequest<unknown>, 'page' | 'size'>): Page<T> {
  const size = Number.isInteger(request.size) && request.size >= 1 ? request.size : TABLE_DEFAULTS.pageSize;
  const page = clampPage(pageFromQuery(request.page), size, records.length);
  return { records: records.slice((page - 1) * size, page * size), total: records.length, page, size };
}

/**
 * Reads a table's sort from the address (spec 1 §9 `sort-by`, `sort-order`), accepting only the
 * table's own `columns`. Not in the spec:
 * - an unknown or missing column gives `fallback`, the table's order when the address names none;
 * - a known column with an unknown or missing direction is ascending, except the fallback's own column,
 *   which keeps the fallback's direction (so `sort-by` alone never turns the table's default around).
 */
export function sortFromAddress<C extends string>(columns: readonly C[], column: unknown, direction: unknown, fallback: TableSort<C>): TableSort<C> {
  const known = columns.find((candidate) => candidate === column);
  if (known === undefined) return fallback;
  if (direction === 'asc' || direction === 'desc') return { column: known, direction };
  return { column: known, direction: known === fallback.column ? fallback.direction : 'asc' };
}
