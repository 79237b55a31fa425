import { err, ok, type Result } from '@domain/shared-kernel';
import { questionRef, type CrmChoice, type CrmField, type CrmForm, type CrmQuestionType } from './crm-form';
import { listedMandatoryQuestions } from './crm-questions';
import type { CrmAnswerValue, CrmResponse } from './crm-response';

/**
 * The question types a pharmacy adds to its form: the two the spec names (multiple_choice, date) and
 * the text and yes/no types its form service (a Typeform-style form) uses for the questions the form
 * asks (name, email, phone…). Other types a form may hold (legal, dropdown…) are kept as they come.
 */
export const CRM_QUESTION_TYPES = ['short_text', 'long_text', 'email', 'phone_number', 'yes_no', 'multiple_choice', 'date'] as const;

/** One of {@link CRM_QUESTION_TYPES}. */
export type AddableQuestionType = (typeof CRM_QUESTION_TYPES)[number];

/** What the user types to add or change a question. */
export interface QuestionDraft {
  /** The question's id: a new one for a new question. */
  readonly id: string;
  readonly title: string;
  readonly type: CrmQuestionType;
  readonly description: string;
  /** The labels of a multiple-choice question, one each. */
  readonly choices: readonly string[];
  readonly allowMultipleSelection: boolean;
  readonly required: boolean;
}

/** Why a question draft was refused. */
export type QuestionDraftError = 'EMPTY_TITLE' | 'DUPLICATE_REF' | 'NO_CHOICES';

/** The date format and separator of a date question, as the form service writes them by default. Not in the spec. */
export const CRM_DATE_STRUCTURE = { structure: 'DDMMYYYY', separator: '/' } as const;

/**
 * The question a draft makes (spec 2 §3 "CRM form" fields): its ref is made from its title
 * ({@link questionRef}). Refused: a blank title (EMPTY_TITLE); a ref another question of `form` already
 * has, letter case aside (DUPLICATE_REF: the ref names the answers); a multiple-choice question without a
 * choice (NO_CHOICES). Not in the spec: titles, descriptions and labels are trimmed, blank and repeated
 * labels are dropped, each choice's ref is made from its label like a question's, and a date question
 * gets the form service's default format ({@link CRM_DATE_STRUCTURE}).
 */
export function buildQuestion(draft: QuestionDraft, form: Pick<CrmForm, 'fields'>): Result<CrmField, QuestionDraftError> {
  const title = draft.title.trim();
  if (title === '') return err('EMPTY_TITLE');
  const ref = questionRef(title);
  if (form.fields.some((field) => field.id !== draft.id && field.ref.toLowerCase() === ref.toLowerCase())) return err('DUPLICATE_REF');
  const labels = [...new Set(draft.choices.map((label) => label.trim()).filter((label) => label !== ''))];
  if (draft.type === 'multiple_choice' && labels.length === 0) return err('NO_CHOICES');
  const description = draft.description.trim();
  const choices: CrmChoice[] = labels.map((label) => ({ ref: questionRef(label), label, selected: false }));
  return ok({
    id: draft.id,
    title,
    type: draft.type,
    ref,
    properties: {
      ...(description === '' ? {} : { description }),
      ...(draft.type === 'multiple_choice' ? { allowMultipleSelection: draft.allowMultipleSelection, choices } : {}),
      ...(draft.type === 'date' ? CRM_DATE_STRUCTURE : {}),
    },
    validations: { required: draft.required },
  });
}

/** The draft of an existing question, to change it. */
export function questionDraftOf(question: CrmField): QuestionDraft {
  return {
    id: question.id,
    title: question.title,
    type: question.type,
    description: question.properties.description ?? '',
    choices: (question.properties.choices ?? []).map((choice) => choice.label),
    allowMultipleSelection: question.properties.allowMultipleSelection === true,
    required: question.validations.required,
  };
}

/**
 * The form with `question` in place of the one of its id, or added at the end when the form has no
 * question of that id.
 */
export function withQuestion(form: CrmForm, question: CrmField): CrmForm {
  const at = form.fields.findIndex((field) => field.id === question.id);
  const fields = at === -1 ? [...form.fields, question] : form.fields.map((field, index) => (index === at ? question : field));
  return { ...form, fields };
}

/**
 * The refs of the questions a form may not lose: the service's mandatory questions but the excluded
 * children, sport and legal-test ones ({@link listedMandatoryQuestions}, spec 2 §5), which are deleted
 * like any optional question, after a confirmation.
 */
export function protectedQuestionRefs(mandatory: readonly CrmField[], excludedRefs?: readonly string[]): readonly string[] {
  return listedMandatoryQuestions(mandatory, excludedRefs).map((question) => question.ref);
}

/** A value with its object keys in one order, so two equal values compare equal as text. */
function canonical(value: unknown): unknown {
  if (value instanceof Map) return canonical(Object.fromEntries(value));
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, entry]) => entry !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([key, entry]) => [key, canonical(entry)]),
    );
  }
  return value;
}

const sameValue = (a: unknown, b: unknown): boolean => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

/** Whether `current` differs from `loaded` in anything the editor shows: title, address or any question. */
export function crmFormChangedSince(loaded: CrmForm, current: CrmForm): boolean {
  return !sameValue(loaded, current);
}

/** Whether two sets of answers differ: an unanswered question (absent, null or '') equals another. */
export function crmAnswersDiffer(a: ReadonlyMap<string, CrmAnswerValue>, b: ReadonlyMap<string, CrmAnswerValue>): boolean {
  const given = (answers: ReadonlyMap<string, CrmAnswerValue>) => new Map([...answers].filter(([, value]) => value !== null && value !== '' && !(Array.isArray(value) && value.length === 0)));
  return !sameValue(given(a), given(b));
}

/** Whether `current` answers differently from `loaded` (someone saved it meanwhile). */
export function crmResponseChangedSince(loaded: Pick<CrmResponse, 'answers'>, current: Pick<CrmResponse, 'answers'>): boolean {
  return crmAnswersDiffer(loaded.answers, current.answers);
}
