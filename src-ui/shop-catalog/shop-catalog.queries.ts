import { queryOptions } from '@tanstack/react-query';
import { JOB_RESULTS_REFRESH_MS, jobSearchQuery } from '@domain/jobs';
import { CATALOG_EXPORT_JOB_TYPE } from '@domain/shop-catalog';
import { EXPORT_RESULTS_REFRESH_MS } from '@domain/web';
import type { UiServices } from '../shared/ui-services';

const FIVE_MINUTES = 5 * 60 * 1000;

/** Queries of the catalogue and shop settings screens. */
export const shopCatalogQueries = {
  all: ['shop-catalog'] as const,
  domains: (services: UiServices) => queryOptions({ queryKey: [...shopCatalogQueries.all, 'domains'] as const, queryFn: () => services.shopCatalog.domains(), retry: false, staleTime: FIVE_MINUTES }),
  webType: (services: UiServices, domain: string) =>
    queryOptions({ queryKey: [...shopCatalogQueries.all, 'web-type', domain] as const, queryFn: () => services.shopCatalog.webType(domain), retry: false, staleTime: FIVE_MINUTES }),
  /** The export jobs, newest first, refreshed every 8 s (spec 3 §2, §9). */
  exports: (services: UiServices) =>
    queryOptions({
      queryKey: [...shopCatalogQueries.all, 'exports'] as const,
      queryFn: () => services.jobs.search(jobSearchQuery({ type: CATALOG_EXPORT_JOB_TYPE })),
      retry: false,
      refetchInterval: Math.min(EXPORT_RESULTS_REFRESH_MS, JOB_RESULTS_REFRESH_MS),
    }),
  settings: (services: UiServices, domain: string) =>
    queryOptions({ queryKey: [...shopCatalogQueries.all, 'settings', domain] as const, queryFn: () => services.shopCatalog.settings(domain), retry: false, staleTime: 0 }),
  syncSettings: (services: UiServices, domain: string) =>
    queryOptions({ queryKey: [...shopCatalogQueries.all, 'sync-settings', domain] as const, queryFn: () => services.shopCatalog.syncSettings(domain), retry: false, staleTime: 0 }),
  syncHistory: (services: UiServices, domain: string) =>
    queryOptions({ queryKey: [...shopCatalogQueries.all, 'sync-history', domain] as const, queryFn: () => services.shopCatalog.syncHistory(domain), retry: false, staleTime: 0 }),
};
