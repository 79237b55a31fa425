import { nextJobStatus, searchJobs, type Job, type JobFieldValues, type JobGateway, type JobResetTarget, type JobSearchQuery } from '@domain/jobs';
import { ApiError, compareSpanish, type Clock } from '@domain/shared-kernel';
import type { DemoDatabase } from '@adapters/demo';
import { demoJobs, jobAt, type DemoJob } from './jobs-demo-data';

/** What the demo server answers (409) to a command the job's status does not offer. */
export const JOB_NOT_ALLOWED_MESSAGE = 'El trabajo no admite ese cambio en su estado actual';

/** How long a job reset to PENDING waits before it runs again in the demo, and how long it runs. */
const RERUN_WAIT_MS = 30_000;
const RERUN_MS = 60_000;

const distinct = (values: readonly string[]): readonly string[] => [...new Set(values.filter((value) => value !== ''))].sort(compareSpanish);

/**
 * The job monitor's backend in the demo: the demo's jobs as they stand on the injected clock. A job
 * reset to PENDING runs again (RUNNING 30 s later, DONE a minute after); a reset to CANCELLED stays;
 * a deleted job gets the status 'deleted' and leaves the search. A command the job's status does not
 * offer is refused with 409.
 */
export class InMemoryJobGateway implements JobGateway {
  private readonly db: DemoDatabase;
  private readonly clock: Clock;

  constructor(options: { readonly db: DemoDatabase; readonly clock: Clock }) {
    this.db = options.db;
    this.clock = options.clock;
  }

  private jobs(): readonly Job[] {
    const now = this.clock.now();
    return demoJobs(this.db)
      .all()
      .map((job) => jobAt(job, now));
  }

  private find(id: string): DemoJob {
    const job = demoJobs(this.db).get(id);
    if (job === undefined) throw new ApiError('not-found', 404, 'No job data found');
    return job;
  }

  async search(query: JobSearchQuery): Promise<readonly Job[]> {
    return searchJobs(this.jobs(), query);
  }

  async get(id: string): Promise<Job> {
    return jobAt(this.find(id), this.clock.now());
  }

  async setStatus(id: string, status: JobResetTarget, author: string): Promise<void> {
    this.change(id, status === 'PENDING' ? 'reset-to-pending' : 'reset-to-cancelled', author);
  }

  async delete(id: string, author: string): Promise<void> {
    this.change(id, 'delete', author);
  }

  async fieldValues(): Promise<JobFieldValues> {
    const jobs = this.jobs();
    return {
      types: distinct(jobs.map((job) => job.type)),
      subtypes: distinct(jobs.map((job) => job.subtype)),
      authors: distinct(jobs.map((job) => job.author)),
      statuses: distinct(jobs.map((job) => job.status)),
    };
  }

  private change(id: string, command: 'reset-to-pending' | 'reset-to-cancelled' | 'delete', author: string): void {
    const now = this.clock.now();
    const job = jobAt(this.find(id), now);
    const next = nextJobStatus(job.status, command);
    if (!next.ok) throw new ApiError('conflict', 409, JOB_NOT_ALLOWED_MESSAGE);
    const changed: DemoJob = {
      ...job,
      status: next.value,
      lastUpdate: now,
      author: author === '' ? job.author : author,
      ...(command === 'reset-to-pending' ? { plan: { startAt: now + RERUN_WAIT_MS, endAt: now + RERUN_WAIT_MS + RERUN_MS, outcome: 'DONE' } } : {}),
    };
    demoJobs(this.db).put(changed);
  }
}
