import { queryOptions } from '@tanstack/react-query';
import type { UiServices } from '../shared/ui-services';

/** Queries of the timetables; one key per pharmacy. */
export const timetableQueries = {
  all: ['timetables'] as const,
  timetableKey: (eid: number) => [...timetableQueries.all, eid] as const,
  timetable: (services: UiServices, eid: number) =>
    queryOptions({
      queryKey: timetableQueries.timetableKey(eid),
      queryFn: () => services.timetables.load(eid),
      retry: false,
      staleTime: Infinity,
    }),
};
