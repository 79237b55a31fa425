import { queryOptions } from '@tanstack/react-query';
import type { WebToolsJobSubtype } from '@domain/jobs';
import { PRODUCTION_DEPLOY_REFRESH_MS, WEB_DEPLOY_REFRESH_MS, type VirtualHost } from '@domain/web';
import type { UiServices } from '../shared/ui-services';

const FIVE_MINUTES = 5 * 60 * 1000;

/** How often each jobs table refreshes (spec 3 §4, §9: production 8 s, web 4 s). */
export const JOB_REFRESH_MS: Record<WebToolsJobSubtype, number> = { WEB_TO_PRODUCTION: PRODUCTION_DEPLOY_REFRESH_MS, NEW_WEB_DEPLOYMENT: WEB_DEPLOY_REFRESH_MS };

/** The web screens' queries; hierarchical keys so a change invalidates exactly what it touches. */
export const webQueries = {
  all: ['web'] as const,
  vhostsKey: () => [...webQueries.all, 'vhosts'] as const,
  vhosts: (services: UiServices) => queryOptions({ queryKey: webQueries.vhostsKey(), queryFn: () => services.wordpress.virtualHosts(), retry: false, staleTime: FIVE_MINUTES }),
  pluginsKey: (vhost: VirtualHost) => [...webQueries.all, 'plugins', vhost.server, vhost.path] as const,
  plugins: (services: UiServices, vhost: VirtualHost) => queryOptions({ queryKey: webQueries.pluginsKey(vhost), queryFn: () => services.wordpress.plugins(vhost), retry: false, staleTime: 0 }),
  domainsKey: () => [...webQueries.all, 'domains'] as const,
  domains: (services: UiServices) => queryOptions({ queryKey: webQueries.domainsKey(), queryFn: () => services.websites.allDomains(), retry: false, staleTime: 0 }),
  websitesOf: (services: UiServices, eid: number) =>
    queryOptions({ queryKey: [...webQueries.all, 'websites', eid] as const, queryFn: () => services.websites.websitesOf(eid), retry: false, staleTime: 0 }),
  jobsKey: (subtype: WebToolsJobSubtype) => [...webQueries.all, 'jobs', subtype] as const,
  /** A jobs table: read again every 8 s or 4 s while the tab is visible (TanStack Query pauses in a hidden tab). */
  jobs: (services: UiServices, subtype: WebToolsJobSubtype) =>
    queryOptions({ queryKey: webQueries.jobsKey(subtype), queryFn: () => services.websites.webToolJobs(subtype), retry: false, refetchInterval: JOB_REFRESH_MS[subtype], refetchIntervalInBackground: false }),
  pharmacies: (services: UiServices) => queryOptions({ queryKey: [...webQueries.all, 'pharmacies'] as const, queryFn: () => services.entities.list(), retry: false, staleTime: FIVE_MINUTES }),
};
