import { msg } from '@lingui/core/macro';
import { createRoute } from '@tanstack/react-router';
import type { DashboardGateway } from '@domain/dashboard';
import { shellRoute } from '../router/routes';
import { defineScreens } from '../router/screen-module';
import { menuIcons } from '../shared/menu-icons';

declare module '../shared/ui-services' {
  interface UiServices {
    readonly dashboard: DashboardGateway;
  }
}

export const dashboardRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/dashboard',
  staticData: { title: msg`Escritorio` },
  loader: ({ context }) => {
    // The cards of the contexts start fetching their code and data now, not once the page is drawn.
    const session = context.services.session.current();
    if (session === undefined) return;
    for (const card of context.screens.dashboardCards) if (card.visible(session)) card.prefetch?.({ services: context.services, queryClient: context.queryClient, session });
  },
}).lazy(() => import('./dashboard-page').then((module) => module.DashboardRoute));

/** The dashboard (spec 2 "Dashboard"): the tiles by role, rights and modules. */
export const dashboardScreens = defineScreens({
  name: 'dashboard',
  routes: { shell: [dashboardRoute] },
  navigation: [{ route: dashboardRoute, label: msg`Escritorio`, section: 'main', visible: () => true, icon: menuIcons.dashboard }],
});
