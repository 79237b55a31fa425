export { HttpClientDirectory } from './http-client-directory';
export { InMemoryClientDirectory } from './in-memory-client-directory';
export { HttpSegmentationCatalog } from './http-segmentation-catalog';
export { InMemorySegmentationCatalog } from './in-memory-segmentation-catalog';
export { HttpSavedSegmentations } from './http-saved-segmentations';
export { InMemorySavedSegmentations } from './in-memory-saved-segmentations';
export { sharedClientQueryRunner } from './shared-client-query-runner';
export { countDemoClients } from './demo-client-count';
export { demoMemberIdOf, demoMemberOf } from './demo-member-id';
export { daysAgoOf, searchClientTable, searchClientTableAmong } from './client-query';
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
  clientPlacesOf,
  generateClientTable,
} from './demo-clients';
export type { DemoClientTable } from './demo-clients';
export { clientPageDto, clientSearchBody, dataTableQuery, dataTableQueryOf, dataTableQuerySchema } from './client.dto';
export type { ClientSearchBody, DataTableQuery } from './client.dto';
export { segmentationFiltersDto, segmentationFiltersFromDto, segmentationFiltersSchema } from './segmentation-filters.dto';
export type { SegmentationFiltersDto } from './segmentation-filters.dto';
