import { ApiError, type Clock } from '@domain/shared-kernel';
import { CATALOG_EXPORT_JOB_TYPE, type PublishedProduct, type ShopCatalogGateway, type ShopPluginUpdate, type ShopSettings, type ShopSettingsUpdate, type ShopWebType, type SyncOptions, type SyncRecord, type SyncSettings } from '@domain/shop-catalog';
import type { ProductExportRequest } from '@domain/web';
import type { DemoDatabase } from '@adapters/demo';
import { addDemoJob } from '@adapters/jobs';
import { LATEST_SHOP_PLUGIN_VERSIONS, demoPublishedProducts, demoShops, type DemoShop } from './shop-catalog-demo-data';

/** What the demo server answers (404) for a domain without a shop. */
export const UNKNOWN_SHOP_MESSAGE = 'No hay ninguna tienda con ese dominio';
/** What the demo server answers (404) for a plugin the shop does not have. */
export const UNKNOWN_PLUGIN_MESSAGE = 'La tienda no tiene ese plugin';

/**
 * The catalogue export and shop settings of the demo: the demo's shops. An export and a forced sync
 * add a job to the job monitor (it runs on the injected clock); a forced sync adds a sync to the
 * shop's history; a plugin update installs the latest version (nothing changes when it is already there).
 */
export class InMemoryShopCatalogGateway implements ShopCatalogGateway {
  private readonly db: DemoDatabase;
  private readonly clock: Clock;

  constructor(options: { readonly db: DemoDatabase; readonly clock: Clock }) {
    this.db = options.db;
    this.clock = options.clock;
  }

  private shop(domain: string): DemoShop {
    const shop = demoShops(this.db).get(domain);
    if (shop === undefined) throw new ApiError('not-found', 404, UNKNOWN_SHOP_MESSAGE);
    return shop;
  }

  async domains(): Promise<readonly string[]> {
    return demoShops(this.db)
      .all()
      .map((shop) => shop.domain);
  }

  async webType(domain: string): Promise<ShopWebType> {
    const shop = this.shop(domain);
    return { type: shop.webType, eid: shop.eid };
  }

  async publishedProducts(domain: string): Promise<readonly PublishedProduct[]> {
    return demoPublishedProducts(this.shop(domain).domain);
  }

  async exportProducts(request: ProductExportRequest): Promise<void> {
    const shop = this.shop(request.domain);
    addDemoJob(this.db, this.clock, {
      type: CATALOG_EXPORT_JOB_TYPE,
      subtype: 'EXPORT_PRODUCTS',
      eid: request.eid,
      author: 'backoffice',
      info: JSON.stringify({
        domain: shop.domain,
        eid: request.eid,
        output_type: request.outputType,
        web_type: request.webType,
        db_name: request.dbName,
        db_prefix: request.dbPrefix,
        options: { import_images: request.options.importImages, import_categories: request.options.importCategories, only_created_by_user: request.options.onlyCreatedByUser, only_published: request.options.onlyPublished, tags: request.options.tags },
      }),
    });
  }

  async settings(domain: string): Promise<ShopSettings> {
    return this.shop(domain).settings;
  }

  async syncSettings(domain: string): Promise<SyncSettings> {
    return this.shop(domain).sync;
  }

  async syncHistory(domain: string): Promise<readonly SyncRecord[]> {
    return this.shop(domain).history;
  }

  async updateSettings(update: ShopSettingsUpdate): Promise<void> {
    const shop = this.shop(update.domain);
    demoShops(this.db).put({ ...shop, settings: update.settings });
  }

  async updateSyncSettings(domain: string, settings: SyncSettings): Promise<void> {
    const shop = this.shop(domain);
    demoShops(this.db).put({ ...shop, sync: settings });
  }

  async forceSync(domain: string, options: SyncOptions): Promise<void> {
    const shop = this.shop(domain);
    const published = demoPublishedProducts(shop.domain).filter((product) => options.zeroStockUpload || product.stock > 0).length;
    demoShops(this.db).put({ ...shop, history: [...shop.history, { at: this.clock.now(), published }] });
    addDemoJob(this.db, this.clock, {
      type: 'SHOP_SYNC',
      subtype: 'FORCE_SYNC',
      eid: shop.eid,
      author: 'backoffice',
      info: JSON.stringify({ domain: shop.domain, settings: { with_ec: options.withEc, zero_stock_upload: options.zeroStockUpload, medical_upload: options.medicalUpload, internal_codes: options.internalCodes }, published }),
    });
  }

  async updatePlugin(domain: string, plugin: string): Promise<ShopPluginUpdate> {
    const shop = this.shop(domain);
    const oldVersion = shop.plugins[plugin];
    const latest = LATEST_SHOP_PLUGIN_VERSIONS[plugin];
    if (oldVersion === undefined || latest === undefined) throw new ApiError('not-found', 404, UNKNOWN_PLUGIN_MESSAGE);
    if (oldVersion !== latest) demoShops(this.db).put({ ...shop, plugins: { ...shop.plugins, [plugin]: latest } });
    return { plugin, oldVersion, newVersion: latest };
  }
}
