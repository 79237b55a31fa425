import { msg } from '@lingui/core/macro';
import { createRoute } from '@tanstack/react-router';
import type { HealthcareCampaignGateway } from '@domain/healthcare';
import { lazy } from 'react';
import { activePharmacy, isBackofficeUser } from '@domain/session';
import { loadScreenMessages } from '../i18n/i18n';
import { requireBackoffice } from '../router/guard';
import { backofficeRoute, shellRoute } from '../router/routes';
import { defineScreens } from '../router/screen-module';
import { menuIcons } from '../shared/menu-icons';
import { validateHealthcareListSearch } from './healthcare-search';

/** The screens' queries, loaded with the screens rather than with the first page. */
const queries = () => import('./healthcare.queries').then((module) => module.healthcareQueries);

declare module '../shared/ui-services' {
  interface UiServices {
    /** Healthcare campaigns: the back-office's calls and the pharmacist's. */
    readonly healthcareCampaigns: HealthcareCampaignGateway;
  }
}

/** This context's message catalogue (src-ui/locales/<language>/screens/healthcare), loaded with its screens. */
const messageArea = 'healthcare';

/** The healthcare campaign list (spec 2 §2, /backoffice/healthcareCampaignsList). */
export const healthcareListRoute = createRoute({
  getParentRoute: () => backofficeRoute,
  path: '/healthcareCampaignsList',
  staticData: { title: msg`Campañas sanitarias` },
  validateSearch: validateHealthcareListSearch,
  loader: async ({ context }) => {
    void queries().then((q) => context.queryClient.prefetchQuery(q.list(context.services)));
    await loadScreenMessages(messageArea);
  },
}).lazy(() => import('./healthcare-list-page').then((module) => module.HealthcareListRoute));

/** The healthcare campaign form (spec 2 §2 /healthcareCampaign/saveHealthcareCampaign/{id}); no id or 'new' is a new campaign. */
export const healthcareFormRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/healthcareCampaign/saveHealthcareCampaign/{-$id}',
  staticData: { title: msg`Campaña sanitaria`, parent: () => healthcareListRoute },
  beforeLoad: ({ context }) => requireBackoffice(context.services.session.current()),
  loader: async ({ context }) => {
    void queries().then((q) =>
      Promise.all([context.queryClient.prefetchQuery(q.pharmacies(context.services)), context.queryClient.prefetchQuery(q.templates(context.services))]),
    );
    await loadScreenMessages(messageArea);
  },
}).lazy(() => import('./healthcare-form-page').then((module) => module.HealthcareFormRoute));

/**
 * The pharmacist's healthcare campaign (spec 2 §2 /approvals/campaign/{id}, "Healthcare campaign wizard"):
 * the shell's guard sends a signed-out visitor to login and back here (spec 1 §2.2); the screen itself
 * tells a user whose pharmacy the campaign is not for.
 */
export const pharmacistCampaignRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/approvals/campaign/$id',
  staticData: { title: msg`Campaña sanitaria para aprobar` },
  loader: async () => {
    await loadScreenMessages(messageArea);
  },
}).lazy(() => import('./pharmacist-campaign-page').then((module) => module.PharmacistCampaignRoute));

/** The dashboard card of the campaigns waiting for the pharmacist's approval, with its query. */
const loadPendingApprovalsCard = () => import('./pending-approvals-card');

/** Healthcare campaigns (spec 2 §2 "Healthcare campaign list and form"). */
export const healthcareScreens = defineScreens({
  name: 'healthcare',
  messageArea,
  routes: { shell: [healthcareFormRoute, pharmacistCampaignRoute], backoffice: [healthcareListRoute] },
  dashboardCards: [
    {
      name: 'healthcare-pending-approvals',
      visible: (session) => activePharmacy(session) !== undefined,
      // The card's messages are the healthcare screens' own: fetched with its code.
      component: lazy(async () => {
        const [module] = await Promise.all([loadPendingApprovalsCard(), loadScreenMessages(messageArea)]);
        return { default: module.PendingApprovalsCard };
      }),
      prefetch: ({ services, queryClient, session }) => {
        void loadScreenMessages(messageArea);
        void loadPendingApprovalsCard().then((module) => queryClient.prefetchQuery(module.pendingApprovalsQuery(services, activePharmacy(session)?.eid ?? 0)));
      },
    },
  ],
  navigation: [
    {
      route: healthcareListRoute,
      label: msg`Campañas sanitarias`,
      section: 'backoffice',
      visible: isBackofficeUser,
      icon: menuIcons.pill,
      tile: { description: msg`Campañas de salud preparadas para muchas farmacias, que cada farmacéutico aprueba.` },
    },
  ],
});
