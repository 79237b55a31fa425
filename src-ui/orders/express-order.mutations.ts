import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { orderDeletion, type Order, type OrderUpdate } from '@domain/orders';
import { useGuardedMutation } from '../shared/guarded-mutation';
import { useUiServices } from '../shared/ui-services-context';
import { expressOrderQueries } from './express-order.queries';

/**
 * Saves an order's status, price and comment in the shop (update-order). A success invalidates every
 * order query of the pharmacy (both lists and the details) and calls `onSaved`; a failure changes
 * nothing and is passed to `onFailed`, so the form keeps what was typed.
 */
export function useSaveOrder(eid: number, order: Pick<Order, 'orderId'>, callbacks: { onSaved?: (change: OrderUpdate) => void; onFailed?: (error: Error) => void } = {}) {
  const services = useUiServices();
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: (change: OrderUpdate) => services.expressOrders.update(eid, order.orderId, change),
    onSuccess: (_done, change) => {
      void queryClient.invalidateQueries({ queryKey: expressOrderQueries.all(eid) });
      callbacks.onSaved?.(change);
    },
    onError: (error) => callbacks.onFailed?.(error),
  });
}

/**
 * Deletes an order from the list: the shop has no delete call, so the order is cancelled in the shop
 * (ADR 21), from its current state read again just before, so a comment or price changed meanwhile is
 * kept. Once done the pharmacy's order queries are invalidated. `deleting` is the id of the order being
 * deleted; a second click on the same row while it is in flight does nothing.
 */
export function useDeleteOrder(eid: number, callbacks: { onDeleted?: (order: Order) => void; onFailed?: (error: Error, order: Order) => void } = {}) {
  const services = useUiServices();
  const queryClient = useQueryClient();
  const [deleting, setDeleting] = useState<number | undefined>();
  const mutation = useGuardedMutation({
    mutationFn: async (order: Order) => {
      const current = await services.expressOrders.get(eid, order.id);
      await services.expressOrders.update(eid, current.orderId, orderDeletion(current));
    },
    inFlightKey: (order) => String(order.id),
    onMutate: (order) => setDeleting(order.id),
    onSuccess: (_done, order) => callbacks.onDeleted?.(order),
    onError: (error, order) => callbacks.onFailed?.(error, order),
    onSettled: () => {
      setDeleting(undefined);
      void queryClient.invalidateQueries({ queryKey: expressOrderQueries.all(eid) });
    },
  });
  return {
    deleteOrder: (order: Order) => mutation.mutate(order),
    /** The id of the order being deleted, if any. */
    deleting,
  };
}
