import { WebsiteGateway, WebsiteGatewayMethods, WordPressGateway, WordPressGatewayMethods } from '@domain/web';
import { webScreens } from '@ui/web';
import { defineContext, port } from '../composition/context-module';
import { lazyAdapter } from '../composition/lazy-adapter';

const adapters = () => import('@adapters/web');

/** The pharmacies' websites: the web manager, its deployments and jobs, and the WordPress manager. */
export const webContext = defineContext({
  name: 'web',
  screens: webScreens,
  ports: {
    websites: port(WebsiteGateway, WebsiteGatewayMethods, {
      http: ({ http }) => lazyAdapter(async () => new (await adapters()).HttpWebsiteGateway(http)),
      memory: async ({ db, clock }) => new (await adapters()).InMemoryWebsiteGateway({ db, clock }),
    }),
    wordpress: port(WordPressGateway, WordPressGatewayMethods, {
      http: ({ http }) => lazyAdapter(async () => new (await adapters()).HttpWordPressGateway(http)),
      memory: async ({ db }) => new (await adapters()).InMemoryWordPressGateway({ db }),
    }),
  },
});
