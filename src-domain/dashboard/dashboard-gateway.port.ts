import { portMethods, token } from '@domain/shared-kernel';
import type { ServicesConfig } from './services-config';

/** What the dashboard needs to know about a pharmacy (spec 2 §7). */
export interface PharmacyProfile {
  readonly services: ServicesConfig;
  /** Services enabled for the pharmacy, e.g. 'bi-sales' (GET /api/v3/settings/{eid}/info). */
  readonly enabledServices: readonly string[];
  /** The pharmacy's website, '' when it has none. */
  readonly website: string;
}

/** Calls behind the dashboard tiles. */
export interface DashboardGateway {
  /** GET /api/v2/getServicesConfig?pharmacyId&serviceName=OrderExpress and GET /api/v3/settings/{eid}/info. */
  pharmacyProfile(eid: number): Promise<PharmacyProfile>;
}

/** Token of the {@link DashboardGateway} port. */
export const DashboardGateway = token<DashboardGateway>('dashboard.DashboardGateway');

/** Every call of the {@link DashboardGateway} port. */
export const DashboardGatewayMethods = portMethods<DashboardGateway>()('pharmacyProfile');
