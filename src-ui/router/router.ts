import { createHashHistory, createRouter } from '@tanstack/react-router';
import { routeTree } from './routes';
import type { RouterContext } from './router-context';

/** The application's router: hash history (spec 1 §2), lazy screens, guard in the root route. */
export function createAppRouter(context: RouterContext, history = createHashHistory()) {
  return createRouter({
    routeTree,
    history,
    context,
    defaultPreload: 'intent',
    // Loaders go through the query cache, which decides freshness; the router must not cache on top.
    defaultPreloadStaleTime: 0,
    scrollRestoration: false,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
