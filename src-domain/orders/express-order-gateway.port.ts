import { portMethods, token } from '@domain/shared-kernel';
import type { Order, OrderUpdate } from './order';
import type { OrderListSource } from './order-list';

/**
 * The pharmacy's online shop as the express-order screens see it (spec 3 §7 "Order express"). Each
 * call first reads the pharmacy's OrderExpress service configuration (GET /api/v2/getServicesConfig)
 * and then calls the shop at its configured address with the shop's credentials; the credentials stay
 * inside the adapter, for that one request, and never cross this port. A pharmacy whose service is not
 * usable rejects every call with an {@link OrderServiceUnavailableError}; the other failures are
 * ApiErrors (network, server error, the shop's refusal as `server-message`).
 */
export interface ExpressOrderGateway {
  /** POST {base_URL}/wp-json/wp-express-order/v1/get-orders/active or …/inactive. */
  list(eid: number, source: OrderListSource): Promise<readonly Order[]>;
  /** POST …/order-detail/{id} (the answer's data[0]); a missing order is a `not-found` ApiError. */
  get(eid: number, id: number): Promise<Order>;
  /** POST …/update-order/{orderid} with price, status and pharmacy_comment. */
  update(eid: number, orderId: string, change: OrderUpdate): Promise<void>;
}

/** Token of the {@link ExpressOrderGateway} port. */
export const ExpressOrderGateway = token<ExpressOrderGateway>('orders.ExpressOrderGateway');

/** Every call of the {@link ExpressOrderGateway} port. */
export const ExpressOrderGatewayMethods = portMethods<ExpressOrderGateway>()('list', 'get', 'update');
