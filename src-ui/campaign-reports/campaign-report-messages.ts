import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CampaignReportMessageCode, ContactKind } from '@domain/campaign-reports';

/**
 * The campaign-reports screen's alerts, verbatim from spec 1 §5 and §8. MISSING_FIELDS carries the
 * placeholder {type}, the word of the chosen kind ({@link contactKindNames}): render it with
 * `i18n._({ ...campaignReportMessages.MISSING_FIELDS, values: { type } })`.
 */
export const campaignReportMessages: Record<CampaignReportMessageCode, MessageDescriptor> = {
  MISSING_FIELDS: msg({ message: 'falta el id de farmacia o {type}' }),
  MIN_AFTER_MAX: msg`la fecha minima es mayor que la fecha maxima...`,
  INVALID_PHARMACY_ID: msg`El id de farmacia es un número, por ejemplo 500.`,
  NO_PURCHASES: msg`los clientes insertados no han realizado ninguna compra`,
  REQUEST_FAILED: msg`hubo un error con la petición`,
};

/**
 * The word of each contact kind in the alert 'falta el id de farmacia o {type}' (spec 1 §5). Not in the
 * spec: it names the placeholder only; the words are 'email' and 'teléfono'.
 */
export const contactKindNames: Record<ContactKind, MessageDescriptor> = {
  email: msg`email`,
  phone: msg`teléfono`,
};
