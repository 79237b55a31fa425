import { err, ok, type Result } from '@domain/shared-kernel';
import type { Order, OrderUpdate } from './order';
import { isFinished } from './order-status';

/** The longest pharmacy comment the edit screen accepts (not in the spec: the shop's text field). */
export const ORDER_COMMENT_MAX_LENGTH = 1000;

/** The highest price the edit screen accepts, in euros (not in the spec: a guard against a slip of the finger). */
export const ORDER_PRICE_MAX = 99_999.99;

/** What is wrong with an edit: a price that is not an amount of euros in range, or a comment too long. */
export type OrderUpdateProblem = 'PRICE_INVALID' | 'COMMENT_TOO_LONG';

/** What the edit form holds: the price as typed (a number, or '' when the field is empty). */
export interface OrderForm {
  readonly status: Order['status'];
  readonly price: number | '';
  readonly pharmacyComment: string;
}

/** The edit form of an order, as it opens. */
export function orderFormOf(order: Order): OrderForm {
  return { status: order.status, price: order.price, pharmacyComment: order.pharmacyComment };
}

/**
 * Checks the edit form and gives what update-order sends (spec 3 §7: price, status,
 * pharmacy_comment). Not in the spec: the price must be an amount from 0 to {@link ORDER_PRICE_MAX}
 * euros, rounded to cents; the comment at most {@link ORDER_COMMENT_MAX_LENGTH} characters (it is
 * sent as typed, surrounding spaces removed). Every problem is named.
 */
export function checkOrderForm(form: OrderForm): Result<OrderUpdate, readonly OrderUpdateProblem[]> {
  const problems: OrderUpdateProblem[] = [];
  const price = form.price;
  if (price === '' || !Number.isFinite(price) || price < 0 || price > ORDER_PRICE_MAX) problems.push('PRICE_INVALID');
  const comment = form.pharmacyComment.trim();
  if (comment.length > ORDER_COMMENT_MAX_LENGTH) problems.push('COMMENT_TOO_LONG');
  if (problems.length > 0 || price === '') return err(problems);
  return ok({ status: form.status, price: Math.round(price * 100) / 100, pharmacyComment: comment });
}

/** Whether two edit forms hold the same status, price and comment. */
export function sameOrderForm(a: OrderForm, b: OrderForm): boolean {
  return a.status === b.status && a.price === b.price && a.pharmacyComment === b.pharmacyComment;
}

/** Whether the form differs from the order as loaded (the unsaved-changes rule). */
export function orderFormChanged(order: Order, form: OrderForm): boolean {
  return !sameOrderForm(orderFormOf(order), form);
}

/**
 * Whether order `current` (read again just before saving) differs from `loaded` (as the form loaded
 * it) in what a save writes or in its last change: someone changed it meanwhile (a colleague, or the
 * customer through the shop), and saving now would overwrite that. Not in the spec: the rule, which
 * follows the template form's check before overwriting.
 */
export function orderChangedSince(loaded: Order, current: Order): boolean {
  return loaded.status !== current.status || loaded.price !== current.price || loaded.pharmacyComment !== current.pharmacyComment || loaded.updatedAt !== current.updatedAt;
}

/**
 * Whether the list offers to delete an order: only an unfinished one. The shop's order API has no
 * delete call (spec 3 §7), so deleting an order cancels it in the shop (ADR 21); a finished order has
 * nothing left to delete.
 */
export function canDeleteOrder(order: Order): boolean {
  return !isFinished(order.status);
}

/** What deleting an order sends to update-order: status cancelled, its price and comment as they are (ADR 21). */
export function orderDeletion(order: Order): OrderUpdate {
  return { status: 'cancelled', price: order.price, pharmacyComment: order.pharmacyComment };
}
