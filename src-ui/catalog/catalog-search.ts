import { validateTableSearch, type TableSearch } from '../shared/table-search';

/** The tabs of the catalog screen (spec 1 §2.4: two tabs plus a report tab). */
export const CATALOG_TABS = ['subscriptions', 'export', 'reports'] as const;
export type CatalogTab = (typeof CATALOG_TABS)[number];

/**
 * The catalog screen's address: the open tab, the report shown, and the table parameters of the open
 * tab's table (search, page, count).
 */
export interface CatalogSearch extends TableSearch {
  readonly tab?: CatalogTab;
  readonly report?: string;
}

/** Reads the catalog screen's address parameters, dropping anything malformed. */
export function validateCatalogSearch(raw: Record<string, unknown>): CatalogSearch {
  const tab = CATALOG_TABS.find((candidate) => candidate === raw.tab);
  const report = typeof raw.report === 'string' && raw.report.trim() !== '' ? raw.report : undefined;
  return { ...validateTableSearch(raw), ...(tab === undefined ? {} : { tab }), ...(report === undefined ? {} : { report }) };
}
