import { CONTACT_KIND_NAMES, type ContactKind } from './contact-list';
import type { CampaignReportFormError } from './report-request';

/** Every alert of the campaign-reports screen (spec 1 §5, §8). */
export type CampaignReportMessageCode = CampaignReportFormError | 'NO_PURCHASES' | 'REQUEST_FAILED';

/**
 * The screen's alerts, verbatim from spec 1 §5 and §8. MISSING_FIELDS carries the placeholder {type},
 * filled with the chosen kind's word ({@link CONTACT_KIND_NAMES}).
 */
export const CAMPAIGN_REPORT_MESSAGES = {
  MISSING_FIELDS: 'falta el id de farmacia o {type}',
  MIN_AFTER_MAX: 'la fecha minima es mayor que la fecha maxima...',
  NO_PURCHASES: 'los clientes insertados no han realizado ninguna compra',
  REQUEST_FAILED: 'hubo un error con la petición',
} as const satisfies Record<CampaignReportMessageCode, string>;

/** An alert's text with {type} filled with the word for `kind`: 'falta el id de farmacia o teléfono' (spec 1 §5). */
export function campaignReportMessage(code: CampaignReportMessageCode, kind: ContactKind): string {
  return CAMPAIGN_REPORT_MESSAGES[code].replace('{type}', CONTACT_KIND_NAMES[kind]);
}
