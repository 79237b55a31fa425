import { msg } from '@lingui/core/macro';
import { createRoute } from '@tanstack/react-router';
import { isBackofficeUser } from '@domain/session';
import type { WebsiteGateway, WordPressGateway } from '@domain/web';
import { loadScreenMessages } from '../i18n/i18n';
import { backofficeRoute } from '../router/routes';
import { defineScreens } from '../router/screen-module';
import { menuIcons } from '../shared/menu-icons';
import { validateVhostSearch, validateWebJobsSearch, validateWebManagerSearch } from './web-search';

declare module '../shared/ui-services' {
  interface UiServices {
    /** The websites, their deployments and the web-tool jobs. */
    readonly websites: WebsiteGateway;
    /** The WordPress hosts and their plugins. */
    readonly wordpress: WordPressGateway;
  }
}

/** This context's message catalogue, loaded with its screens. */
const messageArea = 'web';

/** The queries come with the screens, not with the first page. */
const queries = () => import('./web.queries').then((module) => module.webQueries);

/** The web manager menu (spec 3 §2 "Web manager menu"). */
export const webManagerRoute = createRoute({
  getParentRoute: () => backofficeRoute,
  path: '/web-manager',
  staticData: { title: msg`Web manager` },
  validateSearch: validateWebManagerSearch,
  loader: () => loadScreenMessages(messageArea),
}).lazy(() => import('./web-manager-page').then((module) => module.WebManagerRoute));

/** The new website form (spec 3 §2 /web-manager/new-web). */
export const newWebRoute = createRoute({
  getParentRoute: () => backofficeRoute,
  path: '/web-manager/new-web',
  staticData: { title: msg`Nueva web`, parent: () => webManagerRoute },
  loader: async ({ context }) => {
    void queries().then((q) => Promise.all([context.queryClient.prefetchQuery(q.vhosts(context.services)), context.queryClient.prefetchQuery(q.domains(context.services))]));
    await loadScreenMessages(messageArea);
  },
}).lazy(() => import('./new-web-page').then((module) => module.NewWebRoute));

/** The move to production and its jobs (spec 3 §2 /web-manager/productionDeploy). */
export const productionDeployRoute = createRoute({
  getParentRoute: () => backofficeRoute,
  path: '/web-manager/productionDeploy',
  staticData: { title: msg`Puesta en producción`, parent: () => webManagerRoute },
  validateSearch: validateWebJobsSearch,
  loader: async ({ context }) => {
    void queries().then((q) => context.queryClient.prefetchQuery(q.jobs(context.services, 'WEB_TO_PRODUCTION')));
    await loadScreenMessages(messageArea);
  },
}).lazy(() => import('./production-deploy-page').then((module) => module.ProductionDeployRoute));

/** The web deployment and its jobs (spec 3 §2 /web-manager/webDeploy). */
export const webDeployRoute = createRoute({
  getParentRoute: () => backofficeRoute,
  path: '/web-manager/webDeploy',
  staticData: { title: msg`Despliegue web`, parent: () => webManagerRoute },
  validateSearch: validateWebJobsSearch,
  loader: async ({ context }) => {
    void queries().then((q) => Promise.all([context.queryClient.prefetchQuery(q.jobs(context.services, 'NEW_WEB_DEPLOYMENT')), context.queryClient.prefetchQuery(q.vhosts(context.services))]));
    await loadScreenMessages(messageArea);
  },
}).lazy(() => import('./web-deploy-page').then((module) => module.WebDeployRoute));

/** The WordPress manager (spec 3 §2 "WordPress manager", /app-h/backoffice/wpmanager). */
export const wordPressRoute = createRoute({
  getParentRoute: () => backofficeRoute,
  path: '/wpmanager',
  staticData: { title: msg`WordPress manager` },
  validateSearch: validateVhostSearch,
  loader: async ({ context }) => {
    void queries().then((q) => context.queryClient.prefetchQuery(q.vhosts(context.services)));
    await loadScreenMessages(messageArea);
  },
}).lazy(() => import('./wordpress-page').then((module) => module.WordPressRoute));

/**
 * The pharmacies' websites (spec 3 §2 "Web manager menu", "WordPress manager"): the web manager menu,
 * the new website, the move to production, the web deployment and the WordPress manager. The
 * dashboard's web-manager tile opens the menu.
 */
export const webScreens = defineScreens({
  name: 'web',
  messageArea,
  routes: { backoffice: [webManagerRoute, newWebRoute, productionDeployRoute, webDeployRoute, wordPressRoute] },
  navigation: [
    { route: webManagerRoute, label: msg`Web manager`, section: 'backoffice', visible: isBackofficeUser, icon: menuIcons.website },
    {
      route: wordPressRoute,
      label: msg`WordPress manager`,
      section: 'backoffice',
      visible: isBackofficeUser,
      icon: menuIcons.web,
      tile: { description: msg`Los vhosts de cada servidor y sus plugins: actualiza uno o todos.` },
    },
  ],
  tiles: { webManager: () => ({ kind: 'route', to: webManagerRoute.fullPath }) },
});
