export { campaignsScreens } from './campaigns.routes';
export { CampaignTable, type WizardSection } from './campaign-table';
export { campaignStatusLabels } from './campaign-messages';
export { CampaignFilters, type CampaignFilterChange } from './campaign-filters';
export { SmsComposer } from './sms-composer';
