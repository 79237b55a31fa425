import { err, ok, type Result } from '@domain/shared-kernel';

/** One line of the server's setup information (spec 3 §7 GET /api/v2/setup/getSetupInfo; its fields are not shown). */
export interface SetupEntry {
  readonly key: string;
  readonly value: string;
}

/** A script the server can run and what it says of itself (spec 3 §7 GET /api/v2/scripts/info/{script}). */
export interface ScriptInfo {
  readonly name: string;
  readonly info: string;
}

/** The WordPress plugins whose published version the developer tools show and replace (spec 3 §7 plugin-version; the names are not shown). */
export const DEVELOPER_PLUGINS = ['wp-express-order', 'farmacias-sync', 'farmacias-theme-tools'] as const;

/** The largest plugin zip the screen sends (not in the spec). */
export const MAX_PLUGIN_ZIP_BYTES = 50 * 1024 * 1024;

/** The first bytes of every zip file ("PK\x03\x04"). */
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04] as const;

/** A plugin version as the upload takes it: numbers separated by dots, 1 to 4 of them (1.2.3). */
const VERSION = /^\d{1,4}(\.\d{1,4}){0,3}$/;

/** What the user chose to upload, as far as the rule reads it. */
export interface PluginUpload {
  readonly pluginName: string;
  readonly version: string;
  readonly file: { readonly name: string; readonly size: number; readonly firstBytes: Uint8Array } | undefined;
}

/** Why a plugin upload is refused before it is sent. */
export type PluginUploadError = 'no-plugin' | 'bad-version' | 'no-file' | 'not-zip' | 'empty' | 'too-large';

/**
 * Checks a new plugin version before it is sent (spec 3 §7 POST /api/v1/wp/new-version, multipart:
 * file, version, plugin_name). Not in the spec: the file must be a zip by its name (.zip) and by its
 * content (it starts with PK\x03\x04), not empty and at most 50 MB; the version is 1 to 4 dotted
 * numbers. The first problem found, in the form's order, is answered.
 */
export function checkPluginUpload(upload: PluginUpload): Result<{ readonly pluginName: string; readonly version: string }, PluginUploadError> {
  const pluginName = upload.pluginName.trim();
  const version = upload.version.trim();
  if (pluginName === '') return err('no-plugin');
  if (!VERSION.test(version)) return err('bad-version');
  const file = upload.file;
  if (file === undefined) return err('no-file');
  if (file.size === 0) return err('empty');
  if (file.size > MAX_PLUGIN_ZIP_BYTES) return err('too-large');
  if (!file.name.toLowerCase().endsWith('.zip') || !ZIP_MAGIC.every((byte, index) => file.firstBytes[index] === byte)) return err('not-zip');
  return ok({ pluginName, version });
}

/** The most characters of a command's output the screen keeps (not in the spec): the end is kept. */
export const MAX_COMMAND_OUTPUT_CHARS = 200_000;

/**
 * A command's output as the screen shows it: line ends made \n, and when longer than
 * {@link MAX_COMMAND_OUTPUT_CHARS}, only its end with a first line saying how much was cut.
 */
export function commandOutputText(output: string, limit: number = MAX_COMMAND_OUTPUT_CHARS): { readonly text: string; readonly cut: number } {
  const text = output.replace(/\r\n?/g, '\n');
  if (text.length <= limit) return { text, cut: 0 };
  return { text: text.slice(text.length - limit), cut: text.length - limit };
}
