/** A WordPress virtual host (spec 3 §3 "Virtual host"); `domain` is '' when it has none. */
export interface VirtualHost {
  readonly domain: string;
  readonly server: string;
  readonly path: string;
}

/** A WordPress plugin of a virtual host (spec 3 §3 "Plugin"). */
export interface WordPressPlugin {
  readonly name: string;
  /** active, inactive, must-use, ... as WordPress reports it. */
  readonly status: string;
  readonly version: string;
  /** The version an update would install; '' when there is none. */
  readonly updateVersion: string;
  readonly updateAvailable: boolean;
}

/** What the WordPress manager shows for a virtual host without domain (spec 3 §2 "WordPress manager"). */
export const NO_DOMAIN_LABEL = 'Dominio no disponible';

/** The domain shown for a virtual host: 'Dominio no disponible' when it has none (spec 3 §2). */
export function vhostDomainLabel(vhost: VirtualHost): string {
  return vhost.domain.trim() === '' ? NO_DOMAIN_LABEL : vhost.domain;
}

/** The status that is never shown (spec 3 §4 "Plugin: the must-use status is hidden"). */
export const HIDDEN_PLUGIN_STATUS = 'must-use';

/**
 * The plugins listed in a virtual host's info popup: all but the must-use ones (spec 3 §4). Not in the
 * spec: whether the status or the plugin is hidden; must-use plugins cannot be updated from the
 * manager, so the whole plugin is left out.
 */
export function visiblePlugins(plugins: readonly WordPressPlugin[]): WordPressPlugin[] {
  return plugins.filter((plugin) => plugin.status !== HIDDEN_PLUGIN_STATUS);
}

/** The listed plugins that have an update available (spec 3 §4 "Plugin: update available or not"). */
export function pluginsWithUpdate(plugins: readonly WordPressPlugin[]): WordPressPlugin[] {
  return visiblePlugins(plugins).filter((plugin) => plugin.updateAvailable);
}

/** The outcome of a plugin update (spec 3 §8 "Plugin update"). */
export type PluginUpdateOutcome = 'UPDATED' | 'NOTHING_CHANGED' | 'UPDATE_NOT_DONE';

/**
 * A plugin update succeeded when the version changed, changed nothing when it is the same, and was not
 * done when no version came back (spec 3 §8 "Plugin update").
 */
export function pluginUpdateOutcome(oldVersion: string, newVersion: string | undefined): PluginUpdateOutcome {
  if (newVersion === undefined || newVersion.trim() === '') return 'UPDATE_NOT_DONE';
  return newVersion === oldVersion ? 'NOTHING_CHANGED' : 'UPDATED';
}

/** The plugin-update notices (spec 3 §8 "Plugin update"). */
export type PluginMessageCode = 'UPDATE_FAILED' | 'UPDATE_NOT_DONE' | 'ALL_UP_TO_DATE' | 'NOTHING_CHANGED';

/**
 * Texts of the plugin-update notices (spec 3 §8): verbatim, but for NOTHING_CHANGED, whose words the
 * spec does not give (Not in the spec).
 */
export const PLUGIN_MESSAGES = {
  UPDATE_FAILED: 'Ocurrió un error durante la actualización.',
  UPDATE_NOT_DONE: 'ERROR: No se pudo realizar la actualización',
  ALL_UP_TO_DATE: 'Todos los plugins están ya en su última versión',
  NOTHING_CHANGED: 'La actualización no ha cambiado la versión del plugin',
} as const satisfies Record<PluginMessageCode, string>;

/**
 * The success notice of a plugin update, with the plugin's name and old and new versions (spec 3 §8).
 * Not in the spec: the wording.
 */
export function pluginUpdatedMessage(name: string, oldVersion: string, newVersion: string): string {
  return `${name} actualizado de la versión ${oldVersion} a la ${newVersion}`;
}
