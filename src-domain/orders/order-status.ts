import { err, ok, type Result } from '@domain/shared-kernel';

/** The status of an express order (spec 3 §4 "Order status"). */
export type OrderStatus = 'in-progress' | 'to-be-picked' | 'completed' | 'cancelled';

/** The four statuses, in the order the edit screen offers them (spec 3 §4). */
export const ORDER_STATUSES: readonly OrderStatus[] = ['in-progress', 'to-be-picked', 'completed', 'cancelled'];

/** The Spanish label of each status (spec 3 §4). */
export const ORDER_STATUS_LABELS = {
  'in-progress': 'En curso',
  'to-be-picked': 'A recoger',
  completed: 'Completado',
  cancelled: 'Cancelado',
} as const satisfies Record<OrderStatus, string>;

/**
 * The statuses the edit screen may set from each status: any of the four, from any of them (spec 3
 * §4), including reopening a finished order.
 */
export const ORDER_STATUS_TRANSITIONS = {
  'in-progress': ORDER_STATUSES,
  'to-be-picked': ORDER_STATUSES,
  completed: ORDER_STATUSES,
  cancelled: ORDER_STATUSES,
} as const satisfies Record<OrderStatus, readonly OrderStatus[]>;

/** The statuses the edit screen offers for an order in status `from` (spec 3 §4). */
export function allowedOrderStatuses(from: OrderStatus): readonly OrderStatus[] {
  return ORDER_STATUS_TRANSITIONS[from];
}

/** Completed and cancelled orders are finished (spec 3 §4). */
export function isFinished(status: OrderStatus): boolean {
  return status === 'completed' || status === 'cancelled';
}

/**
 * Reads the status text of the shop's order service. Not in the spec: its wire values; we take them
 * to be the status names themselves ('in-progress', 'to-be-picked', 'completed', 'cancelled'), read
 * without regard to letter case or surrounding spaces. Anything else is UNKNOWN_ORDER_STATUS.
 */
export function orderStatusFromWire(text: string): Result<OrderStatus, 'UNKNOWN_ORDER_STATUS'> {
  const status = ORDER_STATUSES.find((each) => each === text.trim().toLowerCase());
  return status === undefined ? err('UNKNOWN_ORDER_STATUS') : ok(status);
}

/** The status text the shop's update-order call receives: the status name itself (see {@link orderStatusFromWire}). */
export function orderStatusToWire(status: OrderStatus): string {
  return status;
}

/**
 * The status of an order of the shop's list `source`, read with {@link orderStatusFromWire}. Not in the
 * spec: a status text the rule does not know still shows the order (its own wording stays in
 * statusWord), as in progress when it came in the active list and as completed in the inactive one,
 * so an order is never hidden because of its wording.
 */
export function orderStatusInList(text: string, source: 'active' | 'inactive'): OrderStatus {
  const read = orderStatusFromWire(text);
  if (read.ok) return read.value;
  return source === 'active' ? 'in-progress' : 'completed';
}
