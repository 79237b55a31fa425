import * as v from 'valibot';
import type { DashboardGateway, PharmacyProfile } from '@domain/dashboard';
import { envelope, flag, type HttpClient } from '@adapters/shared';


/** GET /api/v2/getServicesConfig (spec 3 §7): base_URL, username, password and the service flags. */
export const servicesConfigAnswer = envelope(
  v.object({
    base_URL: v.optional(v.nullable(v.string()), ''),
    orderExpressEnabled: v.optional(flag, false),
    spdEnabled: v.optional(flag, false),
    citaPreviaEnabled: v.optional(flag, false),
    pharmacyLegacyId: v.optional(v.nullable(v.union([v.string(), v.number()])), ''),
  }),
);

/** GET /api/v3/settings/{eid}/info: the services enabled for the pharmacy and its website domain. */
export const settingsInfoAnswer = envelope(
  v.object({
    services: v.optional(v.array(v.string()), []),
    domain: v.optional(v.nullable(v.string()), ''),
  }),
);

/** The dashboard's calls over HTTP. */
export class HttpDashboardGateway implements DashboardGateway {
  private readonly http: HttpClient;
  constructor(http: HttpClient) {
    this.http = http;
  }

  async pharmacyProfile(eid: number): Promise<PharmacyProfile> {
    const [config, info] = await Promise.all([
      this.http.send({ method: 'GET', path: '/api/v2/getServicesConfig', query: { pharmacyId: eid, serviceName: 'OrderExpress' }, schema: servicesConfigAnswer }),
      this.http.send({ method: 'GET', path: `/api/v3/settings/${eid}/info`, schema: settingsInfoAnswer }),
    ]);
    return {
      services: {
        orderExpressEnabled: config.orderExpressEnabled,
        spdEnabled: config.spdEnabled,
        citaPreviaEnabled: config.citaPreviaEnabled,
        pharmacyLegacyId: String(config.pharmacyLegacyId ?? ''),
        baseUrl: config.base_URL ?? '',
      },
      enabledServices: info.services,
      website: info.domain ?? '',
    };
  }
}

// The calls this module makes, for the API documents (docs/api/, ADR 31).
import type { ApiCall } from '@adapters/shared';

/** The query of GET /api/v2/getServicesConfig. */
export const servicesConfigQuery = v.object({ pharmacyId: v.number(), serviceName: v.string() });

export const dashboardApiCalls: readonly ApiCall[] = [
  {
    name: 'dashboard.servicesConfig',
    service: 'api',
    method: 'GET',
    path: '/api/v2/getServicesConfig',
    summary: "The pharmacy's service configuration: its shop's address and the service flags (spec 3 §7)",
    query: servicesConfigQuery,
    response: servicesConfigAnswer,
  },
  {
    name: 'dashboard.settingsInfo',
    service: 'api',
    method: 'GET',
    path: '/api/v3/settings/{eid}/info',
    summary: 'The services enabled for the pharmacy and its website domain',
    response: settingsInfoAnswer,
  },
];
