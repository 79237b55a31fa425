/** A shop's web type and pharmacy (spec 3 §7 GET web_type?domain: type, eid). */
export interface ShopWebType {
  readonly type: string;
  readonly eid: number | undefined;
}

/** A product published on a shop: a line of the catalogue report (spec 3 §2 "catalogue report download by domain"). */
export interface PublishedProduct {
  readonly code: string;
  readonly name: string;
  readonly price: number;
  readonly stock: number;
  readonly category: string;
}

/** The tokens a shop's settings hold (spec 3 §2 "Update-settings screen: tokens"). Not in the spec: their names. */
export const SHOP_TOKEN_KEYS = ['WC_CONSUMER_KEY', 'WC_CONSUMER_SECRET', 'STRIPE_PUBLIC_KEY', 'STRIPE_SECRET_KEY', 'RECAPTCHA_KEY'] as const;

/** The secret tokens, shown masked. */
export const SECRET_TOKEN_KEYS: readonly ShopTokenKey[] = ['WC_CONSUMER_SECRET', 'STRIPE_SECRET_KEY'];

/** The colours a shop's settings hold (spec 3 §7 update_settings: old_colors, updated_colors). Not in the spec: their names. */
export const SHOP_COLOR_KEYS = ['PRIMARY_COLOR', 'SECONDARY_COLOR', 'TEXT_COLOR'] as const;

export type ShopTokenKey = (typeof SHOP_TOKEN_KEYS)[number];
export type ShopColorKey = (typeof SHOP_COLOR_KEYS)[number];

/** A shop's settings: its tokens and colours. */
export interface ShopSettings {
  readonly tokens: Readonly<Record<ShopTokenKey, string>>;
  readonly colors: Readonly<Record<ShopColorKey, string>>;
}

/** What update_settings sends (spec 3 §7): the new settings, and the colours that changed, before and after. */
export interface ShopSettingsUpdate {
  readonly domain: string;
  readonly settings: ShopSettings;
  readonly oldColors: Partial<Record<ShopColorKey, string>>;
  readonly updatedColors: Partial<Record<ShopColorKey, string>>;
}

/** What a forced sync uploads (spec 3 §7 force_sync settings: with_ec, zero_stock_upload, medical_upload, internal_codes). */
export interface SyncOptions {
  readonly withEc: boolean;
  readonly zeroStockUpload: boolean;
  readonly medicalUpload: boolean;
  readonly internalCodes: boolean;
}

/** A shop's sync settings (spec 3 §3 "Sync settings per domain"): whether it syncs on its own, and what it uploads. */
export interface SyncSettings extends SyncOptions {
  readonly active: boolean;
}

/** One sync of a shop (spec 3 §3 "sync history": sync_date, published). */
export interface SyncRecord {
  readonly at: number;
  readonly published: number;
}

/** A plugin update's answer: the plugin and its versions before and after ('' when none came back). */
export interface ShopPluginUpdate {
  readonly plugin: string;
  readonly oldVersion: string;
  readonly newVersion: string;
}

/** The shop plugins the settings screen updates. Not in the spec: their names. */
export const SHOP_PLUGINS = ['farmacia-sync', 'farmacia-ecommerce'] as const;

/** How many syncs the history chart shows: the last 20 (spec 3 §9). */
export const SYNC_CHART_SIZE = 20;

/** The last 20 syncs, oldest first (spec 3 §9 "Sync chart shows the last 20 syncs"). */
export function lastSyncs(history: readonly SyncRecord[], size: number = SYNC_CHART_SIZE): readonly SyncRecord[] {
  return [...history].sort((a, b) => a.at - b.at).slice(-size);
}

/** Why a settings form cannot be saved, per field. */
export type ShopSettingsError = 'INVALID_COLOR' | 'INVALID_TOKEN';

const COLOR = /^#[0-9a-f]{6}$/i;

/**
 * The fields of a settings form that cannot be saved: a colour that is not '#rrggbb', a token with
 * spaces in it. Not in the spec: the rules. An empty token is allowed (the shop has none).
 */
export function shopSettingsErrors(settings: ShopSettings): Partial<Record<ShopTokenKey | ShopColorKey, ShopSettingsError>> {
  const errors: Partial<Record<ShopTokenKey | ShopColorKey, ShopSettingsError>> = {};
  for (const key of SHOP_TOKEN_KEYS) if (/\s/.test(settings.tokens[key])) errors[key] = 'INVALID_TOKEN';
  for (const key of SHOP_COLOR_KEYS) if (!COLOR.test(settings.colors[key])) errors[key] = 'INVALID_COLOR';
  return errors;
}

/**
 * The update_settings call of an edit (spec 3 §7): the edited settings with the colours that changed,
 * before and after (colours compared without case).
 */
export function shopSettingsUpdate(domain: string, before: ShopSettings, after: ShopSettings): ShopSettingsUpdate {
  const changed = SHOP_COLOR_KEYS.filter((key) => before.colors[key].toLowerCase() !== after.colors[key].toLowerCase());
  return {
    domain,
    settings: after,
    oldColors: Object.fromEntries(changed.map((key) => [key, before.colors[key]])),
    updatedColors: Object.fromEntries(changed.map((key) => [key, after.colors[key]])),
  };
}

/** The shop-settings notices. The spec says each settings call has its own error, not its words (spec 3 §8): these are ours. */
export type ShopSettingsMessageCode =
  | 'SETTINGS_LOAD_FAILED'
  | 'SETTINGS_SAVE_FAILED'
  | 'SETTINGS_SAVED'
  | 'SYNC_SETTINGS_LOAD_FAILED'
  | 'SYNC_SETTINGS_SAVE_FAILED'
  | 'SYNC_SETTINGS_SAVED'
  | 'SYNC_HISTORY_FAILED'
  | 'FORCE_SYNC_FAILED'
  | 'FORCE_SYNC_QUEUED'
  | 'PLUGIN_UPDATE_FAILED'
  | 'DOMAINS_FAILED'
  | 'WEB_TYPE_FAILED'
  | 'REPORT_FAILED'
  | 'REPORT_EMPTY';

/** Texts of the shop-settings notices. Not in the spec: the words. */
export const SHOP_SETTINGS_MESSAGES = {
  SETTINGS_LOAD_FAILED: 'No se han podido cargar los tokens de la tienda.',
  SETTINGS_SAVE_FAILED: 'No se han podido guardar los tokens de la tienda.',
  SETTINGS_SAVED: 'Tokens y colores de la tienda guardados.',
  SYNC_SETTINGS_LOAD_FAILED: 'No se ha podido cargar la configuración de sincronización.',
  SYNC_SETTINGS_SAVE_FAILED: 'No se ha podido guardar la configuración de sincronización.',
  SYNC_SETTINGS_SAVED: 'Configuración de sincronización guardada.',
  SYNC_HISTORY_FAILED: 'No se ha podido cargar el historial de sincronizaciones.',
  FORCE_SYNC_FAILED: 'No se ha podido forzar la sincronización.',
  FORCE_SYNC_QUEUED: 'Sincronización añadida a la cola.',
  PLUGIN_UPDATE_FAILED: 'Ocurrió un error durante la actualización.',
  DOMAINS_FAILED: 'No se han podido cargar los dominios de las tiendas.',
  WEB_TYPE_FAILED: 'No se ha podido leer el tipo de web del dominio.',
  REPORT_FAILED: 'No se ha podido generar el informe del catálogo.',
  REPORT_EMPTY: 'La tienda no tiene productos publicados.',
} as const satisfies Record<ShopSettingsMessageCode, string>;
