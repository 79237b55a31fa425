export { HttpPharmacyWizard } from './http-pharmacy-wizard';
export { InMemoryPharmacyWizard } from './in-memory-pharmacy-wizard';
export { OfflinePharmacyMap } from './offline-pharmacy-map';
export { DEMO_KAM_USERS, DEMO_WIZARD_ERPS, demoCif, demoDni } from './wizard-demo-entities';
