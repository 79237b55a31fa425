import { portMethods, token } from '@domain/shared-kernel';
import type { CatalogJob } from './catalog-job';
import type { ExportRequest } from './export-request';
import type { JobPhase } from './job-sections';

/** A job as the check service reports it: running (202 with job_on_progress) or finished (200) (spec 1 §4). */
export interface JobStatus {
  readonly phase: JobPhase;
  readonly job: CatalogJob;
}

/**
 * The check service (spec 1 §7), reached with the address and token of GET /api/v1/catalog/login sent as
 * x-access-token. Only one job runs at a time: starting another rejects with a 409 ApiError (spec 1 §4).
 * Failures reject with an ApiError.
 */
export interface CatalogCheckService {
  /** GET /api/v2/check/status: the job running now, `undefined` when none runs. */
  runningJob(): Promise<JobStatus | undefined>;
  /** GET /api/v2/check/status/{jobId}: 202 while the job runs, 200 once it has finished. */
  jobStatus(jobId: string): Promise<JobStatus>;
  /** POST /api/v2/check/products/type/parapharmacy {exclude_working_categories}: starts a check. */
  startCheck(excludeWorkingCategories: readonly number[]): Promise<JobStatus>;
  /** POST /api/v2/export with the export request (spec 1 §3): starts an export. */
  startExport(request: ExportRequest): Promise<JobStatus>;
  /** DELETE /api/v2/job/status/finished: ends the running job. */
  cancelRunningJob(): Promise<void>;
}

/** Token of the {@link CatalogCheckService} port. */
export const CatalogCheckService = token<CatalogCheckService>('catalog-export.CatalogCheckService');

/** Every call of the {@link CatalogCheckService} port. */
export const CatalogCheckServiceMethods = portMethods<CatalogCheckService>()('runningJob', 'jobStatus', 'startCheck', 'startExport', 'cancelRunningJob');
