import { ApiError } from '@domain/shared-kernel';
import type { PluginUpdateResult, VirtualHost, WordPressGateway, WordPressPlugin } from '@domain/web';
import type { DemoDatabase } from '@adapters/demo';
import { DEMO_UNLICENSED_PLUGIN, pluginKey, webDemo } from './web-demo-data';

/**
 * The WordPress manager's demo backend: the hosts of the demo's websites with their plugins, some out
 * of date. An update installs the plugin's latest version, but for wp-rocket, whose licence the demo
 * lacks: its update answers the same version (nothing changed).
 */
export class InMemoryWordPressGateway implements WordPressGateway {
  private readonly db: DemoDatabase;

  constructor(options: { readonly db: DemoDatabase }) {
    this.db = options.db;
  }

  async virtualHosts(): Promise<readonly VirtualHost[]> {
    return webDemo(this.db).vhosts.all();
  }

  async plugins(vhost: VirtualHost): Promise<readonly WordPressPlugin[]> {
    this.host(vhost);
    return webDemo(this.db)
      .plugins.all()
      .filter((plugin) => plugin.server === vhost.server && plugin.path === vhost.path)
      .map(({ name, status, version, updateVersion, updateAvailable }) => ({ name, status, version, updateVersion, updateAvailable }));
  }

  async updatePlugin(vhost: VirtualHost, plugin: WordPressPlugin): Promise<PluginUpdateResult> {
    this.host(vhost);
    const plugins = webDemo(this.db).plugins;
    const stored = plugins.get(pluginKey(vhost, plugin.name));
    if (stored === undefined) throw new ApiError('not-found', 404, `El plugin ${plugin.name} no está instalado`);
    if (!stored.updateAvailable || stored.name === DEMO_UNLICENSED_PLUGIN) return { name: stored.name, oldVersion: stored.version, newVersion: stored.version };
    plugins.put({ ...stored, version: stored.updateVersion, updateVersion: '', updateAvailable: false });
    return { name: stored.name, oldVersion: stored.version, newVersion: stored.updateVersion };
  }

  private host(vhost: VirtualHost): void {
    if (webDemo(this.db).vhosts.get(`${vhost.server}|${vhost.path}`) === undefined) throw new ApiError('not-found', 404, 'El vhost no existe');
  }
}
