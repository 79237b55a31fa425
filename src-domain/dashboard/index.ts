export { DashboardGateway, DashboardGatewayMethods } from './dashboard-gateway.port';
export type { PharmacyProfile } from './dashboard-gateway.port';
export { BACKOFFICE_TILES, BI_SERVICES, CROSS_SELLING_EID, DASHBOARD_TILES, DEMO_TILES, FORCE_UPLOAD_EIDS, FORCE_UPLOAD_MAX_MINUTES, availableBiServices, dashboardView } from './dashboard-tiles';
export type { BiService, CrmDestination, DashboardContext, DashboardTileId, DashboardView } from './dashboard-tiles';
export { NO_SERVICES, safeExternalUrl } from './services-config';
export type { ServicesConfig } from './services-config';
