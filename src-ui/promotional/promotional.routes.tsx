import { msg } from '@lingui/core/macro';
import { createRoute } from '@tanstack/react-router';
import type { PromotionalCampaignGateway } from '@domain/promotional';
import { isBackofficeUser } from '@domain/session';
import { loadScreenMessages } from '../i18n/i18n';
import { requireBackoffice } from '../router/guard';
import { backofficeRoute, shellRoute } from '../router/routes';
import { defineScreens } from '../router/screen-module';
import { menuIcons } from '../shared/menu-icons';
import { validatePromotionalListSearch } from './promotional-search';

/** The screens' queries, loaded with the screens rather than with the first page. */
const queries = () => import('./promotional.queries').then((module) => module.promotionalQueries);

declare module '../shared/ui-services' {
  interface UiServices {
    /** Promotional campaigns, their promotions and the active promotional templates. */
    readonly promotionalCampaigns: PromotionalCampaignGateway;
  }
}

/** This context's message catalogue (src-ui/locales/<language>/screens/promotional), loaded with its screens. */
const messageArea = 'promotional';

/** The promotional campaign list (spec 2 §2, state app-h.backoffice.promotionalCampaignsList). */
export const promotionalListRoute = createRoute({
  getParentRoute: () => backofficeRoute,
  path: '/promotionalCampaignsList',
  staticData: { title: msg`Campañas promocionales` },
  validateSearch: validatePromotionalListSearch,
  loader: async ({ context }) => {
    void queries().then((q) =>
      Promise.all([
        context.queryClient.prefetchQuery(q.list(context.services)),
        context.queryClient.prefetchQuery(q.promotions(context.services)),
        context.queryClient.prefetchQuery(q.activeTemplates(context.services)),
      ]),
    );
    await loadScreenMessages(messageArea);
  },
}).lazy(() => import('./promotional-list-page').then((module) => module.PromotionalListRoute));

/** The promotional campaign form (spec 2 §2 /promotionalCampaign/savePromotionalCampaign/{id}); no id or 'new' is a new campaign. */
export const promotionalFormRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/promotionalCampaign/savePromotionalCampaign/{-$id}',
  staticData: { title: msg`Campaña promocional`, parent: () => promotionalListRoute },
  beforeLoad: ({ context }) => requireBackoffice(context.services.session.current()),
  loader: () => loadScreenMessages(messageArea),
}).lazy(() => import('./promotional-form-page').then((module) => module.PromotionalFormRoute));

/** Promotional campaigns (spec 2 §2 "Promotional campaign form"): the back-office list and the form. */
export const promotionalScreens = defineScreens({
  name: 'promotional',
  messageArea,
  routes: { shell: [promotionalFormRoute], backoffice: [promotionalListRoute] },
  navigation: [
    {
      route: promotionalListRoute,
      label: msg`Campañas promocionales`,
      section: 'backoffice',
      visible: isBackofficeUser,
      icon: menuIcons.discount,
      tile: { description: msg`Campañas que anuncian una promoción con una plantilla promocional.` },
    },
  ],
});
