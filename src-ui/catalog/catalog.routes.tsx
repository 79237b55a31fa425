import { msg } from '@lingui/core/macro';
import { createRoute } from '@tanstack/react-router';
import type { CatalogCheckService, CatalogGateway } from '@domain/catalog-export';
import { isBackofficeUser } from '@domain/session';
import { loadScreenMessages } from '../i18n/i18n';
import { requireBackofficeIdentity } from '../router/guard';
import { shellRoute } from '../router/routes';
import { defineScreens } from '../router/screen-module';
import { menuIcons } from '../shared/menu-icons';
import { validateCatalogSearch } from './catalog-search';

/** The screens' queries, loaded with the screens rather than with the first page. */
const queries = () => import('./catalog.queries').then((module) => module.catalogQueries);

declare module '../shared/ui-services' {
  interface UiServices {
    readonly catalog: CatalogGateway;
    readonly catalogCheck: CatalogCheckService;
  }
}

/** This context's message catalogue (src-ui/locales/<language>/screens/catalog), loaded with its screens. */
const messageArea = 'catalog';

/**
 * The catalog (spec 1 §2.4) acts as the back-office identity itself: a user who is not back-office is
 * logged out (so it is not placed under the back-office route, which shows them the 403 page instead),
 * and a back-office user inside a pharmacy is swapped back first.
 */
export const catalogRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/backoffice/catalog',
  staticData: { title: msg`Catálogo` },
  validateSearch: validateCatalogSearch,
  beforeLoad: ({ context, preload }) => {
    // Pointing at a link preloads the route: only opening the screen changes the identity.
    if (preload) return;
    const insidePharmacy = context.services.session.current()?.backoffice !== undefined;
    requireBackofficeIdentity(context.services);
    // The pharmacy's data must not outlive the swap back.
    if (insidePharmacy) context.queryClient.clear();
  },
  loader: async ({ context }) => {
    // Warm the cache without blocking: the screen shows its own loading and failure states.
    void queries().then((q) => context.queryClient.prefetchQuery(q.options(context.services)));
    void queries().then((q) => context.queryClient.prefetchQuery(q.subscriptions(context.services)));
    void queries().then((q) => context.queryClient.prefetchQuery(q.jobs(context.services)));
    await loadScreenMessages(messageArea);
  },
}).lazy(() => import('./catalog-page').then((module) => module.CatalogRoute));

/** Catalog export (spec 1 §2.4): subscriptions, check and export jobs, reports. */
export const catalogScreens = defineScreens({
  name: 'catalog',
  messageArea,
  routes: { shell: [catalogRoute] },
  navigation: [{ route: catalogRoute, label: msg`Catálogo`, section: 'backoffice', visible: isBackofficeUser, icon: menuIcons.export, tile: { description: msg`Suscripciones, comprobación y exportación del catálogo.` } }],
});
