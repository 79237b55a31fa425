import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  allowedOrderStatuses,
  isFinished,
  orderStatusFromWire,
  orderStatusToWire,
} from '@domain/orders';

describe('order statuses', () => {
  it.each([
    ['in-progress', 'En curso', false],
    ['to-be-picked', 'A recoger', false],
    ['completed', 'Completado', true],
    ['cancelled', 'Cancelado', true],
  ] as const)('labels %s as %s, finished: %s', (status, label, finished) => {
    expect(ORDER_STATUS_LABELS[status]).toBe(label);
    expect(isFinished(status)).toBe(finished);
  });

  it.each(ORDER_STATUSES)('lets the edit screen set any of the four statuses from %s', (status) => {
    expect(allowedOrderStatuses(status)).toEqual(['in-progress', 'to-be-picked', 'completed', 'cancelled']);
  });
});

describe('orderStatusFromWire', () => {
  it.each([
    ['in-progress', 'in-progress'],
    ['to-be-picked', 'to-be-picked'],
    [' Completed ', 'completed'],
    ['CANCELLED', 'cancelled'],
  ] as const)('reads %j as %s', (text, status) => {
    expect(orderStatusFromWire(text)).toEqual({ ok: true, value: status });
  });

  it.each(['', 'pending', 'En curso', 'in progress', 'canceled'])('refuses %j as UNKNOWN_ORDER_STATUS', (text) => {
    expect(orderStatusFromWire(text)).toEqual({ ok: false, error: 'UNKNOWN_ORDER_STATUS' });
  });

  it('round-trips every status through its wire text', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ORDER_STATUSES), (status) => {
        expect(orderStatusFromWire(orderStatusToWire(status))).toEqual({ ok: true, value: status });
      }),
      { numRuns: 100 },
    );
  });
});
