import { msg } from '@lingui/core/macro';
import { createRoute, redirect } from '@tanstack/react-router';
import * as v from 'valibot';
import { BI_SERVICES } from '@domain/dashboard';
import type { EntityReportGateway } from '@domain/reports';
import { activePharmacy, isBackofficeUser, userCan, type Session } from '@domain/session';
import { loadScreenMessages } from '../i18n/i18n';
import { signInWithEmbeddedToken } from '../router/guard';
import { shellRoute } from '../router/routes';
import { defineScreens } from '../router/screen-module';
import { menuIcons } from '../shared/menu-icons';

declare module '../shared/ui-services' {
  interface UiServices {
    readonly entityReports: EntityReportGateway;
  }
}

/** This context's message catalogue (src-ui/locales/<language>/screens/reports), loaded with its screens. */
const messageArea = 'reports';

/**
 * Who reads the entity report (spec 3 §2, spec 2 §6): inside a pharmacy, a user with the entity_dashboard
 * right, or a back-office user (who reads any pharmacy's).
 */
export function canOpenEntityReport(session: Session): boolean {
  return activePharmacy(session) !== undefined && (isBackofficeUser(session) || userCan(session.user, 'entity_dashboard'));
}

/** Who opens the BI dashboards: the back-office always; pharmacy users with the dashboard right (spec 2 §6). */
export function canOpenBi(session: Session): boolean {
  return activePharmacy(session) !== undefined && (isBackofficeUser(session) || userCan(session.user, 'dashboard'));
}

const reportSearch = v.object({
  month: v.optional(v.pipe(v.unknown(), v.transform(String))),
  embedded: v.optional(v.unknown()),
  token: v.optional(v.unknown()),
});

/** The report's address: the month ('YYYY-MM') and the embedded entry's flags; anything else is dropped. */
export function validateReportSearch(search: Record<string, unknown>): { month?: string; embedded?: string | boolean; token?: string } {
  const parsed = v.safeParse(reportSearch, search);
  if (!parsed.success) return {};
  const { month, embedded, token } = parsed.output;
  return {
    ...(month === undefined ? {} : { month }),
    ...('embedded' in search ? { embedded: embedded as string | boolean } : {}),
    ...(typeof token === 'string' ? { token } : {}),
  };
}

/** The entity report (spec 3 §2 "Entity report header"; also `?embedded&token`, without navigation): the header and its sections. */
export const entityReportRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/mainpanel',
  staticData: { title: msg`Informes de la farmacia` },
  validateSearch: validateReportSearch,
  beforeLoad: async ({ context, location }) => {
    await signInWithEmbeddedToken(context.services, location);
    const session = context.services.session.current();
    if (session !== undefined && isBackofficeUser(session) && activePharmacy(session) === undefined) throw redirect({ to: '/app-h/backoffice/admin', replace: true });
    if (session === undefined || !canOpenEntityReport(session)) throw redirect({ to: '/403', replace: true });
  },
  loader: async ({ context }) => {
    const eid = activePharmacy(context.services.session.current() as Session)?.eid ?? 0;
    // The report list comes first (spec 3 §2); its failure is only logged by the header.
    void import('./reports.queries').then(({ reportQueries }) => context.queryClient.prefetchQuery(reportQueries.list(context.services, eid)));
    await loadScreenMessages(messageArea);
  },
}).lazy(() => import('./entity-report-page').then((module) => module.EntityReportRoute));

/** /app-h/mainpanel alone shows the sales section (the redirect screen's mainreport lands here). */
export const entityReportIndexRoute = createRoute({ getParentRoute: () => entityReportRoute, path: '/' }).lazy(() => import('./sections').then((module) => module.ReportIndexRoute));

const section = <const P extends string>(path: P) => createRoute({ getParentRoute: () => entityReportRoute, path });

export const salesSectionRoute = section('/sales').lazy(() => import('./sections').then((module) => module.SalesSectionRoute));
export const salesDetailRoute = section('/sales/by_family').lazy(() => import('./sections').then((module) => module.SalesDetailRoute));
export const stockSectionRoute = section('/stock').lazy(() => import('./sections').then((module) => module.StockSectionRoute));
export const stockFamiliesRoute = section('/stock/by_family').lazy(() => import('./sections').then((module) => module.StockFamiliesRoute));
export const marketingSectionRoute = section('/marketing').lazy(() => import('./sections').then((module) => module.MarketingSectionRoute));
export const staffSectionRoute = section('/staff').lazy(() => import('./sections').then((module) => module.StaffSectionRoute));

/** The embedded BI dashboard of one service (spec 3 §2 "/app-h/entityNewReport", param type). */
export const biReportRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/entityNewReport',
  staticData: { title: msg`Business Intelligence` },
  validateSearch: (search: Record<string, unknown>): { type: (typeof BI_SERVICES)[number] } => ({
    type: (BI_SERVICES as readonly unknown[]).includes(search.type) ? (search.type as (typeof BI_SERVICES)[number]) : 'bi-sales',
  }),
  beforeLoad: ({ context }) => {
    const session = context.services.session.current();
    if (session === undefined || !canOpenBi(session)) throw redirect({ to: '/403', replace: true });
  },
  loader: () => loadScreenMessages(messageArea),
}).lazy(() => import('./bi-report-page').then((module) => module.BiReportRoute));

/** The entity report with its sections and downloads, and the BI dashboards. */
export const reportsScreens = defineScreens({
  name: 'reports',
  messageArea,
  routes: {
    shell: [
      entityReportRoute.addChildren([entityReportIndexRoute, salesSectionRoute, salesDetailRoute, stockSectionRoute, stockFamiliesRoute, marketingSectionRoute, staffSectionRoute]),
      biReportRoute,
    ],
  },
  navigation: [{ route: entityReportRoute, label: msg`Informes`, section: 'main', visible: canOpenEntityReport, icon: menuIcons.analytics }],
  tiles: {
    legacyReports: () => ({ kind: 'route', to: salesSectionRoute.fullPath }),
    bi: () => ({ kind: 'route', to: biReportRoute.fullPath, search: { type: 'bi-sales' } }),
  },
});
