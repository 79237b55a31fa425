/**
 * The filters that exist only for some ERPs (spec 2 §5 "Filters by ERP"): the product list, the client
 * category and the client lists, and the client type.
 */
export type ErpFilter = 'productLists' | 'clientCategories' | 'clientLists' | 'clientType';

/**
 * Which ERPs offer each ERP-specific filter (spec 2 §5): product list, client category and client lists
 * only FARMATIC; client type FARMATIC, NIXFARMA and BITFARMA.
 */
export const ERP_FILTER_AVAILABILITY: Readonly<Record<ErpFilter, readonly string[]>> = {
  productLists: ['FARMATIC'],
  clientCategories: ['FARMATIC'],
  clientLists: ['FARMATIC'],
  clientType: ['FARMATIC', 'NIXFARMA', 'BITFARMA'],
};

const ERP_FILTERS = Object.keys(ERP_FILTER_AVAILABILITY) as ErpFilter[];

/**
 * The ERP-specific filters a pharmacy with ERP `erp` sees (spec 2 §5). Not in the spec: the ERP name is
 * compared trimmed and without letter case; an unknown or empty ERP gets none of them.
 */
export function erpFilters(erp: string | undefined): ReadonlySet<ErpFilter> {
  const name = (erp ?? '').trim().toUpperCase();
  return new Set(ERP_FILTERS.filter((filter) => ERP_FILTER_AVAILABILITY[filter].includes(name)));
}
