import { queryOptions } from '@tanstack/react-query';
import { orderListSource } from '@domain/orders';
import type { UiServices } from '../shared/ui-services';

/**
 * Queries of the express orders, per pharmacy; hierarchical keys so a change invalidates exactly what
 * it touches. They hold orders only: the shop's credentials never reach the UI (ADR 21).
 */
export const expressOrderQueries = {
  all: (eid: number) => ['orders', eid] as const,
  listKey: (eid: number, showFinished: boolean) => [...expressOrderQueries.all(eid), 'list', orderListSource(showFinished)] as const,
  /** The shop's active list (unfinished orders) or inactive list (finished ones). */
  list: (services: UiServices, eid: number, showFinished: boolean) =>
    queryOptions({
      queryKey: expressOrderQueries.listKey(eid, showFinished),
      queryFn: () => services.expressOrders.list(eid, orderListSource(showFinished)),
      // The screen offers its own retry.
      retry: false,
    }),
  /** One order, read afresh each time the edit screen opens. */
  detail: (services: UiServices, eid: number, id: number) =>
    queryOptions({
      queryKey: [...expressOrderQueries.all(eid), 'detail', id] as const,
      queryFn: () => services.expressOrders.get(eid, id),
      retry: false,
      staleTime: 0,
      gcTime: 0,
    }),
};
