import * as v from 'valibot';
import { HEALTHCARE_SORT_COLUMNS } from '@domain/healthcare';
import { optionalParam, searchValidator, tableSearchEntries } from '../shared/table-search';

/**
 * The healthcare campaign list's address: its table (search, page, size, sort) and the "only sent"
 * filter (`sent=true`), so a list can be bookmarked and shared.
 */
export const validateHealthcareListSearch = searchValidator({
  ...tableSearchEntries(HEALTHCARE_SORT_COLUMNS),
  sent: optionalParam(v.literal(true)),
});

/** The list's address parameters, as the route reads them. */
export type HealthcareListSearch = ReturnType<typeof validateHealthcareListSearch>;
