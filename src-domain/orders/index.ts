export { parseOrderItems } from './order';
export type { Order, OrderItem, OrderUpdate, ParsedOrderItems } from './order';
export { orderListSource, ordersForList } from './order-list';
export { ORDER_MESSAGES } from './order-messages';
export type { OrderMessage } from './order-messages';
export {
  ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  ORDER_STATUS_TRANSITIONS,
  allowedOrderStatuses,
  isFinished,
  orderStatusFromWire,
  orderStatusToWire,
} from './order-status';
export type { OrderStatus } from './order-status';
