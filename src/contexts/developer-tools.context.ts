import { DeveloperToolsGateway, DeveloperToolsGatewayMethods } from '@domain/developer-tools';
import { developerToolsScreens } from '@ui/developer-tools';
import { defineContext, port } from '../composition/context-module';
import { lazyAdapter } from '../composition/lazy-adapter';

const adapters = () => import('@adapters/developer-tools');

/** The developer tools: setup info, commands, the server restart, plugin versions and scripts (spec 3 §2, §7 "Server and developer tools"). */
export const developerToolsContext = defineContext({
  name: 'developer-tools',
  screens: developerToolsScreens,
  ports: {
    developerTools: port(DeveloperToolsGateway, DeveloperToolsGatewayMethods, {
      http: ({ http }) => lazyAdapter(async () => new (await adapters()).HttpDeveloperToolsGateway(http)),
      memory: async ({ db, clock }) => new (await adapters()).InMemoryDeveloperToolsGateway({ db, clock }),
    }),
  },
});
