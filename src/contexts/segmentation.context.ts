import { ClientDirectory, ClientDirectoryMethods, SavedSegmentations, SavedSegmentationsMethods, SegmentationCatalog, SegmentationCatalogMethods } from '@domain/segmentation';
import { segmentationScreens } from '@ui/segmentation';
import { defineContext, port } from '../composition/context-module';
import { lazyAdapter } from '../composition/lazy-adapter';

const adapters = () => import('@adapters/segmentation');

/**
 * Client segmentation: the pharmacy's clients, filtered and paged by the server, what the filters
 * choose from, and the saved segmentations. In the demo, the client directory and the saved
 * segmentations' counts share one runner of the demo clients.
 */
export const segmentationContext = defineContext({
  name: 'segmentation',
  screens: segmentationScreens,
  ports: {
    clients: port(ClientDirectory, ClientDirectoryMethods, {
      http: ({ http, serviceTokens, configuration }) =>
        lazyAdapter(async () => new (await adapters()).HttpClientDirectory({ http, tokens: serviceTokens, product: configuration.productName })),
      memory: async ({ db, clock }) => {
        const { InMemoryClientDirectory, sharedClientQueryRunner } = await adapters();
        return new InMemoryClientDirectory({ db, clock, runner: sharedClientQueryRunner() });
      },
    }),
    segmentationCatalog: port(SegmentationCatalog, SegmentationCatalogMethods, {
      http: ({ http, serviceTokens, configuration }) =>
        lazyAdapter(async () => new (await adapters()).HttpSegmentationCatalog({ http, tokens: serviceTokens, product: configuration.productName })),
      memory: async ({ db }) => new (await adapters()).InMemorySegmentationCatalog(db),
    }),
    savedSegmentations: port(SavedSegmentations, SavedSegmentationsMethods, {
      http: ({ http, serviceTokens, configuration }) =>
        lazyAdapter(async () => new (await adapters()).HttpSavedSegmentations({ http, tokens: serviceTokens, product: configuration.productName })),
      memory: async ({ db, clock }) => {
        const { InMemorySavedSegmentations, sharedClientQueryRunner } = await adapters();
        return new InMemorySavedSegmentations({ db, clock, runner: sharedClientQueryRunner() });
      },
    }),
  },
});
