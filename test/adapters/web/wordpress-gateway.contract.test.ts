import { beforeEach, expect, it } from 'vitest';
import { visiblePlugins, type WordPressGateway } from '@domain/web';
import { HttpWordPressGateway, InMemoryWordPressGateway } from '@adapters/web';
import { aBackofficeSession } from '../../support/builders/session.builder';
import { describeContract } from '../../support/contract';
import { failure } from '../../support/failure';
import { fakeWebHandlers } from '../../support/fake-web';

const LLORENTE = { domain: 'farmacia-llorente-500.pre.farmacias.net', server: 'wp-03.farmacias.net', path: '/var/www/farmacia-llorente-500.pre.farmacias.net' };

describeContract<WordPressGateway>(
  'WordPressGateway',
  {
    memory: ({ db }) => new InMemoryWordPressGateway({ db }),
    http: ({ http, clock, fake }) => {
      fake.server.use(...fakeWebHandlers(clock));
      return new HttpWordPressGateway(http);
    },
  },
  (world) => {
    beforeEach(() => world().signIn(aBackofficeSession()));

    it('lists a host per website and a staging host without domain on each server (grouped by server on the wire)', async () => {
      const hosts = await world().port.virtualHosts();
      expect(hosts).toHaveLength(51);
      expect(hosts[0]).toEqual(LLORENTE);
      expect(hosts.filter((host) => host.domain === '').sort((a, b) => a.server.localeCompare(b.server))).toEqual([
        { domain: '', server: 'wp-01.farmacias.net', path: '/var/www/staging' },
        { domain: '', server: 'wp-02.farmacias.net', path: '/var/www/staging' },
        { domain: '', server: 'wp-03.farmacias.net', path: '/var/www/staging' },
      ]);
    });

    it('lists a host’s plugins with their versions and updates, the must-use one included', async () => {
      expect(await world().port.plugins(LLORENTE)).toEqual([
        { name: 'woocommerce', status: 'active', version: '8.9.3', updateVersion: '9.4.2', updateAvailable: true },
        { name: 'wordpress-seo', status: 'active', version: '22.8', updateVersion: '23.9', updateAvailable: true },
        { name: 'contact-form-7', status: 'active', version: '5.9.8', updateVersion: '', updateAvailable: false },
        { name: 'elementor', status: 'inactive', version: '3.21.0', updateVersion: '3.25.10', updateAvailable: true },
        { name: 'wp-rocket', status: 'active', version: '3.16.2', updateVersion: '3.17.3', updateAvailable: true },
        { name: 'farmacias-sync', status: 'must-use', version: '2.4.0', updateVersion: '2.5.0', updateAvailable: true },
      ]);
    });

    it('updates a plugin to its latest version, once', async () => {
      const [woocommerce] = await world().port.plugins(LLORENTE);
      if (woocommerce === undefined) throw new Error('woocommerce is installed');
      expect(await world().port.updatePlugin(LLORENTE, woocommerce)).toEqual({ name: 'woocommerce', oldVersion: '8.9.3', newVersion: '9.4.2' });
      expect((await world().port.plugins(LLORENTE))[0]).toEqual({ name: 'woocommerce', status: 'active', version: '9.4.2', updateVersion: '', updateAvailable: false });
      expect(await world().port.updatePlugin(LLORENTE, woocommerce)).toEqual({ name: 'woocommerce', oldVersion: '9.4.2', newVersion: '9.4.2' });
    });

    it('answers the same version for a plugin whose update changes nothing', async () => {
      const rocket = visiblePlugins(await world().port.plugins(LLORENTE)).find((plugin) => plugin.name === 'wp-rocket');
      if (rocket === undefined) throw new Error('wp-rocket is installed');
      expect(await world().port.updatePlugin(LLORENTE, rocket)).toEqual({ name: 'wp-rocket', oldVersion: '3.16.2', newVersion: '3.16.2' });
    });

    it('refuses an unknown host', async () => {
      expect(await failure(world().port.plugins({ domain: 'nada.es', server: 'wp-09.farmacias.net', path: '/var/www/nada.es' }))).toEqual({ kind: 'not-found', status: 404 });
    });
  },
);
