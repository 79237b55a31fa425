import * as v from 'valibot';
import type { PublishedProduct, ShopCatalogGateway, ShopPluginUpdate, ShopSettings, ShopSettingsUpdate, ShopWebType, SyncOptions, SyncRecord, SyncSettings } from '@domain/shop-catalog';
import type { ProductExportRequest } from '@domain/web';
import type { ApiCall, HttpClient } from '@adapters/shared';
import {
  domainsAnswer,
  exportProductsBody,
  exportRequestToDto,
  forceSyncBody,
  publishedProductsAnswer,
  settingsAnswer,
  syncHistoryAnswer,
  syncOptionsToDto,
  syncSettingsAnswer,
  syncSettingsToDto,
  updatePluginAnswer,
  updatePluginBody,
  updateSettingsBody,
  updateSettingsToDto,
  updateSyncSettingsBody,
  webTypeAnswer,
} from './shop-catalog.dto';

/** Any answer: a `success: false` one is still refused by the transport. */
const acknowledged = v.unknown();

const segment = (value: string): string => encodeURIComponent(value);

/** The catalogue export and shop settings over HTTP (spec 3 §7 "Catalogue and shop settings"), on the main API. */
export class HttpShopCatalogGateway implements ShopCatalogGateway {
  private readonly http: HttpClient;
  constructor(http: HttpClient) {
    this.http = http;
  }

  domains(): Promise<readonly string[]> {
    return this.http.send({ method: 'GET', path: '/api/v1/websites/get_all_domains', schema: domainsAnswer });
  }

  webType(domain: string): Promise<ShopWebType> {
    return this.http.send({ method: 'GET', path: '/api/v1/websites/web_type', query: { domain }, schema: webTypeAnswer });
  }

  publishedProducts(domain: string): Promise<readonly PublishedProduct[]> {
    return this.http.send({ method: 'GET', path: '/api/v1/catalog/get_published_products', query: { domain }, schema: publishedProductsAnswer });
  }

  async exportProducts(request: ProductExportRequest): Promise<void> {
    await this.http.send({ method: 'POST', path: '/api/v1/catalog/export_products', body: exportRequestToDto(request), schema: acknowledged });
  }

  settings(domain: string): Promise<ShopSettings> {
    return this.http.send({ method: 'GET', path: `/api/v1/settings/get_settings/${segment(domain)}`, schema: settingsAnswer });
  }

  syncSettings(domain: string): Promise<SyncSettings> {
    return this.http.send({ method: 'GET', path: `/api/v1/settings/get_sync_settings/${segment(domain)}`, schema: syncSettingsAnswer });
  }

  syncHistory(domain: string): Promise<readonly SyncRecord[]> {
    return this.http.send({ method: 'GET', path: `/api/v1/websites/get_sync_historic/${segment(domain)}`, schema: syncHistoryAnswer });
  }

  async updateSettings(update: ShopSettingsUpdate): Promise<void> {
    await this.http.send({ method: 'POST', path: '/api/v1/settings/update_settings', body: updateSettingsToDto(update), schema: acknowledged });
  }

  async updateSyncSettings(domain: string, settings: SyncSettings): Promise<void> {
    await this.http.send({ method: 'POST', path: '/api/v1/settings/update_sync_settings', body: { domain, settings: syncSettingsToDto(settings) }, schema: acknowledged });
  }

  async forceSync(domain: string, options: SyncOptions): Promise<void> {
    await this.http.send({ method: 'POST', path: '/api/v1/websites/force_sync', body: { domain, settings: syncOptionsToDto(options) }, schema: acknowledged });
  }

  updatePlugin(domain: string, plugin: string): Promise<ShopPluginUpdate> {
    return this.http.send({ method: 'POST', path: '/api/v1/websites/update_plugin', body: { domain, plugin }, schema: updatePluginAnswer });
  }
}

const domainQuery = v.object({ domain: v.string() });

/** The catalogue and shop-settings calls, for the API documents (docs/api/). */
export const shopCatalogApiCalls: readonly ApiCall[] = [
  { name: 'shopCatalog.domains', service: 'api', method: 'GET', path: '/api/v1/websites/get_all_domains', summary: "Every shop's domain (spec 3 §7)", response: domainsAnswer },
  { name: 'shopCatalog.webType', service: 'api', method: 'GET', path: '/api/v1/websites/web_type', summary: "A shop's web type and pharmacy", query: domainQuery, response: webTypeAnswer },
  { name: 'shopCatalog.publishedProducts', service: 'api', method: 'GET', path: '/api/v1/catalog/get_published_products', summary: 'The products published on a shop: the catalogue report', query: domainQuery, response: publishedProductsAnswer },
  { name: 'shopCatalog.exportProducts', service: 'api', method: 'POST', path: '/api/v1/catalog/export_products', summary: 'Queues a catalogue export to a shop', request: exportProductsBody, response: acknowledged },
  { name: 'shopCatalog.settings', service: 'api', method: 'GET', path: '/api/v1/settings/get_settings/{domain}', summary: "A shop's tokens and colours", response: settingsAnswer },
  { name: 'shopCatalog.syncSettings', service: 'api', method: 'GET', path: '/api/v1/settings/get_sync_settings/{domain}', summary: "A shop's sync settings", response: syncSettingsAnswer },
  { name: 'shopCatalog.syncHistory', service: 'api', method: 'GET', path: '/api/v1/websites/get_sync_historic/{domain}', summary: "A shop's syncs", response: syncHistoryAnswer },
  { name: 'shopCatalog.updateSettings', service: 'api', method: 'POST', path: '/api/v1/settings/update_settings', summary: "Saves a shop's tokens and colours", request: updateSettingsBody, response: acknowledged },
  { name: 'shopCatalog.updateSyncSettings', service: 'api', method: 'POST', path: '/api/v1/settings/update_sync_settings', summary: "Saves a shop's sync settings", request: updateSyncSettingsBody, response: acknowledged },
  { name: 'shopCatalog.forceSync', service: 'api', method: 'POST', path: '/api/v1/websites/force_sync', summary: 'Syncs a shop now', request: forceSyncBody, response: acknowledged },
  { name: 'shopCatalog.updatePlugin', service: 'api', method: 'POST', path: '/api/v1/websites/update_plugin', summary: "Updates a shop's plugin", request: updatePluginBody, response: updatePluginAnswer },
];
