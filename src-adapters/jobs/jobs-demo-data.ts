import type { Job } from '@domain/jobs';
import type { Clock } from '@domain/shared-kernel';
import type { DemoCollection, DemoDatabase, DemoGenerationContext } from '@adapters/demo';

/**
 * How a job of the demo moves on the injected clock: PENDING until `startAt`, RUNNING until `endAt`,
 * then `outcome`. A job without a plan keeps its stored status.
 */
export interface DemoJobPlan {
  readonly startAt: number;
  readonly endAt: number;
  readonly outcome: string;
  /** The info the job carries once it has ended, when it differs from its info before (a failure's reason). */
  readonly endInfo?: string;
}

/** A job of the demo, with its plan when it still moves. */
export interface DemoJob extends Job {
  readonly plan?: DemoJobPlan;
}

/** The job kinds of the demo: type, subtype and how often each comes. */
const KINDS: readonly (readonly [kind: readonly [type: string, subtype: string], weight: number])[] = [
  [['CATALOG_EXPORT', 'EXPORT_PRODUCTS'], 5],
  [['PROPAGATOR_WEBTOOLS', 'WEB_TO_PRODUCTION'], 2],
  [['PROPAGATOR_WEBTOOLS', 'NEW_WEB_DEPLOYMENT'], 2],
  [['MAINPANEL', 'CACHE'], 4],
  [['MAINPANEL', 'REPORT'], 4],
  [['SHOP_SYNC', 'FORCE_SYNC'], 3],
  [['SHOP_SYNC', 'SCHEDULED_SYNC'], 4],
  [['WP_PLUGIN', 'UPDATE'], 2],
];

/** The statuses of the demo's finished jobs and how often each comes. */
const FINISHED: readonly (readonly [status: string, weight: number])[] = [
  ['DONE', 14],
  ['FAILED', 4],
  ['CANCELLED', 2],
  ['PENDING', 1],
  ['deleted', 1],
];

/** Who creates the demo's jobs. */
export const DEMO_JOB_AUTHORS = ['backoffice', 'mgarcia', 'lfernandez', 'jruiz', 'system'] as const;

/** How many jobs the demo holds. */
export const DEMO_JOB_COUNT = 360;

/** How many of the newest jobs still move on the clock. */
const MOVING_JOBS = 8;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

function weighted<T>(random: DemoGenerationContext['random'], entries: readonly (readonly [T, number])[]): T {
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  let draw = random.int(0, total - 1);
  for (const [value, weight] of entries) {
    draw -= weight;
    if (draw < 0) return value;
  }
  return (entries[0] as readonly [T, number])[0];
}

/** The demo id of the job at `index`: 'J-00001' onwards. */
export const demoJobId = (index: number): string => `J-${String(index + 1).padStart(5, '0')}`;

const slug = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The shop domain of a demo pharmacy. */
export const demoShopDomain = (name: string): string => `${slug(name)}.farmacia.es`;

function infoFor(type: string, subtype: string, status: string, eid: number, domain: string, random: DemoGenerationContext['random']): string | undefined {
  if (random.chance(0.06)) return undefined;
  const failed = status === 'FAILED';
  const error = failed ? { error: { code: random.chance(0.5) ? 'TIMEOUT' : 'REMOTE_ERROR', message: random.chance(0.5) ? 'La tienda no respondió a tiempo' : 'WooCommerce devolvió 500' } } : {};
  switch (type) {
    case 'CATALOG_EXPORT':
      return JSON.stringify({ domain, eid, output_type: 'woocommerce', options: { import_images: true, import_categories: random.chance(0.7), only_published: true }, products: { total: random.int(800, 9000), exported: failed ? random.int(0, 700) : random.int(800, 9000) }, ...error });
    case 'PROPAGATOR_WEBTOOLS':
      return JSON.stringify({ eid, domain, server: `web-${random.int(1, 4)}`, steps: ['clone', 'configure', 'dns', 'ssl'].map((step, index) => ({ step, done: !failed || index < 2 })), ...error });
    case 'MAINPANEL':
      return JSON.stringify({ entities: [eid], from: { year: 2026, month: random.int(1, 11) }, subtype, ...error });
    case 'SHOP_SYNC':
      return JSON.stringify({ domain, settings: { with_ec: random.chance(0.5), zero_stock_upload: random.chance(0.3), medical_upload: random.chance(0.5), internal_codes: random.chance(0.2) }, published: failed ? 0 : random.int(500, 6000), ...error });
    default:
      return JSON.stringify({ domain, plugin: 'farmacia-sync', from: '2.3.1', to: '2.4.0', ...error });
  }
}

/**
 * The demo's jobs: {@link DEMO_JOB_COUNT} of every type and status over the 60 days before the data
 * set's "now", each with its info JSON (a few without); the newest {@link MOVING_JOBS} move from
 * PENDING through RUNNING to DONE or FAILED in the minutes around "now".
 */
export function generateDemoJobs({ random, now, data }: DemoGenerationContext): DemoJob[] {
  const pharmacies = data.pharmacies;
  const jobs: DemoJob[] = [];
  for (let index = 0; index < DEMO_JOB_COUNT; index += 1) {
    const [type, subtype] = weighted(random, KINDS);
    const pharmacy = pharmacies[random.int(0, pharmacies.length - 1)];
    const eid = pharmacy?.eid ?? 1;
    const domain = demoShopDomain(pharmacy?.name ?? 'farmacia');
    // Oldest first: the last index is the newest.
    const age = Math.round(((DEMO_JOB_COUNT - index) / DEMO_JOB_COUNT) * 60 * DAY) + random.int(0, 50) * MINUTE;
    const creation = now - age;
    const moving = index >= DEMO_JOB_COUNT - MOVING_JOBS;
    const step = DEMO_JOB_COUNT - 1 - index;
    const plan = moving ? { startAt: now + (MOVING_JOBS - step) * 2 * MINUTE - 10 * MINUTE, endAt: now + (MOVING_JOBS - step) * 2 * MINUTE - 4 * MINUTE, outcome: step % 3 === 0 ? 'FAILED' : 'DONE' } : undefined;
    const status = plan?.outcome ?? weighted(random, FINISHED);
    const author = subtype === 'SCHEDULED_SYNC' ? 'system' : (DEMO_JOB_AUTHORS[random.int(0, DEMO_JOB_AUTHORS.length - 2)] ?? 'backoffice');
    jobs.push({
      id: demoJobId(index),
      creation,
      lastUpdate: status === 'PENDING' || plan !== undefined ? creation : creation + random.int(1, 40) * MINUTE,
      schedule: subtype === 'SCHEDULED_SYNC' ? creation : undefined,
      type,
      subtype,
      eid,
      author,
      status,
      info: infoFor(type, subtype, status, eid, domain, random),
      ...(plan === undefined ? {} : { plan }),
    });
  }
  return jobs;
}

/** The job as it stands at `now`: a job with a plan takes the status and last update its plan gives. */
export function jobAt(job: DemoJob, now: number): Job {
  const { plan, ...rest } = job;
  if (plan === undefined) return rest;
  if (now < plan.startAt) return { ...rest, status: 'PENDING' };
  if (now < plan.endAt) return { ...rest, status: 'RUNNING', lastUpdate: plan.startAt };
  return { ...rest, status: plan.outcome, lastUpdate: plan.endAt, ...(plan.endInfo === undefined ? {} : { info: plan.endInfo }) };
}

/** The demo's jobs collection. */
export function demoJobs(db: DemoDatabase): DemoCollection<DemoJob> {
  return db.collection<DemoJob>('jobs.jobs', { version: 1, key: (job) => job.id, generate: generateDemoJobs });
}

/** The id the next job added gets: one past the highest demo number. */
export function nextDemoJobId(jobs: readonly Job[]): string {
  const highest = jobs.reduce((top, job) => Math.max(top, Number(/^J-(\d+)$/.exec(job.id)?.[1] ?? 0)), 0);
  return demoJobId(highest);
}

/** How a job added to the demo waits, then runs, on the demo's clock. */
export const DEMO_JOB_PENDING_MS = 20_000;
export const DEMO_JOB_RUNNING_MS = 60_000;

/** How an added job ends: its final status (DONE unless told) and the info it then carries. */
export interface DemoJobEnding {
  readonly outcome?: string;
  readonly endInfo?: string;
}

/**
 * Adds a job the demo runs on its clock: PENDING for 20 s, RUNNING for a minute, then DONE (or the
 * ending given). Every context's demo backend adds its jobs here (a catalogue export, a forced sync,
 * a website deployment), so the job monitor lists them all and its resets reach every screen.
 */
export function addDemoJob(db: DemoDatabase, clock: Clock, job: Pick<Job, 'type' | 'subtype' | 'eid' | 'author' | 'info'>, ending: DemoJobEnding = {}): Job {
  const jobs = demoJobs(db);
  const now = clock.now();
  const plan: DemoJobPlan = { startAt: now + DEMO_JOB_PENDING_MS, endAt: now + DEMO_JOB_PENDING_MS + DEMO_JOB_RUNNING_MS, outcome: ending.outcome ?? 'DONE', ...(ending.endInfo === undefined ? {} : { endInfo: ending.endInfo }) };
  const added: DemoJob = { ...job, id: nextDemoJobId(jobs.all()), creation: now, lastUpdate: now, schedule: undefined, status: 'PENDING', plan };
  jobs.put(added);
  return jobAt(added, now);
}
