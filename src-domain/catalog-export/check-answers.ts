import { isApiError } from '@domain/shared-kernel';

/** The catalog job status is polled every 10 seconds (spec 1 §4, §9). */
export const CATALOG_STATUS_POLL_INTERVAL_MS = 10_000;

/**
 * A status-poll answer reduced to what decides its meaning (spec 1 §4): the HTTP status and whether the
 * body carried `job_on_progress`.
 */
export interface CheckStatusAnswer {
  readonly httpStatus: number;
  readonly hasJobOnProgress: boolean;
}

/** What a status-poll answer means (spec 1 §4, §8). */
export type CheckStatusOutcome = 'in-progress' | 'finished' | 'failed';

/**
 * Classifies a status-poll answer (spec 1 §4): 202 with job_on_progress is a job in progress, 200 a
 * finished one. Not in the spec: a 202 without the job, or any other status, is a failed poll (spec 1 §8:
 * the view is cancelled and a toast 'Error' shows).
 */
export function classifyCheckStatus(answer: CheckStatusAnswer): CheckStatusOutcome {
  if (answer.httpStatus === 202) return answer.hasJobOnProgress ? 'in-progress' : 'failed';
  return answer.httpStatus === 200 ? 'finished' : 'failed';
}

/** Why starting a check failed (spec 1 §4, §8). */
export type CheckStartError = 'CHECK_ALREADY_RUNNING' | 'CHECK_REQUEST_FAILED';

/**
 * Only one check runs at a time: a 409 when starting one means one is already running, so the status is
 * reloaded and the user told; any other failure is a request error (spec 1 §4, §8).
 */
export function checkStartError(error: unknown): CheckStartError {
  return isApiError(error) && (error.kind === 'conflict' || error.status === 409) ? 'CHECK_ALREADY_RUNNING' : 'CHECK_REQUEST_FAILED';
}
