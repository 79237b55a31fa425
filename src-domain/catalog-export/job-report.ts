import type { CatalogIssue, CatalogJob, DomainExport } from './catalog-job';
import { CATALOG_SECTIONS, parseCurrentSection, type JobPhase } from './job-sections';

/** How a job's `status` text reads (spec 1 §3 status; the spec names no values). */
export type JobStatusKind = 'in-progress' | 'finished' | 'finished-with-errors' | 'stopped' | 'cancelled' | 'unknown';

const STATUS_WORDS: Readonly<Record<string, JobStatusKind>> = {
  in_progress: 'in-progress',
  running: 'in-progress',
  job_on_progress: 'in-progress',
  finished: 'finished',
  done: 'finished',
  success: 'finished',
  finished_with_errors: 'finished-with-errors',
  stopped: 'stopped',
  stopped_with_errors: 'stopped',
  cancelled: 'cancelled',
  canceled: 'cancelled',
};

/**
 * Reads a job's status (not in the spec, which gives no values): in progress, finished, finished with
 * errors, stopped by a section's errors, or cancelled. Case, spaces and hyphens are ignored; any other
 * text is `unknown`, so a new status never breaks the screen.
 */
export function jobStatusKind(status: string): JobStatusKind {
  const word = status.trim().toLowerCase().replace(/[\s-]+/g, '_');
  return STATUS_WORDS[word] ?? 'unknown';
}

/** Where a domain's export stands (spec 1 §3: each domain's status, starting 'pending'). */
export type DomainExportOutcome = 'pending' | 'running' | 'exported' | 'failed' | 'unknown';

const DOMAIN_WORDS: Readonly<Record<string, DomainExportOutcome>> = {
  pending: 'pending',
  in_progress: 'running',
  running: 'running',
  exporting: 'running',
  success: 'exported',
  done: 'exported',
  ok: 'exported',
  exported: 'exported',
  finished: 'exported',
  completed: 'exported',
  error: 'failed',
  failed: 'failed',
  fail: 'failed',
  ko: 'failed',
};

/**
 * Reads a domain's export status. The spec only names 'pending'; not in the spec: 'in_progress' while the
 * domain is exported, 'success' once done and 'error' when it failed, with their usual synonyms. Case,
 * spaces and hyphens are ignored; any other text is `unknown`.
 */
export function domainExportOutcome(status: string): DomainExportOutcome {
  const word = status.trim().toLowerCase().replace(/[\s-]+/g, '_');
  return DOMAIN_WORDS[word] ?? 'unknown';
}

/** A job exports when it names domains (spec 1 §3 exporting_catalog_to_domains); a check names none. */
export function isExportJob(job: CatalogJob): boolean {
  return job.domainExports.length > 0;
}

/**
 * An export with no results (spec 1 §8 'Exportación sin resultados'): a finished export job that exported
 * its catalog to no domain.
 */
export function isExportWithoutResults(job: CatalogJob, phase: JobPhase): boolean {
  return phase === 'finished' && isExportJob(job) && !job.domainExports.some((entry) => domainExportOutcome(entry.status) === 'exported');
}

/**
 * The domains of a job's domain error table (spec 1 §2.4): those whose export failed; once the job has
 * finished, also those it never exported (still pending, or an unknown status).
 */
export function failedDomainExports(job: CatalogJob, phase: JobPhase): readonly DomainExport[] {
  return job.domainExports.filter((entry) => {
    const outcome = domainExportOutcome(entry.status);
    return outcome === 'failed' || (phase === 'finished' && outcome !== 'exported');
  });
}

/** The error tables of a report (spec 1 §2.4): categories, products, images and domains. */
export type IssueTable = 'product_categories' | 'products' | 'images' | 'domains';

/** One line of a report's errors, as the tables and the CSV export list them. */
export interface IssueRow {
  readonly table: IssueTable;
  readonly id: string;
  readonly message: string;
}

/** How many errors each table of a job's report has. */
export function issueCounts(job: CatalogJob, phase: JobPhase): Readonly<Record<IssueTable, number>> {
  return {
    product_categories: job.check.productCategories.length,
    products: job.check.products.length,
    images: job.imageUpload.errors.length,
    domains: failedDomainExports(job, phase).length,
  };
}

const issueRows = (table: IssueTable, issues: readonly CatalogIssue[]): IssueRow[] => issues.map((issue) => ({ table, id: issue.id, message: issue.message }));

/**
 * Every error of a job's report, table by table (categories, products, images, domains), for the CSV
 * export of errors (spec 1 §2.4). A domain's line carries its export status as the message.
 */
export function reportIssueRows(job: CatalogJob, phase: JobPhase): readonly IssueRow[] {
  return [
    ...issueRows('product_categories', job.check.productCategories),
    ...issueRows('products', job.check.products),
    ...issueRows('images', job.imageUpload.errors),
    ...failedDomainExports(job, phase).map((entry): IssueRow => ({ table: 'domains', id: entry.domain, message: entry.status })),
  ];
}

const UPLOAD_INDEX = CATALOG_SECTIONS.indexOf('uploading_images_to_media_server');

/**
 * Whether an export may reuse a job's results (spec 1 §3 reuse_job, §5): a finished job that was not
 * cancelled and got as far as the image upload, so its check, product reading and images are there to
 * reuse. Not in the spec: the exact condition.
 */
export function isReusableJob(job: CatalogJob): boolean {
  const kind = jobStatusKind(job.status);
  if (kind === 'cancelled' || kind === 'in-progress') return false;
  const current = parseCurrentSection(job.currentSection);
  return current.kind === 'position' && CATALOG_SECTIONS.indexOf(current.position.section) >= UPLOAD_INDEX;
}

/** The records an export may reuse, in the records' order. */
export function reusableJobs(records: readonly CatalogJob[]): readonly CatalogJob[] {
  return records.filter(isReusableJob);
}
