import type { SendDateError } from './send-date';

/** Codes of the campaign screens' messages (spec 2 §2, §5, §8); the screens word them (src-ui/campaigns). */
export type CampaignMessageCode =
  | SendDateError
  | 'LIST_LOAD_FAILED'
  | 'CREATION_FAILED'
  | 'DRAFT_LOAD_FAILED'
  | 'SAVE_FAILED'
  | 'CREATED'
  | 'UPDATED'
  | 'DRAFT_SAVED'
  | 'DRAFT_SAVE_FAILED'
  | 'SERVER_INTERNAL_ERROR'
  | 'INTERNAL_SERVER_ERROR'
  | 'DELETE_CONFIRM_TITLE'
  | 'DELETE_CONFIRM_TEXT'
  | 'TEST_EMAILS_SENT'
  | 'TEST_SMS_SENT'
  | 'TEST_FAILED'
  | 'INVALID_PHONE_NUMBER'
  | 'RESET_DONE'
  | 'RESET_FAILED'
  | 'ROI_UPDATE_FAILED'
  | 'REPORT_LOAD_FAILED'
  | 'SALES_REPORT_LOAD_FAILED'
  | 'REPORT_NOT_READY';
