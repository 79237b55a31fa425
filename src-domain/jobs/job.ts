/**
 * A background job (spec 3 §3 "Job": _id, creation, last_update, schedule, type, subtype, eid, author,
 * status, info). Instants are epoch milliseconds; `info` is the job's JSON text, read with `parseJobInfo`.
 */
export interface Job {
  readonly id: string;
  readonly creation: number;
  readonly lastUpdate: number;
  readonly schedule: number | undefined;
  readonly type: string;
  readonly subtype: string;
  readonly eid: number | undefined;
  readonly author: string;
  readonly status: string;
  readonly info: string | undefined;
}

/** The job type of web-tool jobs (spec 3 §3). */
export const WEB_TOOLS_JOB_TYPE = 'PROPAGATOR_WEBTOOLS';

/** The subtypes of web-tool jobs: move to production and new web deployment (spec 3 §3). */
export const WEB_TOOLS_JOB_SUBTYPES = ['WEB_TO_PRODUCTION', 'NEW_WEB_DEPLOYMENT'] as const;

/** A web-tool job's subtype (spec 3 §3). */
export type WebToolsJobSubtype = (typeof WEB_TOOLS_JOB_SUBTYPES)[number];

/** Whether a job is a web-tool job (type PROPAGATOR_WEBTOOLS), of `subtype` when one is given (spec 3 §3). */
export function isWebToolsJob(job: Pick<Job, 'type' | 'subtype'>, subtype?: WebToolsJobSubtype): boolean {
  return job.type === WEB_TOOLS_JOB_TYPE && (subtype === undefined || job.subtype === subtype);
}
