import { queryOptions } from '@tanstack/react-query';
import type { UiServices } from '../shared/ui-services';

const FIVE_MINUTES = 5 * 60 * 1000;

/** Queries of the campaign templates; hierarchical keys so a change invalidates exactly what it touches. */
export const templateQueries = {
  all: ['templates'] as const,
  listKey: () => [...templateQueries.all, 'list'] as const,
  list: (services: UiServices) =>
    queryOptions({
      queryKey: templateQueries.listKey(),
      queryFn: () => services.templates.list(),
      retry: false,
    }),
  detail: (services: UiServices, id: string) =>
    queryOptions({
      queryKey: [...templateQueries.all, 'detail', id] as const,
      queryFn: () => services.templates.get(id),
      retry: false,
      staleTime: 0,
      gcTime: 0,
    }),
  html: (services: UiServices, id: string) =>
    queryOptions({
      queryKey: [...templateQueries.all, 'html', id] as const,
      queryFn: () => services.templates.html(id),
      retry: false,
    }),
  /** The edit-permission check (spec 1 §2.8): asked afresh each time the form opens. */
  editPermission: (services: UiServices, id: string) =>
    queryOptions({
      queryKey: [...templateQueries.all, 'edit-permission', id] as const,
      queryFn: async () => {
        await services.templates.checkEditPermission(id);
        return true;
      },
      retry: false,
      staleTime: 0,
      gcTime: 0,
    }),
  segments: (services: UiServices) =>
    queryOptions({
      queryKey: [...templateQueries.all, 'segments'] as const,
      queryFn: () => services.templateSegments.list(),
      retry: false,
      staleTime: FIVE_MINUTES,
    }),
  blogPosts: (services: UiServices) =>
    queryOptions({
      queryKey: [...templateQueries.all, 'blog-posts'] as const,
      queryFn: () => services.blogPosts.list(),
      retry: false,
      staleTime: FIVE_MINUTES,
    }),
};
