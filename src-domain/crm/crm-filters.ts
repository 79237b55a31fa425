import { foldText } from '@domain/shared-kernel';
import type { CrmField, CrmQuestionType } from './crm-form';
import type { CrmAnswerValue, CrmFilter, CrmResponse } from './crm-response';

/**
 * The filter types a CRM filter entry carries in `filter_type` (spec 2 §3 "CRM filter payload entry";
 * the spec does not list them, these are the product's):
 * - `any_of`: the answer (one label, or the labels chosen) includes one of `val`'s labels;
 * - `between`: the answer, a date 'YYYY-MM-DD', lies within `val` = [from, until], both inclusive, an
 *   empty end open;
 * - `equals`: the yes/no answer is `val` (true or false);
 * - `contains`: the answer's text contains `val`, letter case and accents aside.
 */
export const CRM_FILTER_TYPES = ['any_of', 'between', 'equals', 'contains'] as const;

/** One of {@link CRM_FILTER_TYPES}. */
export type CrmFilterType = (typeof CRM_FILTER_TYPES)[number];

/** The question types whose answers are text, filtered by what they contain. */
const TEXT_TYPES: readonly string[] = ['short_text', 'long_text', 'email', 'phone_number', 'website'];

/**
 * How answers to a question of type `type` are filtered: multiple_choice (and dropdown) by the labels
 * chosen, date by a period, yes_no and legal by yes or no, the text types (short_text, long_text, email,
 * phone_number, website) by what they contain. Undefined for any other type, which is not filtered.
 */
export function crmFilterTypeOf(type: CrmQuestionType): CrmFilterType | undefined {
  if (type === 'multiple_choice' || type === 'dropdown') return 'any_of';
  if (type === 'date') return 'between';
  if (type === 'yes_no' || type === 'legal') return 'equals';
  return TEXT_TYPES.includes(type) ? 'contains' : undefined;
}

/**
 * The filter entry that keeps the responses whose answer to `question` passes `value` (spec 2 §3:
 * id, question_type, allow_multiple_selection, filter_type, val); undefined when the question's type
 * is not filtered ({@link crmFilterTypeOf}).
 */
export function crmFilterFor(question: Pick<CrmField, 'id' | 'type' | 'properties'>, value: CrmAnswerValue): CrmFilter | undefined {
  const filterType = crmFilterTypeOf(question.type);
  if (filterType === undefined) return undefined;
  return { id: question.id, questionType: question.type, allowMultipleSelection: question.properties.allowMultipleSelection === true, filterType, value };
}

/**
 * The questions of `fields` a filter can be made of ({@link crmFilterTypeOf}), in their order, except
 * those of `taken` (the ids already filtered by): a question is filtered by once.
 */
export function filterableCrmQuestions<F extends Pick<CrmField, 'id' | 'type'>>(fields: readonly F[], taken: readonly Pick<CrmFilter, 'id'>[] = []): F[] {
  return fields.filter((field) => crmFilterTypeOf(field.type) !== undefined && !taken.some((filter) => filter.id === field.id));
}

/**
 * The value a new filter of `question` starts with, which asks for nothing until it is set (see
 * {@link isActiveCrmFilter}) but `equals`, which starts at yes: nothing chosen, an open period, no text.
 */
export function initialCrmFilterValue(question: Pick<CrmField, 'type'>): CrmAnswerValue {
  switch (crmFilterTypeOf(question.type)) {
    case 'any_of':
      return [];
    case 'between':
      return ['', ''];
    case 'equals':
      return true;
    default:
      return '';
  }
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The period of a `between` filter: two texts, each a day 'YYYY-MM-DD' or '' (open). */
function periodOf(value: CrmAnswerValue): readonly [string, string] | undefined {
  if (!Array.isArray(value) || value.length !== 2) return undefined;
  const [from = '', until = ''] = value as readonly string[];
  const valid = (day: string): boolean => day === '' || DAY.test(day);
  return valid(from) && valid(until) ? [from, until] : undefined;
}

/**
 * Whether a filter entry asks for something: a known type with a value of its shape (`any_of` a
 * non-empty list of labels, `between` a period with at least one end, `equals` true or false,
 * `contains` a text that is not blank). Entries that ask for nothing are left out of a filter; an
 * entry of a type the product does not know is active.
 */
export function isActiveCrmFilter(filter: CrmFilter): boolean {
  const { value } = filter;
  switch (filter.filterType) {
    case 'any_of':
      return Array.isArray(value) && value.some((label) => typeof label === 'string' && label.trim() !== '');
    case 'between': {
      const period = periodOf(value);
      return period !== undefined && (period[0] !== '' || period[1] !== '');
    }
    case 'equals':
      return typeof value === 'boolean';
    case 'contains':
      return typeof value === 'string' && value.trim() !== '';
    default:
      // A type the product does not know asks for something it cannot check: see responseMatchesCrmFilters.
      return true;
  }
}

/** The entries of `filters` that ask for something ({@link isActiveCrmFilter}), in their order. */
export function activeCrmFilters(filters: readonly CrmFilter[]): readonly CrmFilter[] {
  return filters.filter(isActiveCrmFilter);
}

/** The labels an answer holds: one label, or the labels chosen, trimmed; none when unanswered. */
function labelsOf(answer: CrmAnswerValue | undefined): readonly string[] {
  if (typeof answer === 'string') return answer.trim() === '' ? [] : [answer.trim()];
  if (Array.isArray(answer)) return (answer as readonly unknown[]).filter((label): label is string => typeof label === 'string').map((label) => label.trim());
  return [];
}

function passes(filter: CrmFilter, answer: CrmAnswerValue | undefined): boolean {
  if (answer === undefined || answer === null) return false;
  switch (filter.filterType) {
    case 'any_of': {
      const wanted = new Set(labelsOf(filter.value));
      return labelsOf(answer).some((label) => wanted.has(label));
    }
    case 'between': {
      const period = periodOf(filter.value);
      if (period === undefined || typeof answer !== 'string') return false;
      const day = answer.slice(0, 10);
      return DAY.test(day) && (period[0] === '' || day >= period[0]) && (period[1] === '' || day <= period[1]);
    }
    case 'equals':
      return answer === filter.value;
    case 'contains':
      return (typeof answer === 'string' || typeof answer === 'number') && foldText(String(answer)).includes(foldText(String(filter.value).trim()));
    default:
      return false;
  }
}

/**
 * Whether `response` passes every active entry of `filters` (spec 2 §7 "POST filterResponses/{formId}";
 * entries that ask for nothing are ignored, so no active entry keeps every response). A question the
 * response did not answer passes no entry. An entry of a type the product does not know never passes.
 */
export function responseMatchesCrmFilters(response: Pick<CrmResponse, 'answers'>, filters: readonly CrmFilter[]): boolean {
  return activeCrmFilters(filters).every((filter) => passes(filter, response.answers.get(filter.id)));
}
