import { ShopCatalogGateway, ShopCatalogGatewayMethods } from '@domain/shop-catalog';
import { shopCatalogScreens } from '@ui/shop-catalog';
import { defineContext, port } from '../composition/context-module';
import { lazyAdapter } from '../composition/lazy-adapter';

const adapters = () => import('@adapters/shop-catalog');

/**
 * The catalogue export to the pharmacies' online shops and the shops' settings (spec 3 §2, §7
 * "Catalogue and shop settings"); the export results are the job monitor's jobs.
 */
export const shopCatalogContext = defineContext({
  name: 'shop-catalog',
  screens: shopCatalogScreens,
  ports: {
    shopCatalog: port(ShopCatalogGateway, ShopCatalogGatewayMethods, {
      http: ({ http }) => lazyAdapter(async () => new (await adapters()).HttpShopCatalogGateway(http)),
      memory: async ({ db, clock }) => new (await adapters()).InMemoryShopCatalogGateway({ db, clock }),
    }),
  },
});
