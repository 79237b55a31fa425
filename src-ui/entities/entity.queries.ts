import { queryOptions } from '@tanstack/react-query';
import { hasActiveReportJobs } from '@domain/entities';
import type { UiServices } from '../shared/ui-services';

/** How often the cache/report mode reads the reports status while a job waits or runs. */
export const REPORT_STATUS_POLL_MS = 5_000;

/** Queries of the entities context; keys are hierarchical so a change invalidates exactly its list. */
export const entityQueries = {
  all: ['entities'] as const,
  list: (services: UiServices) =>
    queryOptions({
      queryKey: [...entityQueries.all, 'list'],
      queryFn: () => services.entities.list(),
      retry: false,
    }),
  /** The v2 list's details of every pharmacy (sign-up form, commercial, administrative, contact e-mail). */
  details: (services: UiServices) =>
    queryOptions({
      queryKey: [...entityQueries.all, 'details'],
      queryFn: () => services.entities.details(),
      retry: 1,
    }),
  /** The reports status, read again every {@link REPORT_STATUS_POLL_MS} while a job waits or runs. */
  statuses: (services: UiServices) =>
    queryOptions({
      queryKey: [...entityQueries.all, 'report-status'],
      queryFn: () => services.reportJobs.statuses(),
      retry: 1,
      refetchInterval: (query) => (hasActiveReportJobs(query.state.data ?? []) ? REPORT_STATUS_POLL_MS : false),
    }),
};
