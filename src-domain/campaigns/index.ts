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
export { CONCURRENT_EDIT_WINDOW_MS, campaignChangedSince, mustAskToTakeOver } from './concurrent-edit';
export { emailRecipientError, parseTestEmails } from './email-recipients';
export type { EmailRecipientError, TestEmailsError } from './email-recipients';
export { SEND_DATE_FORMAT, formatSendDate, parseSendDate, validateSendDate } from './send-date';
export type { SendDateError } from './send-date';
export { CampaignRepository, CampaignRepositoryMethods } from './campaign-repository.port';
export { CAMPAIGN_SORT_COLUMNS } from './campaign-sort-columns';
export { DEFAULT_CAMPAIGN_SORT, campaignRowActions, filterCampaigns, sortCampaigns } from './campaign-list-table';
export type { CampaignListFilters, CampaignRowActions, CampaignSort, CampaignSortColumn } from './campaign-list-table';
export { TEST_SUBJECT_PREFIX, isEditableInWizard, newCampaignDraft, reachesRecipients, recipientCountOfFilledRows, sheetRecipientCount, smsCampaignMessages, testEmailSubject } from './campaign-draft';
export { CampaignTestSender, CampaignTestSenderMethods } from './campaign-test-sender.port';
export type { EmailTest, SmsTest } from './campaign-test-sender.port';
export { CampaignAudience, CampaignAudienceMethods } from './campaign-audience.port';
export type { RecipientFile, RecipientSegment, UploadedRecipientFile } from './campaign-audience.port';
export { EmailHeaderStore, EmailHeaderStoreMethods } from './email-header.port';
export type { EmailHeader } from './email-header.port';
export {
  DEFAULT_ROI_FILTER,
  PRE_PROCESS_KEYS,
  ROI_MAX_PRODUCT_CODES,
  ROI_WINDOW_DAYS,
  mailingFigures,
  preProcessTotal,
  roiFilterForm,
  roiSummary,
  sameRoiFilter,
  smsFigures,
  validateRoiFilter,
} from './mailing-report';
export type { MailingFigures, MailingReport, RoiFigures, RoiFilter, RoiFilterError, RoiFilterForm, RoiSummary, Share, SmsFigures, SmsReport } from './mailing-report';
export { CampaignReportSource, CampaignReportSourceMethods } from './campaign-report-source.port';
export { GENERAL_SHEET_EID, sheetDescription, sheetDesignOf, sheetWriteFor, withSheetDesign } from './campaign-sheet';
export type { CampaignSheet, SheetWrite } from './campaign-sheet';
