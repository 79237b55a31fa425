import { queryOptions } from '@tanstack/react-query';
import type { UiServices } from '../shared/ui-services';

/** Queries of the entities context; keys are hierarchical so a change invalidates exactly its list. */
export const entityQueries = {
  all: ['entities'] as const,
  list: (services: UiServices) =>
    queryOptions({
      queryKey: [...entityQueries.all, 'list'],
      queryFn: () => services.entities.list(),
      retry: false,
    }),
};
