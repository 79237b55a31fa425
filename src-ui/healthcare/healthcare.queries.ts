import { queryOptions } from '@tanstack/react-query';
import type { UiServices } from '../shared/ui-services';

const FIVE_MINUTES = 5 * 60 * 1000;

/** Queries of the healthcare campaigns; hierarchical keys so a change invalidates exactly what it touches. */
export const healthcareQueries = {
  all: ['healthcare'] as const,
  listKey: () => [...healthcareQueries.all, 'list'] as const,
  list: (services: UiServices) => queryOptions({ queryKey: healthcareQueries.listKey(), queryFn: () => services.healthcareCampaigns.list(), retry: false }),
  detail: (services: UiServices, id: number) =>
    queryOptions({ queryKey: [...healthcareQueries.all, 'detail', id] as const, queryFn: () => services.healthcareCampaigns.get(id), retry: false, staleTime: 0, gcTime: 0 }),
  pharmacies: (services: UiServices) =>
    queryOptions({ queryKey: [...healthcareQueries.all, 'pharmacies'] as const, queryFn: () => services.healthcareCampaigns.activePharmacies(), retry: false, staleTime: FIVE_MINUTES }),
  templates: (services: UiServices) =>
    queryOptions({ queryKey: [...healthcareQueries.all, 'templates'] as const, queryFn: () => services.healthcareCampaigns.activeTemplates(), retry: false, staleTime: FIVE_MINUTES }),
  sendCount: (services: UiServices, segmentId: number, eid: number) =>
    queryOptions({
      queryKey: [...healthcareQueries.all, 'send-count', segmentId, eid] as const,
      queryFn: () => services.healthcareCampaigns.segmentSendCount(segmentId, eid),
      retry: false,
      staleTime: FIVE_MINUTES,
    }),
};
