import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CampaignReportMessageCode, ContactKind } from '@domain/campaign-reports';

/** The word of each contact kind, as the domain's CONTACT_KIND_NAMES (spec 1 §5 "{type}"). */
export const contactKindNames: Record<ContactKind, MessageDescriptor> = {
  email: msg`email`,
  phone: msg`teléfono`,
};

/**
 * An alert of the campaign-reports screen as a translatable message; the Spanish text equals the
 * domain's CAMPAIGN_REPORT_MESSAGES with {type} filled with the kind's word (spec 1 §5, §8).
 */
export function campaignReportAlert(code: CampaignReportMessageCode, type: string): MessageDescriptor {
  switch (code) {
    case 'MISSING_FIELDS':
      return msg`falta el id de farmacia o ${type}`;
    case 'MIN_AFTER_MAX':
      return msg`la fecha minima es mayor que la fecha maxima...`;
    case 'NO_PURCHASES':
      return msg`los clientes insertados no han realizado ninguna compra`;
    case 'REQUEST_FAILED':
      return msg`hubo un error con la petición`;
  }
}
