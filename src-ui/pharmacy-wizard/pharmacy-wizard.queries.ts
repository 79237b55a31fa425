import { queryOptions } from '@tanstack/react-query';
import type { UiServices } from '../shared/ui-services';

const FIVE_MINUTES = 5 * 60 * 1000;

/** Queries of the pharmacy wizard; hierarchical keys so a save invalidates exactly what it changes. */
export const pharmacyWizardQueries = {
  all: ['pharmacy-wizard'] as const,
  entity: (services: UiServices, eid: number) =>
    queryOptions({
      queryKey: [...pharmacyWizardQueries.all, 'entity', eid] as const,
      queryFn: () => services.pharmacyWizard.get(eid),
      retry: false,
      staleTime: 0,
      gcTime: 0,
    }),
  erps: (services: UiServices) =>
    queryOptions({ queryKey: [...pharmacyWizardQueries.all, 'erps'] as const, queryFn: () => services.pharmacyWizard.erpList(), retry: false, staleTime: FIVE_MINUTES }),
  kams: (services: UiServices) =>
    queryOptions({ queryKey: [...pharmacyWizardQueries.all, 'kams'] as const, queryFn: () => services.pharmacyWizard.kamUsers(), retry: false, staleTime: FIVE_MINUTES }),
  /** Whether a username is free: asked again each time it is typed anew, never kept long. */
  username: (services: UiServices, username: string) =>
    queryOptions({
      queryKey: [...pharmacyWizardQueries.all, 'username', username] as const,
      queryFn: () => services.pharmacyWizard.checkUsername(username),
      retry: false,
      staleTime: 0,
      gcTime: 30_000,
    }),
  places: (services: UiServices) =>
    queryOptions({ queryKey: [...pharmacyWizardQueries.all, 'places'] as const, queryFn: () => services.pharmacyMap.places(), retry: false, staleTime: Infinity }),
};
