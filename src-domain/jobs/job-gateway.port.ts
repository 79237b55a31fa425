import { portMethods, token } from '@domain/shared-kernel';
import type { Job } from './job';
import type { JobResetTarget } from './job-commands';
import type { JobSearchQuery } from './job-search';

/** The values the job fields take, for the search's choices (spec 3 §7 GET /api/v1/jobs/getJobFieldValues). */
export interface JobFieldValues {
  readonly types: readonly string[];
  readonly subtypes: readonly string[];
  readonly authors: readonly string[];
  readonly statuses: readonly string[];
}

/**
 * The job calls (spec 3 §7 "Jobs"). Failures reject with an ApiError.
 */
export interface JobGateway {
  /** POST /api/v1/job/search: the jobs that match, newest first, at most 200. */
  search(query: JobSearchQuery): Promise<readonly Job[]>;
  /** GET /api/v1/job/{id}: one job with its info. */
  get(id: string): Promise<Job>;
  /** PUT /api/v1/job/{id}/status/{status}/author/{user}: resets a job to PENDING or CANCELLED. */
  setStatus(id: string, status: JobResetTarget, author: string): Promise<void>;
  /** DELETE /api/v1/job/{id}/author/{user}. */
  delete(id: string, author: string): Promise<void>;
  /** GET /api/v1/jobs/getJobFieldValues. */
  fieldValues(): Promise<JobFieldValues>;
}

/** Token of the {@link JobGateway} port. */
export const JobGateway = token<JobGateway>('jobs.JobGateway');

/** Every call of the {@link JobGateway} port. */
export const JobGatewayMethods = portMethods<JobGateway>()('search', 'get', 'setStatus', 'delete', 'fieldValues');
