import { msg } from '@lingui/core/macro';
import { createRoute, redirect } from '@tanstack/react-router';
import type { CampaignAudience, CampaignReportSource, CampaignRepository, CampaignTestSender, EmailHeaderStore } from '@domain/campaigns';
import type { SenderGateway } from '@domain/senders';
import { activePharmacy, isBackofficeUser, userCan, type Session } from '@domain/session';
import { loadScreenMessages } from '../i18n/i18n';
import { shellRoute } from '../router/routes';
import { defineScreens } from '../router/screen-module';
import { menuIcons } from '../shared/menu-icons';
import { validateCampaignListSearch } from './campaign-list-search';
import { validateCampaignWizardSearch } from './campaign-wizard-search';

/** The screens' queries, loaded with the screens rather than with the first page. */
const queries = () => import('./campaign.queries').then((module) => module.campaignQueries);

declare module '../shared/ui-services' {
  interface UiServices {
    readonly campaigns: CampaignRepository;
    readonly campaignResults: CampaignReportSource;
    readonly senders: SenderGateway;
    readonly campaignTests: CampaignTestSender;
    readonly campaignAudience: CampaignAudience;
    readonly emailHeaders: EmailHeaderStore;
  }
  interface DemoControls {
    /** The demo's stand-in for the link of the verification email: the pharmacy's sender becomes verified. */
    readonly confirmSenderVerification?: (eid: number) => Promise<void>;
  }
}

/** This context's message catalogue (src-ui/locales/<language>/screens/campaigns), loaded with its screens. */
const messageArea = 'campaigns';

/**
 * Who opens the pharmacy's campaigns (spec 2 §6): a user with the campaigns right inside a pharmacy,
 * and a back-office user inside a pharmacy, who also gets the back-office extras.
 */
export function canOpenCampaigns(session: Session): boolean {
  return activePharmacy(session) !== undefined && (userCan(session.user, 'campaigns') || isBackofficeUser(session));
}

export const campaignListRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/campaigns/listCampaigns',
  staticData: { title: msg`Campañas` },
  validateSearch: validateCampaignListSearch,
  beforeLoad: ({ context }) => {
    const session = context.services.session.current();
    if (session === undefined || !canOpenCampaigns(session)) throw redirect({ to: '/403', replace: true });
  },
  loader: async ({ context }) => {
    const eid = activePharmacy(context.services.session.current() as Session)?.eid ?? 0;
    void queries().then((q) => context.queryClient.prefetchQuery(q.list(context.services, eid)));
    void queries().then((q) => context.queryClient.prefetchQuery(q.sender(context.services, eid)));
    await loadScreenMessages(messageArea);
  },
}).lazy(() => import('./campaign-list-page').then((module) => module.CampaignListRoute));

/**
 * The campaign wizard (spec 2 §2 "Campaign wizard": /campaigns/manageCampaign/cid/{cid} with `section`,
 * `idCalendar` and `type`), for whoever opens the list.
 */
export const campaignWizardRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/campaigns/manageCampaign/cid/$cid',
  staticData: { title: msg`Campaña`, parent: () => campaignListRoute },
  validateSearch: validateCampaignWizardSearch,
  beforeLoad: ({ context }) => {
    const session = context.services.session.current();
    if (session === undefined || !canOpenCampaigns(session)) throw redirect({ to: '/403', replace: true });
  },
  // The email designer of the templates screens speaks from its own catalogue.
  loader: () => Promise.all([loadScreenMessages(messageArea), loadScreenMessages('templates')]),
}).lazy(() => import('./campaign-wizard-page').then((module) => module.CampaignWizardRoute));

/** A sent campaign's report (spec 2 §2 "Campaign report"), for whoever opens the list. */
export const campaignReportRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/campaigns/viewReport/cid/$cid',
  staticData: { title: msg`Informe de campaña`, parent: () => campaignListRoute },
  beforeLoad: ({ context }) => {
    const session = context.services.session.current();
    if (session === undefined || !canOpenCampaigns(session)) throw redirect({ to: '/403', replace: true });
  },
  loader: async ({ context, params }) => {
    void queries().then((q) => context.queryClient.prefetchQuery(q.detail(context.services, params.cid)));
    await loadScreenMessages(messageArea);
  },
}).lazy(() => import('./campaign-report-page').then((module) => module.CampaignReportRoute));

/**
 * Who edits a pharmacy's email header (spec 2 §2 /setHeader/{eid}): whoever opens the campaigns of that
 * pharmacy. Not in the spec: a pharmacy's user edits only their own pharmacy's header.
 */
export function canEditEmailHeader(session: Session, eid: number): boolean {
  return canOpenCampaigns(session) && (isBackofficeUser(session) || activePharmacy(session)?.eid === eid);
}

/** The pharmacy's email header editor (spec 2 §2 "Email header editor"). */
export const emailHeaderRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/setHeader/$eid',
  staticData: { title: msg`Cabecera de email`, parent: () => campaignListRoute },
  params: { parse: (params) => ({ eid: Number(params.eid) }), stringify: (params) => ({ eid: String(params.eid) }) },
  beforeLoad: ({ context, params }) => {
    const session = context.services.session.current();
    if (session === undefined || !Number.isInteger(params.eid) || !canEditEmailHeader(session, params.eid)) throw redirect({ to: '/403', replace: true });
  },
  loader: () => Promise.all([loadScreenMessages(messageArea), loadScreenMessages('templates')]),
}).lazy(() => import('./email-header-page').then((module) => module.EmailHeaderRoute));

/** Email and SMS campaigns of the pharmacy (spec 2 §2 "Pharmacy campaign list"): the sender and the list. */
export const campaignsScreens = defineScreens({
  name: 'campaigns',
  messageArea,
  routes: { shell: [campaignListRoute, campaignWizardRoute, campaignReportRoute, emailHeaderRoute] },
  navigation: [{ route: campaignListRoute, label: msg`Campañas`, section: 'main', visible: canOpenCampaigns, icon: menuIcons.megaphone }],
  tiles: { evoMarketing: () => ({ kind: 'route', to: campaignListRoute.fullPath }) },
});
