export { questionRef } from './crm-form';
export type { CrmChoice, CrmField, CrmFieldProperties, CrmForm, CrmQuestionType } from './crm-form';
export { checkCrmFormUrls } from './crm-form-urls';
export type { CrmFormUrlError, CrmFormUrls } from './crm-form-urls';
export { CRM_MESSAGES } from './crm-messages';
export type { CrmMessageCode } from './crm-messages';
export { EXCLUDED_MANDATORY_REFS, listedMandatoryQuestions, questionDeletion, removeQuestion, withoutAnswersTo } from './crm-questions';
export type { QuestionDeletion, RemoveQuestionError } from './crm-questions';
export type { CrmAnswerValue, CrmFilter, CrmResponse, CrmResponseQuestion } from './crm-response';
export { crmAnswerFullName, matchKeys, normaliseCode, normaliseEmail, normalisePhone, syncCandidates } from './crm-sync';
export type { CrmSyncAnswers, ErpClient, SyncCandidate, SyncIdentity, SyncKey } from './crm-sync';
export { CRM_MODULE, canOpenCrm, crmFormCreationRefusal } from './crm-access';
export { CRM_FILTER_TYPES, activeCrmFilters, crmFilterFor, crmFilterTypeOf, filterableCrmQuestions, initialCrmFilterValue, isActiveCrmFilter, responseMatchesCrmFilters } from './crm-filters';
export type { CrmFilterType } from './crm-filters';
export {
  CRM_DATE_STRUCTURE,
  CRM_QUESTION_TYPES,
  buildQuestion,
  crmAnswersDiffer,
  crmFormChangedSince,
  crmResponseChangedSince,
  protectedQuestionRefs,
  questionDraftOf,
  withQuestion,
} from './crm-form-editing';
export type { AddableQuestionType, QuestionDraft, QuestionDraftError } from './crm-form-editing';
export { SYNC_ANSWER_REFS, syncAnswersOf, syncCandidateFinder } from './crm-sync';
export { CrmGateway, CrmGatewayMethods, FORCE_UPLOAD_TIMEOUT_MS } from './crm-gateway.port';
export { crmResponseSheet, formattedCrmAnswer, formattedCrmResponse } from './crm-response-sheet';
export type { CrmFormattedResponse, CrmResponseSheet, CrmSheetValue } from './crm-response-sheet';
export type { CrmClientQuery } from './crm-gateway.port';
