import { DateTime } from 'luxon';
import { PRODUCT_TIME_ZONE, compareSpanish, foldedOnce, searchByWords, type TableSort } from '@domain/shared-kernel';
import type { Job } from './job';
import type { JobSortColumn } from './job-sort-columns';
import { DELETED_JOB_STATUS, JOB_SEARCH_LIMIT, type DayRange, type JobSearchFilter, type JobSearchQuery } from './job-search';

/** The search form's values as the address holds them: days as 'yyyy-MM-dd', the rest as text. */
export interface JobSearchForm {
  readonly createdFrom?: string;
  readonly createdTo?: string;
  readonly updatedFrom?: string;
  readonly updatedTo?: string;
  readonly eid?: number;
  readonly type?: string;
  readonly subtype?: string;
  readonly author?: string;
  readonly status?: string;
}

/**
 * The start of a day ('yyyy-MM-dd') in Madrid, in epoch milliseconds; undefined when the text is not
 * a day of the calendar.
 */
export function madridDayStart(day: string | undefined): number | undefined {
  if (day === undefined || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const start = DateTime.fromISO(day, { zone: PRODUCT_TIME_ZONE });
  return start.isValid ? start.toMillis() : undefined;
}

function dayRange(from: string | undefined, to: string | undefined): DayRange | undefined {
  const range = { from: madridDayStart(from), to: madridDayStart(to) };
  return range.from === undefined && range.to === undefined ? undefined : range;
}

/**
 * The search filter of the form (spec 3 §7): each pair of days becomes a range of day starts in Madrid
 * (the query extends the end by 86399 s). Not in the spec: a day that cannot be read is left open.
 */
export function jobFilterOfForm(form: JobSearchForm): JobSearchFilter {
  const filter: JobSearchFilter = {
    creation: dayRange(form.createdFrom, form.createdTo),
    lastUpdate: dayRange(form.updatedFrom, form.updatedTo),
    eid: form.eid,
    type: form.type,
    subtype: form.subtype,
    author: form.author,
    status: form.status,
  };
  return Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined));
}

const within = (instant: number, range: DayRange | undefined): boolean =>
  range === undefined || ((range.from === undefined || instant >= range.from) && (range.to === undefined || instant <= range.to));

const same = (value: string, wanted: string | undefined): boolean => wanted === undefined || value === wanted;

/**
 * The jobs a search answers, as the server does (spec 3 §7, §9): every field that is set must match
 * (ranges inclusive, text exactly), deleted jobs only when their status is asked for, newest first,
 * at most 200.
 */
export function searchJobs(jobs: readonly Job[], query: JobSearchQuery): readonly Job[] {
  return jobs
    .filter(
      (job) =>
        within(job.creation, query.creation) &&
        within(job.lastUpdate, query.lastUpdate) &&
        (query.eid === undefined || job.eid === query.eid) &&
        same(job.type, query.type) &&
        same(job.subtype, query.subtype) &&
        same(job.author, query.author) &&
        (query.status === undefined ? job.status !== DELETED_JOB_STATUS : job.status === query.status),
    )
    .sort((a, b) => b.creation - a.creation || compareSpanish(a.id, b.id))
    .slice(0, Math.min(query.limit, JOB_SEARCH_LIMIT));
}

const textOf = /* @__PURE__ */ foldedOnce((job: Job): string => `${job.id} ${job.type} ${job.subtype} ${job.author} ${job.status} ${job.eid ?? ''}`);

/** The jobs whose id, type, subtype, author, status or eid hold every word of `search` (accents and case ignored). */
export function filterJobs<T extends Job>(jobs: readonly T[], search: string): readonly T[] {
  return search.trim() === '' ? jobs : searchByWords(jobs, search, textOf);
}

const VALUE: Record<JobSortColumn, (job: Job) => number | string> = {
  creation: (job) => job.creation,
  lastUpdate: (job) => job.lastUpdate,
  type: (job) => job.type,
  subtype: (job) => job.subtype,
  eid: (job) => job.eid ?? -1,
  author: (job) => job.author,
  status: (job) => job.status,
};

/** The jobs in the table's order; ties by creation, newest first. */
export function sortJobs<T extends Job>(jobs: readonly T[], sort: TableSort<JobSortColumn>): readonly T[] {
  const value = VALUE[sort.column];
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...jobs].sort((a, b) => {
    const left = value(a);
    const right = value(b);
    const order = typeof left === 'number' && typeof right === 'number' ? left - right : compareSpanish(String(left), String(right));
    return order * sign || b.creation - a.creation;
  });
}
