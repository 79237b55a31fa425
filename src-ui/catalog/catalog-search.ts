import * as v from 'valibot';
import { nonBlankText, optionalParam, searchValidator, tableSearchEntries, type TableSearch } from '../shared/table-search';

/** The catalog screen's path. */
export const CATALOG_PATH = '/app-h/backoffice/catalog';

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
export const validateCatalogSearch: (raw: Record<string, unknown>) => CatalogSearch = searchValidator({
  ...tableSearchEntries(),
  tab: optionalParam(v.picklist(CATALOG_TABS)),
  report: optionalParam(nonBlankText),
});
