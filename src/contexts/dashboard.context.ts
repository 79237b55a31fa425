import { DashboardGateway, DashboardGatewayMethods } from '@domain/dashboard';
import { dashboardScreens } from '@ui/dashboard';
import { defineContext, port } from '../composition/context-module';
import { lazyAdapter } from '../composition/lazy-adapter';

const adapters = () => import('@adapters/dashboard');

/** The dashboard: what the pharmacy has contracted, which decides its tiles. */
export const dashboardContext = defineContext({
  name: 'dashboard',
  screens: dashboardScreens,
  ports: {
    dashboard: port(DashboardGateway, DashboardGatewayMethods, {
      http: ({ http }) => lazyAdapter(async () => new (await adapters()).HttpDashboardGateway(http)),
      memory: async ({ db }) => new (await adapters()).InMemoryDashboardGateway(db),
    }),
  },
});
