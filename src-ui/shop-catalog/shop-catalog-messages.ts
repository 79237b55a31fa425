import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ExportFormError, ShopSettingsError, ShopSettingsMessageCode } from '@domain/shop-catalog';
import type { PluginMessageCode, ProductExportMessageCode } from '@domain/web';

/** The catalogue messages of the spec, verbatim (spec 3 §8 "Catalogue"). */
export const exportMessages: Record<ProductExportMessageCode, MessageDescriptor> = {
  INVALID_DOMAIN: msg`Por favor, comprueba que el dominio introducido sea válido.`,
  EXPORT_QUEUED: msg`Petición añadida correctamente a la cola de procesamiento.`,
  EXPORT_FAILED: msg`Ha ocurrido un error al generar la exportación.`,
};

/** What each export-form rule says beside its field. */
export const exportFormMessages: Record<ExportFormError, MessageDescriptor> = {
  INVALID_DOMAIN: msg`Por favor, comprueba que el dominio introducido sea válido.`,
  WEB_TYPE_REQUIRED: msg`Elige el tipo de web.`,
  INVALID_EID: msg`Indica el eid de la farmacia (un número).`,
  DB_NAME_REQUIRED: msg`Indica el nombre de la base de datos.`,
  INVALID_DB_PREFIX: msg`El prefijo lleva letras, números o guiones bajos y acaba en «_».`,
};

/** The shop-settings notices (the spec says each call has its own error, not its words). */
export const settingsMessages: Record<ShopSettingsMessageCode, MessageDescriptor> = {
  SETTINGS_LOAD_FAILED: msg`No se han podido cargar los tokens de la tienda.`,
  SETTINGS_SAVE_FAILED: msg`No se han podido guardar los tokens de la tienda.`,
  SETTINGS_SAVED: msg`Tokens y colores de la tienda guardados.`,
  SYNC_SETTINGS_LOAD_FAILED: msg`No se ha podido cargar la configuración de sincronización.`,
  SYNC_SETTINGS_SAVE_FAILED: msg`No se ha podido guardar la configuración de sincronización.`,
  SYNC_SETTINGS_SAVED: msg`Configuración de sincronización guardada.`,
  SYNC_HISTORY_FAILED: msg`No se ha podido cargar el historial de sincronizaciones.`,
  FORCE_SYNC_FAILED: msg`No se ha podido forzar la sincronización.`,
  FORCE_SYNC_QUEUED: msg`Sincronización añadida a la cola.`,
  PLUGIN_UPDATE_FAILED: msg`Ocurrió un error durante la actualización.`,
  DOMAINS_FAILED: msg`No se han podido cargar los dominios de las tiendas.`,
  WEB_TYPE_FAILED: msg`No se ha podido leer el tipo de web del dominio.`,
  REPORT_FAILED: msg`No se ha podido generar el informe del catálogo.`,
  REPORT_EMPTY: msg`La tienda no tiene productos publicados.`,
};

/** What each settings rule says beside its field. */
export const settingsFieldMessages: Record<ShopSettingsError, MessageDescriptor> = {
  INVALID_COLOR: msg`Escribe el color como #rrggbb.`,
  INVALID_TOKEN: msg`Un token no lleva espacios.`,
};

/** The plugin-update notices (spec 3 §8 "Plugin update"). */
export const pluginMessages: Record<PluginMessageCode, MessageDescriptor> = {
  UPDATE_FAILED: msg`Ocurrió un error durante la actualización.`,
  UPDATE_NOT_DONE: msg`ERROR: No se pudo realizar la actualización`,
  ALL_UP_TO_DATE: msg`Todos los plugins están ya en su última versión`,
  NOTHING_CHANGED: msg`La actualización no ha cambiado la versión del plugin`,
};
