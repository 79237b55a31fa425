import { OrderServiceUnavailableError, isFinished, orderShopOf, type ExpressOrderGateway, type Order, type OrderListSource, type OrderUpdate } from '@domain/orders';
import { ApiError, type Clock } from '@domain/shared-kernel';
import { MAIN_DEMO_EID, type DemoDatabase } from '@adapters/demo';
import { DEMO_PRICE_LOCKED_MESSAGE, DEMO_STATUS_WORDS, pharmacyExpressOrders, type DemoOrder } from './express-order-demo-data';

/** The credentials the demo shops accept: the demo never shows them, as the real screens never do. */
const DEMO_SHOP_CREDENTIALS = { username: 'pedido-express', password: 'demo' } as const;

function orderOf(stored: DemoOrder): Order {
  const { eid: _eid, ...order } = stored;
  return order;
}

/**
 * The demo's online shops over the demo data set. Each pharmacy's OrderExpress configuration is its
 * demo services (the shop's address, orderExpressEnabled), read through the same rule as the http
 * adapter's ({@link orderShopOf}); a pharmacy without a usable one rejects with
 * OrderServiceUnavailableError. The shop:
 * - lists its unfinished orders as active and the finished ones as inactive, the newest first;
 * - gives one order by id (404 for an unknown one);
 * - updates an order by its order number: status, price and comment, with the shop's own wording of
 *   the new status and the time of the change; it refuses (`success: false`) to change the amount of
 *   a completed order, which it has already charged.
 */
export class InMemoryExpressOrderGateway implements ExpressOrderGateway {
  private readonly db: DemoDatabase;
  private readonly clock: Clock;
  constructor(options: { readonly db: DemoDatabase; readonly clock: Clock }) {
    this.db = options.db;
    this.clock = options.clock;
  }

  async list(eid: number, source: OrderListSource): Promise<readonly Order[]> {
    const finished = source === 'inactive';
    return this.orders(eid)
      .all()
      .filter((order) => isFinished(order.status) === finished)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .map(orderOf);
  }

  async get(eid: number, id: number): Promise<Order> {
    const order = this.orders(eid).get(String(id));
    if (order === undefined) throw new ApiError('not-found', 404, 'Pedido no encontrado');
    return orderOf(order);
  }

  async update(eid: number, orderId: string, change: OrderUpdate): Promise<void> {
    const orders = this.orders(eid);
    const order = orders.all().find((candidate) => candidate.orderId === orderId);
    if (order === undefined) throw new ApiError('not-found', 404, 'Pedido no encontrado');
    if (order.status === 'completed' && change.price !== order.price) throw new ApiError('server-message', 200, DEMO_PRICE_LOCKED_MESSAGE, DEMO_PRICE_LOCKED_MESSAGE);
    orders.put({
      ...order,
      status: change.status,
      price: change.price,
      pharmacyComment: change.pharmacyComment,
      statusWord: DEMO_STATUS_WORDS[change.status],
      updatedAt: new Date(this.clock.now()).toISOString(),
    });
  }

  /** The orders of pharmacy `eid`'s shop, once its configuration allows calling it. */
  private orders(eid: number) {
    const pharmacy = this.db.read().pharmacies.find((candidate) => candidate.eid === eid);
    if (pharmacy === undefined) throw new ApiError('not-found', 404, 'Farmacia no encontrada');
    const shop = orderShopOf({ enabled: pharmacy.services.orderExpressEnabled, baseUrl: pharmacy.services.baseUrl, ...(pharmacy.services.baseUrl === '' ? { username: '', password: '' } : DEMO_SHOP_CREDENTIALS) });
    if (!shop.ok) throw new OrderServiceUnavailableError(shop.error);
    return pharmacyExpressOrders(this.db, eid, eid === MAIN_DEMO_EID);
  }
}
