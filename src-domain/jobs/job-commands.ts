import { err, ok, type Result } from '@domain/shared-kernel';
import { DELETED_JOB_STATUS } from './job-search';

/** The statuses a job can be reset to (spec 3 §4: PENDING or CANCELLED). */
export const JOB_RESET_TARGETS = ['PENDING', 'CANCELLED'] as const;

/** A status a job can be reset to (spec 3 §4). */
export type JobResetTarget = (typeof JOB_RESET_TARGETS)[number];

/** What the jobs screen can do to a job (spec 3 §4, §7): reset it to PENDING or CANCELLED, or delete it. */
export type JobCommand = 'reset-to-pending' | 'reset-to-cancelled' | 'delete';

/** The status each command leaves the job in (spec 3 §4); a deleted job has the status 'deleted'. */
const COMMAND_TARGETS = {
  'reset-to-pending': 'PENDING',
  'reset-to-cancelled': 'CANCELLED',
  delete: DELETED_JOB_STATUS,
} as const satisfies Record<JobCommand, string>;

const COMMANDS = Object.keys(COMMAND_TARGETS) as JobCommand[];

const sameStatus = (a: string, b: string): boolean => a.trim().toUpperCase() === b.trim().toUpperCase();

/**
 * The commands a job in `status` offers (spec 3 §4). Not in the spec: a deleted job offers none, and a job
 * is not reset to the status it already has.
 */
export function allowedJobCommands(status: string): readonly JobCommand[] {
  if (sameStatus(status, DELETED_JOB_STATUS)) return [];
  return COMMANDS.filter((command) => !sameStatus(status, COMMAND_TARGETS[command]));
}

/** The status a job moves to under `command`, or ILLEGAL_COMMAND when its status does not offer it (spec 3 §4). */
export function nextJobStatus(status: string, command: JobCommand): Result<string, 'ILLEGAL_COMMAND'> {
  return allowedJobCommands(status).includes(command) ? ok(COMMAND_TARGETS[command]) : err('ILLEGAL_COMMAND');
}
