import { ClientDirectory, ClientDirectoryMethods } from '@domain/segmentation';
import { segmentationScreens } from '@ui/segmentation';
import { defineContext, port } from '../composition/context-module';
import { lazyAdapter } from '../composition/lazy-adapter';

const adapters = () => import('@adapters/segmentation');

/** Client segmentation: the pharmacy's clients, filtered and paged by the server. */
export const segmentationContext = defineContext({
  name: 'segmentation',
  screens: segmentationScreens,
  ports: {
    clients: port(ClientDirectory, ClientDirectoryMethods, {
      http: ({ http, serviceTokens, configuration }) =>
        lazyAdapter(async () => new (await adapters()).HttpClientDirectory({ http, tokens: serviceTokens, product: configuration.productName })),
      memory: async ({ db }) => new (await adapters()).InMemoryClientDirectory(db),
    }),
  },
});
