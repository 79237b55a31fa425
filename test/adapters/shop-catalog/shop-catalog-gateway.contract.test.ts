import { beforeEach, expect, it } from 'vitest';
import { jobSearchQuery } from '@domain/jobs';
import type { ShopCatalogGateway } from '@domain/shop-catalog';
import { InMemoryJobGateway } from '@adapters/jobs';
import { DEMO_SHOP_COUNT, HttpShopCatalogGateway, InMemoryShopCatalogGateway } from '@adapters/shop-catalog';
import { aBackofficeSession } from '../../support/builders/session.builder';
import { describeContract } from '../../support/contract';
import { fakeBackends, fakeJobHandlers } from '../../support/fake-jobs';
import { fakeShopCatalogHandlers } from '../../support/fake-shop-catalog';
import { failure } from '../../support/failure';

/** The job monitor beside the shops, to see an export or a forced sync arrive. */
let jobs: InMemoryJobGateway | undefined;
const theJobs = (): InMemoryJobGateway => {
  if (jobs === undefined) throw new Error('built with the port');
  return jobs;
};

describeContract<ShopCatalogGateway>(
  'ShopCatalogGateway',
  {
    memory: ({ db, clock }) => {
      jobs = new InMemoryJobGateway({ db, clock });
      return new InMemoryShopCatalogGateway({ db, clock });
    },
    http: ({ http, clock, fake }) => {
      const backends = fakeBackends(clock);
      jobs = backends.jobs;
      fake.server.use(...fakeShopCatalogHandlers(backends), ...fakeJobHandlers(backends));
      return new HttpShopCatalogGateway(http);
    },
  },
  (world) => {
    beforeEach(() => world().signIn(aBackofficeSession()));

    const firstDomain = async (): Promise<string> => {
      const [domain] = await world().port.domains();
      if (domain === undefined) throw new Error('a shop');
      return domain;
    };

    it('lists the shops of the demo pharmacies, each with its web type and eid', async () => {
      const domains = await world().port.domains();
      expect(domains).toHaveLength(DEMO_SHOP_COUNT);
      expect(domains.every((domain) => domain.endsWith('.farmacia.es'))).toBe(true);
      const type = await world().port.webType(domains[1] ?? '');
      expect(type.type).toBe('divi');
      expect(type.eid).toEqual(expect.any(Number));
      expect(await failure(world().port.webType('nadie.es'))).toMatchObject({ kind: 'not-found', status: 404 });
    });

    it('gives the products published on a shop, the same each time', async () => {
      const domain = await firstDomain();
      const products = await world().port.publishedProducts(domain);
      expect(products.length).toBeGreaterThanOrEqual(40);
      expect(products.length).toBeLessThanOrEqual(120);
      const [first] = products;
      expect(first?.code).toMatch(/^\d{6}$/);
      expect(first?.name).toBe('Ibuprofeno 400 mg 1');
      expect(Object.keys(first ?? {})).toEqual(['code', 'name', 'price', 'stock', 'category']);
      expect(products.every((product) => product.price > 0 && product.stock >= 0 && product.category !== '')).toBe(true);
      expect(await world().port.publishedProducts(domain)).toEqual(products);
    });

    it('queues an export as a pending job of the job monitor', async () => {
      const domain = await firstDomain();
      const { eid } = await world().port.webType(domain);
      await world().port.exportProducts({
        outputType: 'woocommerce',
        webType: 'ecommerce',
        domain,
        dbName: 'wp_tienda',
        eid: eid ?? 0,
        dbPrefix: 'wp_',
        options: { importImages: true, importCategories: false, onlyCreatedByUser: false, onlyPublished: true, tags: ['verano'] },
      });
      const [job] = await theJobs().search(jobSearchQuery({ type: 'CATALOG_EXPORT' }));
      expect(job).toMatchObject({ id: 'J-00361', status: 'PENDING', eid, subtype: 'EXPORT_PRODUCTS', creation: world().clock.now() });
      expect(JSON.parse(job?.info ?? '{}')).toMatchObject({ domain, db_name: 'wp_tienda', options: { import_categories: false, tags: ['verano'] } });
      expect(await failure(world().port.exportProducts({ outputType: 'csv', webType: 'divi', domain: 'nadie.es', dbName: 'x', eid: 1, dbPrefix: 'wp_', options: { importImages: false, importCategories: false, onlyCreatedByUser: false, onlyPublished: false, tags: [] } }))).toMatchObject({ status: 404 });
    });

    it('reads and saves the tokens and colours', async () => {
      const domain = await firstDomain();
      const settings = await world().port.settings(domain);
      expect(settings.tokens.WC_CONSUMER_KEY).toMatch(/^ck_[a-z0-9]{24}$/);
      expect(settings.colors).toEqual({ PRIMARY_COLOR: '#1c7ed6', SECONDARY_COLOR: '#f1f3f5', TEXT_COLOR: '#212529' });
      const next = { ...settings, tokens: { ...settings.tokens, RECAPTCHA_KEY: '6Lnuevo' }, colors: { ...settings.colors, PRIMARY_COLOR: '#2f9e44' } };
      await world().port.updateSettings({ domain, settings: next, oldColors: { PRIMARY_COLOR: '#1c7ed6' }, updatedColors: { PRIMARY_COLOR: '#2f9e44' } });
      expect(await world().port.settings(domain)).toEqual(next);
    });

    it('reads and saves the sync settings', async () => {
      const domain = await firstDomain();
      expect(await world().port.syncSettings(domain)).toEqual({ active: true, withEc: true, zeroStockUpload: true, medicalUpload: false, internalCodes: false });
      const next = { active: false, withEc: false, zeroStockUpload: false, medicalUpload: true, internalCodes: true };
      await world().port.updateSyncSettings(domain, next);
      expect(await world().port.syncSettings(domain)).toEqual(next);
    });

    it('forces a sync: a new entry at the end of the history and a sync job', async () => {
      const domain = await firstDomain();
      const history = await world().port.syncHistory(domain);
      expect(history).toHaveLength(30);
      await world().port.forceSync(domain, { withEc: true, zeroStockUpload: false, medicalUpload: true, internalCodes: false });
      const after = await world().port.syncHistory(domain);
      expect(after).toHaveLength(31);
      expect(after.at(-1)?.at).toBe(world().clock.now());
      expect(after.at(-1)?.published).toBeGreaterThan(0);
      const [job] = await theJobs().search(jobSearchQuery({ type: 'SHOP_SYNC', subtype: 'FORCE_SYNC' }));
      expect(job).toMatchObject({ status: 'PENDING', creation: world().clock.now() });
    });

    it('updates a plugin to its latest version, and changes nothing the second time', async () => {
      const domain = await firstDomain();
      expect(await world().port.updatePlugin(domain, 'farmacia-sync')).toEqual({ plugin: 'farmacia-sync', oldVersion: '3.1.4', newVersion: '3.2.0' });
      expect(await world().port.updatePlugin(domain, 'farmacia-sync')).toEqual({ plugin: 'farmacia-sync', oldVersion: '3.2.0', newVersion: '3.2.0' });
      expect(await failure(world().port.updatePlugin(domain, 'otro'))).toMatchObject({ status: 404 });
    });

    it('refuses the settings of an unknown shop', async () => {
      expect(await failure(world().port.settings('nadie.es'))).toMatchObject({ status: 404 });
      expect(await failure(world().port.syncSettings('nadie.es'))).toMatchObject({ status: 404 });
      expect(await failure(world().port.syncHistory('nadie.es'))).toMatchObject({ status: 404 });
    });
  },
);
