import { err, ok, type Result } from '@domain/shared-kernel';
import type { CrmField, CrmForm } from './crm-form';
import type { CrmResponse } from './crm-response';

/**
 * Refs of the mandatory questions left out of the mandatory-question list: the children, sport and
 * legal-test questions (spec 2 §5). Not in the spec: the exact ref texts, which the spec does not show;
 * callers may pass the real ones.
 */
export const EXCLUDED_MANDATORY_REFS: readonly string[] = ['children', 'sport', 'legal_test'];

/** The mandatory questions to list: all but the excluded refs (spec 2 §5), in their order. */
export function listedMandatoryQuestions(
  mandatory: readonly CrmField[],
  excludedRefs: readonly string[] = EXCLUDED_MANDATORY_REFS,
): readonly CrmField[] {
  return mandatory.filter((question) => !excludedRefs.includes(question.ref));
}

/** What deleting a question takes: refused for a mandatory one, a confirmation for an optional one. */
export type QuestionDeletion = 'FORBIDDEN' | 'NEEDS_CONFIRMATION';

/**
 * Mandatory CRM questions cannot be deleted; optional ones need confirmation, because their answers are
 * lost (spec 2 §5). A question is mandatory when its ref is one of `mandatoryRefs` (the refs of the
 * service's mandatory questions).
 */
export function questionDeletion(question: Pick<CrmField, 'ref'>, mandatoryRefs: readonly string[]): QuestionDeletion {
  return mandatoryRefs.includes(question.ref) ? 'FORBIDDEN' : 'NEEDS_CONFIRMATION';
}

/** Why a question could not be removed from the form. */
export type RemoveQuestionError = 'MANDATORY_QUESTION' | 'UNKNOWN_QUESTION';

/**
 * The form without question `questionId`, once the user confirmed (spec 2 §5). A mandatory question is
 * refused (MANDATORY_QUESTION); an id not in the form is UNKNOWN_QUESTION.
 */
export function removeQuestion(
  form: CrmForm,
  questionId: string,
  mandatoryRefs: readonly string[],
): Result<CrmForm, RemoveQuestionError> {
  const question = form.fields.find((field) => field.id === questionId);
  if (question === undefined) return err('UNKNOWN_QUESTION');
  if (questionDeletion(question, mandatoryRefs) === 'FORBIDDEN') return err('MANDATORY_QUESTION');
  return ok({ ...form, fields: form.fields.filter((field) => field.id !== questionId) });
}

/** A response without its question and answer for `questionId`: a deleted question loses its answers (spec 2 §5). */
export function withoutAnswersTo(response: CrmResponse, questionId: string): CrmResponse {
  const answers = new Map(response.answers);
  answers.delete(questionId);
  return { ...response, questions: response.questions.filter((question) => question.id !== questionId), answers };
}
