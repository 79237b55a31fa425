import { portMethods, token } from '@domain/shared-kernel';
import type { ProductExportRequest } from '@domain/web';
import type { PublishedProduct, ShopPluginUpdate, ShopSettings, ShopSettingsUpdate, ShopWebType, SyncOptions, SyncRecord, SyncSettings } from './shop-settings';

/**
 * The calls of the catalogue export and the shop settings (spec 3 §7 "Catalogue and shop settings").
 * The export results are jobs of the job monitor (type CATALOG_EXPORT). Failures reject with an ApiError.
 */
export interface ShopCatalogGateway {
  /** GET /api/v1/websites/get_all_domains: every shop's domain. */
  domains(): Promise<readonly string[]>;
  /** GET /api/v1/websites/web_type?domain: the shop's web type and pharmacy. */
  webType(domain: string): Promise<ShopWebType>;
  /** GET /api/v1/catalog/get_published_products?domain: the products published on the shop (the catalogue report). */
  publishedProducts(domain: string): Promise<readonly PublishedProduct[]>;
  /** POST /api/v1/catalog/export_products: queues an export. */
  exportProducts(request: ProductExportRequest): Promise<void>;
  /** GET /api/v1/settings/get_settings/{domain}: the shop's tokens and colours. */
  settings(domain: string): Promise<ShopSettings>;
  /** GET /api/v1/settings/get_sync_settings/{domain}. */
  syncSettings(domain: string): Promise<SyncSettings>;
  /** GET /api/v1/websites/get_sync_historic/{domain}: the shop's syncs, oldest first. */
  syncHistory(domain: string): Promise<readonly SyncRecord[]>;
  /** POST /api/v1/settings/update_settings {domain, settings, old_colors, updated_colors}. */
  updateSettings(update: ShopSettingsUpdate): Promise<void>;
  /** POST /api/v1/settings/update_sync_settings. */
  updateSyncSettings(domain: string, settings: SyncSettings): Promise<void>;
  /** POST /api/v1/websites/force_sync {domain, settings}. */
  forceSync(domain: string, options: SyncOptions): Promise<void>;
  /** POST /api/v1/websites/update_plugin {domain, plugin}: the versions before and after. */
  updatePlugin(domain: string, plugin: string): Promise<ShopPluginUpdate>;
}

/** Token of the {@link ShopCatalogGateway} port. */
export const ShopCatalogGateway = token<ShopCatalogGateway>('shop-catalog.ShopCatalogGateway');

/** Every call of the {@link ShopCatalogGateway} port. */
export const ShopCatalogGatewayMethods = portMethods<ShopCatalogGateway>()(
  'domains',
  'webType',
  'publishedProducts',
  'exportProducts',
  'settings',
  'syncSettings',
  'syncHistory',
  'updateSettings',
  'updateSyncSettings',
  'forceSync',
  'updatePlugin',
);
