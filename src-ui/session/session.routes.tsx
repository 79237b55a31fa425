import { msg } from '@lingui/core/macro';
import { createRoute, redirect } from '@tanstack/react-router';
import type { LegalTermsGateway, SessionService } from '@domain/session';
import { rootRoute } from '../router/routes';
import { defineScreens } from '../router/screen-module';

declare module '../shared/ui-services' {
  interface UiServices {
    readonly session: SessionService;
    readonly legalTerms: LegalTermsGateway;
  }
}

export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  staticData: { title: msg`Acceso` },
}).lazy(() => import('./login-page').then((module) => module.LoginRoute));

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
}).lazy(() => import('./forbidden-page').then((module) => module.ForbiddenRoute));

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
}).lazy(() => import('./redirect-page').then((module) => module.RedirectRoute));

/** Sign-in, sign-out, the embedded entry and the 403 page (spec 1 §2). */
export const sessionScreens = defineScreens({
  name: 'session',
  routes: { root: [loginRoute, logoutRoute, forbiddenRoute, redirectRoute] },
});
