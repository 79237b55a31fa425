import * as v from 'valibot';
import { SEGMENT_GENDERS, SEGMENT_SORT_COLUMNS } from '@domain/segments';
import { optionalParam, searchValidator, tableSearchEntries } from '../shared/table-search';

/**
 * The segment list's address: its table (search, page, size, sort) and the gender the segments must
 * address (`gender=female`), so a list can be bookmarked and shared.
 */
export const validateSegmentListSearch = searchValidator({
  ...tableSearchEntries(SEGMENT_SORT_COLUMNS),
  gender: optionalParam(v.picklist(SEGMENT_GENDERS)),
});

/** The list's address parameters, as the route reads them. */
export type SegmentListSearch = ReturnType<typeof validateSegmentListSearch>;
