import { JOB_SORT_COLUMNS } from '@domain/jobs';
import { nonBlankText, optionalParam, searchValidator, tableSearchEntries } from '../shared/table-search';

/** The export results' address: the jobs table (search, page, size, sort) and the report's domain. */
export const validateExportResultsSearch = searchValidator({ ...tableSearchEntries(JOB_SORT_COLUMNS), domain: optionalParam(nonBlankText) });

/** The update-settings screen's address: the shop's domain. */
export const validateUpdateSettingsSearch = searchValidator({ domain: optionalParam(nonBlankText) });

/** The export form's address: a domain to start with (from the results screen or a link). */
export const validateExportSearch = searchValidator({ domain: optionalParam(nonBlankText) });
