import { createHashHistory, createRouter, type RouterHistory } from '@tanstack/react-router';
import { ScreenError, backofficeRoute, rootRoute, routesAt, screenCatalogue, shellRoute, type RouterContext } from '@ui/router';
import { CONTEXTS } from '../contexts/registry';

const screens = CONTEXTS.map((context) => context.screens);

/** The route tree: every registered context's routes under the route they hang from. */
export const routeTree = rootRoute.addChildren([
  ...routesAt(screens, 'root'),
  shellRoute.addChildren([...routesAt(screens, 'shell'), backofficeRoute.addChildren(routesAt(screens, 'backoffice'))]),
]);

/** The application's router: hash history (spec 1 §2), lazy screens, guard in the root route. */
export function createAppRouter(context: Omit<RouterContext, 'screens'>, history: RouterHistory = createHashHistory()) {
  return createRouter({
    routeTree,
    history,
    context: { ...context, screens: screenCatalogue(screens) },
    defaultPreload: 'intent',
    // Loaders go through the query cache, which decides freshness; the router must not cache on top.
    defaultPreloadStaleTime: 0,
    // The router scrolls the window to the top after every navigation unless it restores scroll, and a
    // search-only change (a filter ticked, a sort, a page) would throw the reader back to the top of the
    // screen. Declining every restoration turns that off: the shell scrolls to the top when the screen
    // changes (AfterChange, spec 1 §2.3), and a list brings its table into view when its page changes.
    scrollRestoration: () => false,
    // A screen that fails to load or render says so in the user's language, with a retry, inside the shell.
    defaultErrorComponent: ScreenError,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
