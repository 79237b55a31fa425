import * as v from 'valibot';
import { crmAddressFilters } from '../shared/crm-filter-search';
import { optionalParam, searchValidator, tableSearchEntries } from '../shared/table-search';

const { page, count } = tableSearchEntries();

/**
 * The CRM form screen's address: the section shown (the questions, or the responses) and the
 * responses' filters and page, so a filtered list of responses can be bookmarked and shared.
 */
export const validateCrmFormSearch = searchValidator({
  tab: optionalParam(v.picklist(['questions', 'responses'])),
  filters: optionalParam(crmAddressFilters),
  page,
  count,
});

/** What the CRM form screen reads from its address. */
export type CrmFormSearch = ReturnType<typeof validateCrmFormSearch>;
