export { DEMO_DATA_KEY, DEMO_FAULTS_KEY, DemoDatabase } from './demo-database';
export type { DemoDatabaseOptions, DemoSlice, DemoSliceContext } from './demo-database';
export { DEMO_SLICE_KEY_PREFIX } from './demo-database';
export { DEMO_ACCOUNTS, DEMO_DATA_VERSION, DEMO_ENTITY_EID, DEMO_SEED, MAIN_DEMO_EID, PARTNER_DEMO_EID, SECOND_DEMO_EID, generateDemoData } from './demo-data';
export type { DemoData, DemoPharmacy, DemoUser } from './demo-data';
export { LEGAL_TERMS_DOCUMENT } from './demo-catalogue';
export { SeededRandom } from './seeded-random';
