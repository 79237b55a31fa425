import { msg } from '@lingui/core/macro';
import { createRootRouteWithContext, createRoute, redirect } from '@tanstack/react-router';
import { landingAfterLogin } from '@domain/session';
import { NotFoundPage } from '../shell/not-found-page';
import { loadScreenMessages } from '../i18n/i18n';
import { RootLayout } from '../shell/root-layout';
import { entityQueries } from '../entities/entity.queries';
import { monthQueries } from '../months/month.queries';
import { templateQueries } from '../templates/template.queries';
import { validateTableSearch } from '../shared/table-search';
import { guardNavigation, requireBackoffice } from './guard';
import type { RouterContext } from './router-context';
import { requireBackofficeIdentity } from './guard';
import { catalogQueries } from '../catalog/catalog.queries';
import { validateCatalogSearch } from '../catalog/catalog-search';

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  beforeLoad: ({ context, location }) => guardNavigation(context.services, location),
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  staticData: { title: msg`Acceso` },
}).lazy(() => import('../session/login-page').then((module) => module.LoginRoute));

export const logoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/logout',
  beforeLoad: ({ context }) => {
    const outcome = context.services.session.logout();
    context.queryClient.clear();
    if (outcome === 'returned-to-backoffice') throw redirect({ to: '/app-h/backoffice/admin', replace: true });
    throw redirect({ to: '/', replace: true });
  },
});

export const forbiddenRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/403',
  staticData: { title: msg`Acceso no autorizado` },
}).lazy(() => import('../session/forbidden-page').then((module) => module.ForbiddenRoute));

export const redirectRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/redirect',
  staticData: { title: msg`Entrando…` },
  validateSearch: (search: Record<string, unknown>) => ({
    token: typeof search.token === 'string' ? search.token : undefined,
    uid: typeof search.uid === 'string' || typeof search.uid === 'number' ? String(search.uid) : undefined,
    eid: typeof search.eid === 'string' || typeof search.eid === 'number' ? String(search.eid) : undefined,
    state: typeof search.state === 'string' ? search.state : undefined,
  }),
}).lazy(() => import('../session/redirect-page').then((module) => module.RedirectRoute));

export const shellRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/app-h',
  validateSearch: (search: Record<string, unknown>): { embedded?: string | boolean } =>
    'embedded' in search ? { embedded: search.embedded as string | boolean } : {},
}).lazy(() => import('../shell/app-shell-layout').then((module) => module.ShellRoute));

export const shellIndexRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/',
  beforeLoad: ({ context }) => {
    const session = context.services.session.current();
    throw redirect({ to: session !== undefined && landingAfterLogin(session) === 'admin' ? '/app-h/backoffice/admin' : '/app-h/dashboard', replace: true });
  },
});

export const dashboardRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/dashboard',
  staticData: { title: msg`Escritorio` },
}).lazy(() => import('../dashboard/dashboard-page').then((module) => module.DashboardRoute));

export const backofficeRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/backoffice',
  beforeLoad: ({ context }) => requireBackoffice(context.services.session.current()),
});

export const entityListRoute = createRoute({
  getParentRoute: () => backofficeRoute,
  path: '/admin',
  staticData: { title: msg`Entidades` },
  validateSearch: validateTableSearch,
  loader: ({ context }) => {
    // Warm the cache without blocking: the screen shows its own loading and failure states.
    void context.queryClient.prefetchQuery(entityQueries.list(context.services));
  },
}).lazy(() => import('../entities/entity-list-page').then((module) => module.EntityListRoute));

export const monthListRoute = createRoute({
  getParentRoute: () => backofficeRoute,
  path: '/campaigns/monthList',
  staticData: { title: msg`Meses de campaña` },
  validateSearch: validateTableSearch,
  loader: async ({ context }) => {
    void context.queryClient.prefetchQuery(monthQueries.list(context.services));
    await loadScreenMessages('months');
  },
}).lazy(() => import('../months/month-list-page').then((module) => module.MonthListRoute));

export const campaignReportsRoute = createRoute({
  getParentRoute: () => backofficeRoute,
  path: '/campaignReports',
  staticData: { title: msg`Informes de campañas` },
  loader: () => loadScreenMessages('campaign-reports'),
}).lazy(() => import('../campaign-reports/campaign-report-page').then((module) => module.CampaignReportRoute));

export const templateListRoute = createRoute({
  getParentRoute: () => backofficeRoute,
  path: '/campaignTemplateList',
  staticData: { title: msg`Plantillas de campaña` },
  validateSearch: validateTableSearch,
  loader: async ({ context }) => {
    void context.queryClient.prefetchQuery(templateQueries.list(context.services));
    await loadScreenMessages('templates');
  },
}).lazy(() => import('../templates/template-list-page').then((module) => module.TemplateListRoute));

/** The template form (spec 1 §2.1 /campaignTemplates/saveCampaignTemplate/{id}); no id or 'new' is a new template. */
export const templateFormRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/campaignTemplates/saveCampaignTemplate/{-$id}',
  staticData: { title: msg`Plantilla de campaña` },
  beforeLoad: ({ context }) => requireBackoffice(context.services.session.current()),
  loader: () => loadScreenMessages('templates'),
}).lazy(() => import('../templates/template-form-page').then((module) => module.TemplateFormRoute));

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
  beforeLoad: ({ context }) => {
    const insidePharmacy = context.services.session.current()?.backoffice !== undefined;
    requireBackofficeIdentity(context.services);
    // The pharmacy's data must not outlive the swap back.
    if (insidePharmacy) context.queryClient.clear();
  },
  loader: async ({ context }) => {
    // Warm the cache without blocking: the screen shows its own loading and failure states.
    void context.queryClient.prefetchQuery(catalogQueries.options(context.services));
    void context.queryClient.prefetchQuery(catalogQueries.subscriptions(context.services));
    void context.queryClient.prefetchQuery(catalogQueries.jobs(context.services));
    await loadScreenMessages('catalog');
  },
}).lazy(() => import('../catalog/catalog-page').then((module) => module.CatalogRoute));

export const routeTree = rootRoute.addChildren([
  loginRoute,
  logoutRoute,
  forbiddenRoute,
  redirectRoute,
  shellRoute.addChildren([shellIndexRoute, dashboardRoute, catalogRoute, templateFormRoute, backofficeRoute.addChildren([entityListRoute, monthListRoute, campaignReportsRoute, templateListRoute])]),
]);
