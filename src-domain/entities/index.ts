export { isValidPhone } from './contact-patterns';
export { OUTDATED_UPLOAD_THRESHOLD_MS, ENTITY_LIST_MESSAGES, isUploadOutdated, reportDialogError, settingsEntityId } from './entity-list';
export type { EntityListRow, MonthOfYear, ReportDialogError } from './entity-list';
export { ENTITY_LIST_ERPS, REPORT_BY_ERP_OPTIONS, WIZARD_ERP_OPTIONS } from './erp-options';
export type { EntityListErp, ReportByErpOption } from './erp-options';
export { PASSWORD_MIN_LENGTH, USERNAME_MAX_LENGTH, passwordError, passwordRepeatError, termsError, usernameError } from './login-data';
export { LOGO_BYTES_PER_KB, LOGO_LIMIT_KB, logoError } from './pharmacy-logo';
export { REBOOT_CONFIRMATION_WORD, isRebootConfirmed } from './server-reboot';
export {
  SERVICE_PLANS,
  SERVICES_STEP_MESSAGES,
  WIZARD_SERVICE_NAMES,
  plansFromServices,
  servicesFromPlans,
  servicesStepErrors,
} from './services';
export type { PlanSelection, ServicePlan, ServicesStepError, WizardService, WizardServiceName, WizardServices } from './services';
export type { AdministrativeData, CommercialData, GeoPoint, ItData, LegalOwner, LoginData, WizardEntity } from './wizard-entity';
export { WIZARD_FIELD_MESSAGES, WIZARD_TEXT_FIELD_RULES, wizardTextFieldError } from './wizard-fields';
export type { WizardFieldError, WizardFieldFormat, WizardTextField, WizardTextFieldRule } from './wizard-fields';
export { wizardSectionErrors, wizardSubmitDecision } from './wizard-form';
export type { WizardForm, WizardFormField, WizardSectionErrors, WizardSubmitDecision } from './wizard-form';
export { WIZARD_MESSAGES, wizardSuccessMessage } from './wizard-messages';
export type { WizardMessageCode } from './wizard-messages';
export {
  CREATION_ONLY_FIELDS,
  WIZARD_STEPS,
  isWizardFieldDisabled,
  nextWizardStep,
  previousWizardStep,
  wizardMode,
  wizardViewMode,
} from './wizard-steps';
export type { CreationOnlyField, WizardMode, WizardSection, WizardStep, WizardViewMode } from './wizard-steps';
export { EntityDirectory, EntityDirectoryMethods } from './entity-directory.port';
export { DEFAULT_ENTITY_SORT, entitySortFromQuery, searchEntities } from './entity-search';
export { sortEntities } from './entity-sort';
export type { EntitySort, EntitySortColumn } from './entity-search';
export { ENTITY_SORT_COLUMNS } from './entity-sort-columns';
export { ENTITY_FORM_STATUSES, entityFormStatusFrom, withEntityDetails } from './entity-details';
export type { EntityDetails, EntityFormStatus, EntityListEntry } from './entity-details';
export {
  REPORT_DIALOG_MONTHS,
  REPORT_DIALOG_YEARS,
  REPORT_JOB_MESSAGES,
  compareMonths,
  hasActiveReportJobs,
  isOfferedMonth,
  isReportJobActive,
  laterMonth,
  regenerateByErpError,
  reportGenerationError,
  withReportStatuses,
} from './report-jobs';
export type { EntityReportStatus, RegenerateByErpRequest, ReportGenerationRequest, ReportJobKind, ReportJobState, ReportRequestError } from './report-jobs';
export { ReportJobGateway, ReportJobGatewayMethods } from './report-job-gateway.port';
export { lastClosedMonth } from './last-closed-month';
