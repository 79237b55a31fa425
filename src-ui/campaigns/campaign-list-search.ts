import * as v from 'valibot';
import { CAMPAIGN_SORT_COLUMNS, CAMPAIGN_STATUSES, CAMPAIGN_SUBTYPES } from '@domain/campaigns';
import { optionalParam, searchValidator, tableSearchEntries } from '../shared/table-search';

/** The campaign list's address: its table, a status and a channel; anything malformed is left out. */
export const validateCampaignListSearch = searchValidator({
  ...tableSearchEntries(CAMPAIGN_SORT_COLUMNS),
  status: optionalParam(v.picklist(CAMPAIGN_STATUSES)),
  channel: optionalParam(v.picklist(CAMPAIGN_SUBTYPES)),
});

/** What the campaign list reads from its address. */
export type CampaignListSearch = ReturnType<typeof validateCampaignListSearch>;
