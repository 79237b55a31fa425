export { ShopCatalogGateway, ShopCatalogGatewayMethods } from './shop-catalog.port';
export {
  SECRET_TOKEN_KEYS,
  SHOP_COLOR_KEYS,
  SHOP_PLUGINS,
  SHOP_SETTINGS_MESSAGES,
  SHOP_TOKEN_KEYS,
  SYNC_CHART_SIZE,
  lastSyncs,
  shopSettingsErrors,
  shopSettingsUpdate,
} from './shop-settings';
export type {
  PublishedProduct,
  ShopColorKey,
  ShopPluginUpdate,
  ShopSettings,
  ShopSettingsError,
  ShopSettingsMessageCode,
  ShopSettingsUpdate,
  ShopTokenKey,
  ShopWebType,
  SyncOptions,
  SyncRecord,
  SyncSettings,
} from './shop-settings';
export { CATALOG_EXPORT_JOB_TYPE, DEFAULT_DB_PREFIX, EMPTY_EXPORT_FORM, EXPORT_OUTPUT_TYPES, SHOP_WEB_TYPES, catalogReportFileName, exportRequestOf, exportTags } from './export-form';
export type { ExportForm, ExportFormError } from './export-form';
export { CATALOG_REPORT_COLUMNS, catalogReportRows, exportJobDomain, exportResultRows, filterExportResults } from './export-results';
export type { ExportResultRow } from './export-results';
