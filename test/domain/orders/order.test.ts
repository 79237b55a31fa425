import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ORDER_MESSAGES, orderListSource, ordersForList, parseOrderItems, type Order, type OrderStatus } from '@domain/orders';

const anOrder = (id: number, status: OrderStatus): Order => ({
  id,
  status,
  createdAt: '2026-05-04T09:00:00Z',
  updatedAt: '2026-05-04T10:00:00Z',
  name: 'Ana Pérez',
  email: 'ana@example.com',
  orderId: `WC-${id}`,
  price: 12.5,
  orderItems: '[]',
  pharmacyComment: '',
  statusWord: status,
});

describe('parseOrderItems', () => {
  it('reads a list of items, numbers given as numbers or numeric texts', () => {
    expect(parseOrderItems('[{"name":"Ibuprofeno 600","quantity":2,"price":"3.5"},{"name":"Crema solar","quantity":"1"}]')).toEqual({
      items: [
        { name: 'Ibuprofeno 600', quantity: 2, price: 3.5 },
        { name: 'Crema solar', quantity: 1, price: undefined },
      ],
      invalid: false,
    });
  });

  it('reads blank text as no items', () => {
    expect(parseOrderItems('  ')).toEqual({ items: [], invalid: false });
  });

  it.each(['{not json', '{"name":"x"}', '"texto"', 'null', '42'])('gives no items and the invalid flag for %j', (text) => {
    expect(parseOrderItems(text)).toEqual({ items: [], invalid: true });
  });

  it('leaves out entries without a name and flags them', () => {
    expect(parseOrderItems('[{"name":"Gasas","quantity":"muchas","price":" "},{"quantity":1},null,7]')).toEqual({
      items: [{ name: 'Gasas', quantity: undefined, price: undefined }],
      invalid: true,
    });
  });

  it('never throws, and gives no items and the flag for any text that is not a JSON list', () => {
    const isJsonList = (text: string): boolean => {
      try {
        return Array.isArray(JSON.parse(text));
      } catch {
        return false;
      }
    };
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (text) => {
        const parsed = parseOrderItems(text);
        if (text.trim() !== '' && !isJsonList(text)) expect(parsed).toEqual({ items: [], invalid: true });
        else expect(parsed.items.length).toBeLessThanOrEqual(text.length);
      }),
      { numRuns: 300 },
    );
  });

  it('reads back every item list it is given as JSON', () => {
    const itemArb = fc.record({
      name: fc.string(),
      quantity: fc.option(fc.integer(), { nil: undefined }),
      // JSON writes -0 as 0, so the generated prices are normalised the same way.
      price: fc.option(fc.double({ noNaN: true, noDefaultInfinity: true }).map((price) => price + 0), { nil: undefined }),
    });
    fc.assert(
      fc.property(fc.array(itemArb, { maxLength: 8 }), (items) => {
        expect(parseOrderItems(JSON.stringify(items))).toEqual({ items, invalid: false });
      }),
      { numRuns: 100 },
    );
  });
});

describe('ordersForList', () => {
  const orders = [anOrder(1, 'in-progress'), anOrder(2, 'completed'), anOrder(3, 'to-be-picked'), anOrder(4, 'cancelled')];

  it('shows the open orders with the completed toggle off', () => {
    expect(ordersForList(orders, false).map((order) => order.id)).toEqual([1, 3]);
  });

  it('shows the finished orders with the completed toggle on', () => {
    expect(ordersForList(orders, true).map((order) => order.id)).toEqual([2, 4]);
  });

  it('asks the shop for the inactive list when the toggle is on, the active one when off', () => {
    expect(orderListSource(true)).toBe('inactive');
    expect(orderListSource(false)).toBe('active');
  });
});

describe('ORDER_MESSAGES', () => {
  it.each([
    ['LIST_LOAD_FAILED', 'Error al cargar la lista de orden'],
    ['ORDER_FAILED', 'Ocurrió un error, por favor intente nuevamente.'],
    ['ORDER_SAVED', 'Order guardado con éxito'],
  ] as const)('words %s as %j', (code, text) => {
    expect(ORDER_MESSAGES[code]).toBe(text);
  });
});
