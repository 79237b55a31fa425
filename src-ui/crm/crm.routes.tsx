import { msg } from '@lingui/core/macro';
import { createRoute, redirect } from '@tanstack/react-router';
import { canOpenCrm, type CrmGateway } from '@domain/crm';
import { activePharmacy, type Session } from '@domain/session';
import { loadScreenMessages } from '../i18n/i18n';
import type { RouterContext } from '../router/router-context';
import { shellRoute } from '../router/routes';
import { defineScreens } from '../router/screen-module';
import { menuIcons } from '../shared/menu-icons';
import { tableSearchValidator } from '../shared/table-search';
import { validateCrmFormSearch } from './crm-search';

/** The screens' queries, loaded with the screens rather than with the first page. */
const queries = () => import('./crm.queries').then((module) => module.crmQueries);

declare module '../shared/ui-services' {
  interface UiServices {
    readonly crm: CrmGateway;
  }
}

/** This context's message catalogue (src-ui/locales/<language>/screens/crm), loaded with its screens. */
const messageArea = 'crm';

/** The CRM screens' guard (spec 2 §6): others see the 403 page. */
function requireCrm({ context }: { readonly context: RouterContext }): void {
  const session = context.services.session.current();
  if (session === undefined || !canOpenCrm(session)) throw redirect({ to: '/403', replace: true });
}

/** The pharmacy the session acts for (the guard has let only sessions inside one through). */
const eidOf = (context: RouterContext): number => activePharmacy(context.services.session.current() as Session)?.eid ?? 0;

/** The CRM menu (spec 2 §2 "CRM": Configuración, Sincronización de usuarios, EvoCrm). */
export const crmMenuRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/crm/crm-menu',
  staticData: { title: msg`CRM` },
  beforeLoad: requireCrm,
  loader: async ({ context }) => {
    void queries().then((q) => context.queryClient.prefetchQuery(q.form(context.services, eidOf(context))));
    await loadScreenMessages(messageArea);
  },
}).lazy(() => import('./crm-menu-page').then((module) => module.CrmMenuRoute));

/** /crm is abstract in the spec (spec 2 §2): its address opens the menu. */
export const crmIndexRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/crm',
  beforeLoad: (options) => {
    requireCrm(options);
    throw redirect({ to: '/app-h/crm/crm-menu', replace: true });
  },
});

/** The form editor and the responses viewer (spec 2 §2 /crm/editForm; the responses are a section of it). */
export const crmFormRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/crm/editForm',
  staticData: { title: msg`Configuración del CRM`, parent: () => crmMenuRoute },
  validateSearch: validateCrmFormSearch,
  beforeLoad: requireCrm,
  loader: async ({ context }) => {
    void queries().then((q) => context.queryClient.prefetchQuery(q.form(context.services, eidOf(context))));
    void queries().then((q) => context.queryClient.prefetchQuery(q.mandatoryQuestions(context.services)));
    await loadScreenMessages(messageArea);
  },
}).lazy(() => import('./crm-form-page').then((module) => module.CrmFormRoute));

/** One response's answers, to correct them (spec 2 §2 /crm/editResponse/idForm/{idForm}/idResponse/{idResponse}). */
export const crmResponseRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/crm/editResponse/idForm/$idForm/idResponse/$idResponse',
  staticData: { title: msg`Editar respuesta`, parent: () => crmFormRoute },
  beforeLoad: requireCrm,
  loader: async ({ context, params }) => {
    void queries().then((q) => context.queryClient.prefetchQuery(q.response(context.services, eidOf(context), params.idResponse)));
    await loadScreenMessages(messageArea);
  },
}).lazy(() => import('./crm-response-page').then((module) => module.CrmResponseRoute));

/** The responses not yet synced with an ERP client, with the clients that may be them (spec 2 §2 /crm/syncCrmUsers). */
export const crmSyncRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/crm/syncCrmUsers',
  staticData: { title: msg`Sincronización de usuarios`, parent: () => crmMenuRoute },
  validateSearch: tableSearchValidator(),
  beforeLoad: requireCrm,
  loader: async ({ context }) => {
    const eid = eidOf(context);
    void queries().then((q) => context.queryClient.prefetchQuery(q.unsynced(context.services, eid)));
    void queries().then((q) => context.queryClient.prefetchQuery(q.erpClients(context.services, eid)));
    await loadScreenMessages(messageArea);
  },
}).lazy(() => import('./crm-sync-page').then((module) => module.CrmSyncRoute));

/**
 * The loyalty CRM (spec 2 §2 "CRM"): its menu, the form with the clients' responses, one response's
 * editor and the sync with the ERP. The dashboard's EvoCRM tile leads to the menu when the pharmacy
 * has the loyalty module or is one of the configured pharmacies, and to the segmentations otherwise
 * (spec 2 §6).
 */
export const crmScreens = defineScreens({
  name: 'crm',
  messageArea,
  routes: { shell: [crmIndexRoute, crmMenuRoute, crmFormRoute, crmResponseRoute, crmSyncRoute] },
  navigation: [{ route: crmMenuRoute, label: msg`CRM`, section: 'main', visible: canOpenCrm, icon: menuIcons.addressBook }],
  tiles: { evoCrm: (context) => ({ kind: 'route', to: context.crmDestination === 'crm-menu' ? crmMenuRoute.fullPath : '/app-h/segmentations' }) },
});
