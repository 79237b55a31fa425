import { TABLE_DEFAULTS, pageFromQuery, pageSizeFromQuery } from '@domain/platform';

/**
 * The address parameters of a data table (spec 1 §9: page, count, sort-by, sort-order), plus the
 * global search. Defaults are left out of the address so links stay short.
 */
export interface TableSearch {
  readonly search?: string;
  readonly page?: number;
  readonly count?: number;
  readonly 'sort-by'?: string;
  readonly 'sort-order'?: 'asc' | 'desc';
}

/** Reads a table's address parameters, dropping anything malformed (a shared link never breaks the table). */
export function validateTableSearch(raw: Record<string, unknown>): TableSearch {
  const search: { -readonly [K in keyof TableSearch]: TableSearch[K] } = {};
  if (typeof raw.search === 'string' && raw.search.trim() !== '') search.search = raw.search;
  if (raw.page !== undefined && pageFromQuery(raw.page) > 1) search.page = pageFromQuery(raw.page);
  if (raw.count !== undefined) search.count = pageSizeFromQuery(raw.count);
  if (typeof raw['sort-by'] === 'string' && raw['sort-by'] !== '') search['sort-by'] = raw['sort-by'];
  if (raw['sort-order'] === 'asc' || raw['sort-order'] === 'desc') search['sort-order'] = raw['sort-order'];
  return search;
}

/** The page to show: the requested one, moved back to the last page when the list got shorter. */
export function clampPage(page: number, pageSize: number, total: number): number {
  const last = Math.max(1, Math.ceil(total / pageSize));
  return Math.min(Math.max(1, page), last);
}

/**
 * The paging handlers of a table whose page and page size live in the address: `update` merges a
 * change into the address. A new page size goes back to the first page; defaults are left out.
 */
export function tablePaging(update: (change: Partial<TableSearch>) => void) {
  return {
    recordsPerPageOptions: [...TABLE_DEFAULTS.pageSizes],
    onPageChange: (next: number) => update({ page: next > 1 ? next : undefined }),
    onRecordsPerPageChange: (count: number) => update({ count: count === TABLE_DEFAULTS.pageSize ? undefined : count, page: undefined }),
  };
}

/** Keeps a table's sort in the address (`sort-by`, `sort-order`), back on the first page. */
export function tableSortChange(update: (change: Partial<TableSearch>) => void) {
  return (status: { columnAccessor: string | number | symbol; direction: 'asc' | 'desc' }) =>
    update({ 'sort-by': String(status.columnAccessor), 'sort-order': status.direction, page: undefined });
}
