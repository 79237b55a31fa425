import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { StatsFilterError, StatsSubtype } from '@domain/campaign-backoffice';

/**
 * The statistics filters' messages. 'fecha no valida' is verbatim from spec 2 §5 (an invalid date);
 * 'la fecha minima es mayor que la fecha maxima...' verbatim from spec 1 §5, the same rule on the
 * campaign reports' dates; the pharmacy's message as the campaign reports word it. Not in the spec:
 * the channel's, which only a hand-written address can reach.
 */
export const statsFilterMessages: Record<StatsFilterError, MessageDescriptor> = {
  INVALID_DATE: msg`fecha no valida`,
  MIN_AFTER_MAX: msg`la fecha minima es mayor que la fecha maxima...`,
  INVALID_ENTITY: msg`El id de farmacia es un número, por ejemplo 500.`,
  INVALID_SUBTYPE: msg`Elige Todas, Email o SMS.`,
};

/** The failures of the back office's campaign screens, verbatim from spec 2 §8 (campaign list load; reports). */
export const backofficeCampaignMessages = {
  LIST_LOAD_FAILED: msg`Hubo un error con el listado de campañas`,
  REPORT_LOAD_FAILED: msg`No ha sido posible obtener el informe de marketing`,
} as const satisfies Record<string, MessageDescriptor>;

/** The channel filter's choices. */
export const statsSubtypeLabels: Record<StatsSubtype, MessageDescriptor> = {
  all: msg`Todas`,
  email: msg`Email`,
  sms: msg`SMS`,
};
