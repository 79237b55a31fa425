import * as v from 'valibot';
import { PROMOTIONAL_SORT_COLUMNS, PROMOTIONAL_STATE_FILTERS } from '@domain/promotional';
import { optionalParam, searchValidator, tableSearchEntries } from '../shared/table-search';

/**
 * The promotional campaign list's address: its table (search, page, size, sort) and the state filter
 * (`state=scheduled` or `state=sent`; absent, every campaign), so a list can be bookmarked and shared.
 */
export const validatePromotionalListSearch = searchValidator({
  ...tableSearchEntries(PROMOTIONAL_SORT_COLUMNS),
  state: optionalParam(v.picklist(PROMOTIONAL_STATE_FILTERS)),
});

/** The list's address parameters, as the route reads them. */
export type PromotionalListSearch = ReturnType<typeof validatePromotionalListSearch>;
