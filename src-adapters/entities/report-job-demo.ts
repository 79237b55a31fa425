import { lastClosedMonth, laterMonth, type EntityDetails, type EntityReportStatus, type MonthOfYear, type RegenerateByErpRequest, type ReportJobState } from '@domain/entities';
import type { DemoCollection, DemoDatabase, DemoPharmacy } from '@adapters/demo';
import type { SignUpStatus } from '@domain/pharmacy-config';
import { FIRST_NAMES, SURNAMES } from '@adapters/demo';

/** How long a demo job waits before it runs, and then runs, on the injected clock: a poll or two each. */
export const DEMO_JOB_PENDING_MS = 5_000;
export const DEMO_JOB_RUNNING_MS = 10_000;

/** A pharmacy's latest cache or report job, as the demo keeps it (one record a pharmacy). */
export interface DemoReportJob {
  readonly eid: number;
  /** When it was asked for (epoch ms on the injected clock). */
  readonly requestedAt: number;
  readonly cache: boolean;
  readonly report: boolean;
  /** The cache and report months the pharmacy had before this job, which finished jobs keep. */
  readonly previousCache: MonthOfYear | undefined;
  readonly previousReport: MonthOfYear | undefined;
}

const VERSION = 1;

/** The demo's cache and report jobs, kept across reloads with the trainee's other changes. */
export function reportJobCollection(db: DemoDatabase): DemoCollection<DemoReportJob> {
  return db.collection<DemoReportJob>('entities.reportJobs', { version: VERSION, key: (job) => String(job.eid), generate: () => [] });
}

/** A job's state at `now`: waiting {@link DEMO_JOB_PENDING_MS}, then running {@link DEMO_JOB_RUNNING_MS}, then done. */
export function demoJobState(job: DemoReportJob, now: number): ReportJobState {
  const elapsed = now - job.requestedAt;
  if (elapsed < DEMO_JOB_PENDING_MS) return 'pending';
  return elapsed < DEMO_JOB_PENDING_MS + DEMO_JOB_RUNNING_MS ? 'running' : 'idle';
}

/**
 * A pharmacy's cache and report months at `now`: a finished job computed them up to the last closed
 * month at the time it ended; a job not finished yet leaves the months the pharmacy had.
 */
export function demoMonths(pharmacy: DemoPharmacy, job: DemoReportJob | undefined, now: number): { lastCache: MonthOfYear | undefined; lastReport: MonthOfYear | undefined } {
  if (job === undefined) return { lastCache: pharmacy.lastCache, lastReport: pharmacy.lastReport };
  if (demoJobState(job, now) !== 'idle') return { lastCache: job.previousCache, lastReport: job.previousReport };
  const computed = lastClosedMonth(job.requestedAt + DEMO_JOB_PENDING_MS + DEMO_JOB_RUNNING_MS);
  return {
    lastCache: job.cache ? laterMonth(job.previousCache, computed) : job.previousCache,
    lastReport: job.report ? laterMonth(job.previousReport, computed) : job.previousReport,
  };
}

/** A pharmacy's entry of the reports status at `now`. */
export function demoStatus(pharmacy: DemoPharmacy, job: DemoReportJob | undefined, now: number): EntityReportStatus {
  return { eid: pharmacy.eid, state: job === undefined ? 'idle' : demoJobState(job, now), ...demoMonths(pharmacy, job, now) };
}

/**
 * Adds a job for each pharmacy; a job still waiting or running takes the new work too (the server
 * queues one calculation a pharmacy), and starts again.
 */
export function addDemoJobs(db: DemoDatabase, pharmacies: readonly DemoPharmacy[], kinds: { cache: boolean; report: boolean }, now: number): void {
  const jobs = reportJobCollection(db);
  for (const pharmacy of pharmacies) {
    const current = jobs.get(String(pharmacy.eid));
    const active = current !== undefined && demoJobState(current, now) !== 'idle';
    const months = demoMonths(pharmacy, current, now);
    jobs.put({
      eid: pharmacy.eid,
      requestedAt: now,
      cache: kinds.cache || (active && current.cache),
      report: kinds.report || (active && current.report),
      previousCache: months.lastCache,
      previousReport: months.lastReport,
    });
  }
}

/** The pharmacies a "regenerate by ERP" request covers: every one for 'all', else those of the ERP. */
export function pharmaciesOfErp(pharmacies: readonly DemoPharmacy[], request: RegenerateByErpRequest): DemoPharmacy[] {
  return pharmacies.filter((pharmacy) => request.erp === 'all' || pharmacy.erp === request.erp);
}

const SELLERS = ['Lucía Herrero', 'Andrés Vidal', 'Marina Pastor', 'Tomás Ferrer'];

/**
 * A pharmacy's v2 details in the demo: the status of the sign-up form its configuration keeps (see
 * `demoSignUpStatuses`), one of four sellers, an administrative contact and the contact's e-mail.
 */
export function demoEntityDetails(pharmacy: DemoPharmacy, formStatus: SignUpStatus): EntityDetails {
  const first = FIRST_NAMES[(pharmacy.eid * 7) % FIRST_NAMES.length] ?? '';
  const surname = SURNAMES[(pharmacy.eid * 11) % SURNAMES.length] ?? '';
  return {
    eid: pharmacy.eid,
    formStatus,
    // What the pharmacy wizard recorded, when it created or edited the pharmacy.
    commercial: pharmacy.commercial ?? SELLERS[pharmacy.eid % SELLERS.length] ?? '',
    administrative: pharmacy.administrative ?? `${first} ${surname}`,
    contactMail: pharmacy.contactEmail,
  };
}
