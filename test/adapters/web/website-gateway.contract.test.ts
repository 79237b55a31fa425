import { beforeEach, expect, it } from 'vitest';
import { WEB_DEPLOY_MESSAGES, deployRequestOf, EMPTY_NEW_WEBSITE_FORM, webJobDomain, type WebsiteGateway } from '@domain/web';
import { HttpWebsiteGateway, InMemoryWebsiteGateway } from '@adapters/web';
import { aBackofficeSession } from '../../support/builders/session.builder';
import { CONTRACT_NOW, describeContract } from '../../support/contract';
import { failure } from '../../support/failure';
import { fakeWebHandlers } from '../../support/fake-web';

const LLORENTE_PRE = 'farmacia-llorente-500.pre.farmacias.net';

/** A valid new website of Farmacia Llorente (eid 500) on wp-02. */
const aWebsite = (domain: string) => deployRequestOf({ ...EMPTY_NEW_WEBSITE_FORM, eid: 500, server: 'wp-02.farmacias.net', domain, title: "Farmacia Llorente's", email: 'web@llorente.es', stripeKey: 'sk_test_1', logo: 'https://cdn.example/logo.png' });

describeContract<WebsiteGateway>(
  'WebsiteGateway',
  {
    memory: ({ db, clock }) => new InMemoryWebsiteGateway({ db, clock }),
    http: ({ http, clock, fake }) => {
      fake.server.use(...fakeWebHandlers(clock));
      return new HttpWebsiteGateway(http);
    },
  },
  (world) => {
    beforeEach(() => world().signIn(aBackofficeSession()));

    it('lists every domain with a website and each pharmacy’s websites, provisional or in production', async () => {
      const domains = await world().port.allDomains();
      expect(domains).toHaveLength(48);
      expect(domains.slice(0, 3)).toEqual([LLORENTE_PRE, 'farmacia-suarez.es', 'farmacia-jimenez-serrano.es']);
      expect(await world().port.websitesOf(500)).toEqual([{ domain: LLORENTE_PRE, server: 'wp-03.farmacias.net', eid: 500, stage: 'pre' }]);
      expect(await world().port.websitesOf(501)).toEqual([{ domain: 'farmacia-suarez.es', server: 'wp-01.farmacias.net', eid: 501, stage: 'pro' }]);
      expect(await world().port.websitesOf(9999)).toEqual([]);
    });

    it('gives the web-tool jobs of a subtype from the demo’s one jobs store, newest first, deleted ones left out', async () => {
      const jobs = await world().port.webToolJobs('NEW_WEB_DEPLOYMENT');
      expect(jobs).toHaveLength(27);
      expect(jobs[0]).toEqual({
        id: 'J-00359',
        creation: CONTRACT_NOW - 30_720_000,
        lastUpdate: CONTRACT_NOW - 30_720_000,
        schedule: undefined,
        type: 'PROPAGATOR_WEBTOOLS',
        subtype: 'NEW_WEB_DEPLOYMENT',
        eid: 525,
        author: 'lfernandez',
        status: 'PENDING',
        info: JSON.stringify({ eid: 525, domain: 'farmacia-sol.farmacia.es', server: 'web-2', steps: ['clone', 'configure', 'dns', 'ssl'].map((step) => ({ step, done: true })) }),
      });
      expect(jobs.every((job) => job.subtype === 'NEW_WEB_DEPLOYMENT')).toBe(true);
      expect(jobs.filter((job) => job.status === 'FAILED').map((job) => job.id)).toEqual(['J-00333', 'J-00317', 'J-00313', 'J-00257', 'J-00171']);
      expect((await world().port.webToolJobs('WEB_TO_PRODUCTION')).map((job) => job.id).slice(0, 3)).toEqual(['J-00325', 'J-00322', 'J-00318']);
    });

    it('creates a website whose deployment job waits 20 s, runs 60 s and ends', async () => {
      await world().port.deployWebsite(aWebsite('https://nueva-llorente.es/'));
      expect(await world().port.allDomains()).toContain('nueva-llorente.es');
      expect(await world().port.websitesOf(500)).toEqual([
        { domain: LLORENTE_PRE, server: 'wp-03.farmacias.net', eid: 500, stage: 'pre' },
        { domain: 'nueva-llorente.es', server: 'wp-02.farmacias.net', eid: 500, stage: 'pre' },
      ]);
      const statusOfNew = async (): Promise<string | undefined> => (await world().port.webToolJobs('NEW_WEB_DEPLOYMENT')).find((job) => webJobDomain(job) === 'nueva-llorente.es')?.status;
      expect(await statusOfNew()).toBe('PENDING');
      world().clock.advance(20_000);
      expect(await statusOfNew()).toBe('RUNNING');
      world().clock.advance(60_000);
      expect(await statusOfNew()).toBe('DONE');
    });

    it('refuses a domain already used, and a deployment whose domain starts with "fallo" ends in error', async () => {
      expect(await failure(world().port.deployWebsite(aWebsite('farmacia-suarez.es')), { serverMessage: true })).toEqual({ kind: 'server-message', status: 200, serverMessage: WEB_DEPLOY_MESSAGES.DOMAIN_TAKEN });
      expect(await failure(world().port.deployNewWeb({ eid: 501, server: 'wp-01.farmacias.net', domain: LLORENTE_PRE, theme: 'Divi', wskey: '', shopOnline: false }), { serverMessage: true })).toEqual({
        kind: 'server-message',
        status: 200,
        serverMessage: WEB_DEPLOY_MESSAGES.DOMAIN_TAKEN,
      });
      await world().port.deployNewWeb({ eid: 501, server: 'wp-01.farmacias.net', domain: 'fallo-suarez.es', theme: 'Techgostore', wskey: 'ck_1', shopOnline: true });
      world().clock.advance(80_000);
      const job = (await world().port.webToolJobs('NEW_WEB_DEPLOYMENT'))[0];
      expect([job?.eid, job?.status, webJobDomain(job ?? { info: undefined })]).toEqual([501, 'ERROR', 'fallo-suarez.es']);
      expect(JSON.parse(job?.info ?? '{}')).toEqual({ domain: 'fallo-suarez.es', server: 'wp-01.farmacias.net', error: 'El servidor WordPress no responde' });
    });

    it('moves a website to production: renamed, in production, with a job', async () => {
      await world().port.moveToProduction({ server: 'wp-03.farmacias.net', oldDomain: LLORENTE_PRE, newDomain: 'farmacia-llorente.es', clientEmail: 'cliente@llorente.es', eid: 500 });
      expect(await world().port.websitesOf(500)).toEqual([{ domain: 'farmacia-llorente.es', server: 'wp-03.farmacias.net', eid: 500, stage: 'pro' }]);
      const [job] = await world().port.webToolJobs('WEB_TO_PRODUCTION');
      expect([job?.eid, job?.status, job?.creation, webJobDomain(job ?? { info: undefined })]).toEqual([500, 'PENDING', CONTRACT_NOW, 'farmacia-llorente.es']);
    });

    it('refuses a move of a website that is not the pharmacy’s, or to a domain already used', async () => {
      expect(await failure(world().port.moveToProduction({ server: 'wp-03.farmacias.net', oldDomain: LLORENTE_PRE, newDomain: 'otra.es', clientEmail: 'a@b.es', eid: 501 }))).toEqual({ kind: 'not-found', status: 404 });
      expect(await failure(world().port.moveToProduction({ server: 'wp-03.farmacias.net', oldDomain: LLORENTE_PRE, newDomain: 'farmacia-suarez.es', clientEmail: 'a@b.es', eid: 500 }), { serverMessage: true })).toEqual({
        kind: 'server-message',
        status: 200,
        serverMessage: WEB_DEPLOY_MESSAGES.DOMAIN_TAKEN,
      });
    });

    it('stores a logo and answers its address', async () => {
      const bytes = new Uint8Array([137, 80, 78, 71]);
      const url = await world().port.uploadLogo({ name: 'logo.png', type: 'image/png', size: bytes.length, arrayBuffer: () => Promise.resolve(bytes.buffer) });
      expect(url).toBe('data:image/png;base64,iVBORw==');
    });
  },
);
