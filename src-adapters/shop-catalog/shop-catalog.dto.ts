import * as v from 'valibot';
import { SHOP_COLOR_KEYS, SHOP_TOKEN_KEYS, type ShopSettings, type ShopSettingsUpdate, type SyncOptions, type SyncSettings } from '@domain/shop-catalog';
import type { ProductExportRequest } from '@domain/web';
import { flag, numeric } from '@adapters/shared';

/** `{ success: true, data }`: the answer of the catalogue and settings calls. */
const answer = <T>(data: v.GenericSchema<unknown, T>) =>
  v.pipe(
    v.object({ success: v.literal(true), data }),
    v.transform((value) => value.data),
  );

/** GET get_all_domains. */
export const domainsAnswer = answer(v.array(v.string()));

/** GET web_type?domain: type and eid. */
export const webTypeAnswer = answer(
  v.pipe(
    v.object({ type: v.string(), eid: v.optional(v.nullable(numeric)) }),
    v.transform((dto) => ({ type: dto.type, eid: dto.eid ?? undefined })),
  ),
);

/** GET get_published_products?domain: the products published on the shop. */
export const publishedProductsAnswer = answer(
  v.array(
    v.pipe(
      v.object({ sku: v.union([v.string(), v.number()]), name: v.string(), price: numeric, stock_quantity: v.optional(v.nullable(numeric)), category: v.optional(v.nullable(v.string())) }),
      v.transform((dto) => ({ code: String(dto.sku), name: dto.name, price: dto.price, stock: dto.stock_quantity ?? 0, category: dto.category ?? '' })),
    ),
  ),
);

/** A shop's settings on the wire: one flat object of tokens and colours. */
const settingsDto = v.record(v.string(), v.nullable(v.string()));

/** GET get_settings/{domain}. */
export const settingsAnswer = answer(
  v.pipe(
    settingsDto,
    v.transform(
      (flat): ShopSettings => ({
        tokens: Object.fromEntries(SHOP_TOKEN_KEYS.map((key) => [key, flat[key] ?? ''])) as ShopSettings['tokens'],
        colors: Object.fromEntries(SHOP_COLOR_KEYS.map((key) => [key, flat[key] ?? ''])) as ShopSettings['colors'],
      }),
    ),
  ),
);

/** The settings as the wire writes them. */
export const settingsToDto = (settings: ShopSettings): Record<string, string> => ({ ...settings.tokens, ...settings.colors });

/** The body of update_settings (spec 3 §7). */
export const updateSettingsBody = v.object({ domain: v.string(), settings: v.record(v.string(), v.string()), old_colors: v.record(v.string(), v.string()), updated_colors: v.record(v.string(), v.string()) });

export const updateSettingsToDto = (update: ShopSettingsUpdate): v.InferInput<typeof updateSettingsBody> => ({
  domain: update.domain,
  settings: settingsToDto(update.settings),
  old_colors: update.oldColors,
  updated_colors: update.updatedColors,
});

const syncOptionsEntries = { with_ec: flag, zero_stock_upload: flag, medical_upload: flag, internal_codes: flag };

/** What force_sync sends (spec 3 §7). */
export const syncOptionsDto = v.object({ with_ec: v.boolean(), zero_stock_upload: v.boolean(), medical_upload: v.boolean(), internal_codes: v.boolean() });

export const syncOptionsToDto = (options: SyncOptions): v.InferInput<typeof syncOptionsDto> => ({
  with_ec: options.withEc,
  zero_stock_upload: options.zeroStockUpload,
  medical_upload: options.medicalUpload,
  internal_codes: options.internalCodes,
});

/** GET get_sync_settings/{domain}. */
export const syncSettingsAnswer = answer(
  v.pipe(
    v.object({ active: flag, ...syncOptionsEntries }),
    v.transform((dto): SyncSettings => ({ active: dto.active, withEc: dto.with_ec, zeroStockUpload: dto.zero_stock_upload, medicalUpload: dto.medical_upload, internalCodes: dto.internal_codes })),
  ),
);

/** The body of update_sync_settings. */
export const updateSyncSettingsBody = v.object({ domain: v.string(), settings: v.object({ active: v.boolean(), ...syncOptionsDto.entries }) });

export const syncSettingsToDto = (settings: SyncSettings) => ({ active: settings.active, ...syncOptionsToDto(settings) });

/** The body of force_sync. */
export const forceSyncBody = v.object({ domain: v.string(), settings: syncOptionsDto });

/** GET get_sync_historic/{domain}: sync_date (ISO text or epoch ms) and published. */
export const syncHistoryAnswer = answer(
  v.array(
    v.pipe(
      v.object({ sync_date: v.union([v.number(), v.pipe(v.string(), v.check((text) => !Number.isNaN(Date.parse(text))))]), published: numeric }),
      v.transform((dto) => ({ at: typeof dto.sync_date === 'number' ? dto.sync_date : Date.parse(dto.sync_date), published: dto.published })),
    ),
  ),
);

/** The body of update_plugin. */
export const updatePluginBody = v.object({ domain: v.string(), plugin: v.string() });

/** The answer of update_plugin: the plugin and its versions before and after. */
export const updatePluginAnswer = answer(
  v.pipe(
    v.object({ plugin: v.string(), old_version: v.optional(v.nullable(v.string())), new_version: v.optional(v.nullable(v.string())) }),
    v.transform((dto) => ({ plugin: dto.plugin, oldVersion: dto.old_version ?? '', newVersion: dto.new_version ?? '' })),
  ),
);

/** The body of export_products (spec 3 §3 "Export request"). */
export const exportProductsBody = v.object({
  output_type: v.string(),
  web_type: v.string(),
  domain: v.string(),
  db_name: v.string(),
  eid: v.number(),
  db_prefix: v.string(),
  options: v.object({ import_images: v.boolean(), import_categories: v.boolean(), only_created_by_user: v.boolean(), only_published: v.boolean(), tags: v.array(v.string()) }),
});

export const exportRequestToDto = (request: ProductExportRequest): v.InferInput<typeof exportProductsBody> => ({
  output_type: request.outputType,
  web_type: request.webType,
  domain: request.domain,
  db_name: request.dbName,
  eid: request.eid,
  db_prefix: request.dbPrefix,
  options: {
    import_images: request.options.importImages,
    import_categories: request.options.importCategories,
    only_created_by_user: request.options.onlyCreatedByUser,
    only_published: request.options.onlyPublished,
    tags: [...request.options.tags],
  },
});

export const exportRequestFromDto = (dto: v.InferOutput<typeof exportProductsBody>): ProductExportRequest => ({
  outputType: dto.output_type,
  webType: dto.web_type,
  domain: dto.domain,
  dbName: dto.db_name,
  eid: dto.eid,
  dbPrefix: dto.db_prefix,
  options: { importImages: dto.options.import_images, importCategories: dto.options.import_categories, onlyCreatedByUser: dto.options.only_created_by_user, onlyPublished: dto.options.only_published, tags: dto.options.tags },
});
