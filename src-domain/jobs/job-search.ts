import { WEB_TOOLS_JOB_TYPE, type WebToolsJobSubtype } from './job';

/** The job search returns at most 200 rows (spec 3 §7, §9). */
export const JOB_SEARCH_LIMIT = 200;

/** The job results refresh every 8 seconds (spec 3 §9). */
export const JOB_RESULTS_REFRESH_MS = 8_000;

/** An end date is extended by 86399 s, to the last second of its day (spec 3 §9). */
export const END_DATE_EXTENSION_MS = 86_399 * 1_000;

/** A date range of the search: each end the start of a chosen day, in epoch milliseconds; `undefined` when open. */
export interface DayRange {
  readonly from: number | undefined;
  readonly to: number | undefined;
}

/** The job search filter (spec 3 §7 POST /api/v1/job/search: creation, last_update, eid, type, subtype, author, status). */
export interface JobSearchFilter {
  readonly creation?: DayRange;
  readonly lastUpdate?: DayRange;
  readonly eid?: number;
  readonly type?: string;
  readonly subtype?: string;
  readonly author?: string;
  readonly status?: string;
}

/** A search ready to send: the filter with its end dates extended and blank fields left out, plus the row limit. */
export interface JobSearchQuery extends JobSearchFilter {
  readonly limit: typeof JOB_SEARCH_LIMIT;
}

function extended(range: DayRange | undefined): DayRange | undefined {
  if (range === undefined || (range.from === undefined && range.to === undefined)) return undefined;
  return { from: range.from, to: range.to === undefined ? undefined : range.to + END_DATE_EXTENSION_MS };
}

function text(value: string | undefined): string | undefined {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? undefined : trimmed;
}

/**
 * Turns the search form into the query (spec 3 §7, §9): each end date is extended by 86399 s so the whole
 * end day is included, the limit is 200 rows. Not in the spec: text fields are trimmed, and blank fields
 * and open ranges are left out.
 */
export function jobSearchQuery(filter: JobSearchFilter): JobSearchQuery {
  const entries = {
    creation: extended(filter.creation),
    lastUpdate: extended(filter.lastUpdate),
    eid: filter.eid,
    type: text(filter.type),
    subtype: text(filter.subtype),
    author: text(filter.author),
    status: text(filter.status),
  };
  const present = Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== undefined)) as JobSearchFilter;
  return { ...present, limit: JOB_SEARCH_LIMIT };
}

/** The status the search never offers (spec 3 §4). */
export const DELETED_JOB_STATUS = 'deleted';

/**
 * The statuses offered as search choices: the field values the server lists (spec 3 §7
 * getJobFieldValues) without 'deleted' (spec 3 §4). Not in the spec: 'deleted' is matched ignoring case
 * and spaces, and repeated values are listed once.
 */
export function statusChoices(statuses: readonly string[]): readonly string[] {
  return [...new Set(statuses)].filter((status) => status.trim().toLowerCase() !== DELETED_JOB_STATUS);
}

/** The filter of a web-tool jobs table (spec 3 §3: type PROPAGATOR_WEBTOOLS and the subtype). */
export function webToolsJobFilter(subtype: WebToolsJobSubtype): JobSearchFilter {
  return { type: WEB_TOOLS_JOB_TYPE, subtype };
}
