import type { PharmacyWebsite, VirtualHost, WordPressPlugin } from '@domain/web';
import type { DemoCollection, DemoDatabase, DemoPharmacy } from '@adapters/demo';

/** The WordPress servers of the demo. */
export const DEMO_WEB_SERVERS = ['wp-01.farmacias.net', 'wp-02.farmacias.net', 'wp-03.farmacias.net'] as const;

/** A plugin installed on a demo host, keyed by host and name. */
export interface DemoPlugin extends WordPressPlugin {
  readonly key: string;
  readonly server: string;
  readonly path: string;
}

/** The web part of a demo database. */
export interface WebDemo {
  readonly websites: DemoCollection<PharmacyWebsite>;
  readonly vhosts: DemoCollection<VirtualHost>;
  readonly plugins: DemoCollection<DemoPlugin>;
}

/** A new domain starting with this word makes its demo job fail (a trainee can walk through a failed deploy). */
export const DEMO_FAILING_DOMAIN_PREFIX = 'fallo';

const slug = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The provisional domain of a pharmacy's website before it goes to production. */
export const provisionalDomain = (pharmacy: Pick<DemoPharmacy, 'eid' | 'name'>): string => `${slug(pharmacy.name)}-${pharmacy.eid}.pre.farmacias.net`;

const serverOf = (eid: number): string => DEMO_WEB_SERVERS[eid % DEMO_WEB_SERVERS.length] ?? DEMO_WEB_SERVERS[0];

/** Every third pharmacy with a website is still on its provisional domain; the others are in production. */
export function generateWebsites(pharmacies: readonly DemoPharmacy[]): PharmacyWebsite[] {
  return pharmacies.flatMap((pharmacy, index): PharmacyWebsite[] => {
    if (pharmacy.website === '' && index % 2 === 1) return [];
    const provisional = index % 3 === 0 || pharmacy.website === '';
    return [{ domain: provisional ? provisionalDomain(pharmacy) : pharmacy.website.replace(/^https?:\/\//, '').replace(/\/$/, ''), server: serverOf(pharmacy.eid), eid: pharmacy.eid, stage: provisional ? 'pre' : 'pro' }];
  });
}

/** A host per website, and on each server a staging host without a domain. */
export function generateVirtualHosts(websites: readonly PharmacyWebsite[]): VirtualHost[] {
  return [
    ...websites.map((site) => ({ domain: site.domain, server: site.server, path: `/var/www/${site.domain}` })),
    ...DEMO_WEB_SERVERS.map((server) => ({ domain: '', server, path: '/var/www/staging' })),
  ];
}

/** name, status, version, latest version; the must-use plugin is never listed by the manager. */
const PLUGINS: readonly (readonly [name: string, status: string, version: string, latest: string])[] = [
  ['woocommerce', 'active', '8.9.3', '9.4.2'],
  ['wordpress-seo', 'active', '22.8', '23.9'],
  ['contact-form-7', 'active', '5.9.8', '5.9.8'],
  ['elementor', 'inactive', '3.21.0', '3.25.10'],
  ['wp-rocket', 'active', '3.16.2', '3.17.3'],
  ['farmacias-sync', 'must-use', '2.4.0', '2.5.0'],
];

/**
 * The plugins of a host: the hosts of every second website are up to date; on the others woocommerce,
 * wordpress-seo, elementor and wp-rocket have updates. wp-rocket's update needs a licence the demo
 * has not got: updating it changes nothing.
 */
export function generatePlugins(vhosts: readonly VirtualHost[]): DemoPlugin[] {
  return vhosts.flatMap((vhost, index) =>
    PLUGINS.map(([name, status, version, latest]) => {
      const current = index % 2 === 1 ? latest : version;
      return { key: pluginKey(vhost, name), server: vhost.server, path: vhost.path, name, status, version: current, updateVersion: current === latest ? '' : latest, updateAvailable: current !== latest };
    }),
  );
}

/** The key of a host's plugin. */
export const pluginKey = (vhost: Pick<VirtualHost, 'server' | 'path'>, name: string): string => `${vhost.server}|${vhost.path}|${name}`;

/** The plugin whose demo update changes nothing (its licence is missing). */
export const DEMO_UNLICENSED_PLUGIN = 'wp-rocket';

/** The web part of a demo database. */
export function webDemo(db: DemoDatabase): WebDemo {
  const websites = db.collection<PharmacyWebsite>('web.websites', { version: 1, key: (site) => site.domain, generate: ({ data }) => generateWebsites(data.pharmacies) });
  return {
    websites,
    vhosts: db.collection<VirtualHost>('web.vhosts', { version: 1, key: (vhost) => `${vhost.server}|${vhost.path}`, generate: ({ data }) => generateVirtualHosts(generateWebsites(data.pharmacies)) }),
    plugins: db.collection<DemoPlugin>('web.plugins', { version: 1, key: (plugin) => plugin.key, generate: ({ data }) => generatePlugins(generateVirtualHosts(generateWebsites(data.pharmacies))) }),
  };
}
