import { queryOptions } from '@tanstack/react-query';
import type { UiServices } from '../shared/ui-services';

/** Queries of the campaign months; hierarchical keys so a change invalidates exactly the list. */
export const monthQueries = {
  all: ['months'] as const,
  listKey: () => [...monthQueries.all, 'list'] as const,
  list: (services: UiServices) =>
    queryOptions({
      queryKey: monthQueries.listKey(),
      queryFn: () => services.months.list(),
      retry: false,
    }),
};
