import { describe, expect, it } from 'vitest';
import { jobSearchQuery } from '@domain/jobs';
import { webJobDomain } from '@domain/web';
import { DemoDatabase, MemoryOverlayStore } from '@adapters/demo';
import { InMemoryJobGateway } from '@adapters/jobs';
import { ManualClock, MemoryStorage } from '@adapters/shared';
import { InMemoryWebsiteGateway } from '@adapters/web';
import { CONTRACT_NOW } from '../../support/contract';

/** The job monitor's and the web manager's demo backends over one demo database, as the memory profile builds them. */
async function demo(overlay = new MemoryOverlayStore(), clock = new ManualClock(CONTRACT_NOW)) {
  const db = new DemoDatabase({ storage: new MemoryStorage(), overlay, clock, latencyMs: 0 });
  await db.ready();
  return { db, overlay, clock, jobs: new InMemoryJobGateway({ db, clock }), websites: new InMemoryWebsiteGateway({ db, clock }) };
}

const newWeb = { eid: 501, server: 'wp-01.farmacias.net', domain: 'nueva-suarez.es', theme: 'Divi', wskey: '', shopOnline: false } as const;

describe('the demo’s one jobs store', () => {
  it('lists a website deployment started on the web manager in the job monitor, with the same id, kind, author and status on the clock', async () => {
    const { clock, jobs, websites } = await demo();
    await websites.deployNewWeb(newWeb);
    const [started] = await websites.webToolJobs('NEW_WEB_DEPLOYMENT');
    expect(started?.id).toBe('J-00361');
    const found = await jobs.search(jobSearchQuery({ type: 'PROPAGATOR_WEBTOOLS', subtype: 'NEW_WEB_DEPLOYMENT', eid: 501 }));
    expect(found.map((job) => [job.id, job.type, job.subtype, job.author, job.status, webJobDomain(job)])).toContainEqual(['J-00361', 'PROPAGATOR_WEBTOOLS', 'NEW_WEB_DEPLOYMENT', 'backoffice', 'PENDING', 'nueva-suarez.es']);
    expect(await jobs.get('J-00361')).toEqual(started);
    clock.advance(20_000);
    expect((await jobs.get('J-00361')).status).toBe('RUNNING');
    clock.advance(60_000);
    expect((await jobs.get('J-00361')).status).toBe('DONE');
    expect((await websites.webToolJobs('NEW_WEB_DEPLOYMENT'))[0]).toEqual(await jobs.get('J-00361'));
  });

  it('shows on the web manager a web job reset or cancelled in the job monitor, and leaves out one deleted there', async () => {
    const { clock, jobs, websites } = await demo();
    await websites.deployNewWeb({ ...newWeb, domain: 'fallo-suarez.es' });
    await websites.moveToProduction({ server: 'wp-03.farmacias.net', oldDomain: 'farmacia-llorente-500.pre.farmacias.net', newDomain: 'farmacia-llorente.es', clientEmail: 'cliente@llorente.es', eid: 500 });
    clock.advance(80_000);
    const statusOn = async (subtype: 'NEW_WEB_DEPLOYMENT' | 'WEB_TO_PRODUCTION', id: string) => (await websites.webToolJobs(subtype)).find((job) => job.id === id)?.status;
    expect(await statusOn('NEW_WEB_DEPLOYMENT', 'J-00361')).toBe('ERROR');
    expect(JSON.parse((await jobs.get('J-00361')).info ?? '{}')).toEqual({ domain: 'fallo-suarez.es', server: 'wp-01.farmacias.net', error: 'El servidor WordPress no responde' });

    await jobs.setStatus('J-00361', 'PENDING', 'mgarcia');
    expect((await websites.webToolJobs('NEW_WEB_DEPLOYMENT')).find((job) => job.id === 'J-00361')).toMatchObject({ status: 'PENDING', author: 'mgarcia', lastUpdate: clock.now() });
    clock.advance(31_000);
    expect(await statusOn('NEW_WEB_DEPLOYMENT', 'J-00361')).toBe('RUNNING');

    expect(await statusOn('WEB_TO_PRODUCTION', 'J-00362')).toBe('DONE');
    await jobs.delete('J-00362', 'backoffice');
    expect(await statusOn('WEB_TO_PRODUCTION', 'J-00362')).toBeUndefined();
  });

  it('cancels in the job monitor a job the web manager started, and keeps both across a reload', async () => {
    const first = await demo();
    await first.websites.deployNewWeb(newWeb);
    await first.jobs.setStatus('J-00361', 'CANCELLED', 'lfernandez');
    await first.db.flush();
    const reloaded = await demo(first.overlay, first.clock);
    expect((await reloaded.websites.webToolJobs('NEW_WEB_DEPLOYMENT'))[0]).toMatchObject({ id: 'J-00361', status: 'CANCELLED', author: 'lfernandez' });
    expect(await reloaded.jobs.get('J-00361')).toMatchObject({ status: 'CANCELLED', subtype: 'NEW_WEB_DEPLOYMENT', eid: 501 });
    expect(await reloaded.websites.allDomains()).toContain('nueva-suarez.es');
  });
});
