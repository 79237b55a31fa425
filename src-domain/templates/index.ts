export { DEFAULT_POST_ID, DEFAULT_TEMPLATE, TEMPLATE_TYPE_LABELS, isNewTemplateId, templateForSave } from './campaign-template';
export type { CampaignTemplate, TemplateSaveError, TemplateType } from './campaign-template';
export {
  TEMPLATE_MESSAGES,
  editAllowedAfterPermissionFailure,
  templateFailureMessage,
  templateSuccessMessage,
} from './template-messages';
export type { TemplateMessageCode, TemplateOperation } from './template-messages';
