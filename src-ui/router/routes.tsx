import { createRootRouteWithContext, createRoute, redirect } from '@tanstack/react-router';
import type { FrontVersionGateway, ServerInfoGateway } from '@domain/platform';
import { landingAfterLogin } from '@domain/session';
import { NotFoundPage } from '../shell/not-found-page';
import { RootLayout } from '../shell/root-layout';
import { guardNavigation, requireBackoffice } from './guard';
import type { RouterContext } from './router-context';
import { defineScreens } from './screen-module';

declare module '../shared/ui-services' {
  interface UiServices {
    readonly serverInfo: ServerInfoGateway;
    readonly frontVersion: FrontVersionGateway;
  }
}

/**
 * The platform's routes, which every context's screens hang from: the root (the guard of every state
 * change), the shell (/app-h) and its back-office section (/app-h/backoffice).
 */
export const rootRoute = createRootRouteWithContext<RouterContext>()({
  beforeLoad: ({ context, location }) => guardNavigation(context.services, location),
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

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

export const backofficeRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/backoffice',
  beforeLoad: ({ context }) => requireBackoffice(context.services.session.current()),
});

/** The platform: the shell every screen lives in, the server's execution mode and the deployed version. */
export const platformScreens = defineScreens({
  name: 'platform',
  routes: { shell: [shellIndexRoute] },
});
