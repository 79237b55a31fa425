import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { EntityFormStatus, MonthOfYear, REPORT_JOB_MESSAGES, ReportJobState } from '@domain/entities';

/** The sign-up form statuses as the list shows them (spec 3 §4: "shown as Spanish labels"). */
export const FORM_STATUS_LABELS: Readonly<Record<EntityFormStatus, MessageDescriptor>> = {
  sent: msg`Enviado`,
  open: msg`Abierto`,
  completed: msg`Completado`,
  approved: msg`Aprobado`,
  pending: msg`Pendiente`,
};

/** The cache and report dialogs' messages (the domain's `REPORT_JOB_MESSAGES`), verbatim, in the language shown. */
export const REPORT_JOB_MESSAGE_TEXTS: Readonly<Record<keyof typeof REPORT_JOB_MESSAGES, MessageDescriptor>> = {
  NO_PHARMACY_SELECTED: msg`Selecciona alguna farmacia`,
  GENERATION_FAILED: msg`Ha ocurrido un error`,
  REGENERATION_FAILED: msg`Hubo un error al crear los trabajos de regeneración`,
};

/** A pharmacy's cache or report job as the cache/report mode says it (spec 3 §4: pending, running). */
export const JOB_STATE_LABELS: Readonly<Record<ReportJobState, MessageDescriptor>> = {
  idle: msg`Sin trabajos en curso`,
  pending: msg`En espera`,
  running: msg`Calculando`,
  failed: msg`Error en el cálculo`,
};

/** A month as the list writes it: month/year ("10/2026"); '' when there is none. */
export function monthText(month: MonthOfYear | undefined): string {
  return month === undefined ? '' : `${month.month}/${month.year}`;
}
