import { FrontVersionGateway, FrontVersionGatewayMethods, ServerInfoGateway, ServerInfoGatewayMethods } from '@domain/platform';
import { platformScreens } from '@ui/router';
import { defineContext, port } from '../composition/context-module';
import { lazyAdapter } from '../composition/lazy-adapter';

const adapters = () => import('@adapters/platform');

/** The platform: the server's execution mode and the deployed version of the front end. */
export const platformContext = defineContext({
  name: 'platform',
  screens: platformScreens,
  ports: {
    serverInfo: port(ServerInfoGateway, ServerInfoGatewayMethods, {
      http: ({ http }) => lazyAdapter(async () => new (await adapters()).HttpServerInfoGateway(http)),
      memory: async ({ configuration }) => new (await adapters()).InMemoryServerInfoGateway(configuration.memoryExecutionMode),
      demoData: false,
    }),
    // The version file comes from the host serving the application, in every profile.
    frontVersion: port(FrontVersionGateway, FrontVersionGatewayMethods, {
      http: ({ http, clock }) => lazyAdapter(async () => new (await adapters()).HttpFrontVersionGateway(http, () => clock.now())),
      memory: async ({ http, clock }) => new (await adapters()).HttpFrontVersionGateway(http, () => clock.now()),
      demoData: false,
    }),
  },
});
