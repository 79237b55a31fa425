import { pageFromQuery, pageSizeFromQuery } from '@domain/platform';

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
