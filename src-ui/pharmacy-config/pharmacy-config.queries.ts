import { queryOptions } from '@tanstack/react-query';
import { isAwaitingPharmacy } from '@domain/pharmacy-config';
import type { UiServices } from '../shared/ui-services';

/** How often a sign-up form that waits for the pharmacy is read again. */
export const SIGN_UP_POLL_MS = 15_000;

/** The entity list's v2 details (sign-up form, contact e-mail), which a configuration change refreshes. */
export const ENTITY_DETAILS_KEY = ['entities', 'details'] as const;

/** Queries of a pharmacy's configuration; each section's key under the pharmacy's, so a save invalidates exactly its section. */
export const pharmacyConfigQueries = {
  all: ['pharmacy-config'] as const,
  of: (eid: number) => [...pharmacyConfigQueries.all, eid] as const,
  settings: (services: UiServices, eid: number) =>
    queryOptions({ queryKey: [...pharmacyConfigQueries.of(eid), 'settings'] as const, queryFn: () => services.pharmacyConfig.settings(eid), retry: false, staleTime: 0 }),
  mobile: (services: UiServices, eid: number) =>
    queryOptions({ queryKey: [...pharmacyConfigQueries.of(eid), 'mobile'] as const, queryFn: () => services.pharmacyConfig.mobileData(eid), retry: false, staleTime: 0 }),
  services: (services: UiServices, eid: number) =>
    queryOptions({ queryKey: [...pharmacyConfigQueries.of(eid), 'services'] as const, queryFn: () => services.pharmacyConfig.servicesConfig(eid), retry: false, staleTime: 0 }),
  signUp: (services: UiServices, eid: number) =>
    queryOptions({
      queryKey: [...pharmacyConfigQueries.of(eid), 'sign-up'] as const,
      queryFn: () => services.pharmacyConfig.signUpForm(eid),
      retry: false,
      staleTime: 0,
      // A form sent to the pharmacy is read again now and then, until it is completed.
      refetchInterval: (query) => (query.state.data !== undefined && isAwaitingPharmacy(query.state.data) ? SIGN_UP_POLL_MS : false),
    }),
};
