import * as v from 'valibot';
import { VHOST_SORT_COLUMNS, WEB_JOB_SORT_COLUMNS } from '@domain/web';
import { nonBlankText, optionalParam, searchValidator, tableSearchEntries } from '../shared/table-search';

/** The web manager's address: the domain of a website just created, to follow its deployment. */
export const validateWebManagerSearch = searchValidator({ created: optionalParam(nonBlankText) });

/** A web-tool jobs table's address: its global search, page, size and sort. */
export const validateWebJobsSearch = searchValidator({ ...tableSearchEntries(WEB_JOB_SORT_COLUMNS) });

/** The WordPress manager's address: the virtual hosts table's search, page, size and sort, and the host whose plugins are open. */
export const validateVhostSearch = searchValidator({ ...tableSearchEntries(VHOST_SORT_COLUMNS), host: optionalParam(v.pipe(v.string(), v.nonEmpty())) });
