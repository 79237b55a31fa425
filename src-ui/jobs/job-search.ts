import * as v from 'valibot';
import { JOB_SORT_COLUMNS } from '@domain/jobs';
import { nonBlankText, optionalParam, searchValidator, tableSearchEntries } from '../shared/table-search';

const day = optionalParam(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/)));

/**
 * The job monitor's address: its table (search, page, size, sort) and the search form (creation and
 * last update days, eid, type, subtype, author, status), so a search can be bookmarked and shared.
 */
export const validateJobSearch = searchValidator({
  ...tableSearchEntries(JOB_SORT_COLUMNS),
  createdFrom: day,
  createdTo: day,
  updatedFrom: day,
  updatedTo: day,
  eid: optionalParam(v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(0))),
  type: optionalParam(nonBlankText),
  subtype: optionalParam(nonBlankText),
  author: optionalParam(nonBlankText),
  status: optionalParam(nonBlankText),
});

/** The job monitor's address parameters. */
export type JobMonitorSearch = ReturnType<typeof validateJobSearch>;
