import * as v from 'valibot';
import { ORDER_STATUS_LABELS, orderStatusInList, orderStatusToWire, shopInstant, type Order, type OrderListSource, type OrderServiceConfig, type OrderShop, type OrderUpdate } from '@domain/orders';
import { envelope, flag, numeric } from '@adapters/shared';

const text = v.pipe(
  v.optional(v.nullable(v.union([v.string(), v.number()])), ''),
  v.transform((value) => (value === null ? '' : String(value))),
);

/**
 * GET /api/v2/getServicesConfig?pharmacyId&serviceName=OrderExpress (spec 3 §7): the shop's address,
 * its credentials and whether the service is enabled. Read by the adapter only: it never leaves it.
 */
export const orderServiceConfigAnswer = envelope(
  v.pipe(
    v.object({ base_URL: text, username: text, password: text, orderExpressEnabled: v.optional(flag, false) }),
    v.transform((dto): OrderServiceConfig => ({ enabled: dto.orderExpressEnabled, baseUrl: dto.base_URL, username: dto.username, password: dto.password })),
  ),
);

/**
 * An order as the shop sends it (spec 3 §3 "Order"): numbers may come as text, order_items as JSON
 * text or already as a list, the comment and the shop's wording may be missing or null.
 */
export const orderDto = v.looseObject({
  id: numeric,
  status: text,
  created_at: text,
  updated_at: text,
  name: text,
  email: text,
  orderid: text,
  price: v.optional(v.nullable(numeric), 0),
  order_items: v.optional(v.nullable(v.union([v.string(), v.array(v.unknown())])), ''),
  pharmacy_comment: text,
  statusWord: text,
});

/** An order of the shop's wire format. */
export type OrderWire = v.InferInput<typeof orderDto>;

/** The shop's order lists: a bare list, or the list under `data`. */
export const orderListAnswer = v.union([v.array(orderDto), v.pipe(v.object({ data: v.array(orderDto) }), v.transform((answer) => answer.data))]);

/** The shop's order detail: the order is data[0] (spec 3 §7); none when the list is empty. */
export const orderDetailAnswer = v.pipe(
  v.object({ data: v.array(orderDto) }),
  v.transform((answer) => answer.data[0]),
);

/**
 * An order of the shop as the domain holds it; `source` is the list it came in (an order detail counts
 * as active), which decides the status of a wording the domain does not know ({@link orderStatusInList}).
 * A date that cannot be read is left as the epoch, so the order still shows.
 */
export function orderFromDto(dto: v.InferOutput<typeof orderDto>, source: OrderListSource): Order {
  const createdAt = shopInstant(dto.created_at) ?? new Date(0).toISOString();
  return {
    id: dto.id,
    status: orderStatusInList(dto.status, source),
    createdAt,
    updatedAt: shopInstant(dto.updated_at) ?? createdAt,
    name: dto.name,
    email: dto.email,
    orderId: dto.orderid,
    price: dto.price ?? 0,
    orderItems: typeof dto.order_items === 'string' ? dto.order_items : JSON.stringify(dto.order_items ?? []),
    pharmacyComment: dto.pharmacy_comment,
    statusWord: dto.statusWord,
  };
}

/** An order in the shop's wire format (the fake shop of the tests sends it). */
export function orderToDto(order: Order): OrderWire {
  return {
    id: order.id,
    status: orderStatusToWire(order.status),
    created_at: order.createdAt,
    updated_at: order.updatedAt,
    name: order.name,
    email: order.email,
    orderid: order.orderId,
    price: order.price,
    order_items: order.orderItems,
    pharmacy_comment: order.pharmacyComment,
    statusWord: order.statusWord || ORDER_STATUS_LABELS[order.status],
  };
}

/** The body of every shop call: the shop's credentials, as the shop names them (spec 3 §7). */
export const shopCredentialsBody = v.object({ Username: v.string(), Password: v.string() });

/** The body of update-order/{orderid} (spec 3 §7): the credentials, price, status and pharmacy_comment. */
export const updateOrderBody = v.object({ ...shopCredentialsBody.entries, price: v.number(), status: v.string(), pharmacy_comment: v.string() });

/** The credentials of `shop` as a shop call's body. */
export function credentialsOf(shop: OrderShop): v.InferOutput<typeof shopCredentialsBody> {
  return { Username: shop.username, Password: shop.password };
}

/** The body of update-order. */
export function updateOrderToDto(shop: OrderShop, change: OrderUpdate): v.InferOutput<typeof updateOrderBody> {
  return { ...credentialsOf(shop), price: change.price, status: orderStatusToWire(change.status), pharmacy_comment: change.pharmacyComment };
}
