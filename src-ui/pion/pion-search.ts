import * as v from 'valibot';
import { PION_SORT_COLUMNS } from '@domain/pion';
import { nonBlankText, optionalParam, searchValidator, tableSearchEntries } from '../shared/table-search';

/**
 * The test dashboard's address: its table (search, page, size, sort), the outcome shown (failed or
 * passed, all when absent) and the test chosen to run now, so a view can be bookmarked and a choice
 * survives a reload.
 */
export const validatePionSearch = searchValidator({
  ...tableSearchEntries(PION_SORT_COLUMNS),
  result: optionalParam(v.picklist(['failed', 'passed'])),
  test: optionalParam(nonBlankText),
});

/** The test dashboard's address parameters. */
export type PionSearch = ReturnType<typeof validatePionSearch>;
