import { msg } from '@lingui/core/macro';
import { createRoute } from '@tanstack/react-router';
import type { BackofficeCampaignGateway } from '@domain/campaign-backoffice';
import { isBackofficeUser } from '@domain/session';
import { loadScreenMessages } from '../i18n/i18n';
import { backofficeRoute } from '../router/routes';
import { defineScreens } from '../router/screen-module';
import { menuIcons } from '../shared/menu-icons';
import { validateBackofficeCampaignSearch, validateStatsSearch } from './campaign-backoffice-search';

/** The screens' queries, loaded with the screens rather than with the first page. */
const queries = () => import('./campaign-backoffice.queries').then((module) => module.backofficeCampaignQueries);

declare module '../shared/ui-services' {
  interface UiServices {
    readonly backofficeCampaigns: BackofficeCampaignGateway;
  }
}

/** This context's message catalogue (src-ui/locales/<language>/screens/campaign-backoffice), loaded with its screens. */
const messageArea = 'campaign-backoffice';

/** The tables also speak from the campaigns' catalogue: their rows are the pharmacy list's (`CampaignTable`). */
const loadTableMessages = () => Promise.all([loadScreenMessages(messageArea), loadScreenMessages('campaigns')]);

/**
 * The management menu (spec 2 §2 "Management menu"): a tile for each campaign screen of the back
 * office that exists. Back-office users only, as every screen under /app-h/backoffice.
 */
export const managementMenuRoute = createRoute({
  getParentRoute: () => backofficeRoute,
  path: '/campaigns/managementCampaigns',
  staticData: { title: msg`Gestión de campañas` },
  loader: () => loadScreenMessages(messageArea),
}).lazy(() => import('./management-menu-page').then((module) => module.ManagementMenuRoute));

/** The campaigns not sent of every pharmacy (spec 2 §2 /backoffice/campaigns/listCampaignNotSend). */
export const unsentCampaignsRoute = createRoute({
  getParentRoute: () => backofficeRoute,
  path: '/campaigns/listCampaignNotSend',
  staticData: { title: msg`Campañas no enviadas`, parent: () => managementMenuRoute },
  validateSearch: validateBackofficeCampaignSearch,
  loader: async ({ context }) => {
    void queries().then((q) => context.queryClient.prefetchQuery(q.list(context.services, 'unsent')));
    void queries().then((q) => context.queryClient.prefetchQuery(q.pharmacies(context.services)));
    await loadTableMessages();
  },
}).lazy(() => import('./backoffice-campaign-list-page').then((module) => module.UnsentCampaignsRoute));

/** Every campaign of every pharmacy (spec 2 §2 /backoffice/campaigns/listAllCampaign). */
export const allCampaignsRoute = createRoute({
  getParentRoute: () => backofficeRoute,
  path: '/campaigns/listAllCampaign',
  staticData: { title: msg`Todas las campañas`, parent: () => managementMenuRoute },
  validateSearch: validateBackofficeCampaignSearch,
  loader: async ({ context }) => {
    void queries().then((q) => context.queryClient.prefetchQuery(q.list(context.services, 'all')));
    void queries().then((q) => context.queryClient.prefetchQuery(q.pharmacies(context.services)));
    await loadTableMessages();
  },
}).lazy(() => import('./backoffice-campaign-list-page').then((module) => module.AllCampaignsRoute));

/** The aggregated statistics (spec 2 §2 /backoffice/campaigns/backofficeCampaignsStats, filters dateMin, dateMax, entity, subtype). */
export const campaignStatsRoute = createRoute({
  getParentRoute: () => backofficeRoute,
  path: '/campaigns/backofficeCampaignsStats',
  staticData: { title: msg`Estadísticas de campañas`, parent: () => managementMenuRoute },
  validateSearch: validateStatsSearch,
  // The screen judges its filters (the domain's rules travel with it) before asking for the report.
  loader: () => loadScreenMessages(messageArea),
}).lazy(() => import('./campaign-stats-page').then((module) => module.CampaignStatsRoute));

/**
 * The back office's campaign screens (spec 2 §2): the management menu, the unsent and all campaigns
 * tables and the aggregated statistics. The dashboard's "Gestión de campañas" tile opens the menu.
 * Not built (spec 2 §2): the campaign admin placeholder (/backoffice/campaigns/admin) and the
 * transactional mails, which fall to the not-found page.
 */
export const campaignBackofficeScreens = defineScreens({
  name: 'campaign-backoffice',
  messageArea,
  routes: { backoffice: [managementMenuRoute, unsentCampaignsRoute, allCampaignsRoute, campaignStatsRoute] },
  navigation: [{ route: managementMenuRoute, label: msg`Gestión de campañas`, section: 'backoffice', visible: isBackofficeUser, icon: menuIcons.megaphone }],
  tiles: { managementCampaigns: () => ({ kind: 'route', to: managementMenuRoute.fullPath }) },
});
