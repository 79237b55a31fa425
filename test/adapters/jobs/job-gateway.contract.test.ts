import { beforeEach, expect, it } from 'vitest';
import { JOB_SEARCH_LIMIT, jobSearchQuery, type JobGateway } from '@domain/jobs';
import { DEMO_JOB_COUNT, HttpJobGateway, InMemoryJobGateway } from '@adapters/jobs';
import { aBackofficeSession } from '../../support/builders/session.builder';
import { describeContract } from '../../support/contract';
import { fakeBackends, fakeJobHandlers } from '../../support/fake-jobs';
import { failure } from '../../support/failure';

const MINUTE = 60_000;

describeContract<JobGateway>(
  'JobGateway',
  {
    memory: ({ db, clock }) => new InMemoryJobGateway({ db, clock }),
    http: ({ http, clock, fake }) => {
      fake.server.use(...fakeJobHandlers(fakeBackends(clock)));
      return new HttpJobGateway(http);
    },
  },
  (world) => {
    beforeEach(() => world().signIn(aBackofficeSession()));

    it('answers the 200 newest jobs not deleted, newest first', async () => {
      const jobs = await world().port.search(jobSearchQuery({}));
      expect(DEMO_JOB_COUNT).toBe(360);
      expect(jobs).toHaveLength(JOB_SEARCH_LIMIT);
      expect(jobs.every((job) => job.status !== 'deleted')).toBe(true);
      expect(jobs.map((job) => job.creation)).toEqual([...jobs.map((job) => job.creation)].sort((a, b) => b - a));
      expect(jobs[0]?.id).toBe('J-00360');
    });

    it('searches by status, type, subtype, author and eid', async () => {
      const failed = await world().port.search(jobSearchQuery({ status: 'FAILED', type: 'CATALOG_EXPORT' }));
      expect(failed.length).toBeGreaterThan(3);
      expect(failed.every((job) => job.status === 'FAILED' && job.type === 'CATALOG_EXPORT' && job.subtype === 'EXPORT_PRODUCTS')).toBe(true);
      const first = failed[0];
      if (first === undefined) throw new Error('a failed export');
      const same = await world().port.search(jobSearchQuery({ eid: first.eid, author: first.author, subtype: first.subtype }));
      expect(same.map((job) => job.id)).toContain(first.id);
      expect(same.every((job) => job.eid === first.eid && job.author === first.author)).toBe(true);
    });

    it('searches by creation day, the end day included whole', async () => {
      const { clock } = world();
      const all = await world().port.search(jobSearchQuery({}));
      const newest = all[0];
      if (newest === undefined) throw new Error('a job');
      const dayStart = newest.creation - (newest.creation % 86_400_000);
      const found = await world().port.search(jobSearchQuery({ creation: { from: dayStart, to: dayStart } }));
      expect(found.map((job) => job.id)).toContain(newest.id);
      expect(found.every((job) => job.creation >= dayStart && job.creation < dayStart + 86_400_000)).toBe(true);
      expect(clock.now()).toBeGreaterThan(newest.creation);
    });

    it('lists the values of the fields, deleted included', async () => {
      const values = await world().port.fieldValues();
      expect(values.types).toEqual(['CATALOG_EXPORT', 'MAINPANEL', 'PROPAGATOR_WEBTOOLS', 'SHOP_SYNC', 'WP_PLUGIN']);
      expect(values.subtypes).toEqual(['CACHE', 'EXPORT_PRODUCTS', 'FORCE_SYNC', 'NEW_WEB_DEPLOYMENT', 'REPORT', 'SCHEDULED_SYNC', 'UPDATE', 'WEB_TO_PRODUCTION']);
      expect(values.authors).toEqual(['backoffice', 'jruiz', 'lfernandez', 'mgarcia', 'system']);
      expect(values.statuses).toEqual(['CANCELLED', 'deleted', 'DONE', 'FAILED', 'PENDING', 'RUNNING']);
    });

    it('reads one job with its info, and refuses an unknown one', async () => {
      const exports = await world().port.search(jobSearchQuery({ type: 'CATALOG_EXPORT' }));
      const listed = exports.find((job) => job.info !== undefined);
      if (listed === undefined) throw new Error('an export job with info');
      const bare = exports.find((job) => job.info === undefined);
      if (bare === undefined) throw new Error('an export job without info');
      expect((await world().port.get(bare.id)).info).toBeUndefined();
      const job = await world().port.get(listed.id);
      expect(job).toEqual(listed);
      expect(JSON.parse(job.info ?? 'null')).toMatchObject({ output_type: 'woocommerce' });
      expect(await failure(world().port.get('J-99999'))).toMatchObject({ status: 404 });
    });

    it('moves the newest jobs on the clock: pending, running, then done or failed', async () => {
      const { port, clock } = world();
      const before = await port.get('J-00360');
      expect(before.status).toBe('PENDING');
      clock.advance(7 * MINUTE);
      expect((await port.get('J-00360')).status).toBe('RUNNING');
      clock.advance(10 * MINUTE);
      expect((await port.get('J-00360')).status).toBe('FAILED');
    });

    it('resets a failed job to PENDING, which then runs again, and cancels another', async () => {
      const { port, clock } = world();
      const [failed, other] = await port.search(jobSearchQuery({ status: 'FAILED', type: 'MAINPANEL' }));
      if (failed === undefined || other === undefined) throw new Error('two failed jobs');
      await port.setStatus(failed.id, 'PENDING', 'backoffice');
      expect(await port.get(failed.id)).toMatchObject({ status: 'PENDING', lastUpdate: clock.now(), author: 'backoffice' });
      clock.advance(31_000);
      expect((await port.get(failed.id)).status).toBe('RUNNING');
      clock.advance(60_000);
      expect((await port.get(failed.id)).status).toBe('DONE');
      await port.setStatus(other.id, 'CANCELLED', 'mgarcia');
      expect(await port.get(other.id)).toMatchObject({ status: 'CANCELLED', author: 'mgarcia' });
      expect(await failure(port.setStatus(other.id, 'CANCELLED', 'mgarcia'))).toMatchObject({ status: 409 });
    });

    it('deletes a job: it leaves the search and shows only when deleted jobs are asked for', async () => {
      const { port } = world();
      const [job] = await port.search(jobSearchQuery({ status: 'DONE' }));
      if (job === undefined) throw new Error('a done job');
      await port.delete(job.id, 'backoffice');
      expect((await port.search(jobSearchQuery({ status: 'DONE' }))).map((found) => found.id)).not.toContain(job.id);
      expect((await port.search(jobSearchQuery({ status: 'deleted' }))).map((found) => found.id)).toContain(job.id);
      expect(await failure(port.delete(job.id, 'backoffice'))).toMatchObject({ status: 409 });
      expect(await failure(port.delete('J-99999', 'backoffice'))).toMatchObject({ status: 404 });
    });
  },
);
