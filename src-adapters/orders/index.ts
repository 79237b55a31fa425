export { HttpExpressOrderGateway, SHOP_ORDER_API } from './http-express-order-gateway';
export { InMemoryExpressOrderGateway } from './in-memory-express-order-gateway';
export { DEMO_PRICE_LOCKED_MESSAGE, DEMO_STATUS_WORDS, ORDER_DEMO_VERSION, generateExpressOrders, pharmacyExpressOrders } from './express-order-demo-data';
export type { DemoOrder } from './express-order-demo-data';
export { orderDetailAnswer, orderDto, orderFromDto, orderListAnswer, orderServiceConfigAnswer, orderToDto, shopCredentialsBody, updateOrderBody } from './express-order.dto';
export type { OrderWire } from './express-order.dto';
