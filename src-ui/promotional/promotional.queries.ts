import { queryOptions } from '@tanstack/react-query';
import type { UiServices } from '../shared/ui-services';

const FIVE_MINUTES = 5 * 60 * 1000;

/** Queries of the promotional campaigns; hierarchical keys so a change invalidates exactly what it touches. */
export const promotionalQueries = {
  all: ['promotional'] as const,
  listKey: () => [...promotionalQueries.all, 'list'] as const,
  list: (services: UiServices) =>
    queryOptions({
      queryKey: promotionalQueries.listKey(),
      queryFn: () => services.promotionalCampaigns.list(),
      retry: false,
    }),
  detail: (services: UiServices, id: string) =>
    queryOptions({
      queryKey: [...promotionalQueries.all, 'detail', id] as const,
      queryFn: () => services.promotionalCampaigns.get(id),
      retry: false,
      staleTime: 0,
      gcTime: 0,
    }),
  promotions: (services: UiServices) =>
    queryOptions({
      queryKey: [...promotionalQueries.all, 'promotions'] as const,
      queryFn: () => services.promotionalCampaigns.promotions(),
      retry: false,
      staleTime: FIVE_MINUTES,
    }),
  activeTemplates: (services: UiServices) =>
    queryOptions({
      queryKey: [...promotionalQueries.all, 'active-templates'] as const,
      queryFn: () => services.promotionalCampaigns.activeTemplates(),
      retry: false,
      staleTime: FIVE_MINUTES,
    }),
};
