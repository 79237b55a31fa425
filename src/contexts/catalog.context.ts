import { CatalogCheckService, CatalogCheckServiceMethods, CatalogGateway, CatalogGatewayMethods } from '@domain/catalog-export';
import { catalogScreens } from '@ui/catalog';
import { defineContext, port } from '../composition/context-module';
import { lazyAdapter } from '../composition/lazy-adapter';

const adapters = () => import('@adapters/catalog-export');

/** Catalog export: options, domain subscriptions, check and export jobs. */
export const catalogContext = defineContext({
  name: 'catalog',
  screens: catalogScreens,
  ports: {
    catalog: port(CatalogGateway, CatalogGatewayMethods, {
      http: ({ http }) => lazyAdapter(async () => new (await adapters()).HttpCatalogGateway(http)),
      memory: async ({ db, clock }) => new (await adapters()).InMemoryCatalogGateway({ db, clock }),
    }),
    catalogCheck: port(CatalogCheckService, CatalogCheckServiceMethods, {
      http: ({ http }) => lazyAdapter(async () => new (await adapters()).HttpCatalogCheckService(http)),
      memory: async ({ db, clock }) => new (await adapters()).InMemoryCatalogCheckService({ db, clock }),
    }),
  },
});
