import { MonthGateway, MonthGatewayMethods } from '@domain/months';
import { monthsScreens } from '@ui/months';
import { defineContext, port } from '../composition/context-module';
import { lazyAdapter } from '../composition/lazy-adapter';

const adapters = () => import('@adapters/months');

/** Campaign months: blocking, the next month, the marketing-picture products. */
export const monthsContext = defineContext({
  name: 'months',
  screens: monthsScreens,
  ports: {
    months: port(MonthGateway, MonthGatewayMethods, {
      http: ({ http }) => lazyAdapter(async () => new (await adapters()).HttpMonthGateway(http)),
      memory: async ({ db, clock }) => new (await adapters()).InMemoryMonthGateway({ db, clock }),
    }),
  },
});
