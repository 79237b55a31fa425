import { portMethods, token } from '@domain/shared-kernel';
import type { VirtualHost, WordPressPlugin } from './wordpress';

/** What a plugin update answered: the plugin's version before and after ('' when none came back). */
export interface PluginUpdateResult {
  readonly name: string;
  readonly oldVersion: string;
  readonly newVersion: string;
}

/** The WordPress manager's calls (spec 3 §7 "WordPress and web tools"). */
export interface WordPressGateway {
  /** Every virtual host of every server (GET /api/v1/wp/vhosts). */
  virtualHosts(): Promise<readonly VirtualHost[]>;
  /** A virtual host's plugins (POST /api/v1/wp with the plugin list command). */
  plugins(vhost: VirtualHost): Promise<readonly WordPressPlugin[]>;
  /** Updates one plugin of a virtual host (POST /api/v1/wp with the plugin update command). */
  updatePlugin(vhost: VirtualHost, plugin: WordPressPlugin): Promise<PluginUpdateResult>;
}

export const WordPressGateway = token<WordPressGateway>('web.WordPressGateway');
export const WordPressGatewayMethods = portMethods<WordPressGateway>()('virtualHosts', 'plugins', 'updatePlugin');
