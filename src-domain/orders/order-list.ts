import { DateTime } from 'luxon';
import { PRODUCT_TIME_ZONE, compareSpanish, foldedOnce, searchByWords, sortFromAddress, type TableSort } from '@domain/shared-kernel';
import { parseOrderItems, type Order, type ParsedOrderItems } from './order';
import { ORDER_SORT_COLUMNS } from './order-sort-columns';
import { ORDER_STATUSES, ORDER_STATUS_LABELS, isFinished } from './order-status';

/** Which of the shop's two lists: the unfinished orders (active) or the finished ones (inactive). */
export type OrderListSource = 'active' | 'inactive';

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
export function orderListSource(showFinished: boolean): OrderListSource {
  return showFinished ? 'inactive' : 'active';
}

/** One sortable column of the order list. */
export type OrderSortColumn = (typeof ORDER_SORT_COLUMNS)[number];

/** A sort of the order list. */
export type OrderSort = TableSort<OrderSortColumn>;

/** The order list's order when the address names none: the newest order first. */
export const DEFAULT_ORDER_SORT: OrderSort = { column: 'createdAt', direction: 'desc' };

/** Reads the order list's sort from the address by the shared rule; an unknown column gives the default. */
export function orderSortFromQuery(column: unknown, direction: unknown): OrderSort {
  return sortFromAddress(ORDER_SORT_COLUMNS, column, direction, DEFAULT_ORDER_SORT);
}

/** The searchable text of an order: its number, customer, e-mail, status, comment and items, folded once per order. */
const haystackOf = foldedOnce((order: Order) =>
  [order.orderId, order.name, order.email, ORDER_STATUS_LABELS[order.status], order.statusWord, order.pharmacyComment, ...parseOrderItems(order.orderItems).items.map((item) => item.name)].join(' '),
);

/**
 * The search of the order list (spec 3 §2 "search"): every word of the query must appear in the
 * order's number, customer name, e-mail, status (Spanish label or the shop's wording), pharmacy
 * comment or item names, ignoring case and accents. An empty query keeps every order; the order of
 * the rows is kept.
 */
export function searchOrders<T extends Order>(orders: readonly T[], query: string): T[] {
  return searchByWords(orders, query, haystackOf);
}


/**
 * Sorts orders by one column: text in Spanish collation (order numbers in numeric order), dates by
 * instant, prices by amount, statuses in the edit screen's order (En curso, A recoger, Completado,
 * Cancelado). Ties keep the newest order first, then the highest id.
 */
export function sortOrders<T extends Order>(orders: readonly T[], sort: OrderSort): T[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  const compare = (a: T, b: T): number => {
    switch (sort.column) {
      case 'orderId':
        return compareSpanish(a.orderId, b.orderId);
      case 'name':
        return compareSpanish(a.name, b.name);
      case 'createdAt':
        return Date.parse(a.createdAt) - Date.parse(b.createdAt);
      case 'price':
        return a.price - b.price;
      case 'status':
        return ORDER_STATUSES.indexOf(a.status) - ORDER_STATUSES.indexOf(b.status);
    }
  };
  return [...orders].sort((a, b) => sign * compare(a, b) || Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id);
}

/**
 * The items of an order in one line, for the list and its CSV: "2 × Ibuprofeno 600 mg, Crema solar".
 * An item without a quantity shows its name alone; unreadable parts are left out.
 */
export function orderItemsSummary(items: ParsedOrderItems): string {
  return items.items.map((item) => (item.quantity === undefined ? item.name : `${item.quantity} × ${item.name}`)).join(', ');
}

/**
 * The name of the order list's CSV export (spec 3 §2 "CSV export"; not in the spec: the name, which
 * says whether it holds the finished orders, and the date of the export in Madrid time as yyyy-mm-dd).
 */
export function orderListFileName(now: number, showFinished: boolean): string {
  const date = DateTime.fromMillis(now, { zone: PRODUCT_TIME_ZONE }).toFormat('yyyy-MM-dd');
  return `pedidos-express-${showFinished ? 'finalizados' : 'en-curso'}-${date}.csv`;
}
