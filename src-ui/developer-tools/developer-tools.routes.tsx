import { msg } from '@lingui/core/macro';
import { createRoute } from '@tanstack/react-router';
import type { DeveloperToolsGateway } from '@domain/developer-tools';
import { isBackofficeUser } from '@domain/session';
import { loadScreenMessages } from '../i18n/i18n';
import { backofficeRoute } from '../router/routes';
import { defineScreens } from '../router/screen-module';
import { menuIcons } from '../shared/menu-icons';
import { validateDeveloperToolsSearch } from './developer-tools-search';

declare module '../shared/ui-services' {
  interface UiServices {
    /** The server's setup, commands, restart, plugin versions and scripts. */
    readonly developerTools: DeveloperToolsGateway;
  }
}

/** This context's message catalogue, loaded with its screens. */
const messageArea = 'developer-tools';

/** The developer tools (spec 3 §2, /app-h/backoffice/developerTools; only with the developer feature flag). */
export const developerToolsRoute = createRoute({
  getParentRoute: () => backofficeRoute,
  path: '/developerTools',
  staticData: { title: msg`Herramientas de desarrollo` },
  validateSearch: validateDeveloperToolsSearch,
  loader: async ({ context }) => {
    if (context.services.config.devFeatureFlag) {
      void import('./developer-tools.queries').then(({ developerToolsQueries }) => context.queryClient.prefetchQuery(developerToolsQueries.setupInfo(context.services)));
    }
    await loadScreenMessages(messageArea);
  },
}).lazy(() => import('./developer-tools-page').then((module) => module.DeveloperToolsRoute));

/** The developer tools (spec 3 §2 "Other backoffice screens"), seen only with the developer feature flag. */
export const developerToolsScreens = defineScreens({
  name: 'developer-tools',
  messageArea,
  routes: { backoffice: [developerToolsRoute] },
  navigation: [{ route: developerToolsRoute, label: msg`Herramientas de desarrollo`, section: 'backoffice', visible: isBackofficeUser, icon: menuIcons.developer, feature: 'developer' }],
  tiles: { developerTools: () => ({ kind: 'route', to: developerToolsRoute.fullPath }) },
});
