import { queryOptions } from '@tanstack/react-query';
import type { UiServices } from '../shared/ui-services';

const FIVE_MINUTES = 5 * 60 * 1000;

/** Queries of the test dashboard. */
export const pionQueries = {
  all: ['pion'] as const,
  tests: (services: UiServices) => queryOptions({ queryKey: [...pionQueries.all, 'tests'] as const, queryFn: () => services.pion.listTests(), retry: false }),
  functionNames: (services: UiServices) => queryOptions({ queryKey: [...pionQueries.all, 'function-names'] as const, queryFn: () => services.pion.functionNames(), retry: false, staleTime: FIVE_MINUTES }),
};
