import { http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import * as v from 'valibot';
import { isApiError } from '@domain/shared-kernel';
import { SHOP_COLOR_KEYS, SHOP_TOKEN_KEYS, type ShopSettings } from '@domain/shop-catalog';
import { exportProductsBody, exportRequestFromDto, forceSyncBody, settingsToDto, updatePluginBody, updateSettingsBody, updateSyncSettingsBody } from '@adapters/shop-catalog/shop-catalog.dto';
import { FAKE_URLS } from './fake-api';
import type { FakeBackends } from './fake-jobs';

async function answer(request: Request, call: () => Promise<unknown>): Promise<Response> {
  if ((request.headers.get('token') ?? '') === '') return HttpResponse.json({ success: false, message: 'Sin permiso' }, { status: 403 });
  try {
    const data = await call();
    return HttpResponse.json((data === undefined ? { success: true } : { success: true, data }) as JsonBodyType);
  } catch (error) {
    if (!isApiError(error)) throw error;
    return HttpResponse.json({ success: false, message: error.message }, { status: error.status });
  }
}

const domainOf = (request: Request): string => new URL(request.url).searchParams.get('domain') ?? '';

const settingsFromFlat = (flat: Record<string, string>): ShopSettings => ({
  tokens: Object.fromEntries(SHOP_TOKEN_KEYS.map((key) => [key, flat[key] ?? ''])) as ShopSettings['tokens'],
  colors: Object.fromEntries(SHOP_COLOR_KEYS.map((key) => [key, flat[key] ?? ''])) as ShopSettings['colors'],
});

/**
 * The catalogue and shop-settings calls (spec 3 §7) in the wire format, served from the demo's shops:
 * snake_case, settings as one flat object, sync dates as ISO text. Requests without a token get 403.
 */
export function fakeShopCatalogHandlers(backends: FakeBackends): HttpHandler[] {
  const shops = backends.shops;
  const base = `${FAKE_URLS.api}/api/v1`;
  const json = async (request: Request): Promise<unknown> => request.clone().json();
  return [
    http.get(`${base}/websites/get_all_domains`, ({ request }) => answer(request, () => shops.domains())),
    http.get(`${base}/websites/web_type`, ({ request }) => answer(request, () => shops.webType(domainOf(request)))),
    http.get(`${base}/catalog/get_published_products`, ({ request }) =>
      answer(request, async () => (await shops.publishedProducts(domainOf(request))).map((product) => ({ sku: product.code, name: product.name, price: String(product.price), stock_quantity: product.stock, category: product.category }))),
    ),
    http.post(`${base}/catalog/export_products`, async ({ request }) => {
      const body = v.parse(exportProductsBody, await json(request));
      return answer(request, () => shops.exportProducts(exportRequestFromDto(body)));
    }),
    http.get(`${base}/settings/get_settings/:domain`, ({ request, params }) => answer(request, async () => settingsToDto(await shops.settings(String(params.domain))))),
    http.get(`${base}/settings/get_sync_settings/:domain`, ({ request, params }) =>
      answer(request, async () => {
        const sync = await shops.syncSettings(String(params.domain));
        return { active: sync.active ? 1 : 0, with_ec: sync.withEc, zero_stock_upload: sync.zeroStockUpload, medical_upload: sync.medicalUpload, internal_codes: sync.internalCodes };
      }),
    ),
    http.get(`${base}/websites/get_sync_historic/:domain`, ({ request, params }) =>
      answer(request, async () => (await shops.syncHistory(String(params.domain))).map((sync) => ({ sync_date: new Date(sync.at).toISOString(), published: sync.published }))),
    ),
    http.post(`${base}/settings/update_settings`, async ({ request }) => {
      const body = v.parse(updateSettingsBody, await json(request));
      return answer(request, () => shops.updateSettings({ domain: body.domain, settings: settingsFromFlat(body.settings), oldColors: body.old_colors, updatedColors: body.updated_colors }));
    }),
    http.post(`${base}/settings/update_sync_settings`, async ({ request }) => {
      const { domain, settings } = v.parse(updateSyncSettingsBody, await json(request));
      return answer(request, () =>
        shops.updateSyncSettings(domain, { active: settings.active, withEc: settings.with_ec, zeroStockUpload: settings.zero_stock_upload, medicalUpload: settings.medical_upload, internalCodes: settings.internal_codes }),
      );
    }),
    http.post(`${base}/websites/force_sync`, async ({ request }) => {
      const { domain, settings } = v.parse(forceSyncBody, await json(request));
      return answer(request, () => shops.forceSync(domain, { withEc: settings.with_ec, zeroStockUpload: settings.zero_stock_upload, medicalUpload: settings.medical_upload, internalCodes: settings.internal_codes }));
    }),
    http.post(`${base}/websites/update_plugin`, async ({ request }) => {
      const { domain, plugin } = v.parse(updatePluginBody, await json(request));
      return answer(request, async () => {
        const update = await shops.updatePlugin(domain, plugin);
        return { plugin: update.plugin, old_version: update.oldVersion, new_version: update.newVersion };
      });
    }),
  ];
}
