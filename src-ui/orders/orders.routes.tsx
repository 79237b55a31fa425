import { msg } from '@lingui/core/macro';
import { createRoute, redirect } from '@tanstack/react-router';
import { canOpenExpressOrders, type ExpressOrderGateway } from '@domain/orders';
import { activePharmacy, type Session } from '@domain/session';
import { loadScreenMessages } from '../i18n/i18n';
import type { RouterContext } from '../router/router-context';
import { shellRoute } from '../router/routes';
import { defineScreens } from '../router/screen-module';
import { menuIcons } from '../shared/menu-icons';
import { validateOrderListSearch } from './express-order-search';

declare module '../shared/ui-services' {
  interface UiServices {
    /** The pharmacy's online shop: its express orders (the shop's credentials stay in the adapter). */
    readonly expressOrders: ExpressOrderGateway;
  }
}

/** This context's message catalogue (src-ui/locales/<language>/screens/orders), loaded with its screens. */
const messageArea = 'orders';

/** The express-order screens' guard (spec 3 §6): others see the 403 page. */
function requireExpressOrders({ context }: { readonly context: RouterContext }): void {
  const session = context.services.session.current();
  if (session === undefined || !canOpenExpressOrders(session)) throw redirect({ to: '/403', replace: true });
}

/** The pharmacy the session acts for (the guard has let only sessions inside one through). */
const eidOf = (context: RouterContext): number => activePharmacy(context.services.session.current() as Session)?.eid ?? 0;

/** The express-order list (spec 3 §2 /pharmacy/express, state app-h.encanto-express). */
export const expressOrderListRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/pharmacy/express',
  staticData: { title: msg`Pedido exprés` },
  validateSearch: validateOrderListSearch,
  beforeLoad: requireExpressOrders,
  loaderDeps: ({ search }) => ({ completed: search.completed === true }),
  loader: async ({ context, deps }) => {
    // The queries (and the date rules they use) come with the screen, not with the first page.
    void import('./express-order.queries').then(({ expressOrderQueries }) => context.queryClient.prefetchQuery(expressOrderQueries.list(context.services, eidOf(context), deps.completed)));
    await loadScreenMessages(messageArea);
  },
}).lazy(() => import('./express-order-list-page').then((module) => module.ExpressOrderListRoute));

/** One order's edit screen (spec 3 §2 /pharmacy/express/{id}, state app-h.editOrder). */
export const expressOrderEditRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/pharmacy/express/$id',
  staticData: { title: msg`Pedido`, parent: () => expressOrderListRoute },
  beforeLoad: requireExpressOrders,
  loader: () => loadScreenMessages(messageArea),
}).lazy(() => import('./express-order-edit-page').then((module) => module.ExpressOrderEditRoute));

/**
 * Express orders (spec 3 §2 "Orders list and edit"): the online shop's orders of the pharmacy, and one
 * order's status, price and comment. The dashboard's Express order tile leads to the list.
 */
export const ordersScreens = defineScreens({
  name: 'orders',
  messageArea,
  routes: { shell: [expressOrderListRoute, expressOrderEditRoute] },
  navigation: [{ route: expressOrderListRoute, label: msg`Pedido exprés`, section: 'main', visible: canOpenExpressOrders, icon: menuIcons.shop }],
  tiles: { expressOrders: () => ({ kind: 'route', to: expressOrderListRoute.fullPath }) },
});
