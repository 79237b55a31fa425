import { queryOptions } from '@tanstack/react-query';
import type { BiService } from '@domain/dashboard';
import type { YearMonth } from '@domain/reports';
import type { UiServices } from '../shared/ui-services';

/** A month's reports do not change once written: kept for the session, so going back to a month downloads nothing. */
const REPORT_STALE_MS = 30 * 60_000;

/** Queries of the entity report; keys per pharmacy and month, so a month or pharmacy switch reads its own entries. */
export const reportQueries = {
  all: ['entity-reports'] as const,
  list: (services: UiServices, eid: number) =>
    queryOptions({ queryKey: [...reportQueries.all, eid, 'list'] as const, queryFn: () => services.entityReports.reports(eid), staleTime: REPORT_STALE_MS, retry: false }),
  sales: (services: UiServices, eid: number, month: YearMonth) =>
    queryOptions({ queryKey: [...reportQueries.all, eid, 'sales', month.year, month.month] as const, queryFn: () => services.entityReports.salesReport(eid, month), staleTime: REPORT_STALE_MS, retry: false }),
  stock: (services: UiServices, eid: number, month: YearMonth) =>
    queryOptions({ queryKey: [...reportQueries.all, eid, 'stock', month.year, month.month] as const, queryFn: () => services.entityReports.stockReport(eid, month), staleTime: REPORT_STALE_MS, retry: false }),
  families: (services: UiServices, eid: number, month: YearMonth) =>
    queryOptions({ queryKey: [...reportQueries.all, eid, 'families', month.year, month.month] as const, queryFn: () => services.entityReports.familyStock(eid, month), staleTime: REPORT_STALE_MS, retry: false }),
  /** The global cache's monthly sales (GET /api/v2/global-cache), the source of the month's sales variation. */
  salesCache: (services: UiServices, eid: number) =>
    queryOptions({ queryKey: [...reportQueries.all, eid, 'sales-cache'] as const, queryFn: () => services.entityReports.salesCache(eid), staleTime: REPORT_STALE_MS, retry: false }),
  marketing: (services: UiServices, eid: number, month: YearMonth) =>
    queryOptions({ queryKey: [...reportQueries.all, eid, 'marketing', month.year, month.month] as const, queryFn: () => services.entityReports.marketingReport(eid, month), staleTime: REPORT_STALE_MS, retry: false }),
  /** The pharmacy's profile (its enabled BI services among them), under the dashboard's key: the dashboard has usually read it already. */
  pharmacyProfile: (services: UiServices, eid: number) =>
    queryOptions({ queryKey: ['dashboard', 'pharmacy-profile', eid] as const, queryFn: () => services.dashboard.pharmacyProfile(eid), retry: false }),
  /** The BI token is short-lived: asked for on every visit. */
  bi: (services: UiServices, eid: number, service: BiService) =>
    queryOptions({ queryKey: [...reportQueries.all, eid, 'bi', service] as const, queryFn: () => services.entityReports.biReport(eid, service), staleTime: 0, gcTime: 0, retry: false }),
};
