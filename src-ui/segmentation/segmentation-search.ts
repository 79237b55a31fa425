import * as v from 'valibot';
import { CLIENT_SORT_COLUMNS } from '@domain/segmentation';
import { nonBlankText, optionalParam, searchValidator, tableSearchEntries } from '../shared/table-search';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The segmentation screen's address: its results table (page, sort, search), the filters (sparse, see
 * {@link filtersToAddress}) and the saved segmentation chosen. The embedded entry's `embedded` and
 * `token` (spec 2 §2) pass through untouched, for the shell and the guard.
 */
export const validateSegmentationSearch = searchValidator({
  ...tableSearchEntries(CLIENT_SORT_COLUMNS),
  filters: optionalParam(v.pipe(v.unknown(), v.check(isRecord))),
  segmentation: optionalParam(nonBlankText),
});

/** What the segmentation screen reads from its address. */
export type SegmentationSearch = ReturnType<typeof validateSegmentationSearch>;
