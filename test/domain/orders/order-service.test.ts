import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { OrderServiceUnavailableError, canOpenExpressOrders, isOrderServiceUnavailable, orderShopOf } from '@domain/orders';
import { aBackofficeSession, aPharmacySession, aUser } from '../../support/builders/session.builder';

const CONFIG = { enabled: true, baseUrl: 'https://farmacia-llorente.es/', username: 'pedidos', password: 'secreto' };

describe('orderShopOf', () => {
  it('gives the shop to call: its https address without the trailing slash, and its credentials', () => {
    expect(orderShopOf(CONFIG)).toEqual({ ok: true, value: { baseUrl: 'https://farmacia-llorente.es', username: 'pedidos', password: 'secreto' } });
  });

  it.each([
    [{ enabled: false }, 'DISABLED'],
    [{ enabled: false, baseUrl: '' }, 'NOT_CONFIGURED'],
    [{ baseUrl: '  ' }, 'NOT_CONFIGURED'],
    [{ username: '' }, 'NOT_CONFIGURED'],
    [{ password: '' }, 'NOT_CONFIGURED'],
    [{ baseUrl: 'http://farmacia-llorente.es' }, 'INSECURE_ADDRESS'],
    [{ baseUrl: 'javascript:alert(1)' }, 'INSECURE_ADDRESS'],
    [{ baseUrl: 'https://user@evil.example' }, 'INSECURE_ADDRESS'],
    [{ baseUrl: 'farmacia-llorente.es' }, 'INSECURE_ADDRESS'],
  ])('refuses %j: %s', (change, problem) => {
    expect(orderShopOf({ ...CONFIG, ...change })).toEqual({ ok: false, error: problem });
  });

  it('never gives an address other than https', () => {
    fc.assert(
      fc.property(fc.string(), (baseUrl) => {
        const shop = orderShopOf({ ...CONFIG, baseUrl });
        if (shop.ok) expect(shop.value.baseUrl).toMatch(/^https:\/\/[^\s/?#@]+/i);
      }),
      { numRuns: 100 },
    );
  });

  it('recognises its error, also from another bundle', () => {
    expect(isOrderServiceUnavailable(new OrderServiceUnavailableError('DISABLED'))).toBe(true);
    expect(isOrderServiceUnavailable(Object.assign(new Error('x'), { name: 'OrderServiceUnavailableError', problem: 'DISABLED' }))).toBe(true);
    expect(isOrderServiceUnavailable(new Error('x'))).toBe(false);
  });
});

describe('canOpenExpressOrders', () => {
  it('lets in a session acting for a pharmacy, not the back-office identity nor a partner', () => {
    expect(canOpenExpressOrders(aPharmacySession())).toBe(true);
    expect(canOpenExpressOrders(aBackofficeSession())).toBe(false);
    expect(canOpenExpressOrders(aPharmacySession({ user: aUser({ owner: 'socio-partner' }) }))).toBe(false);
  });
});
