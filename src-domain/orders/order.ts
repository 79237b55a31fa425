import { DateTime } from 'luxon';
import { PRODUCT_TIME_ZONE } from '@domain/shared-kernel';
import type { OrderStatus } from './order-status';

/** An express order from the pharmacy's online shop (spec 3 §3 "Order"). */
export interface Order {
  readonly id: number;
  readonly status: OrderStatus;
  /** When the order was placed, as an ISO 8601 instant. */
  readonly createdAt: string;
  /** When the order last changed, as an ISO 8601 instant. */
  readonly updatedAt: string;
  /** The customer's name and e-mail. */
  readonly name: string;
  readonly email: string;
  /** The shop's own order number. */
  readonly orderId: string;
  /** The order's total in euros. */
  readonly price: number;
  /** The ordered items as the JSON text the shop sends; read it with {@link parseOrderItems}. */
  readonly orderItems: string;
  readonly pharmacyComment: string;
  /** The shop's own wording of the status. */
  readonly statusWord: string;
}

/** What the edit screen saves: price, status and the pharmacy's comment (spec 3 §7 update-order). */
export type OrderUpdate = Pick<Order, 'price' | 'status' | 'pharmacyComment'>;

/** One ordered product. */
export interface OrderItem {
  readonly name: string;
  readonly quantity: number | undefined;
  readonly price: number | undefined;
}

/** The items of an order, and whether any part of the text could not be read. */
export interface ParsedOrderItems {
  readonly items: readonly OrderItem[];
  readonly invalid: boolean;
}

/**
 * Reads the order_items JSON text (spec 3 §3) without ever throwing. Not in the spec: its shape; we
 * read a list of objects, each with a text `name` and optional `quantity` and `price` (numbers or
 * numeric texts). Blank text is no items. Text that is not JSON, or not a list, gives no items and
 * `invalid`; entries without a name are left out and also set `invalid`.
 */
export function parseOrderItems(json: string): ParsedOrderItems {
  if (json.trim() === '') return { items: [], invalid: false };
  const parsed = readJson(json);
  if (!Array.isArray(parsed)) return { items: [], invalid: true };
  const items = parsed.flatMap((entry: unknown) => {
    const item = readItem(entry);
    return item === undefined ? [] : [item];
  });
  return { items, invalid: items.length !== parsed.length };
}

function readJson(json: string): unknown {
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return undefined;
  }
}

function readItem(entry: unknown): OrderItem | undefined {
  if (typeof entry !== 'object' || entry === null) return undefined;
  const fields = entry as Record<string, unknown>;
  if (typeof fields.name !== 'string') return undefined;
  return { name: fields.name, quantity: readNumber(fields.quantity), price: readNumber(fields.price) };
}

function readNumber(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
}

/**
 * Reads a date of the shop (created_at, updated_at) as an ISO 8601 instant. Not in the spec: its
 * format; we read ISO 8601 (with or without an offset; without one, Madrid time) and WordPress's
 * 'yyyy-MM-dd HH:mm:ss' in Madrid time. Anything else gives undefined.
 */
export function shopInstant(text: string): string | undefined {
  const trimmed = text.trim();
  const parsed = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/.test(trimmed)
    ? DateTime.fromSQL(trimmed, { zone: PRODUCT_TIME_ZONE })
    : DateTime.fromISO(trimmed, { zone: PRODUCT_TIME_ZONE, setZone: false });
  return parsed.isValid ? (parsed.toUTC().toISO() ?? undefined) : undefined;
}
