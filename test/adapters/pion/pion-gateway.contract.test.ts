import { beforeEach, expect, it } from 'vitest';
import { mostFailedTest, topFailingPharmacies, type PionGateway } from '@domain/pion';
import { DEMO_PION_BROKEN_TEST, DEMO_PION_FUNCTIONS, DEMO_PION_PHARMACIES, HttpPionGateway, InMemoryPionGateway } from '@adapters/pion';
import { aBackofficeSession } from '../../support/builders/session.builder';
import { describeContract } from '../../support/contract';
import { fakeAdminBackends, fakePionHandlers } from '../../support/fake-admin-tools';
import { failure } from '../../support/failure';

describeContract<PionGateway>(
  'PionGateway',
  {
    memory: ({ db, clock }) => new InMemoryPionGateway({ db, clock }),
    http: ({ http, clock, fake }) => {
      fake.server.use(...fakePionHandlers(fakeAdminBackends(clock)));
      return new HttpPionGateway(http);
    },
  },
  (world) => {
    beforeEach(() => world().signIn(aBackofficeSession()));

    it('lists six tests, each with a result for the first 24 pharmacies, some failing with a reason', async () => {
      const tests = await world().port.listTests();
      expect(tests.map((test) => test.id)).toEqual(['pion-erp-sync', 'pion-web-online', 'pion-shop-stock', 'pion-ssl', 'pion-crm-feed', 'pion-sms-legacy']);
      expect(tests.every((test) => test.latestResults.length === DEMO_PION_PHARMACIES)).toBe(true);
      const results = tests.flatMap((test) => test.latestResults);
      const failed = results.filter((result) => !result.passed);
      expect(failed.length).toBeGreaterThan(10);
      expect(failed.every((result) => result.reason !== '' && result.reason !== 'OK')).toBe(true);
      expect(results.filter((result) => result.passed).every((result) => result.reason === 'OK')).toBe(true);
      expect(results.every((result) => result.at !== undefined && result.at < world().clock.now())).toBe(true);
      expect(topFailingPharmacies(tests)).toHaveLength(10);
      expect(mostFailedTest(tests)?.failures).toBeGreaterThan(0);
    });

    it('names the functions the server runs: all but the old SMS gateway', async () => {
      expect(await world().port.functionNames()).toEqual(DEMO_PION_FUNCTIONS);
      expect(DEMO_PION_FUNCTIONS).toEqual(['check_erp_sync', 'check_website_up', 'check_shop_stock', 'check_ssl_certificate', 'check_crm_feed']);
    });

    it('runs a test now: every pharmacy gets a result at the current time, kept for the next read', async () => {
      const { port, clock } = world();
      clock.advance(3_600_000);
      await port.executeNow('pion-web-online');
      const test = (await port.listTests()).find((candidate) => candidate.id === 'pion-web-online');
      expect(test?.latestResults).toHaveLength(DEMO_PION_PHARMACIES);
      expect(test?.latestResults.every((result) => result.at === clock.now())).toBe(true);
      const other = (await port.listTests()).find((candidate) => candidate.id === 'pion-ssl');
      expect(other?.latestResults.every((result) => result.at !== clock.now())).toBe(true);
    });

    it('answers the same results for the same run', async () => {
      const { port } = world();
      await port.executeNow('pion-erp-sync');
      const first = (await port.listTests())[0];
      await port.executeNow('pion-erp-sync');
      expect((await port.listTests())[0]).toEqual(first);
    });

    it('refuses a test whose parameters are wrong (400) and an unknown one (404)', async () => {
      expect(await failure(world().port.executeNow(DEMO_PION_BROKEN_TEST))).toMatchObject({ status: 400 });
      expect(await failure(world().port.executeNow('nope'))).toMatchObject({ status: 404 });
    });
  },
);
