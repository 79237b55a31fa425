import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ORDER_COMMENT_MAX_LENGTH,
  ORDER_PRICE_MAX,
  ORDER_STATUSES,
  canDeleteOrder,
  checkOrderForm,
  orderChangedSince,
  orderDeletion,
  orderFormChanged,
  orderFormOf,
  type Order,
} from '@domain/orders';

const anOrder = (overrides: Partial<Order> = {}): Order => ({
  id: 301,
  status: 'in-progress',
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  name: 'Lucía Ramos Gil',
  email: 'lucia.ramos@gmail.com',
  orderId: '4103',
  price: 23.45,
  orderItems: '[]',
  pharmacyComment: '',
  statusWord: 'En preparación',
  ...overrides,
});

describe('checkOrderForm', () => {
  it('gives what update-order sends: the status, the price rounded to cents and the comment trimmed', () => {
    expect(checkOrderForm({ status: 'to-be-picked', price: 12.345, pharmacyComment: '  Avisado  ' })).toEqual({ ok: true, value: { status: 'to-be-picked', price: 12.35, pharmacyComment: 'Avisado' } });
  });

  it.each([[''], [-1], [ORDER_PRICE_MAX + 0.01], [Number.NaN], [Number.POSITIVE_INFINITY]] as const)('refuses the price %s', (price) => {
    expect(checkOrderForm({ status: 'completed', price, pharmacyComment: '' })).toEqual({ ok: false, error: ['PRICE_INVALID'] });
  });

  it('names every problem at once', () => {
    expect(checkOrderForm({ status: 'completed', price: '', pharmacyComment: 'x'.repeat(ORDER_COMMENT_MAX_LENGTH + 1) })).toEqual({ ok: false, error: ['PRICE_INVALID', 'COMMENT_TOO_LONG'] });
  });

  it('accepts every amount in range and every status, with a comment up to the limit', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: ORDER_PRICE_MAX, noNaN: true }), fc.constantFrom(...ORDER_STATUSES), fc.string({ maxLength: ORDER_COMMENT_MAX_LENGTH }), (price, status, comment) => {
        const checked = checkOrderForm({ status, price, pharmacyComment: comment });
        expect(checked.ok).toBe(true);
        if (checked.ok) {
          expect(checked.value.status).toBe(status);
          expect(Math.abs(checked.value.price - price)).toBeLessThanOrEqual(0.005 + 1e-9);
          expect(Number.isInteger(Math.round(checked.value.price * 100))).toBe(true);
        }
      }),
      { numRuns: 100 },
    );
  });
});

describe('the unsaved-changes and overwrite rules', () => {
  it('counts the form as changed only when its status, price or comment differ from the order', () => {
    const order = anOrder();
    expect(orderFormChanged(order, orderFormOf(order))).toBe(false);
    expect(orderFormChanged(order, { ...orderFormOf(order), pharmacyComment: 'Nuevo' })).toBe(true);
    expect(orderFormChanged(order, { ...orderFormOf(order), price: '' })).toBe(true);
  });

  it('sees a change made meanwhile in what a save writes or in the time of the last change', () => {
    const loaded = anOrder();
    expect(orderChangedSince(loaded, anOrder())).toBe(false);
    expect(orderChangedSince(loaded, anOrder({ status: 'completed' }))).toBe(true);
    expect(orderChangedSince(loaded, anOrder({ updatedAt: '2026-11-20T11:00:00.000Z' }))).toBe(true);
    expect(orderChangedSince(loaded, anOrder({ name: 'Otro nombre' }))).toBe(false);
  });
});

describe('deleting an order', () => {
  it.each([
    ['in-progress', true],
    ['to-be-picked', true],
    ['completed', false],
    ['cancelled', false],
  ] as const)('is offered for an order %s: %s', (status, offered) => {
    expect(canDeleteOrder(anOrder({ status }))).toBe(offered);
  });

  it('cancels the order in the shop, keeping its price and comment', () => {
    expect(orderDeletion(anOrder({ price: 9.9, pharmacyComment: 'No contesta' }))).toEqual({ status: 'cancelled', price: 9.9, pharmacyComment: 'No contesta' });
  });
});
