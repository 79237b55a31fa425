import { ExpressOrderGateway, ExpressOrderGatewayMethods } from '@domain/orders';
import { ordersScreens } from '@ui/orders';
import { defineContext, port } from '../composition/context-module';
import { lazyAdapter } from '../composition/lazy-adapter';

const adapters = () => import('@adapters/orders');

/**
 * Express orders: the pharmacy's OrderExpress configuration, then its online shop's order API. In the
 * demo, each pharmacy with the service has a shop of generated orders (ADR 21).
 */
export const ordersContext = defineContext({
  name: 'orders',
  screens: ordersScreens,
  ports: {
    expressOrders: port(ExpressOrderGateway, ExpressOrderGatewayMethods, {
      http: ({ http }) => lazyAdapter(async () => new (await adapters()).HttpExpressOrderGateway(http)),
      memory: async ({ db, clock }) => new (await adapters()).InMemoryExpressOrderGateway({ db, clock }),
    }),
  },
});
