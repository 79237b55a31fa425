export { CLIENT_PROFILE_SIZE, CLIENT_SALES_PAGE_SIZE, SEGMENTATION_PAGE_SIZE, clientProfile } from './client';
export type { ClientData, ClientHashData, ClientProfile, ClientRow, ClientSale, ClientSources, ErpClientData } from './client';
export { ERP_FILTER_AVAILABILITY, erpFilters } from './erp-filters';
export type { ErpFilter } from './erp-filters';
export { SEARCHABLE_FILTERS, SEARCH_MIN_EXCLUSIVE_LENGTH, searchTerm } from './filter-search';
export type { SearchableFilter } from './filter-search';
export { FILTER_ERROR_MESSAGES, SEGMENTATION_MAX_AGE, SEGMENTATION_MAX_VALUE, filterErrorsOf, validateSegmentationFilters } from './filter-validation';
export type { FilterError, FilterErrorCode, ValidatedFilter } from './filter-validation';
export { PRESCRIPTION_CODE_RANGE, productCodeKind } from './product-codes';
export type { ProductCodeKind } from './product-codes';
export { deselectProductFamily, selectProductFamily } from './product-families';
export type { ClientCategory, ProductFamily } from './product-families';
export {
  LOYALTY_MODULE,
  SEGMENTS_RIGHT,
  canSaveSegmentations,
  canSeeSegmentations,
  crmFiltersVisible,
  segmentsRightLevel,
} from './segmentation-access';
export { EMPTY_SEGMENTATION_FILTERS, RELATIVE_PERIODS } from './segmentation-filters';
export { filtersOnDay, isRelativePeriod, salePeriodOn } from './sale-period';
export type {
  AgeFilter,
  AmountRange,
  FilterNumber,
  GenreFilter,
  LoyaltyFilter,
  OriginFilter,
  PlaceFilter,
  QualityFilter,
  RelativePeriod,
  SalePeriod,
  SavedSegmentation,
  SegmentationFilters,
} from './segmentation-filters';
export { SEGMENTATION_MESSAGES } from './segmentation-messages';
export type { SegmentationMessageCode } from './segmentation-messages';
export { planSegmentationSave, segmentationSaveTarget } from './segmentation-save';
export type { SaveSegmentationError, SaveTarget } from './segmentation-save';
export { SERVER_ERROR_INTERVAL_MS, shouldShowServerError } from './server-error-throttle';
export { CLIENT_SORT_COLUMNS, ClientDirectory, ClientDirectoryMethods } from './client-directory.port';
export type { ClientImportFile, ClientImportResult, ClientQuery, ClientSortColumn } from './client-directory.port';
export {
  WITHOUT_CONSENT,
  clientConsent,
  clientDataAsShown,
  clientFieldTreatment,
  clientRowAsShown,
  digitalServicesField,
  obfuscatePersonalValue,
  shownClientValue,
} from './client-privacy';
export type { ClientField, FieldTreatment, PersonalField } from './client-privacy';
export { SegmentationCatalog, SegmentationCatalogMethods } from './segmentation-catalog.port';
export type { FilterOption, SegmentationMasterData } from './segmentation-catalog.port';
export { SavedSegmentations, SavedSegmentationsMethods } from './saved-segmentations.port';
export type { SegmentationDraft } from './saved-segmentations.port';
