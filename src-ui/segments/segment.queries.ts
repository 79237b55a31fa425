import { queryOptions } from '@tanstack/react-query';
import type { UiServices } from '../shared/ui-services';

/** Queries of the campaign segments; hierarchical keys so a change invalidates exactly what it touches. */
export const segmentQueries = {
  all: ['segments'] as const,
  listKey: () => [...segmentQueries.all, 'list'] as const,
  list: (services: UiServices) =>
    queryOptions({
      queryKey: segmentQueries.listKey(),
      queryFn: () => services.segments.list(),
      retry: false,
    }),
  detail: (services: UiServices, id: string) =>
    queryOptions({
      queryKey: [...segmentQueries.all, 'detail', id] as const,
      queryFn: () => services.segments.get(id),
      retry: false,
      staleTime: 0,
      gcTime: 0,
    }),
  /** The edit-permission check (spec 2 §6): asked afresh each time the form opens. */
  editPermission: (services: UiServices, id: string) =>
    queryOptions({
      queryKey: [...segmentQueries.all, 'edit-permission', id] as const,
      queryFn: async () => {
        await services.segments.checkEditPermission(id);
        return true;
      },
      retry: false,
      staleTime: 0,
      gcTime: 0,
    }),
};
