import type { Order } from './order';
import { isFinished } from './order-status';

/**
 * The orders the list shows: with the completed-orders toggle on, the finished ones (completed or
 * cancelled); off, the others (spec 3 §2 "Orders list and edit", §4).
 */
export function ordersForList(orders: readonly Order[], showFinished: boolean): Order[] {
  return orders.filter((order) => isFinished(order.status) === showFinished);
}

/**
 * Which of the shop's order lists the toggle asks for: the inactive list holds the finished orders,
 * the active one the rest (spec 3 §7 get-orders/active and get-orders/inactive).
 */
export function orderListSource(showFinished: boolean): 'active' | 'inactive' {
  return showFinished ? 'inactive' : 'active';
}
