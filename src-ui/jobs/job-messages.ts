import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { JobCommand, JobMessageCode } from '@domain/jobs';

/** The job monitor's messages of the spec, verbatim (spec 3 §8). */
export const jobMessages: Record<JobMessageCode, MessageDescriptor> = {
  NO_JOB_DATA: msg`No job data found`,
  INVALID_JSON: msg`No job data found`,
  ACTION_FAILED: msg`Hubo un error. Por favor reintente.`,
};

/** What each command is called on its button and in its confirmation. */
export const jobCommandLabels: Record<JobCommand, MessageDescriptor> = {
  'reset-to-pending': msg`Reiniciar (PENDING)`,
  'reset-to-cancelled': msg`Cancelar (CANCELLED)`,
  delete: msg`Eliminar`,
};

/** The badge colour of a status, dark enough for 4.5:1 on a light badge; grey for any other. */
export function jobStatusColor(status: string): string {
  switch (status.toUpperCase()) {
    case 'DONE':
      return 'green.9';
    case 'FAILED':
    case 'ERROR':
      return 'red.9';
    case 'RUNNING':
      return 'blue.9';
    case 'PENDING':
      return 'orange.9';
    default:
      return 'gray.9';
  }
}
