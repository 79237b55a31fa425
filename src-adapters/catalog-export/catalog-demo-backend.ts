import { excludedWorkingCategories, type CatalogJob, type CatalogOptions, type DomainHealth, type DomainSubscription, type JobStatus } from '@domain/catalog-export';
import { ApiError, type Clock } from '@domain/shared-kernel';
import type { DemoDatabase, DemoSlice } from '@adapters/demo';
import { CATALOG_SLICE_VERSION, generateCatalogState, isRunning, jobAt, planJob, type DemoCatalogState, type DemoJobStart } from './catalog-demo-data';

/**
 * The catalog service of the memory profile, over its part of the demo data set: subscriptions, export
 * options, job records and the check service's jobs, which advance with the injected clock. Only one job
 * runs at a time. Failures are ApiErrors with the status a server would answer.
 */
export class CatalogDemoBackend {
  private readonly slice: DemoSlice<DemoCatalogState>;
  private readonly clock: Clock;

  constructor(db: DemoDatabase, clock: Clock) {
    this.slice = db.slice('catalog-export', CATALOG_SLICE_VERSION, generateCatalogState);
    this.clock = clock;
  }

  /** The domains subscribed to parapharmacy, offered for export, and the working categories. */
  options(): CatalogOptions {
    const state = this.slice.read();
    return {
      subscriptions: state.domains
        .filter((domain) => domain.parapharmacy)
        .map((domain) => ({
          id: domain.id,
          domain: domain.domain,
          types: domain.prescription ? ['parapharmacy', 'prescription'] : ['parapharmacy'],
          eid: domain.eid,
          name: domain.name,
          email: domain.email,
          selected: domain.selected,
        })),
      workingCategories: state.categories.map((category) => ({ termId: category.termId, selected: category.excluded, name: category.name })),
    };
  }

  /** Keeps the selected domains and the excluded working categories; unknown ones are ignored. */
  saveOptions(options: CatalogOptions): void {
    const subscriptionIds = options.subscriptions.filter((subscription) => subscription.selected).map((subscription) => subscription.id);
    const workingCategories = excludedWorkingCategories(options.workingCategories);
    this.slice.update((state) => {
      for (const domain of state.domains) domain.selected = subscriptionIds.includes(domain.id);
      for (const category of state.categories) category.excluded = workingCategories.includes(category.termId);
    });
  }

  /** Every pharmacy domain with its subscriptions. */
  subscriptions(): readonly DomainSubscription[] {
    return this.slice.read().domains.map((domain) => ({ domain: domain.domain, email: domain.email, prescription: domain.prescription, parapharmacy: domain.parapharmacy }));
  }

  /** Changes a domain's subscriptions; an unknown domain is a 404. */
  saveSubscription(subscription: DomainSubscription): void {
    if (!this.slice.read().domains.some((domain) => domain.domain === subscription.domain)) throw new ApiError('not-found', 404, 'Dominio no encontrado');
    this.slice.update((state) => {
      const domain = state.domains.find((candidate) => candidate.domain === subscription.domain);
      if (domain === undefined) return;
      domain.email = subscription.email;
      domain.prescription = subscription.prescription;
      domain.parapharmacy = subscription.parapharmacy;
    });
  }

  /** The records of the jobs that have finished, newest first. */
  jobs(): readonly CatalogJob[] {
    const now = this.clock.now();
    return this.slice
      .read()
      .jobs.filter((job) => !isRunning(job, now))
      .sort((a, b) => b.registered - a.registered)
      .map((job) => jobAt(job, now).job);
  }

  /** Deletes a job's record: 404 when there is none, 409 while it runs. */
  deleteJob(externalId: string): void {
    const job = this.slice.read().jobs.find((candidate) => candidate.id === externalId);
    if (job === undefined) throw new ApiError('not-found', 404, 'Trabajo no encontrado');
    if (isRunning(job, this.clock.now())) throw new ApiError('conflict', 409, 'El trabajo está en curso');
    this.slice.update((state) => {
      state.jobs = state.jobs.filter((candidate) => candidate.id !== externalId);
    });
  }

  /** Each domain's catalog health: 'error' for a broken catalog or a domain the service does not know. */
  checkHealth(domains: readonly string[]): readonly DomainHealth[] {
    const known = this.slice.read().domains;
    return [...new Set(domains)].map((domain) => ({ domain, result: known.find((candidate) => candidate.domain === domain)?.healthy === true ? 'ok' : 'error' }));
  }

  /** The job running now, if any. */
  runningJob(): JobStatus | undefined {
    const now = this.clock.now();
    const job = this.slice.read().jobs.find((candidate) => isRunning(candidate, now));
    return job === undefined ? undefined : jobAt(job, now);
  }

  /** A job as it stands now; 404 for an unknown job. */
  jobStatus(externalId: string): JobStatus {
    const job = this.slice.read().jobs.find((candidate) => candidate.id === externalId);
    if (job === undefined) throw new ApiError('not-found', 404, 'Trabajo no encontrado');
    return jobAt(job, this.clock.now());
  }

  /**
   * Starts a check or an export: 409 while another job runs, 400 for an export without domains, 404 when
   * the job to reuse does not exist.
   */
  start(start: DemoJobStart): JobStatus {
    const now = this.clock.now();
    const state = this.slice.read();
    if (state.jobs.some((job) => isRunning(job, now))) throw new ApiError('conflict', 409, 'Ya hay un trabajo en curso');
    if (start.kind === 'export') {
      if (start.request.domains.length === 0) throw new ApiError('http', 400, 'La exportación no tiene dominios');
      const reuse = start.request.reuseJob;
      if (reuse !== undefined && !state.jobs.some((job) => job.id === reuse)) throw new ApiError('not-found', 404, 'El trabajo a reutilizar no existe');
    }
    let started: JobStatus | undefined;
    this.slice.update((draft) => {
      draft.sequence += 1;
      const job = planJob(draft, start, now, draft.sequence);
      draft.jobs.push(job);
      started = jobAt(job, now);
    });
    if (started === undefined) throw new ApiError('http', 500, 'No se ha podido iniciar el trabajo');
    return started;
  }

  /** Ends the running job, which keeps what it found so far; nothing happens when no job runs. */
  cancelRunningJob(): void {
    const now = this.clock.now();
    this.slice.update((state) => {
      for (const job of state.jobs) if (isRunning(job, now)) job.cancelledAt = now;
    });
  }
}
