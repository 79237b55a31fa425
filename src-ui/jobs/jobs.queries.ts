import { queryOptions } from '@tanstack/react-query';
import { JOB_RESULTS_REFRESH_MS, jobSearchQuery, type JobSearchFilter } from '@domain/jobs';
import type { UiServices } from '../shared/ui-services';

const FIVE_MINUTES = 5 * 60 * 1000;

/** Queries of the job monitor; the search refreshes every 8 s (spec 3 §9). */
export const jobQueries = {
  all: ['jobs'] as const,
  searchKey: () => [...jobQueries.all, 'search'] as const,
  search: (services: UiServices, filter: JobSearchFilter) =>
    queryOptions({
      queryKey: [...jobQueries.searchKey(), filter] as const,
      queryFn: () => services.jobs.search(jobSearchQuery(filter)),
      retry: false,
      refetchInterval: JOB_RESULTS_REFRESH_MS,
    }),
  detail: (services: UiServices, id: string) => queryOptions({ queryKey: [...jobQueries.all, 'detail', id] as const, queryFn: () => services.jobs.get(id), retry: false, staleTime: 0 }),
  fieldValues: (services: UiServices) => queryOptions({ queryKey: [...jobQueries.all, 'field-values'] as const, queryFn: () => services.jobs.fieldValues(), retry: false, staleTime: FIVE_MINUTES }),
};
