import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@domain/shared-kernel';
import { DemoDatabase, MAIN_DEMO_EID } from '@adapters/demo';
import { InMemoryExpressOrderGateway } from '@adapters/orders';
import { ManualClock, MemoryStorage } from '@adapters/shared';

/** 21/11/2026 in Madrid at `hour`:`minute`:`second` (UTC+1 in November). */
const madrid = (hour: number, minute: number, second = 0): number => Date.UTC(2026, 10, 21, hour - 1, minute, second);

/** The demo shop as a page loaded at `loadedAt` sees it (a new data set, as after a reload without stored changes). */
function shopLoadedAt(loadedAt: number): InMemoryExpressOrderGateway {
  const clock = new ManualClock(loadedAt);
  return new InMemoryExpressOrderGateway({ db: new DemoDatabase({ storage: new MemoryStorage(), clock, latencyMs: 0 }), clock });
}

/** Every order of the main demo pharmacy's shop: number, date and time shown, last change shown. */
async function shownTimes(shop: InMemoryExpressOrderGateway): Promise<string[]> {
  const orders = [...(await shop.list(MAIN_DEMO_EID, 'active')), ...(await shop.list(MAIN_DEMO_EID, 'inactive'))];
  return orders.map((order) => `${order.orderId} ${formatDateTime(order.createdAt)} ${formatDateTime(order.updatedAt)}`);
}

describe('demo express orders', () => {
  it('keep their times whatever the minute the page was loaded on the same day', async () => {
    const first = await shownTimes(shopLoadedAt(madrid(17, 55, 12)));
    expect(first.length).toBeGreaterThanOrEqual(44);
    expect(await shownTimes(shopLoadedAt(madrid(18, 2, 47)))).toEqual(first);
    expect(await shownTimes(shopLoadedAt(madrid(8, 0, 0)))).toEqual(first);
  });

  it('show the same time in the list and in the order, whichever load each was read in', async () => {
    const list = await shopLoadedAt(madrid(17, 55, 30)).list(MAIN_DEMO_EID, 'active');
    const detailShop = shopLoadedAt(madrid(18, 17, 5));
    for (const order of list) {
      const detail = await detailShop.get(MAIN_DEMO_EID, order.id);
      expect([detail.orderId, formatDateTime(detail.createdAt), formatDateTime(detail.updatedAt)]).toEqual([order.orderId, formatDateTime(order.createdAt), formatDateTime(order.updatedAt)]);
    }
  });

  it('are placed on whole minutes, before the day of the clock begins', async () => {
    const shop = shopLoadedAt(madrid(18, 17, 5));
    const orders = [...(await shop.list(MAIN_DEMO_EID, 'active')), ...(await shop.list(MAIN_DEMO_EID, 'inactive'))];
    const midnight = madrid(0, 0);
    for (const order of orders) {
      for (const instant of [Date.parse(order.createdAt), Date.parse(order.updatedAt)]) {
        expect(instant % 60_000).toBe(0);
        expect(instant).toBeLessThan(midnight);
        expect(instant).toBeGreaterThanOrEqual(midnight - 46 * 24 * 3_600_000);
      }
      expect(Date.parse(order.updatedAt)).toBeGreaterThanOrEqual(Date.parse(order.createdAt));
    }
  });

  it('move on with the day of the clock: a day later, every order is a day older', async () => {
    const today = await shopLoadedAt(madrid(10, 0)).list(MAIN_DEMO_EID, 'active');
    const tomorrow = await shopLoadedAt(madrid(10, 0) + 24 * 3_600_000).list(MAIN_DEMO_EID, 'active');
    expect(tomorrow.map((order) => [order.orderId, Date.parse(order.createdAt) - 24 * 3_600_000])).toEqual(today.map((order) => [order.orderId, Date.parse(order.createdAt)]));
  });
});
