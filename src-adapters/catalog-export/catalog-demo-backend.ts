import { excludedWorkingCategories, type CatalogJob, type CatalogOptions, type DomainHealth, type DomainSubscription, type JobStatus } from '@domain/catalog-export';
import { ApiError, type Clock } from '@domain/shared-kernel';
import type { DemoCollection, DemoDatabase } from '@adapters/demo';
import {
  CATALOG_DATA_VERSION,
  generateCatalogState,
  isRunning,
  jobAt,
  planJob,
  type DemoCatalogCategory,
  type DemoCatalogDomain,
  type DemoCatalogState,
  type DemoJobStart,
  type DemoStoredJob,
} from './catalog-demo-data';

interface Counter {
  readonly id: string;
  readonly value: number;
}

/**
 * The catalog service of the memory profile, over its part of the demo data set: subscriptions, export
 * options, job records and the check service's jobs, which advance with the injected clock. Only one job
 * runs at a time. Failures are ApiErrors with the status a server would answer.
 */
export class CatalogDemoBackend {
  private readonly domains: DemoCollection<DemoCatalogDomain>;
  private readonly categories: DemoCollection<DemoCatalogCategory>;
  private readonly storedJobs: DemoCollection<DemoStoredJob>;
  private readonly counters: DemoCollection<Counter>;
  private readonly clock: Clock;

  constructor(db: DemoDatabase, clock: Clock) {
    // The catalog is generated once per data set; each collection keeps its own records' changes.
    let generated: { readonly anchor: number; readonly state: DemoCatalogState } | undefined;
    const state = (context: Parameters<typeof generateCatalogState>[0]): DemoCatalogState => {
      if (generated?.anchor !== context.now) generated = { anchor: context.now, state: generateCatalogState({ ...context, random: context.randomFor('catalog-export') }) };
      return generated.state;
    };
    const version = CATALOG_DATA_VERSION;
    this.domains = db.collection('catalog.domains', { version, key: (domain) => domain.id, generate: (context) => state(context).domains });
    this.categories = db.collection('catalog.categories', { version, key: (category) => String(category.termId), generate: (context) => state(context).categories });
    this.storedJobs = db.collection('catalog.jobs', { version, key: (job) => job.id, generate: (context) => state(context).jobs });
    this.counters = db.collection('catalog.counters', { version, key: (counter) => counter.id, generate: (context) => [{ id: 'sequence', value: state(context).sequence }] });
    this.clock = clock;
  }

  /** The catalog as it stands, for the rules that read all of it. */
  private read(): DemoCatalogState {
    return { domains: [...this.domains.all()], categories: [...this.categories.all()], jobs: [...this.storedJobs.all()], sequence: this.counters.get('sequence')?.value ?? 0 };
  }

  /** The domains subscribed to parapharmacy, offered for export, and the working categories. */
  options(): CatalogOptions {
    const state = this.read();
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
    for (const domain of this.domains.all()) {
      const selected = subscriptionIds.includes(domain.id);
      if (domain.selected !== selected) this.domains.put({ ...domain, selected });
    }
    for (const category of this.categories.all()) {
      const excluded = workingCategories.includes(category.termId);
      if (category.excluded !== excluded) this.categories.put({ ...category, excluded });
    }
  }

  /** Every pharmacy domain with its subscriptions. */
  subscriptions(): readonly DomainSubscription[] {
    return this.domains.all().map((domain) => ({ domain: domain.domain, email: domain.email, prescription: domain.prescription, parapharmacy: domain.parapharmacy }));
  }

  /** Changes a domain's subscriptions; an unknown domain is a 404. */
  saveSubscription(subscription: DomainSubscription): void {
    const domain = this.domains.all().find((candidate) => candidate.domain === subscription.domain);
    if (domain === undefined) throw new ApiError('not-found', 404, 'Dominio no encontrado');
    this.domains.put({ ...domain, email: subscription.email, prescription: subscription.prescription, parapharmacy: subscription.parapharmacy });
  }

  /** The records of the jobs that have finished, newest first. */
  jobs(): readonly CatalogJob[] {
    const now = this.clock.now();
    return this.storedJobs
      .all()
      .filter((job) => !isRunning(job, now))
      .sort((a, b) => b.registered - a.registered)
      .map((job) => jobAt(job, now).job);
  }

  /** Deletes a job's record: 404 when there is none, 409 while it runs. */
  deleteJob(externalId: string): void {
    const job = this.storedJobs.get(externalId);
    if (job === undefined) throw new ApiError('not-found', 404, 'Trabajo no encontrado');
    if (isRunning(job, this.clock.now())) throw new ApiError('conflict', 409, 'El trabajo está en curso');
    this.storedJobs.remove(externalId);
  }

  /** Each domain's catalog health: 'error' for a broken catalog or a domain the service does not know. */
  checkHealth(domains: readonly string[]): readonly DomainHealth[] {
    const known = this.domains.all();
    return [...new Set(domains)].map((domain) => ({ domain, result: known.find((candidate) => candidate.domain === domain)?.healthy === true ? 'ok' : 'error' }));
  }

  /** The job running now, if any. */
  runningJob(): JobStatus | undefined {
    const now = this.clock.now();
    const job = this.storedJobs.all().find((candidate) => isRunning(candidate, now));
    return job === undefined ? undefined : jobAt(job, now);
  }

  /** A job as it stands now; 404 for an unknown job. */
  jobStatus(externalId: string): JobStatus {
    const job = this.storedJobs.get(externalId);
    if (job === undefined) throw new ApiError('not-found', 404, 'Trabajo no encontrado');
    return jobAt(job, this.clock.now());
  }

  /**
   * Starts a check or an export: 409 while another job runs, 400 for an export without domains, 404 when
   * the job to reuse does not exist.
   */
  start(start: DemoJobStart): JobStatus {
    const now = this.clock.now();
    const state = this.read();
    if (state.jobs.some((job) => isRunning(job, now))) throw new ApiError('conflict', 409, 'Ya hay un trabajo en curso');
    if (start.kind === 'export') {
      if (start.request.domains.length === 0) throw new ApiError('http', 400, 'La exportación no tiene dominios');
      const reuse = start.request.reuseJob;
      if (reuse !== undefined && !state.jobs.some((job) => job.id === reuse)) throw new ApiError('not-found', 404, 'El trabajo a reutilizar no existe');
    }
    const sequence = state.sequence + 1;
    const job = planJob(state, start, now, sequence);
    this.counters.put({ id: 'sequence', value: sequence });
    this.storedJobs.put(job);
    return jobAt(job, now);
  }

  /** Ends the running job, which keeps what it found so far; nothing happens when no job runs. */
  cancelRunningJob(): void {
    const now = this.clock.now();
    for (const job of this.storedJobs.all()) if (isRunning(job, now)) this.storedJobs.put({ ...job, cancelledAt: now });
  }
}
