import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DEFAULT_ORDER_SORT,
  ORDER_SORT_COLUMNS,
  orderItemsSummary,
  orderListFileName,
  orderSortFromQuery,
  orderStatusInList,
  parseOrderItems,
  searchOrders,
  shopInstant,
  sortOrders,
  type Order,
} from '@domain/orders';

const anOrder = (overrides: Partial<Order> = {}): Order => ({
  id: 301,
  status: 'in-progress',
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-20T09:00:00.000Z',
  name: 'Lucía Ramos Gil',
  email: 'lucia.ramos@gmail.com',
  orderId: '4103',
  price: 23.45,
  orderItems: '[{"name":"Ibuprofeno 400 mg 30 comprimidos","quantity":2,"price":3.2}]',
  pharmacyComment: '',
  statusWord: 'En preparación',
  ...overrides,
});

const ORDERS = [
  anOrder(),
  anOrder({ id: 302, orderId: '4110', name: 'Óscar Núñez Prieto', email: 'oscar@hotmail.com', status: 'to-be-picked', price: 9.9, createdAt: '2026-11-21T08:00:00.000Z', pharmacyComment: 'Recoge por la tarde', orderItems: '[{"name":"Gel de aloe vera 200 ml"}]' }),
  anOrder({ id: 303, orderId: '999', name: 'Ana García López', email: 'ana@yahoo.es', status: 'to-be-picked', price: 120, createdAt: '2026-11-19T08:00:00.000Z' }),
];

describe('searchOrders', () => {
  it.each([
    ['', [301, 302, 303]],
    ['oscar', [302]],
    ['NUÑEZ 4110', [302]],
    ['a recoger', [302, 303]],
    ['ibuprofeno', [301, 303]],
    ['tarde', [302]],
    ['yahoo', [303]],
    ['nadie', []],
  ])('finds %j in the number, customer, e-mail, status, comment and items', (query, ids) => {
    expect(searchOrders(ORDERS, query).map((order) => order.id)).toEqual(ids);
  });
});

describe('sortOrders', () => {
  it('sorts the newest first by default', () => {
    expect(sortOrders(ORDERS, DEFAULT_ORDER_SORT).map((order) => order.id)).toEqual([302, 301, 303]);
  });

  it('sorts order numbers in numeric order, prices by amount and statuses in the edit order', () => {
    expect(sortOrders(ORDERS, { column: 'orderId', direction: 'asc' }).map((order) => order.orderId)).toEqual(['999', '4103', '4110']);
    expect(sortOrders(ORDERS, { column: 'price', direction: 'desc' }).map((order) => order.price)).toEqual([120, 23.45, 9.9]);
    expect(sortOrders(ORDERS, { column: 'status', direction: 'asc' }).map((order) => order.id)).toEqual([301, 302, 303]);
    expect(sortOrders(ORDERS, { column: 'name', direction: 'asc' }).map((order) => order.id)).toEqual([303, 301, 302]);
  });

  it('keeps every order and reverses with the direction when no two are tied', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 30 }), (prices) => {
        const orders = prices.map((price, index) => anOrder({ id: index, price: price / 100 }));
        const up = sortOrders(orders, { column: 'price', direction: 'asc' });
        const down = sortOrders(orders, { column: 'price', direction: 'desc' });
        expect(up).toHaveLength(orders.length);
        expect(down).toEqual([...up].reverse());
      }),
      { numRuns: 100 },
    );
  });

  it('reads an unknown sort of the address as the default', () => {
    expect(orderSortFromQuery('email', 'asc')).toEqual(DEFAULT_ORDER_SORT);
    expect(orderSortFromQuery('price', 'asc')).toEqual({ column: 'price', direction: 'asc' });
    expect(ORDER_SORT_COLUMNS).toContain(DEFAULT_ORDER_SORT.column);
  });
});

describe('orderItemsSummary', () => {
  it('writes the items in one line, with their quantity when known, leaving out what cannot be read', () => {
    expect(orderItemsSummary(parseOrderItems('[{"name":"Tiritas","quantity":2},{"name":"Colutorio"},{"quantity":1}]'))).toBe('2 × Tiritas, Colutorio');
    expect(orderItemsSummary(parseOrderItems('[{"name":"Tiritas"'))).toBe('');
  });
});

describe('orderListFileName', () => {
  it('names the export after the list shown and the day in Madrid', () => {
    expect(orderListFileName(Date.UTC(2026, 10, 21, 23, 30), false)).toBe('pedidos-express-en-curso-2026-11-22.csv');
    expect(orderListFileName(Date.UTC(2026, 10, 21, 9), true)).toBe('pedidos-express-finalizados-2026-11-21.csv');
  });
});

describe('orderStatusInList', () => {
  it('reads the four statuses and places an unknown wording by the list it came in', () => {
    expect(orderStatusInList(' To-Be-Picked ', 'inactive')).toBe('to-be-picked');
    expect(orderStatusInList('pendiente', 'active')).toBe('in-progress');
    expect(orderStatusInList('pendiente', 'inactive')).toBe('completed');
  });
});

describe('shopInstant', () => {
  it.each([
    ['2026-11-20 10:15:00', '2026-11-20T09:15:00.000Z'],
    ['2026-07-01 10:15', '2026-07-01T08:15:00.000Z'],
    ['2026-11-20T10:15:00Z', '2026-11-20T10:15:00.000Z'],
    ['2026-11-20T10:15:00', '2026-11-20T09:15:00.000Z'],
    ['ayer', undefined],
    ['', undefined],
  ])('reads %j as %s', (text, instant) => {
    expect(shopInstant(text)).toBe(instant);
  });
});
