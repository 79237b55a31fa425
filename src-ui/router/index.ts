export { backofficeRoute, platformScreens, rootRoute, shellIndexRoute, shellRoute } from './routes';
export { routesAt, screenCatalogue } from './screen-module';
export type { DashboardCard, NavigationItem, ScreenCatalogue, ScreenModule, ScreenRoutes, TileContext, TileTarget } from './screen-module';
export type { RouterContext } from './router-context';
export { ScreenError } from './screen-error';
