import { queryOptions } from '@tanstack/react-query';
import type { UiServices } from '../shared/ui-services';

/** Queries of the catalog screen; keys are hierarchical so a change invalidates exactly what it touched. */
export const catalogQueries = {
  all: ['catalog'] as const,
  options: (services: UiServices) =>
    queryOptions({
      queryKey: [...catalogQueries.all, 'options'],
      queryFn: () => services.catalog.options(),
      retry: false,
    }),
  subscriptions: (services: UiServices) =>
    queryOptions({
      queryKey: [...catalogQueries.all, 'subscriptions'],
      queryFn: () => services.catalog.subscriptions(),
      retry: false,
    }),
  jobs: (services: UiServices) =>
    queryOptions({
      queryKey: [...catalogQueries.all, 'jobs'],
      queryFn: () => services.catalog.jobs(),
      retry: false,
    }),
};
