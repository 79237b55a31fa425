import { describe, expect, it } from 'vitest';
import { http, HttpResponse, type HttpHandler } from 'msw';
import * as v from 'valibot';
import { ORDER_STATUSES, isOrderServiceUnavailable, parseOrderItems, type ExpressOrderGateway, type Order, type OrderServiceProblem } from '@domain/orders';
import { isApiError, type Clock } from '@domain/shared-kernel';
import { DemoDatabase, MAIN_DEMO_EID, MemoryOverlayStore, SECOND_DEMO_EID, type DemoData, type DemoPharmacy } from '@adapters/demo';
import { DEMO_PRICE_LOCKED_MESSAGE, HttpExpressOrderGateway, InMemoryExpressOrderGateway, SHOP_ORDER_API, orderToDto, shopCredentialsBody, updateOrderBody } from '@adapters/orders';
import { ManualClock, MemoryStorage } from '@adapters/shared';
import { aPharmacySession } from '../../support/builders/session.builder';
import { CONTRACT_NOW, describeContract, useFakeApi } from '../../support/contract';
import { failure } from '../../support/failure';

const demoDatabase = (clock: Clock, overlay?: MemoryOverlayStore): DemoDatabase => new DemoDatabase({ storage: new MemoryStorage(), clock, latencyMs: 0, overlay });

/** The credentials the fake API's getServicesConfig gives pharmacy `eid`'s shop. */
const credentialsOf = (eid: number) => ({ Username: `pedidos-${eid}`, Password: `clave-${eid}` });

/**
 * The pharmacies' online shops (spec 3 §7), served by `backend` (the demo backend): one handler per
 * call for any https host, the pharmacy found by its configured address. A body without the
 * pharmacy's credentials is refused with 401; the backend's refusals answer `success: false` with
 * their status, as the plugin does.
 */
function fakeShopHandlers(data: DemoData, backend: ExpressOrderGateway): HttpHandler[] {
  const answer = async (request: Request, call: (pharmacy: DemoPharmacy, body: unknown) => Promise<unknown>): Promise<Response> => {
    const origin = new URL(request.url).origin;
    const pharmacy = data.pharmacies.find((candidate) => candidate.services.baseUrl === origin);
    const body: unknown = await request.clone().json();
    const credentials = v.safeParse(shopCredentialsBody, body);
    if (pharmacy === undefined || !credentials.success || credentials.output.Username !== credentialsOf(pharmacy.eid).Username || credentials.output.Password !== credentialsOf(pharmacy.eid).Password) {
      return HttpResponse.json({ success: false, message: 'Credenciales incorrectas' }, { status: 401 });
    }
    try {
      return HttpResponse.json((await call(pharmacy, body)) as never);
    } catch (error) {
      if (!isApiError(error)) throw error;
      return HttpResponse.json({ success: false, message: error.serverMessage ?? error.message }, { status: error.status });
    }
  };
  return [
    http.post(`https://:host${SHOP_ORDER_API}/get-orders/:source`, ({ request, params }) =>
      answer(request, async (pharmacy) => ({ data: (await backend.list(pharmacy.eid, params.source === 'inactive' ? 'inactive' : 'active')).map(orderToDto) })),
    ),
    http.post(`https://:host${SHOP_ORDER_API}/order-detail/:id`, ({ request, params }) =>
      answer(request, async (pharmacy) => {
        try {
          return { data: [orderToDto(await backend.get(pharmacy.eid, Number(params.id)))] };
        } catch (error) {
          if (isApiError(error) && error.kind === 'not-found') return { data: [] };
          throw error;
        }
      }),
    ),
    http.post(`https://:host${SHOP_ORDER_API}/update-order/:orderid`, ({ request, params }) =>
      answer(request, async (pharmacy, body) => {
        const update = v.parse(updateOrderBody, body);
        const status = ORDER_STATUSES.find((candidate) => candidate === update.status) ?? 'in-progress';
        await backend.update(pharmacy.eid, String(params.orderid), { status, price: update.price, pharmacyComment: update.pharmacy_comment });
        return { success: true };
      }),
    ),
  ];
}

/** Changes a pharmacy's OrderExpress configuration in the data set the adapter under test reads. */
type Configure = (eid: number, services: Partial<DemoPharmacy['services']>) => void;
let configure: Configure = () => undefined;

const withServices = (pharmacy: DemoPharmacy, services: Partial<DemoPharmacy['services']>): DemoPharmacy => ({ ...pharmacy, services: { ...pharmacy.services, ...services } });

async function problemOf(promise: Promise<unknown>): Promise<OrderServiceProblem> {
  try {
    await promise;
  } catch (error) {
    if (isOrderServiceUnavailable(error)) return error.problem;
    throw error;
  }
  throw new Error('The call was expected to fail');
}

describeContract<ExpressOrderGateway>(
  'ExpressOrderGateway',
  {
    memory: ({ db, clock }) => {
      configure = (eid, services) => {
        const pharmacy = db.read().pharmacies.find((candidate) => candidate.eid === eid);
        if (pharmacy !== undefined) db.savePharmacy(withServices(pharmacy, services));
      };
      return new InMemoryExpressOrderGateway({ db, clock });
    },
    http: ({ http: client, clock, fake }) => {
      configure = (eid, services) => {
        const index = fake.data.pharmacies.findIndex((candidate) => candidate.eid === eid);
        const pharmacy = fake.data.pharmacies[index];
        if (pharmacy !== undefined) fake.data.pharmacies[index] = withServices(pharmacy, services);
      };
      fake.server.use(...fakeShopHandlers(fake.data, new InMemoryExpressOrderGateway({ db: demoDatabase(clock), clock })));
      return new HttpExpressOrderGateway(client);
    },
  },
  (world) => {
    const shop = (): ExpressOrderGateway => {
      world().signIn(aPharmacySession());
      return world().port;
    };
    const all = async (gateway: ExpressOrderGateway): Promise<Order[]> => [...(await gateway.list(MAIN_DEMO_EID, 'active')), ...(await gateway.list(MAIN_DEMO_EID, 'inactive'))];

    it('lists the unfinished orders as active and the finished ones as inactive, 40 or more in every status', async () => {
      const gateway = shop();
      const active = await gateway.list(MAIN_DEMO_EID, 'active');
      const inactive = await gateway.list(MAIN_DEMO_EID, 'inactive');
      expect(new Set(active.map((order) => order.status))).toEqual(new Set(['in-progress', 'to-be-picked']));
      expect(new Set(inactive.map((order) => order.status))).toEqual(new Set(['completed', 'cancelled']));
      expect(active.length + inactive.length).toBeGreaterThanOrEqual(40);
      const first = active[0];
      expect(first?.name).toMatch(/^\p{Lu}\p{Ll}+ \p{Lu}\p{Ll}+ \p{Lu}\p{Ll}+$/u);
      expect(first?.email).toMatch(/^[a-z0-9.]+@[a-z.]+$/);
      expect(first?.price).toBeGreaterThan(0);
      expect(parseOrderItems(first?.orderItems ?? '').items.length).toBeGreaterThan(0);
    });

    it('sends orders whose items cannot all be read as they are', async () => {
      const orders = await all(shop());
      expect(orders.filter((order) => parseOrderItems(order.orderItems).invalid)).toHaveLength(2);
    });

    it('gives one order by its id, as the list has it', async () => {
      const gateway = shop();
      const [listed] = await gateway.list(MAIN_DEMO_EID, 'active');
      expect(await gateway.get(MAIN_DEMO_EID, listed?.id ?? 0)).toEqual(listed);
      expect(await failure(gateway.get(MAIN_DEMO_EID, 999_999))).toEqual({ kind: 'not-found', status: 404 });
    });

    it('updates the status, price and comment of an order; a finished order moves to the inactive list', async () => {
      const gateway = shop();
      const [order] = await gateway.list(MAIN_DEMO_EID, 'active');
      if (order === undefined) throw new Error('The demo shop has active orders');
      world().clock.advance(60_000);
      await gateway.update(MAIN_DEMO_EID, order.orderId, { status: 'completed', price: 12.5, pharmacyComment: 'Recogido por su hijo' });
      const saved = await gateway.get(MAIN_DEMO_EID, order.id);
      expect(saved).toMatchObject({ status: 'completed', price: 12.5, pharmacyComment: 'Recogido por su hijo', statusWord: 'Entregado', updatedAt: new Date(CONTRACT_NOW + 60_000).toISOString() });
      expect((await gateway.list(MAIN_DEMO_EID, 'active')).map((each) => each.id)).not.toContain(order.id);
      expect((await gateway.list(MAIN_DEMO_EID, 'inactive')).map((each) => each.id)).toContain(order.id);
    });

    it("passes on the shop's refusal of an update, with its message, and changes nothing", async () => {
      const gateway = shop();
      const completed = (await gateway.list(MAIN_DEMO_EID, 'inactive')).find((order) => order.status === 'completed');
      if (completed === undefined) throw new Error('The demo shop has completed orders');
      expect(await failure(gateway.update(MAIN_DEMO_EID, completed.orderId, { status: 'completed', price: completed.price + 1, pharmacyComment: '' }), { serverMessage: true })).toEqual({
        kind: 'server-message',
        status: 200,
        serverMessage: DEMO_PRICE_LOCKED_MESSAGE,
      });
      expect(await gateway.get(MAIN_DEMO_EID, completed.id)).toEqual(completed);
    });

    it('refuses every call of a pharmacy whose express orders are disabled', async () => {
      const gateway = shop();
      expect(await problemOf(gateway.list(SECOND_DEMO_EID, 'active'))).toBe('DISABLED');
      expect(await problemOf(gateway.get(SECOND_DEMO_EID, 300))).toBe('DISABLED');
      expect(await problemOf(gateway.update(SECOND_DEMO_EID, '4100', { status: 'completed', price: 1, pharmacyComment: '' }))).toBe('DISABLED');
    });

    it('refuses the calls of a pharmacy with the service enabled and no shop address', async () => {
      const gateway = shop();
      configure(MAIN_DEMO_EID, { baseUrl: '' });
      expect(await problemOf(gateway.list(MAIN_DEMO_EID, 'active'))).toBe('NOT_CONFIGURED');
    });

    it('never calls a shop whose address is not https', async () => {
      const gateway = shop();
      configure(MAIN_DEMO_EID, { baseUrl: 'http://farmacia-llorente.es' });
      expect(await problemOf(gateway.list(MAIN_DEMO_EID, 'active'))).toBe('INSECURE_ADDRESS');
      expect(world().fake?.requests.filter((request) => request.url.hostname === 'farmacia-llorente.es') ?? []).toEqual([]);
    });
  },
);

describe('HttpExpressOrderGateway on the wire', () => {
  const httpWorld = useFakeApi();
  const llorente = (data: DemoData): DemoPharmacy => data.pharmacies.find((pharmacy) => pharmacy.eid === MAIN_DEMO_EID) as DemoPharmacy;

  it('sends the shop credentials only to the configured shop, and none of the session headers', async () => {
    const { fake, http: client, clock, signIn } = httpWorld();
    signIn(aPharmacySession());
    fake.server.use(...fakeShopHandlers(fake.data, new InMemoryExpressOrderGateway({ db: demoDatabase(clock), clock })));
    await new HttpExpressOrderGateway(client).list(MAIN_DEMO_EID, 'active');
    const [config, shopCall] = fake.requests;
    expect(config?.url.toString()).toBe(`http://api.test/api/v2/getServicesConfig?pharmacyId=${MAIN_DEMO_EID}&serviceName=OrderExpress`);
    expect(config?.headers.token).toBeDefined();
    expect(shopCall?.url.toString()).toBe(`${llorente(fake.data).services.baseUrl}/wp-json/wp-express-order/v1/get-orders/active`);
    expect(shopCall?.method).toBe('POST');
    await expect.poll(() => shopCall?.body).toEqual(credentialsOf(MAIN_DEMO_EID));
    expect(Object.keys(shopCall?.headers ?? {})).not.toEqual(expect.arrayContaining(['token']));
    expect(shopCall?.headers).not.toHaveProperty('eid');
    expect(shopCall?.headers).not.toHaveProperty('uid');
    expect(fake.requests).toHaveLength(2);
  });

  it('reads the shop as it sends orders: numbers as text, items as a list, WordPress dates, a status it does not know', async () => {
    const { fake, http: client } = httpWorld();
    const base = llorente(fake.data).services.baseUrl;
    fake.server.use(
      http.post(`${base}${SHOP_ORDER_API}/get-orders/inactive`, () =>
        HttpResponse.json([
          { id: '41', status: 'refunded', created_at: '2026-10-24 12:30:00', updated_at: null, name: 'Ana Gil', email: 'ana@example.es', orderid: 5001, price: '19.90', order_items: [{ name: 'Gel de aloe vera', quantity: '2', price: 7.9 }], pharmacy_comment: null, statusWord: 'Reembolsado' },
        ]),
      ),
    );
    expect(await new HttpExpressOrderGateway(client).list(MAIN_DEMO_EID, 'inactive')).toEqual([
      {
        id: 41,
        status: 'completed',
        createdAt: '2026-10-24T10:30:00.000Z',
        updatedAt: '2026-10-24T10:30:00.000Z',
        name: 'Ana Gil',
        email: 'ana@example.es',
        orderId: '5001',
        price: 19.9,
        orderItems: '[{"name":"Gel de aloe vera","quantity":"2","price":7.9}]',
        pharmacyComment: '',
        statusWord: 'Reembolsado',
      },
    ]);
  });

  it.each([
    [401, 'CREDENTIALS_REFUSED'],
    [403, 'CREDENTIALS_REFUSED'],
  ])('tells credentials the shop refuses with %i, without ending the session', async (status, problem) => {
    const { fake, http: client } = httpWorld();
    fake.server.use(http.post(`${llorente(fake.data).services.baseUrl}${SHOP_ORDER_API}/get-orders/active`, () => HttpResponse.json({ message: 'No' }, { status })));
    expect(await problemOf(new HttpExpressOrderGateway(client).list(MAIN_DEMO_EID, 'active'))).toBe(problem);
  });

  it('tells a network cut and a server error of the shop apart', async () => {
    const { fake, http: client } = httpWorld();
    const gateway = new HttpExpressOrderGateway(client);
    const url = `${llorente(fake.data).services.baseUrl}${SHOP_ORDER_API}/get-orders/active`;
    fake.server.use(http.post(url, () => HttpResponse.error(), { once: true }));
    expect(await failure(gateway.list(MAIN_DEMO_EID, 'active'))).toEqual({ kind: 'network', status: -1 });
    fake.server.use(http.post(url, () => HttpResponse.text('boom', { status: 500 }), { once: true }));
    expect(await failure(gateway.list(MAIN_DEMO_EID, 'active'))).toEqual({ kind: 'http', status: 500 });
  });

  it('refuses a detail answer without the order as not found', async () => {
    const { fake, http: client } = httpWorld();
    fake.server.use(http.post(`${llorente(fake.data).services.baseUrl}${SHOP_ORDER_API}/order-detail/:id`, () => HttpResponse.json({ data: [] })));
    expect(await failure(new HttpExpressOrderGateway(client).get(MAIN_DEMO_EID, 7))).toEqual({ kind: 'not-found', status: 404 });
  });
});

describe('InMemoryExpressOrderGateway', () => {
  it("keeps a trainee's changes in the demo store, where a reload finds them", async () => {
    const clock = new ManualClock(CONTRACT_NOW);
    const overlay = new MemoryOverlayStore();
    const first = demoDatabase(clock, overlay);
    await first.ready();
    const shop = new InMemoryExpressOrderGateway({ db: first, clock });
    const [order] = await shop.list(MAIN_DEMO_EID, 'active');
    if (order === undefined) throw new Error('The demo shop has active orders');
    await shop.update(MAIN_DEMO_EID, order.orderId, { status: 'to-be-picked', price: order.price, pharmacyComment: 'Apartado en el mostrador' });
    await first.flush();
    expect((await overlay.load()).rows.map((row) => `${row.collection} ${row.key}`)).toEqual([`expressOrders.${MAIN_DEMO_EID} ${order.id}`]);
    const second = demoDatabase(clock, overlay);
    await second.ready();
    expect(await new InMemoryExpressOrderGateway({ db: second, clock }).get(MAIN_DEMO_EID, order.id)).toMatchObject({ status: 'to-be-picked', pharmacyComment: 'Apartado en el mostrador' });
  });

  it('generates the same shop for the same seed and instant', async () => {
    const clock = new ManualClock(CONTRACT_NOW);
    const one = await new InMemoryExpressOrderGateway({ db: demoDatabase(clock), clock }).list(MAIN_DEMO_EID, 'active');
    const two = await new InMemoryExpressOrderGateway({ db: demoDatabase(clock), clock }).list(MAIN_DEMO_EID, 'active');
    expect(one).toEqual(two);
  });
});
