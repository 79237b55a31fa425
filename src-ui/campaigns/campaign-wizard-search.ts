import * as v from 'valibot';
import { CAMPAIGN_SUBTYPES } from '@domain/campaigns';
import { optionalParam, searchValidator } from '../shared/table-search';

/**
 * The wizard's address (spec 2 §2 "Campaign wizard"): the step to open (`section`, 0 to 2; "modify
 * schedule" opens 2), and the calendar entry and channel it may come from (`idCalendar`, `type`).
 * Anything malformed is left out.
 */
export const validateCampaignWizardSearch = searchValidator({
  section: optionalParam(v.pipe(v.union([v.string(), v.number()]), v.transform(Number), v.picklist([0, 1, 2]))),
  idCalendar: optionalParam(v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.regex(/^[\w-]{1,64}$/))),
  type: optionalParam(v.picklist(CAMPAIGN_SUBTYPES)),
});

/** What the wizard reads from its address. */
export type CampaignWizardSearch = ReturnType<typeof validateCampaignWizardSearch>;
