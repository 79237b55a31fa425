import type { CrmQuestionType } from './crm-form';

/** A question as a CRM response describes it (spec 2 §3 "CRM response"). */
export interface CrmResponseQuestion {
  readonly id: string;
  readonly ref: string;
  readonly type: CrmQuestionType;
  readonly label: string;
}

/** One answer: a text (dates included), a number, a yes/no, the chosen labels, or nothing. */
export type CrmAnswerValue = string | number | boolean | readonly string[] | null;

/**
 * One client's answers to the CRM form (spec 2 §3 "CRM response"): its idAnswer, the questions, and the
 * answers keyed by question id (a Map, so no question id can reach an object prototype).
 */
export interface CrmResponse {
  readonly idAnswer: string;
  readonly questions: readonly CrmResponseQuestion[];
  readonly answers: ReadonlyMap<string, CrmAnswerValue>;
}

/**
 * One entry of the CRM filter sent with a segmentation (spec 2 §3 "CRM filter payload entry": id,
 * question_type, allow_multiple_selection, filter_type, val). The spec does not list the filter types.
 */
export interface CrmFilter {
  readonly id: string;
  readonly questionType: CrmQuestionType;
  readonly allowMultipleSelection: boolean;
  readonly filterType: string;
  readonly value: CrmAnswerValue;
}
