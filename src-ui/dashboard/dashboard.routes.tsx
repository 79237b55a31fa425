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
}).lazy(() => import('./dashboard-page').then((module) => module.DashboardRoute));

/** The dashboard (spec 2 "Dashboard"): the tiles by role, rights and modules. */
export const dashboardScreens = defineScreens({
  name: 'dashboard',
  routes: { shell: [dashboardRoute] },
  navigation: [{ route: dashboardRoute, label: msg`Escritorio`, section: 'main', visible: () => true, icon: menuIcons.dashboard }],
});
