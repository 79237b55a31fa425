import { DEVELOPER_PLUGINS, type DeveloperToolsGateway, type NewPluginVersion, type ScriptInfo, type SetupEntry } from '@domain/developer-tools';
import { ApiError, type Clock } from '@domain/shared-kernel';
import type { DemoDatabase } from '@adapters/demo';
import { DEMO_COMMANDS, DEMO_SCRIPTS, demoCommandOutput, demoPluginVersions, demoServerStart, uptimeText } from './developer-tools-demo-data';

/** What the demo server answers (400) to a command it does not run. */
export const UNKNOWN_COMMAND_MESSAGE = 'Comando no disponible';

/**
 * The developer tools' backend in the demo: a server whose commands print on the injected clock, a
 * restart that resets its uptime, plugin versions that an upload replaces (kept across reloads) and
 * its scripts. An unknown command, plugin or script is refused (400 or 404).
 */
export class InMemoryDeveloperToolsGateway implements DeveloperToolsGateway {
  private readonly db: DemoDatabase;
  private readonly clock: Clock;

  constructor(options: { readonly db: DemoDatabase; readonly clock: Clock }) {
    this.db = options.db;
    this.clock = options.clock;
  }

  private startedAt(): number {
    return demoServerStart(this.db).get('server')?.at ?? this.clock.now();
  }

  async setupInfo(): Promise<readonly SetupEntry[]> {
    const startedAt = this.startedAt();
    return [
      { key: 'server', value: 'api-01.farmacias.internal' },
      { key: 'environment', value: 'preproduction' },
      { key: 'node', value: 'v22.11.0' },
      { key: 'database', value: 'mongodb 7.0 (rs0)' },
      { key: 'startedAt', value: new Date(startedAt).toISOString() },
      { key: 'uptime', value: uptimeText(this.clock.now() - startedAt) },
    ];
  }

  async commands(): Promise<readonly string[]> {
    return DEMO_COMMANDS;
  }

  async runCommand(command: string): Promise<string> {
    const output = demoCommandOutput(command, this.clock.now(), this.startedAt());
    if (output === undefined) throw new ApiError('http', 400, UNKNOWN_COMMAND_MESSAGE);
    return output;
  }

  async restartServer(): Promise<void> {
    demoServerStart(this.db).put({ id: 'server', at: this.clock.now() });
  }

  async pluginVersion(name: string): Promise<string> {
    const plugin = demoPluginVersions(this.db).get(name);
    if (plugin === undefined) throw new ApiError('not-found', 404, 'Plugin no encontrado');
    return plugin.version;
  }

  async uploadPluginVersion(upload: NewPluginVersion): Promise<void> {
    if (!(DEVELOPER_PLUGINS as readonly string[]).includes(upload.pluginName)) throw new ApiError('not-found', 404, 'Plugin no encontrado');
    demoPluginVersions(this.db).put({ name: upload.pluginName, version: upload.version, uploadedAt: this.clock.now(), size: upload.file.size });
  }

  async scripts(): Promise<readonly string[]> {
    return Object.keys(DEMO_SCRIPTS);
  }

  async scriptInfo(script: string): Promise<ScriptInfo> {
    const info = DEMO_SCRIPTS[script];
    if (info === undefined) throw new ApiError('not-found', 404, 'Script no encontrado');
    return { name: script, info };
  }
}
