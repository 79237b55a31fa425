export { PharmacyWizardGateway, PharmacyWizardGatewayMethods } from './pharmacy-wizard-gateway.port';
export type { KamUser } from './pharmacy-wizard-gateway.port';
export { PharmacyMap, PharmacyMapMethods } from './pharmacy-map.port';
export type { MapPlace } from './pharmacy-map.port';
export {
  DEFAULT_MAP_VIEW,
  DEFAULT_MAP_ZOOM,
  MADRID,
  MAX_MAP_ZOOM,
  MIN_MAP_ZOOM,
  clampZoom,
  isGeoPoint,
  mapPixelOf,
  mapPointAt,
  panMapView,
  roundGeoPoint,
  zoomMapView,
} from './map-view';
export type { MapSize, MapView } from './map-view';
export {
  emptyWizardValues,
  isStepValid,
  planOf,
  sameWizardData,
  wizardDraftOf,
  wizardEntityFromValues,
  wizardLogoError,
  wizardStepErrors,
  wizardValuesFromEntity,
  withServicePlan,
} from './wizard-values';
export type { WizardLogo, WizardStepErrors, WizardValues } from './wizard-values';
export { pharmacyWizardAccess, wizardEidOf } from './wizard-access';
