import type { CrmAnswerValue, CrmResponse } from './crm-response';

/** One cell of the formatted responses: a text, a number, yes or no, or nothing. */
export type CrmSheetValue = string | number | boolean | null;

/** One formatted response: its answers by the question's wording. */
export type CrmFormattedResponse = Readonly<Record<string, CrmSheetValue>>;

/**
 * The pharmacy's responses as a spreadsheet (GET getFormattedResponse/eid/{eid}): one header per
 * question, one row per response, each row as long as the headers.
 */
export interface CrmResponseSheet {
  readonly headers: readonly string[];
  readonly rows: readonly (readonly CrmSheetValue[])[];
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * An answer as a cell of the formatted responses: null when unanswered (undefined, null, '' or no
 * label chosen), the labels chosen joined with ', ', a date question's day as dd/mm/yyyy, 'Sí' or
 * 'No' for yes or no, a number as a number and any other text as it is.
 */
export function formattedCrmAnswer(value: CrmAnswerValue | undefined, type: string): CrmSheetValue {
  if (value === undefined || value === null || value === '') return null;
  if (Array.isArray(value)) return value.length === 0 ? null : (value as readonly string[]).join(', ');
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  if (type === 'date' && typeof value === 'string') {
    const day = DAY.exec(value);
    if (day !== null) return `${day[3]}/${day[2]}/${day[1]}`;
  }
  return value as string | number;
}

/**
 * A response formatted: each question of the response, in the form's order, by its wording with its
 * answer ({@link formattedCrmAnswer}, null when unanswered). Two questions with the same wording are
 * told apart by a number after the second: 'Edad', 'Edad (2)'; an empty wording is named by the
 * question's reference.
 */
export function formattedCrmResponse(response: CrmResponse): CrmFormattedResponse {
  const formatted: Record<string, CrmSheetValue> = {};
  for (const question of response.questions) {
    const base = question.label.trim() === '' ? question.ref : question.label.trim();
    let header = base;
    for (let copy = 2; Object.hasOwn(formatted, header); copy += 1) header = `${base} (${copy})`;
    formatted[header] = formattedCrmAnswer(response.answers.get(question.id), question.type);
  }
  return formatted;
}

/**
 * The spreadsheet of formatted responses: the headers in the order they first appear among the
 * responses, and one row per response in the responses' order, with null where a response lacks a
 * header. No responses make no headers and no rows.
 */
export function crmResponseSheet(responses: readonly CrmFormattedResponse[]): CrmResponseSheet {
  const headers: string[] = [];
  const seen = new Set<string>();
  for (const response of responses) {
    for (const header of Object.keys(response)) {
      if (seen.has(header)) continue;
      seen.add(header);
      headers.push(header);
    }
  }
  return { headers, rows: responses.map((response) => headers.map((header) => (Object.hasOwn(response, header) ? (response[header] as CrmSheetValue) : null))) };
}
