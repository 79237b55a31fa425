import type { TableSort } from '@domain/shared-kernel';

/** The job table's sortable columns. */
export const JOB_SORT_COLUMNS = ['creation', 'lastUpdate', 'type', 'subtype', 'eid', 'author', 'status'] as const;

/** A sortable column of the job table. */
export type JobSortColumn = (typeof JOB_SORT_COLUMNS)[number];

/** The job table's order when the address names none: newest first. */
export const DEFAULT_JOB_SORT: TableSort<JobSortColumn> = { column: 'creation', direction: 'desc' };
