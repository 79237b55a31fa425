import { err, ok, type Result } from '@domain/shared-kernel';

/** A healthcare campaign's status code: 10 Lista, 20 Cancelada, 30 Enviada, 100 Con error (spec 2 §4). */
export type HealthcareStatus = 10 | 20 | 30 | 100;

/** The status codes by meaning (spec 2 §4, §9). */
export const HEALTHCARE_STATUS = { READY: 10, CANCELLED: 20, SENT: 30, FAILED: 100 } as const satisfies Record<string, HealthcareStatus>;

/** A new campaign is ready, status 10 (spec 2 §4, §9 "initial 10"). */
export const INITIAL_HEALTHCARE_STATUS: HealthcareStatus = HEALTHCARE_STATUS.READY;

/** The label of each status (spec 2 §4). */
export const HEALTHCARE_STATUS_LABELS = {
  10: 'Lista',
  20: 'Cancelada',
  30: 'Enviada',
  100: 'Con error',
} as const satisfies Record<HealthcareStatus, string>;

/**
 * What moves a campaign: `cancel` is asked by the user and goes through the server (spec 2 §4);
 * `send` and `fail` are the server's own outcomes when it sends the campaign.
 */
export type HealthcareCommand = 'cancel' | 'send' | 'fail';

/**
 * The healthcare status machine (spec 2 §4). Not in the spec: only a ready campaign (10) can be
 * cancelled, sent or fail; cancelled, sent and failed campaigns are final.
 */
export const HEALTHCARE_STATUS_TRANSITIONS = {
  10: { cancel: 20, send: 30, fail: 100 },
  20: {},
  30: {},
  100: {},
} as const satisfies Record<HealthcareStatus, Partial<Record<HealthcareCommand, HealthcareStatus>>>;

/** A command that the status machine does not allow from a status. */
export interface IllegalHealthcareTransition {
  readonly from: HealthcareStatus;
  readonly command: HealthcareCommand;
}

/** The status after `command`, or the refused transition (spec 2 §4). */
export function nextHealthcareStatus(
  from: HealthcareStatus,
  command: HealthcareCommand,
): Result<HealthcareStatus, IllegalHealthcareTransition> {
  const row: Partial<Record<HealthcareCommand, HealthcareStatus>> = HEALTHCARE_STATUS_TRANSITIONS[from];
  const to = row[command];
  return to === undefined ? err({ from, command }) : ok(to);
}

/** The commands allowed from a status, in table order. */
export function allowedHealthcareCommands(status: HealthcareStatus): HealthcareCommand[] {
  return Object.keys(HEALTHCARE_STATUS_TRANSITIONS[status]) as HealthcareCommand[];
}

/** Whether the list offers cancel for a campaign: only a ready one, status 10 (see the transition table). */
export function canCancelHealthcareCampaign(status: HealthcareStatus): boolean {
  return nextHealthcareStatus(status, 'cancel').ok;
}

/** Reads a status code (a number or its digits as text); any other code is UNKNOWN_HEALTHCARE_STATUS. */
export function parseHealthcareStatus(code: number | string): Result<HealthcareStatus, 'UNKNOWN_HEALTHCARE_STATUS'> {
  const text = String(code).trim();
  const status = ([10, 20, 30, 100] as const).find((each) => String(each) === text);
  return status === undefined ? err('UNKNOWN_HEALTHCARE_STATUS') : ok(status);
}
