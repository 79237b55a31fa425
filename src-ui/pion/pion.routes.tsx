import { msg } from '@lingui/core/macro';
import { createRoute } from '@tanstack/react-router';
import type { PionGateway } from '@domain/pion';
import { isBackofficeUser } from '@domain/session';
import { loadScreenMessages } from '../i18n/i18n';
import { backofficeRoute } from '../router/routes';
import { defineScreens } from '../router/screen-module';
import { menuIcons } from '../shared/menu-icons';
import { validatePionSearch } from './pion-search';

declare module '../shared/ui-services' {
  interface UiServices {
    /** The pion tests: their results per pharmacy, and running one now. */
    readonly pion: PionGateway;
  }
}

/** This context's message catalogue, loaded with its screens. */
const messageArea = 'pion';

/** The test dashboard (spec 3 §2, /app-h/backoffice/pion). */
export const pionRoute = createRoute({
  getParentRoute: () => backofficeRoute,
  path: '/pion',
  staticData: { title: msg`Panel de tests` },
  validateSearch: validatePionSearch,
  loader: async ({ context }) => {
    void import('./pion.queries').then(({ pionQueries }) => context.queryClient.prefetchQuery(pionQueries.tests(context.services)));
    await loadScreenMessages(messageArea);
  },
}).lazy(() => import('./pion-page').then((module) => module.PionRoute));

/** The test dashboard (spec 3 §2 "Test dashboard"). */
export const pionScreens = defineScreens({
  name: 'pion',
  messageArea,
  routes: { backoffice: [pionRoute] },
  navigation: [{ route: pionRoute, label: msg`Panel de tests`, section: 'backoffice', visible: isBackofficeUser, icon: menuIcons.laboratory }],
  tiles: { pion: () => ({ kind: 'route', to: pionRoute.fullPath }) },
});
