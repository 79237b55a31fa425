export { HttpClientDirectory } from './http-client-directory';
export { InMemoryClientDirectory } from './in-memory-client-directory';
export { searchClientTable } from './client-query';
export type { ClientQueryRunner } from './client-query-runner';
export {
  DEMO_BRANDS,
  DEMO_CLIENT_CATEGORIES,
  DEMO_CLIENT_TYPES,
  DEMO_LABORATORIES,
  DEMO_PRODUCTS,
  DEMO_PRODUCT_FAMILIES,
  DEMO_PRODUCT_LISTS,
  MAIN_PHARMACY_CLIENTS,
  clientCountOf,
  generateClientTable,
} from './demo-clients';
export type { DemoClientTable } from './demo-clients';
export { clientPageDto, clientSearchBody } from './client.dto';
export type { ClientSearchBody } from './client.dto';
export { segmentationFiltersDto, segmentationFiltersFromDto, segmentationFiltersSchema } from './segmentation-filters.dto';
export type { SegmentationFiltersDto } from './segmentation-filters.dto';
