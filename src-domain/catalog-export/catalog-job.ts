import { parseCurrentSection, type JobPhase } from './job-sections';

/**
 * One error a job reports in its check, image or domain tables (spec 1 §2.4, §3). Not in the spec: the
 * fields of an error; the id of what failed (category, product, image or domain) and the reason.
 */
export interface CatalogIssue {
  readonly id: string;
  readonly message: string;
}

/** Progress of the image upload section (spec 1 §3: uploading_images_to_media_server processed, total, errors). */
export interface ImageUpload {
  readonly processed: number;
  readonly total: number;
  readonly errors: readonly CatalogIssue[];
}

/** A domain's export status; every domain starts 'pending' (spec 1 §3 exporting_catalog_to_domains). */
export type DomainExportStatus = string;

/** The status every domain's export starts with (spec 1 §3). */
export const INITIAL_DOMAIN_EXPORT_STATUS: DomainExportStatus = 'pending';

/** One domain of the exporting_catalog_to_domains section and its status (spec 1 §3 "domain mapped to status"). */
export interface DomainExport {
  readonly domain: string;
  readonly status: DomainExportStatus;
}

/**
 * A catalog check-and-export job (spec 1 §3 "Catalog job"). Instants are epoch milliseconds;
 * `currentSection` is the raw 'section.subsection' text (read it with `parseCurrentSection`).
 */
export interface CatalogJob {
  readonly externalId: string;
  readonly status: string;
  readonly lastModified: number;
  readonly registered: number;
  /** When the earlier job whose results this one reused ran; `undefined` when it reused none. */
  readonly reuseJobDate: number | undefined;
  readonly currentSection: string;
  /** Not in the spec's job fields: the description the export was sent with (spec 1 §3 export request); '' or absent for none. */
  readonly description?: string;
  /** The check section's errors (spec 1 §3: product_categories and products errors). */
  readonly check: {
    readonly productCategories: readonly CatalogIssue[];
    readonly products: readonly CatalogIssue[];
  };
  readonly imageUpload: ImageUpload;
  readonly domainExports: readonly DomainExport[];
}

/** The export statuses of `domains` before the export starts: each 'pending', once, in order (spec 1 §3). */
export function initialDomainExports(domains: readonly string[]): readonly DomainExport[] {
  return [...new Set(domains)].map((domain) => ({ domain, status: INITIAL_DOMAIN_EXPORT_STATUS }));
}

/**
 * A job whose check found errors in categories or products, once the check section is over: it has
 * finished, or moved past the check (spec 1 §8 'check with errors').
 */
export function isCheckWithErrors(job: CatalogJob, phase: JobPhase): boolean {
  const hasErrors = job.check.productCategories.length + job.check.products.length > 0;
  const current = parseCurrentSection(job.currentSection);
  const pastCheck = phase === 'finished' || (current.kind === 'position' && current.position.section !== 'check');
  return hasErrors && pastCheck;
}

/**
 * The record list after a job finished: the job first, then the earlier records (spec 1 §4 "the job is
 * prepended to the record list"). Not in the spec: an earlier record with the same external id is
 * replaced, so a poll answered twice never lists a job twice.
 */
export function withFinishedJob(records: readonly CatalogJob[], job: CatalogJob): readonly CatalogJob[] {
  return [job, ...records.filter((record) => record.externalId !== job.externalId)];
}
