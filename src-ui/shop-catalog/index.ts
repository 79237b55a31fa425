export { shopCatalogScreens } from './shop-catalog.routes';
