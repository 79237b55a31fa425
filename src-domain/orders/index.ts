export { canOpenExpressOrders } from './order-access';
export { parseOrderItems, shopInstant } from './order';
export type { Order, OrderItem, OrderUpdate, ParsedOrderItems } from './order';
export { ORDER_COMMENT_MAX_LENGTH, ORDER_PRICE_MAX, canDeleteOrder, checkOrderForm, orderChangedSince, orderDeletion, orderFormChanged, orderFormOf, sameOrderForm } from './order-edit';
export type { OrderForm, OrderUpdateProblem } from './order-edit';
export { DEFAULT_ORDER_SORT, orderItemsSummary, orderListFileName, orderListSource, orderSortFromQuery, ordersForList, searchOrders, sortOrders } from './order-list';
export type { OrderListSource, OrderSort, OrderSortColumn } from './order-list';
export { ORDER_MESSAGES } from './order-messages';
export type { OrderMessage } from './order-messages';
export { OrderServiceUnavailableError, isOrderServiceUnavailable, orderShopOf } from './order-service';
export type { OrderServiceConfig, OrderServiceProblem, OrderShop } from './order-service';
export { ORDER_SORT_COLUMNS } from './order-sort-columns';
export {
  ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  ORDER_STATUS_TRANSITIONS,
  allowedOrderStatuses,
  isFinished,
  orderStatusFromWire,
  orderStatusInList,
  orderStatusToWire,
} from './order-status';
export type { OrderStatus } from './order-status';
export { ExpressOrderGateway, ExpressOrderGatewayMethods } from './express-order-gateway.port';
