export { CAMPAIGN_FORM_MESSAGES, deliveryTimestamp, healthcareFormErrors, promotionalFormErrors } from './campaign-forms';
export type { CampaignFormError, DeliveryError, HealthcareCampaignForm, PromotionalCampaignForm } from './campaign-forms';
export { campaignsForList } from './healthcare-campaign';
export type { ActiveTemplate, CampaignTemplateRef, HealthcareCampaign, PromotionalCampaign } from './healthcare-campaign';
export { HEALTHCARE_MESSAGES, cancelFailureMessage } from './healthcare-messages';
export type { HealthcareMessage } from './healthcare-messages';
export { parseSegmentFilters } from './healthcare-segment';
export type { HealthcareSegment, SegmentFilters } from './healthcare-segment';
export {
  HEALTHCARE_STATUS,
  HEALTHCARE_STATUS_LABELS,
  HEALTHCARE_STATUS_TRANSITIONS,
  INITIAL_HEALTHCARE_STATUS,
  allowedHealthcareCommands,
  canCancelHealthcareCampaign,
  nextHealthcareStatus,
  parseHealthcareStatus,
} from './healthcare-status';
export type { HealthcareCommand, HealthcareStatus, IllegalHealthcareTransition } from './healthcare-status';
export { FIRST_PHARMACIST_STEP, PHARMACIST_FLOW, allowedPharmacistEvents, nextPharmacistStep } from './pharmacist-flow';
export type { IllegalPharmacistEvent, PharmacistEvent, PharmacistStep, PharmacistTransition } from './pharmacist-flow';
export { campaignsAwaitingPharmacy, offeredReadyTemplates, sameTemplateSelection, sendPlan, templateToAdd, withoutReadyTemplate } from './pharmacist-selection';
export type { SendPlan, SendPlanLine } from './pharmacist-selection';
export { matchesTemplateSearch, segmentChoices, templateChoices, templateFlags } from './template-selection';
export type { ActiveTemplateFlags, SegmentChoice, TemplateChoice, TemplatePicker } from './template-selection';
export { HealthcareCampaignGateway, HealthcareCampaignGatewayMethods } from './healthcare-campaign-gateway.port';
export type { ActivePharmacy, CampaignModification, HealthcareCampaignDraft, PharmacistCampaign, PharmacistTemplates } from './healthcare-campaign-gateway.port';
export { HEALTHCARE_SORT_COLUMNS } from './healthcare-sort-columns';
export {
  DEFAULT_HEALTHCARE_SORT,
  EMPTY_HEALTHCARE_FORM,
  NEW_HEALTHCARE_CAMPAIGN_ID,
  canEditHealthcareCampaign,
  filterHealthcareCampaigns,
  healthcareCampaignChangedSince,
  healthcareCampaignErrors,
  healthcareCampaignForSave,
  healthcareCampaignIdOf,
  healthcareCampaignRows,
  healthcareDeliveryInstant,
  healthcareFormOf,
  sameHealthcareForm,
  searchPharmacies,
  sortHealthcareCampaigns,
  templatesBySegment,
  toggleAllPharmacies,
  toggleAllTemplates,
  toggleTemplate,
} from './healthcare-editing';
export type { HealthcareCampaignRow, HealthcareFormError, HealthcareSort, HealthcareSortColumn, TemplateGroup } from './healthcare-editing';
