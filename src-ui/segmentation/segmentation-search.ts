import * as v from 'valibot';
import { CLIENT_SORT_COLUMNS } from '@domain/segmentation';
import { crmAddressFilters } from '../shared/crm-filter-search';
import { nonBlankText, optionalParam, searchValidator, tableSearchEntries } from '../shared/table-search';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The segmentation screen's address: its results table (page, sort, search), the filters (sparse, see
 * `filtersToAddress`), the saved segmentation chosen, and the CRM filter mode (`mode=crm`) with its
 * filters (`crm`, the question's id and the value asked for), each set kept when the other is shown. The embedded entry's `embedded` and
 * `token` (spec 2 §2) pass through untouched, for the shell and the guard.
 */
export const validateSegmentationSearch = searchValidator({
  ...tableSearchEntries(CLIENT_SORT_COLUMNS),
  filters: optionalParam(v.pipe(v.unknown(), v.check(isRecord))),
  segmentation: optionalParam(nonBlankText),
  mode: optionalParam(v.picklist(['crm'])),
  crm: optionalParam(crmAddressFilters),
});

/** What the segmentation screen reads from its address. */
export type SegmentationSearch = ReturnType<typeof validateSegmentationSearch>;
