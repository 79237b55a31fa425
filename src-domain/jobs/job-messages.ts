import type { JobInfoError } from './job-info';

/** Every message of the jobs screen (spec 3 §8). */
export type JobMessageCode = JobInfoError | 'ACTION_FAILED';

/**
 * The jobs screen's texts. NO_JOB_DATA is verbatim from spec 3 §8; ACTION_FAILED (a failed reset or
 * delete, shown in the error dialog) is the general back-office failure text of spec 3 §8. Not in the
 * spec: info that is not JSON shows the same text as missing info.
 */
export const JOB_MESSAGES = {
  NO_JOB_DATA: 'No job data found',
  INVALID_JSON: 'No job data found',
  ACTION_FAILED: 'Hubo un error. Por favor reintente.',
} as const satisfies Record<JobMessageCode, string>;
