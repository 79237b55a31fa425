import { queryOptions } from '@tanstack/react-query';
import { monthRange } from '@domain/calendar';
import type { UiServices } from '../shared/ui-services';

const FIVE_MINUTES = 5 * 60 * 1000;

/** Queries of the calendar; hierarchical keys so a change invalidates exactly what it touches. */
export const calendarQueries = {
  all: ['calendar'] as const,
  entriesKey: () => [...calendarQueries.all, 'entries'] as const,
  entries: (services: UiServices) => queryOptions({ queryKey: calendarQueries.entriesKey(), queryFn: () => services.calendar.list(), retry: false }),
  entry: (services: UiServices, id: string) =>
    queryOptions({ queryKey: [...calendarQueries.all, 'entry', id] as const, queryFn: () => services.calendar.get(id), retry: false, staleTime: 0 }),
  campaigns: (services: UiServices, month: string) =>
    queryOptions({
      queryKey: [...calendarQueries.all, 'campaigns', month] as const,
      queryFn: () => {
        const range = monthRange(month);
        return range === undefined ? Promise.resolve([]) : services.calendar.campaigns(range);
      },
      retry: false,
      staleTime: FIVE_MINUTES,
    }),
  pharmacies: (services: UiServices) => queryOptions({ queryKey: [...calendarQueries.all, 'pharmacies'] as const, queryFn: () => services.calendar.pharmacies(), retry: false, staleTime: FIVE_MINUTES }),
  sheet: (services: UiServices, id: string) => queryOptions({ queryKey: [...calendarQueries.all, 'sheet', id] as const, queryFn: () => services.calendar.sheet(id), retry: false, staleTime: 0 }),
  readiness: (services: UiServices) => queryOptions({ queryKey: [...calendarQueries.all, 'readiness'] as const, queryFn: () => services.calendar.readiness(), retry: false, staleTime: 0 }),
};
