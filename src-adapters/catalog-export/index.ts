export { HttpCatalogGateway } from './http-catalog-gateway';
export { HttpCatalogCheckService } from './http-catalog-check-service';
export { InMemoryCatalogGateway } from './in-memory-catalog-gateway';
export { InMemoryCatalogCheckService } from './in-memory-catalog-check-service';
export { CatalogDemoBackend } from './catalog-demo-backend';
export type { DemoJobStart } from './catalog-demo-data';
