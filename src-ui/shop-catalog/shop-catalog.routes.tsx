import { msg } from '@lingui/core/macro';
import { createRoute } from '@tanstack/react-router';
import type { JobGateway } from '@domain/jobs';
import { isBackofficeUser } from '@domain/session';
import type { ShopCatalogGateway } from '@domain/shop-catalog';
import { loadScreenMessages } from '../i18n/i18n';
import { backofficeRoute } from '../router/routes';
import { defineScreens } from '../router/screen-module';
import { menuIcons } from '../shared/menu-icons';
import { validateExportResultsSearch, validateExportSearch, validateUpdateSettingsSearch } from './shop-catalog-search';

declare module '../shared/ui-services' {
  interface UiServices {
    /** The catalogue export and the shops' settings. */
    readonly shopCatalog: ShopCatalogGateway;
    /** The background jobs (the export results are jobs). */
    readonly jobs: JobGateway;
  }
}

/** This context's message catalogue, loaded with its screens. */
const messageArea = 'shop-catalog';

/** The queries come with the screens, not with the first page. */
const queries = () => import('./shop-catalog.queries').then((module) => module.shopCatalogQueries);

/** The catalogue and shop settings menu (spec 3 §2, /app-h/backoffice/catalog-manager). */
export const catalogManagerRoute = createRoute({
  getParentRoute: () => backofficeRoute,
  path: '/catalog-manager',
  staticData: { title: msg`Catálogo y tiendas` },
  loader: async () => {
    await loadScreenMessages(messageArea);
  },
}).lazy(() => import('./catalog-manager-page').then((module) => module.CatalogManagerRoute));

/** The export request form (spec 3 §2, /app-h/backoffice/export-products). */
export const exportProductsRoute = createRoute({
  getParentRoute: () => backofficeRoute,
  path: '/export-products',
  staticData: { title: msg`Exportar productos`, parent: () => catalogManagerRoute },
  validateSearch: validateExportSearch,
  loader: async ({ context }) => {
    void queries().then((q) => context.queryClient.prefetchQuery(q.domains(context.services)));
    await loadScreenMessages(messageArea);
  },
}).lazy(() => import('./export-products-page').then((module) => module.ExportProductsRoute));

/** The export results (spec 3 §2, /app-h/backoffice/export-products-results), refreshed every 8 s. */
export const exportResultsRoute = createRoute({
  getParentRoute: () => backofficeRoute,
  path: '/export-products-results',
  staticData: { title: msg`Resultados de exportación`, parent: () => catalogManagerRoute },
  validateSearch: validateExportResultsSearch,
  loader: async ({ context }) => {
    void queries().then((q) => Promise.all([context.queryClient.prefetchQuery(q.domains(context.services)), context.queryClient.prefetchQuery(q.exports(context.services))]));
    await loadScreenMessages(messageArea);
  },
}).lazy(() => import('./export-results-page').then((module) => module.ExportResultsRoute));

/** The shop settings (spec 3 §2, /app-h/backoffice/update-settings). */
export const updateSettingsRoute = createRoute({
  getParentRoute: () => backofficeRoute,
  path: '/update-settings',
  staticData: { title: msg`Ajustes de tienda`, parent: () => catalogManagerRoute },
  validateSearch: validateUpdateSettingsSearch,
  loader: async ({ context }) => {
    void queries().then((q) => context.queryClient.prefetchQuery(q.domains(context.services)));
    await loadScreenMessages(messageArea);
  },
}).lazy(() => import('./update-settings-page').then((module) => module.UpdateSettingsRoute));

/** Catalogue export and shop settings (spec 3 §2 "Other backoffice screens"). */
export const shopCatalogScreens = defineScreens({
  name: 'shop-catalog',
  messageArea,
  routes: { backoffice: [catalogManagerRoute, exportProductsRoute, exportResultsRoute, updateSettingsRoute] },
  navigation: [
    {
      route: catalogManagerRoute,
      label: msg`Catálogo y tiendas`,
      section: 'backoffice',
      visible: isBackofficeUser,
      icon: menuIcons.shop,
      tile: { description: msg`Exporta el catálogo a las tiendas online, descarga su informe y ajusta sus tokens y su sincronización.` },
    },
  ],
});
