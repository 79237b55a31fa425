/** Notifications last 5000 ms, at the top centre (spec 1 §9). */
export const NOTIFICATION_DURATION_MS = 5_000;

/** The loading bar shows once a request has taken this long (spec 1 §9: latency threshold 500 ms). */
export const LOADING_BAR_DELAY_MS = 500;

/** Layout breakpoints in pixels (spec 1 §9). */
export const BREAKPOINTS = { mobile: 480, tablet: 768, desktop: 992, desktopLG: 1200 } as const;

/** Data tables (spec 1 §9): first page 1, page size 5, selectable sizes 5, 25, 50, 100. */
export const TABLE_DEFAULTS = { firstPage: 1, pageSize: 5, pageSizes: [5, 25, 50, 100] } as const;

/**
 * Reads a page number from the address: a whole number of at least 1, else the first page.
 * Keeps a shared link from breaking the table.
 */
export function pageFromQuery(value: unknown): number {
  const page = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(page) && page >= 1 ? page : TABLE_DEFAULTS.firstPage;
}

/** Reads a page size from the address: one of the selectable sizes, else the default. */
export function pageSizeFromQuery(value: unknown): number {
  const size = typeof value === 'number' ? value : Number(value);
  return (TABLE_DEFAULTS.pageSizes as readonly number[]).includes(size) ? size : TABLE_DEFAULTS.pageSize;
}
