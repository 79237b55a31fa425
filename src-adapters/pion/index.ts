export { HttpPionGateway } from './http-pion-gateway';
export { InMemoryPionGateway } from './in-memory-pion-gateway';
export { DEMO_PION_BROKEN_TEST, DEMO_PION_FUNCTIONS, DEMO_PION_PHARMACIES, demoPionTests } from './pion-demo-data';
