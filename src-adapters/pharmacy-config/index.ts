export { HttpHealthcarePlatform } from './http-healthcare-platform';
export type { HealthcarePlatformSettings } from './http-healthcare-platform';
export { HttpPharmacyConfigGateway } from './http-pharmacy-config-gateway';
export { HEALTHIUM_REFUSED_MESSAGE, InMemoryHealthcarePlatform } from './in-memory-healthcare-platform';
export { InMemoryPharmacyConfigGateway, PLUGIN_REFUSED_MESSAGE } from './in-memory-pharmacy-config-gateway';
export { SIGN_UP_COMPLETION_MS } from './pharmacy-config-demo-data';
