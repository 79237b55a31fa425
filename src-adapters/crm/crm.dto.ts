import * as v from 'valibot';
import {
  activeCrmFilters,
  crmResponseSheet,
  questionRef,
  type CrmAnswerValue,
  type CrmClientQuery,
  type CrmChoice,
  type CrmField,
  type CrmFieldProperties,
  type CrmFilter,
  type CrmForm,
  type CrmFormUrls,
  type CrmResponse,
  type CrmSyncAnswers,
  type ErpClient,
} from '@domain/crm';
import type { PageRequest } from '@domain/shared-kernel';

/** An id the service may send as text or as a number; handled as text. */
const identifier = v.pipe(v.union([v.pipe(v.string(), v.nonEmpty()), v.pipe(v.number(), v.finite())]), v.transform(String));

/** A text the service may leave out, send as null or as a number (a phone, a card); '' when absent. */
const looseText = v.pipe(
  v.optional(v.nullable(v.union([v.string(), v.pipe(v.number(), v.finite())]))),
  v.transform((value) => (value === undefined || value === null ? '' : String(value))),
);

/** An answer on the wire: a text (dates included), a number, a yes/no, the labels chosen, or nothing. */
const answerValue = v.union([v.string(), v.pipe(v.number(), v.finite()), v.boolean(), v.array(v.string()), v.null()]);

/** An answer as the service reads it. */
type AnswerDto = string | number | boolean | string[] | null;

/**
 * An answer whose data is bare or enveloped: `data` of `{ success: true, data }` (the main API's
 * envelope; a `success: false` answer is an ApiError before it reaches a schema).
 */
function bareOrEnveloped<T>(data: v.GenericSchema<unknown, T>): v.GenericSchema<unknown, T> {
  return v.union([
    v.pipe(
      v.looseObject({ success: v.literal(true), data }),
      v.transform((answer) => answer.data),
    ),
    data,
  ]);
}

const choiceDto = v.pipe(
  v.looseObject({ ref: v.optional(v.nullable(v.string())), label: v.string(), selected: v.optional(v.nullable(v.boolean())) }),
  v.transform((dto): CrmChoice => ({ ref: dto.ref ?? questionRef(dto.label), label: dto.label, selected: dto.selected === true })),
);

const propertiesDto = v.pipe(
  v.optional(
    v.nullable(
      v.looseObject({
        description: v.optional(v.nullable(v.string())),
        allow_multiple_selection: v.optional(v.nullable(v.boolean())),
        choices: v.optional(v.nullable(v.array(choiceDto))),
        structure: v.optional(v.nullable(v.string())),
        separator: v.optional(v.nullable(v.string())),
      }),
    ),
  ),
  v.transform((dto): CrmFieldProperties => {
    if (dto === undefined || dto === null) return {};
    return {
      ...(typeof dto.description === 'string' ? { description: dto.description } : {}),
      ...(typeof dto.allow_multiple_selection === 'boolean' ? { allowMultipleSelection: dto.allow_multiple_selection } : {}),
      ...(Array.isArray(dto.choices) ? { choices: dto.choices } : {}),
      ...(typeof dto.structure === 'string' ? { structure: dto.structure } : {}),
      ...(typeof dto.separator === 'string' ? { separator: dto.separator } : {}),
    };
  }),
);

/**
 * A question of the form as the service sends it (spec 2 §3 "CRM form" fields): it needs an id, a title
 * and a type; a missing ref is made from the title (`questionRef`), missing properties are none and a
 * missing `validations.required` is false. As a client sends it, a new question may have no id yet ('').
 */
function fieldSchema(id: v.GenericSchema<unknown, string>) {
  return v.pipe(
    v.looseObject({
      id,
      title: v.string(),
      type: v.pipe(v.string(), v.nonEmpty()),
      ref: v.optional(v.nullable(v.string())),
      properties: propertiesDto,
      validations: v.optional(v.nullable(v.looseObject({ required: v.optional(v.nullable(v.boolean())) }))),
    }),
    v.transform(
      (dto): CrmField => ({
        id: dto.id,
        title: dto.title,
        type: dto.type,
        ref: dto.ref === undefined || dto.ref === null || dto.ref === '' ? questionRef(dto.title) : dto.ref,
        properties: dto.properties ?? {},
        validations: { required: dto.validations?.required === true },
      }),
    ),
  );
}

const fieldDto = fieldSchema(identifier);

function formSchema(field: typeof fieldDto) {
  return v.pipe(
    v.looseObject({
      id: identifier,
      title: v.optional(v.nullable(v.string())),
      embed_url: v.optional(v.nullable(v.string())),
      fields: v.optional(v.nullable(v.array(field))),
    }),
    v.transform((dto): CrmForm => ({ id: dto.id, title: dto.title ?? '', embedUrl: dto.embed_url ?? '', fields: dto.fields ?? [] })),
  );
}

/** The CRM form as the service sends it (spec 2 §3: id, title, embed_url, fields); it and its questions need ids. */
export const crmFormDto = formSchema(fieldDto);

/** The body of PUT update-form/{formId}, as the service reads it: a new question has no id yet. */
export const updateFormBody = formSchema(fieldSchema(v.optional(v.union([identifier, v.literal('')]), '')));

/** GET getFormByEid/eid/{eid}: the form, bare or enveloped; nothing (null, or an envelope without data) while the pharmacy has none. */
export const formByEidAnswer = v.union([
  v.pipe(
    v.null(),
    v.transform((): CrmForm | undefined => undefined),
  ),
  v.pipe(
    v.looseObject({ success: v.literal(true), data: v.optional(v.nullable(crmFormDto)) }),
    v.transform((answer): CrmForm | undefined => answer.data ?? undefined),
  ),
  crmFormDto,
]);

/** An answer that must carry the form: newForm and update-form. */
export const formAnswer = bareOrEnveloped(crmFormDto);

/** GET getMandatoryQuestions and getTemplates: a list of questions, bare or enveloped. */
export const questionsAnswer = bareOrEnveloped(v.array(fieldDto));

/** What the form's questions look like on the wire (a new question without its id). */
interface FieldWire {
  id?: string;
  title: string;
  type: string;
  ref: string;
  properties: {
    description?: string;
    allow_multiple_selection?: boolean;
    choices?: { ref: string; label: string; selected: boolean }[];
    structure?: string;
    separator?: string;
  };
  validations: { required: boolean };
}

/** The body of PUT update-form/{formId}: the form by the service's names. */
export interface CrmFormWire {
  id: string;
  title: string;
  embed_url: string;
  fields: FieldWire[];
}

export function crmFormToDto(form: CrmForm): CrmFormWire {
  return {
    id: form.id,
    title: form.title,
    embed_url: form.embedUrl,
    fields: form.fields.map((field) => ({
      ...(field.id === '' ? {} : { id: field.id }),
      title: field.title,
      type: field.type,
      ref: field.ref,
      properties: {
        ...(field.properties.description === undefined ? {} : { description: field.properties.description }),
        ...(field.properties.allowMultipleSelection === undefined ? {} : { allow_multiple_selection: field.properties.allowMultipleSelection }),
        ...(field.properties.choices === undefined ? {} : { choices: field.properties.choices.map((choice) => ({ ref: choice.ref, label: choice.label, selected: choice.selected })) }),
        ...(field.properties.structure === undefined ? {} : { structure: field.properties.structure }),
        ...(field.properties.separator === undefined ? {} : { separator: field.properties.separator }),
      },
      validations: { required: field.validations.required },
    })),
  };
}

/** The body of POST newForm/{eid}: the shop's address and the terms' address. */
export function newFormDto(urls: CrmFormUrls): { shop_url: string; terms_url: string } {
  return { shop_url: urls.shopUrl, terms_url: urls.termsUrl };
}

const responseQuestionDto = v.object({ id: identifier, ref: v.string(), type: v.string(), label: v.string() });

/**
 * A response as the service sends it (spec 2 §3 "CRM response": idAnswer, the questions with id, ref,
 * type and label, the answers keyed by question id). The id may come as `idAnswer`, `id` or `_id`.
 */
export const crmResponseDto = v.pipe(
  v.looseObject({
    idAnswer: v.optional(identifier),
    id: v.optional(identifier),
    _id: v.optional(identifier),
    questions: v.array(responseQuestionDto),
    answers: v.record(v.string(), answerValue),
  }),
  v.check((dto) => (dto.idAnswer ?? dto.id ?? dto._id) !== undefined, 'a response needs its idAnswer'),
  v.transform(
    (dto): CrmResponse => ({
      idAnswer: dto.idAnswer ?? dto.id ?? dto._id ?? '',
      questions: dto.questions,
      answers: new Map<string, CrmAnswerValue>(Object.entries(dto.answers)),
    }),
  ),
);

/** GET getResponses/{formId} and POST filterResponses/{formId}: every response that passes, bare or enveloped. */
export const responsesAnswer = bareOrEnveloped(v.array(crmResponseDto));

/** GET getResponse/{id}: one response, bare or enveloped. */
export const responseAnswer = bareOrEnveloped(crmResponseDto);

/**
 * GET getResponse/mid/{mid}: the member's response, bare or enveloped; null, an empty object or an empty
 * list when the member has not answered (undefined here).
 */
export const memberResponseAnswer = bareOrEnveloped(
  v.union([
    v.pipe(
      v.union([v.null(), v.strictObject({}), v.tuple([])]),
      v.transform((): undefined => undefined),
    ),
    crmResponseDto,
  ]),
);

/**
 * One cell of a formatted response on the wire: a text, a number, yes or no, nothing, or the labels
 * chosen (joined with ', ').
 */
const formattedCellDto = v.union([
  v.string(),
  v.pipe(v.number(), v.finite()),
  v.boolean(),
  v.null(),
  v.pipe(
    v.array(v.string()),
    v.transform((labels): string | null => (labels.length === 0 ? null : labels.join(', '))),
  ),
]);

/**
 * GET getFormattedResponse/eid/{eid}: the pharmacy's responses formatted, one object per response with
 * its answers by the question's wording, bare or enveloped; read as a spreadsheet (`crmResponseSheet`).
 */
export const formattedResponsesAnswer = v.pipe(
  bareOrEnveloped(v.array(v.record(v.string(), formattedCellDto))),
  v.transform((responses) => crmResponseSheet(responses)),
);

/** A response on the wire, as the fake service of the tests writes it. */
export function crmResponseToDto(response: CrmResponse): { idAnswer: string; questions: CrmResponse['questions']; answers: Record<string, AnswerDto> } {
  return { idAnswer: response.idAnswer, questions: response.questions, answers: answersToDto(response.answers) };
}

/** Answers by question id, as the service reads them. */
export function answersToDto(answers: ReadonlyMap<string, CrmAnswerValue>): Record<string, AnswerDto> {
  const dto: Record<string, AnswerDto> = {};
  for (const [id, value] of answers) Object.defineProperty(dto, id, { value: Array.isArray(value) ? [...(value as readonly string[])] : value, enumerable: true, writable: true, configurable: true });
  return dto;
}

/** The body of PUT update-response/{idAnswer}: the answers by question id. */
export const updateResponseBody = v.object({ answers: v.record(v.string(), answerValue) });

/** A CRM filter entry on the wire (spec 2 §3 "CRM filter payload entry"). */
export interface CrmFilterWire {
  id: string;
  question_type: string;
  allow_multiple_selection: boolean;
  filter_type: string;
  val: AnswerDto;
}

export function crmFilterToDto(filter: CrmFilter): CrmFilterWire {
  const value = filter.value;
  return {
    id: filter.id,
    question_type: filter.questionType,
    allow_multiple_selection: filter.allowMultipleSelection,
    filter_type: filter.filterType,
    val: Array.isArray(value) ? [...(value as readonly string[])] : (value as AnswerDto),
  };
}

/**
 * The body of POST crmDataWhereFiltred/eid/{eid}: the CRM filter payload (active entries) and the word
 * search. The page and the sort travel as the data table's query (`dataTableQuery`: page, count,
 * sort-by, sort-order), as the client search's do.
 */
export interface CrmClientSearchBody {
  filters: CrmFilterWire[];
  search: string;
}

export function crmClientSearchBody(request: PageRequest<CrmClientQuery>): CrmClientSearchBody {
  return { filters: activeCrmFilters(request.filters?.filters ?? []).map(crmFilterToDto), search: request.filters?.search ?? '' };
}

/** The body of POST filterResponses/{formId}, as the fake service of the tests reads it. */
export const filterBody = v.array(
  v.pipe(
    v.object({ id: v.string(), question_type: v.string(), allow_multiple_selection: v.boolean(), filter_type: v.string(), val: answerValue }),
    v.transform((dto): CrmFilter => ({ id: dto.id, questionType: dto.question_type, allowMultipleSelection: dto.allow_multiple_selection, filterType: dto.filter_type, value: dto.val })),
  ),
);

/** The body of POST crmDataWhereFiltred/eid/{eid}, as the fake service of the tests reads it (the page is in the query). */
export const crmClientSearchBodySchema = v.pipe(
  v.strictObject({ filters: filterBody, search: v.string() }),
  v.transform((body): CrmClientQuery => ({ filters: body.filters, search: body.search })),
);

/** A response not yet synced as the service sends it (spec 2 §3 "Sync matching uses CRM answers…"). */
const syncAnswersDto = v.pipe(
  v.looseObject({
    idAnswer: v.optional(identifier),
    _id: v.optional(identifier),
    name: looseText,
    apellidos: looseText,
    email: looseText,
    phone: looseText,
    loyalty: looseText,
    id_code: looseText,
  }),
  v.check((dto) => (dto.idAnswer ?? dto._id) !== undefined, 'an unsynced response needs its idAnswer'),
  v.transform(
    (dto): CrmSyncAnswers => ({
      idAnswer: dto.idAnswer ?? dto._id ?? '',
      name: dto.name ?? '',
      surnames: dto.apellidos ?? '',
      email: dto.email ?? '',
      phone: dto.phone ?? '',
      loyalty: dto.loyalty ?? '',
      idCode: dto.id_code ?? '',
    }),
  ),
);

/** GET getUnsyncClients/{eid}: the responses not yet synced, bare or enveloped. */
export const unsyncedAnswer = bareOrEnveloped(v.array(syncAnswersDto));

export function syncAnswersToDto(answers: CrmSyncAnswers): Record<string, string> {
  return { idAnswer: answers.idAnswer, name: answers.name, apellidos: answers.surnames, email: answers.email, phone: answers.phone, loyalty: answers.loyalty, id_code: answers.idCode };
}

/** A client of the ERP as getAllClients sends it: its id as `id` or `erp_id`, and the data sync matches by. */
const erpClientDto = v.pipe(
  v.looseObject({ id: v.optional(identifier), erp_id: v.optional(identifier), name: looseText, email: looseText, phone: looseText, loyalty: looseText, id_code: looseText }),
  v.check((dto) => (dto.erp_id ?? dto.id) !== undefined, 'an ERP client needs its id'),
  v.transform((dto): ErpClient => ({ erpId: dto.erp_id ?? dto.id ?? '', name: dto.name ?? '', email: dto.email ?? '', phone: dto.phone ?? '', loyalty: dto.loyalty ?? '', idCode: dto.id_code ?? '' })),
);

/** GET /api/v1/reports/getAllClients/{eid}: the ERP's clients, bare or enveloped. */
export const erpClientsAnswer = bareOrEnveloped(v.array(erpClientDto));

export function erpClientToDto(client: ErpClient): Record<string, string> {
  return { id: client.erpId, name: client.name, email: client.email, phone: client.phone, loyalty: client.loyalty, id_code: client.idCode };
}

/** The body of POST syncUser/{eid}. */
export const syncUserBody = v.object({ idAnswer: v.string(), erp_id: v.string() });
