import { portMethods, token, type FileHandle } from '@domain/shared-kernel';
import type { ScriptInfo, SetupEntry } from './developer-tools';

/** A new version of a plugin to publish (spec 3 §7 POST /api/v1/wp/new-version). */
export interface NewPluginVersion {
  readonly pluginName: string;
  readonly version: string;
  /** The chosen .zip (the browser's `File` fits it). */
  readonly file: FileHandle;
  readonly fileName: string;
}

/** The server and developer tools calls (spec 3 §7 "Server and developer tools"). Failures reject with an ApiError. */
export interface DeveloperToolsGateway {
  /** GET /api/v2/setup/getSetupInfo. */
  setupInfo(): Promise<readonly SetupEntry[]>;
  /** GET /api/v2/setup/cmd/functionList: the commands the server runs. */
  commands(): Promise<readonly string[]>;
  /** POST /api/v2/setup/cmd/doCmd {command}: the command's output. */
  runCommand(command: string): Promise<string>;
  /** GET /api/v2/setup/restartServer; the screen calls it only after the typed word (spec 3 §5). */
  restartServer(): Promise<void>;
  /** GET /api/v1/plugin-version/{name}: the published version of a plugin. */
  pluginVersion(name: string): Promise<string>;
  /** POST /api/v1/wp/new-version (multipart: file, version, plugin_name). */
  uploadPluginVersion(upload: NewPluginVersion): Promise<void>;
  /** GET /api/v2/scripts/list. */
  scripts(): Promise<readonly string[]>;
  /** GET /api/v2/scripts/info/{script}. */
  scriptInfo(script: string): Promise<ScriptInfo>;
}

/** Token of the {@link DeveloperToolsGateway} port. */
export const DeveloperToolsGateway = token<DeveloperToolsGateway>('developer-tools.DeveloperToolsGateway');

/** Every call of the {@link DeveloperToolsGateway} port. */
export const DeveloperToolsGatewayMethods = portMethods<DeveloperToolsGateway>()(
  'setupInfo',
  'commands',
  'runCommand',
  'restartServer',
  'pluginVersion',
  'uploadPluginVersion',
  'scripts',
  'scriptInfo',
);
