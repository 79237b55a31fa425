import { beforeEach, describe, expect, it } from 'vitest';
import { http as mswHttp, HttpResponse } from 'msw';
import type { EntityReportStatus, ReportJobGateway } from '@domain/entities';
import { isApiError } from '@domain/shared-kernel';
import { DEMO_JOB_PENDING_MS, DEMO_JOB_RUNNING_MS, HttpReportJobGateway, InMemoryReportJobGateway } from '@adapters/entities';
import { aBackofficeSession } from '../../support/builders/session.builder';
import { describeContract, useFakeApi } from '../../support/contract';
import { FAKE_URLS } from '../../support/fake-api';
import { fakeReportJobHandlers } from '../../support/fake-report-jobs';

const THREE = [500, 501, 502];
const OCTOBER = { year: 2026, month: 10 };

const statesOf = (statuses: readonly EntityReportStatus[], eids: readonly number[]) => eids.map((eid) => statuses.find((status) => status.eid === eid)?.state);

describeContract<ReportJobGateway>(
  'ReportJobGateway',
  {
    memory: ({ db, clock }) => new InMemoryReportJobGateway({ db, clock }),
    http: ({ http, clock, fake }) => {
      fake.server.use(...fakeReportJobHandlers(clock));
      return new HttpReportJobGateway(http);
    },
  },
  (world) => {
    beforeEach(() => world().signIn(aBackofficeSession()));

    it("answers every pharmacy without a job, with the list's last cache and report months", async () => {
      const statuses = await world().port.statuses();
      expect(statuses).toHaveLength(48);
      expect(statuses.every((status) => status.state === 'idle')).toBe(true);
      const pharmacy = world().data.pharmacies.find((candidate) => candidate.eid === 500);
      expect(statuses.find((status) => status.eid === 500)).toEqual({ eid: 500, state: 'idle', lastCache: pharmacy?.lastCache, lastReport: pharmacy?.lastReport });
    });

    it('runs a cache job of three pharmacies from pending to running to done, which brings their cache to the last closed month', async () => {
      await world().port.generate({ kind: 'cache', entities: THREE, from: { year: 2016, month: 3 } });
      expect(statesOf(await world().port.statuses(), [...THREE, 503])).toEqual(['pending', 'pending', 'pending', 'idle']);
      world().clock.advance(DEMO_JOB_PENDING_MS);
      expect(statesOf(await world().port.statuses(), THREE)).toEqual(['running', 'running', 'running']);
      world().clock.advance(DEMO_JOB_RUNNING_MS);
      const done = await world().port.statuses();
      expect(statesOf(done, THREE)).toEqual(['idle', 'idle', 'idle']);
      expect(THREE.map((eid) => done.find((status) => status.eid === eid)?.lastCache)).toEqual([OCTOBER, OCTOBER, OCTOBER]);
      const pharmacy = world().data.pharmacies.find((candidate) => candidate.eid === 500);
      expect(done.find((status) => status.eid === 500)?.lastReport).toEqual(pharmacy?.lastReport);
    });

    it('runs a report job that brings the reports to the last closed month and leaves the cache', async () => {
      await world().port.generate({ kind: 'report', entities: [507], from: { year: 2017, month: 12 } });
      world().clock.advance(DEMO_JOB_PENDING_MS + DEMO_JOB_RUNNING_MS);
      const pharmacy = world().data.pharmacies.find((candidate) => candidate.eid === 507);
      expect((await world().port.statuses()).find((status) => status.eid === 507)).toEqual({ eid: 507, state: 'idle', lastCache: pharmacy?.lastCache, lastReport: OCTOBER });
    });

    it('regenerates every pharmacy of an ERP, and only those', async () => {
      await world().port.regenerateByErp({ cache: true, report: false, erp: 'Nixfarma' });
      const statuses = await world().port.statuses();
      const nixfarma = new Set(world().data.pharmacies.filter((pharmacy) => pharmacy.erp === 'Nixfarma').map((pharmacy) => pharmacy.eid));
      expect(nixfarma.size).toBeGreaterThan(0);
      expect(statuses.filter((status) => status.state === 'pending').map((status) => status.eid)).toEqual([...nixfarma]);
    });

    it('regenerates every pharmacy for all ERPs', async () => {
      await world().port.regenerateByErp({ cache: true, report: true, erp: 'all' });
      expect((await world().port.statuses()).filter((status) => status.state === 'pending')).toHaveLength(48);
    });

    it('refuses a job without pharmacies', async () => {
      const error: unknown = await world().port.generate({ kind: 'cache', entities: [], from: { year: 2015, month: 1 } }).catch((caught: unknown) => caught);
      expect(isApiError(error) && error.status).toBe(400);
    });
  },
);

describe('HttpReportJobGateway wire format', () => {
  const world = useFakeApi();
  beforeEach(() => {
    world().fake.server.use(...fakeReportJobHandlers(world().clock));
    world().signIn(aBackofficeSession());
  });

  it('PUTs the cache with {entities, from{year, month}} and the report with {entities, date{month, year}}', async () => {
    const gateway = new HttpReportJobGateway(world().http);
    await gateway.generate({ kind: 'cache', entities: THREE, from: { year: 2016, month: 3 } });
    await gateway.generate({ kind: 'report', entities: [504], from: { year: 2015, month: 11 } });
    const [cache] = world().fake.requestsTo('/api/v1/entity/mainpanel/cache');
    const [report] = world().fake.requestsTo('/api/v1/entity/mainpanel/report');
    expect([cache?.method, cache?.headers.eid, cache?.body]).toEqual(['PUT', '-1', { entities: THREE, from: { year: 2016, month: 3 } }]);
    expect([report?.method, report?.body]).toEqual(['PUT', { entities: [504], date: { month: 11, year: 2015 } }]);
  });

  it('PUTs the regeneration by ERP with {cache, report, erp}', async () => {
    await new HttpReportJobGateway(world().http).regenerateByErp({ cache: false, report: true, erp: 'all' });
    const [call] = world().fake.requestsTo('/api/v2/regenerate-data/by-erp');
    expect([call?.method, call?.body]).toEqual(['PUT', { cache: false, report: true, erp: 'all' }]);
  });

  it("fails with the spec's messages when a job call answers 'ERROR'", async () => {
    world().fake.server.use(
      mswHttp.put(`${FAKE_URLS.api}/api/v1/entity/mainpanel/report`, () => HttpResponse.json({ success: true, data: 'ERROR' })),
      mswHttp.put(`${FAKE_URLS.api}/api/v2/regenerate-data/by-erp`, () => HttpResponse.json({ success: true, data: 'ERROR' })),
    );
    const gateway = new HttpReportJobGateway(world().http);
    const generated: unknown = await gateway.generate({ kind: 'report', entities: [504], from: { year: 2015, month: 1 } }).catch((caught: unknown) => caught);
    const regenerated: unknown = await gateway.regenerateByErp({ cache: true, report: true, erp: 'Farmatic' }).catch((caught: unknown) => caught);
    expect(isApiError(generated) && generated.serverMessage).toBe('Ha ocurrido un error');
    expect(isApiError(regenerated) && regenerated.serverMessage).toBe('Hubo un error al crear los trabajos de regeneración');
  });

  it('reads the status words and months as a server may write them', async () => {
    world().fake.server.use(
      mswHttp.get(`${FAKE_URLS.api}/api/v2/reports/status`, () =>
        HttpResponse.json([
          { eid: '1', status: 'pending', cache: '2026-9', report: { year: 2026, month: 8 } },
          { eid: 2, status: 'IN_PROGRESS', cache: null },
          { eid: 3, status: 'failed', cache: '13/2026', report: null },
          { eid: 4, status: null },
        ]),
      ),
    );
    expect(await new HttpReportJobGateway(world().http).statuses()).toEqual([
      { eid: 1, state: 'pending', lastCache: { year: 2026, month: 9 }, lastReport: { year: 2026, month: 8 } },
      { eid: 2, state: 'running', lastCache: undefined, lastReport: undefined },
      { eid: 3, state: 'failed', lastCache: undefined, lastReport: undefined },
      { eid: 4, state: 'idle', lastCache: undefined, lastReport: undefined },
    ]);
  });
});
