export { HttpShopCatalogGateway } from './http-shop-catalog-gateway';
export { InMemoryShopCatalogGateway, UNKNOWN_PLUGIN_MESSAGE, UNKNOWN_SHOP_MESSAGE } from './in-memory-shop-catalog-gateway';
export { DEMO_SHOP_COUNT, LATEST_SHOP_PLUGIN_VERSIONS, demoPublishedProducts, demoShops } from './shop-catalog-demo-data';
export type { DemoShop } from './shop-catalog-demo-data';
