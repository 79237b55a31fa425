import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '@domain/shared-kernel';
import type { CatalogJob, JobStatus } from '@domain/catalog-export';
import { catalogJobMachine, type CatalogJobNotice, type JobStart } from '@ui/catalog/catalog-job.machine';
import { aRunningCatalogJob } from '../../support/builders/catalog.builder';

const STARTED = Date.UTC(2026, 10, 21, 9, 0);

function aJob(overrides: Partial<CatalogJob> = {}): CatalogJob {
  return aRunningCatalogJob({ externalId: 'job-7', lastModified: STARTED, registered: STARTED, ...overrides });
}

const running = (overrides: Partial<CatalogJob> = {}): JobStatus => ({ phase: 'in-progress', job: aJob(overrides) });
const finished = (overrides: Partial<CatalogJob> = {}): JobStatus => ({ phase: 'finished', job: aJob({ status: 'finished', currentSection: 'uploading_images_to_media_server', ...overrides }) });

interface Fakes {
  loadRunningJob?: () => Promise<JobStatus | undefined>;
  startJob?: (start: JobStart) => Promise<JobStatus>;
  pollStatus?: (jobId: string) => Promise<JobStatus>;
  cancelJob?: (jobId: string) => Promise<void>;
}

/** The poller with fake actors, on a simulated clock; what it notified and finished is recorded. */
function aPoller(fakes: Fakes = {}) {
  const clock = new SimulatedClock();
  const notices: CatalogJobNotice[] = [];
  const finishedJobs: CatalogJob[] = [];
  const calls = {
    loadRunningJob: vi.fn(fakes.loadRunningJob ?? (() => Promise.resolve(undefined))),
    startJob: vi.fn(fakes.startJob ?? (() => Promise.resolve(running()))),
    pollStatus: vi.fn(fakes.pollStatus ?? (() => Promise.resolve(running()))),
    cancelJob: vi.fn(fakes.cancelJob ?? (() => Promise.resolve())),
  };
  const machine = catalogJobMachine.provide({
    actors: {
      loadRunningJob: fromPromise(() => calls.loadRunningJob()),
      startJob: fromPromise(({ input }) => calls.startJob(input)),
      pollStatus: fromPromise(({ input }) => calls.pollStatus(input.jobId)),
      cancelJob: fromPromise(({ input }) => calls.cancelJob(input.jobId)),
    },
  });
  const actor = createActor(machine, { clock });
  actor.on('notice', (event) => void notices.push(event.notice));
  actor.on('jobFinished', (event) => void finishedJobs.push(event.job));
  actor.start();
  return { actor, clock, calls, notices, finishedJobs };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
const CHECK: JobStart = { kind: 'check', excludeWorkingCategories: [2109, 2110] };

describe('catalog job poller', () => {
  it('opens idle when no job runs, and only then accepts a start', async () => {
    const { actor, calls } = aPoller();
    expect(actor.getSnapshot().matches('loadingStatus')).toBe(true);
    expect(actor.getSnapshot().can({ type: 'START', start: CHECK })).toBe(false);
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    expect(calls.loadRunningJob).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().can({ type: 'START', start: CHECK })).toBe(true);
  });

  it('follows a job that was already running when the screen opened', async () => {
    const { actor, clock, calls } = aPoller({ loadRunningJob: () => Promise.resolve(running({ externalId: 'job-3', currentSection: 'reading_total_products' })) });
    await waitFor(actor, (snapshot) => snapshot.matches({ running: 'waiting' }));
    expect(actor.getSnapshot().context.job?.currentSection).toBe('reading_total_products');
    clock.increment(10_000);
    await settled();
    expect(calls.pollStatus).toHaveBeenCalledWith('job-3');
  });

  it('starts a check and polls its status every 10 seconds until it finishes, then hands the job over', async () => {
    const answers = [running({ currentSection: 'check.products' }), running({ currentSection: 'uploading_images_to_media_server' }), finished({ status: 'finished_with_errors' })];
    const { actor, clock, calls, finishedJobs } = aPoller({ pollStatus: () => Promise.resolve(answers.shift() ?? finished()) });
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    actor.send({ type: 'START', start: CHECK });
    await waitFor(actor, (snapshot) => snapshot.matches({ running: 'waiting' }));
    expect(calls.startJob).toHaveBeenCalledWith(CHECK);
    expect(actor.getSnapshot().context.job?.currentSection).toBe('check.product_categories');
    expect(actor.getSnapshot().can({ type: 'START', start: CHECK })).toBe(false);

    clock.increment(9_999);
    await settled();
    expect(calls.pollStatus).not.toHaveBeenCalled();
    clock.increment(1);
    await waitFor(actor, (snapshot) => snapshot.context.job?.currentSection === 'check.products');
    expect(calls.pollStatus).toHaveBeenCalledTimes(1);
    expect(calls.pollStatus).toHaveBeenLastCalledWith('job-7');

    clock.increment(10_000);
    await waitFor(actor, (snapshot) => snapshot.context.job?.currentSection === 'uploading_images_to_media_server');
    expect(finishedJobs).toEqual([]);

    clock.increment(10_000);
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    expect(calls.pollStatus).toHaveBeenCalledTimes(3);
    expect(finishedJobs.map((job) => job.status)).toEqual(['finished_with_errors']);

    clock.increment(60_000);
    await settled();
    expect(calls.pollStatus).toHaveBeenCalledTimes(3);
  });

  it('hands over a job that the start answers as already finished, without polling', async () => {
    const { actor, calls, finishedJobs } = aPoller({ startJob: () => Promise.resolve(finished({ status: 'stopped', currentSection: 'check.products' })) });
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    actor.send({ type: 'START', start: CHECK });
    await waitFor(actor, () => finishedJobs.length === 1);
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(finishedJobs[0]?.status).toBe('stopped');
    expect(calls.pollStatus).not.toHaveBeenCalled();
  });

  it('on a 409 tells that a check is in progress, reloads the status and follows the running job', async () => {
    const loads = [undefined, running({ externalId: 'job-other' })];
    const { actor, calls, notices } = aPoller({
      loadRunningJob: () => Promise.resolve(loads.shift()),
      startJob: () => Promise.reject(new ApiError('conflict', 409, 'Ya hay un trabajo en curso')),
    });
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    actor.send({ type: 'START', start: CHECK });
    await waitFor(actor, (snapshot) => snapshot.matches('running'));
    expect(notices).toEqual(['CHECK_ALREADY_RUNNING']);
    expect(calls.loadRunningJob).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.job?.externalId).toBe('job-other');
  });

  it('on any other start failure tells of a request error and stays idle', async () => {
    const { actor, notices } = aPoller({ startJob: () => Promise.reject(new ApiError('http', 500, 'HTTP 500')) });
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    actor.send({ type: 'START', start: { kind: 'export', request: { type: 'parapharmacy', domains: ['uno.es'], excludeWorkingCategories: [], config: { checkImages: false, bypassSectionErrors: false, maintainDeletedProducts: true, testEmails: [] }, domainsInfo: [], description: '', reuseJob: undefined } } });
    await waitFor(actor, () => notices.length === 1);
    expect(notices).toEqual(['CHECK_REQUEST_FAILED']);
    expect(actor.getSnapshot().matches('idle')).toBe(true);
  });

  it('closes the progress view with an error when a status poll fails', async () => {
    const { actor, clock, notices } = aPoller({ pollStatus: () => Promise.reject(new ApiError('network', -1, 'No hay conexión')) });
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    actor.send({ type: 'START', start: CHECK });
    await waitFor(actor, (snapshot) => snapshot.matches('running'));
    clock.increment(10_000);
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    expect(notices).toEqual(['CHECK_STATUS_FAILED']);
  });

  it('cancels the running job and stops polling', async () => {
    const { actor, clock, calls, notices } = aPoller();
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    actor.send({ type: 'START', start: CHECK });
    await waitFor(actor, (snapshot) => snapshot.matches('running'));
    actor.send({ type: 'CANCEL' });
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    expect(calls.cancelJob).toHaveBeenCalledWith('job-7');
    expect(notices).toEqual(['CANCELLED']);
    clock.increment(30_000);
    await settled();
    expect(calls.pollStatus).not.toHaveBeenCalled();
  });

  it('keeps polling when the cancellation fails', async () => {
    const { actor, clock, calls, notices } = aPoller({ cancelJob: () => Promise.reject(new ApiError('http', 500, 'HTTP 500')) });
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    actor.send({ type: 'START', start: CHECK });
    await waitFor(actor, (snapshot) => snapshot.matches('running'));
    actor.send({ type: 'CANCEL' });
    await waitFor(actor, (snapshot) => snapshot.matches({ running: 'waiting' }) && notices.length === 1);
    expect(notices).toEqual(['CANCEL_FAILED']);
    clock.increment(10_000);
    await settled();
    expect(calls.pollStatus).toHaveBeenCalledTimes(1);
  });

  it('opens idle when the running job cannot be asked for', async () => {
    const { actor, notices } = aPoller({ loadRunningJob: () => Promise.reject(new ApiError('network', -1, 'No hay conexión')) });
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    expect(notices).toEqual([]);
  });
});
