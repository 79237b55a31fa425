import * as v from 'valibot';
import { OrderServiceUnavailableError, orderShopOf, type ExpressOrderGateway, type Order, type OrderListSource, type OrderShop, type OrderUpdate } from '@domain/orders';
import { ApiError, isApiError } from '@domain/shared-kernel';
import type { ApiCall, HttpClient } from '@adapters/shared';
import { credentialsOf, orderDetailAnswer, orderFromDto, orderListAnswer, orderServiceConfigAnswer, shopCredentialsBody, updateOrderBody, updateOrderToDto } from './express-order.dto';

/** Where the shop's express-order plugin answers, under the shop's address (spec 3 §7). */
export const SHOP_ORDER_API = '/wp-json/wp-express-order/v1';

/**
 * The express orders over HTTP (spec 3 §7 "Order express"). Each call reads the pharmacy's OrderExpress
 * configuration afresh and calls the shop at its address with its credentials in the body: the
 * credentials live in this call's variables only (never cached, never returned), they travel only to
 * the configured https address, and the shop's requests carry none of the session's headers.
 */
export class HttpExpressOrderGateway implements ExpressOrderGateway {
  private readonly http: HttpClient;
  constructor(http: HttpClient) {
    this.http = http;
  }

  async list(eid: number, source: OrderListSource): Promise<readonly Order[]> {
    const orders = await this.callShop(eid, (shop) => this.http.send({ baseUrl: shop.baseUrl, method: 'POST', path: `${SHOP_ORDER_API}/get-orders/${source}`, body: credentialsOf(shop), identity: 'none', schema: orderListAnswer }));
    return orders.map((dto) => orderFromDto(dto, source));
  }

  async get(eid: number, id: number): Promise<Order> {
    const dto = await this.callShop(eid, (shop) =>
      this.http.send({ baseUrl: shop.baseUrl, method: 'POST', path: `${SHOP_ORDER_API}/order-detail/${encodeURIComponent(String(id))}`, body: credentialsOf(shop), identity: 'none', schema: orderDetailAnswer }),
    );
    if (dto === undefined) throw new ApiError('not-found', 404, 'Pedido no encontrado');
    return orderFromDto(dto, 'active');
  }

  async update(eid: number, orderId: string, change: OrderUpdate): Promise<void> {
    await this.callShop(eid, (shop) =>
      this.http.send({ baseUrl: shop.baseUrl, method: 'POST', path: `${SHOP_ORDER_API}/update-order/${encodeURIComponent(orderId)}`, body: updateOrderToDto(shop, change), identity: 'none', schema: v.unknown() }),
    );
  }

  /**
   * Reads the configuration, then makes the shop's call. A configuration the shop cannot be called
   * with, or a shop that refuses the credentials (401, 403), rejects with OrderServiceUnavailableError:
   * a 401 of the shop is not the end of the user's session.
   */
  private async callShop<T>(eid: number, call: (shop: OrderShop) => Promise<T>): Promise<T> {
    const config = await this.http.send({ method: 'GET', path: '/api/v2/getServicesConfig', query: { pharmacyId: eid, serviceName: 'OrderExpress' }, schema: orderServiceConfigAnswer });
    const shop = orderShopOf(config);
    if (!shop.ok) throw new OrderServiceUnavailableError(shop.error);
    try {
      return await call(shop.value);
    } catch (error) {
      if (isApiError(error) && (error.status === 401 || error.status === 403)) throw new OrderServiceUnavailableError('CREDENTIALS_REFUSED');
      throw error;
    }
  }
}

/** The express orders' calls, for the API documents (docs/api/). */
export const expressOrderApiCalls: readonly ApiCall[] = [
  {
    name: 'orders.serviceConfig',
    service: 'api',
    method: 'GET',
    path: '/api/v2/getServicesConfig',
    summary: "The pharmacy's OrderExpress configuration: its shop's address and credentials (spec 3 §7)",
    query: v.object({ pharmacyId: v.number(), serviceName: v.literal('OrderExpress') }),
    response: orderServiceConfigAnswer,
  },
  {
    name: 'orders.list',
    service: 'shop',
    method: 'POST',
    path: `${SHOP_ORDER_API}/get-orders/{source}`,
    summary: "The shop's orders, active or historic (spec 3 §7 \"Order express\")",
    request: shopCredentialsBody,
    response: orderListAnswer,
  },
  { name: 'orders.get', service: 'shop', method: 'POST', path: `${SHOP_ORDER_API}/order-detail/{id}`, summary: 'One order', request: shopCredentialsBody, response: orderDetailAnswer },
  {
    name: 'orders.update',
    service: 'shop',
    method: 'POST',
    path: `${SHOP_ORDER_API}/update-order/{orderid}`,
    summary: "Changes an order's price, status and the pharmacy's comment",
    request: updateOrderBody,
    response: v.unknown(),
  },
];
