export { CAMPAIGN_SUBTYPES, CAMPAIGN_TYPE_LABELS } from './campaign';
export type {
  BrokerData,
  Campaign,
  CampaignContent,
  CampaignSchedule,
  CampaignSegment,
  CampaignSubtype,
  CampaignType,
  PreProcessResults,
  Redemption,
} from './campaign';
export { COPY_NAME_PREFIX, duplicateCampaign } from './campaign-duplicate';
export { CAMPAIGN_LIST_LIMIT, campaignListView } from './campaign-list';
export { CAMPAIGN_MESSAGES } from './campaign-messages';
export type { CampaignMessageCode } from './campaign-messages';
export { CAMPAIGN_STATUSES, allowedCommands, campaignStatusBadge, nextStatus } from './campaign-status';
export type { CampaignCommand, CampaignStatus, CampaignStatusBadge, IllegalCampaignTransition } from './campaign-status';
export {
  AUTOSAVE_INTERVAL_MS,
  EXCEL_SEGMENT_TYPE,
  WIZARD_STEP_TITLES,
  apiSegmentType,
  designStepErrors,
  nextWizardStep,
  parametersStepErrors,
  previousWizardStep,
  wizardStepFromSection,
} from './campaign-wizard';
export type { DesignStepError, ParametersStepError, WizardStep } from './campaign-wizard';
export { CONCURRENT_EDIT_WINDOW_MS, mustAskToTakeOver } from './concurrent-edit';
export { emailRecipientError, parseTestEmails } from './email-recipients';
export type { EmailRecipientError, TestEmailsError } from './email-recipients';
export { SEND_DATE_FORMAT, formatSendDate, parseSendDate, validateSendDate } from './send-date';
export type { SendDateError } from './send-date';
