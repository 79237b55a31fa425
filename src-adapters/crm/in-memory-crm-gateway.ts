import {
  crmResponseSheet,
  formattedCrmResponse,
  responseMatchesCrmFilters,
  syncAnswersOf,
  type CrmAnswerValue,
  type CrmClientQuery,
  type CrmField,
  type CrmFilter,
  type CrmForm,
  type CrmFormUrls,
  type CrmGateway,
  type CrmResponse,
  type CrmResponseSheet,
  type CrmSyncAnswers,
  type ErpClient,
} from '@domain/crm';
import { EMPTY_SEGMENTATION_FILTERS, type ClientRow } from '@domain/segmentation';
import { ApiError, pageOf, type Page, type PageRequest } from '@domain/shared-kernel';
import type { DemoDatabase } from '@adapters/demo';
import { demoMemberOf, searchClientTableAmong } from '@adapters/segmentation';
import {
  DEMO_MANDATORY_QUESTIONS,
  DEMO_QUESTION_TEMPLATES,
  crmFormIdOf,
  demoCrmClientTable,
  demoErpClients,
  eidOfCrmFormId,
  newDemoForm,
  pharmacyCrmForms,
  pharmacyCrmResponses,
  type DemoCrmForm,
  type DemoCrmResponse,
} from './crm-demo-data';

const notFound = (message: string): ApiError => new ApiError('not-found', 404, message);
const PHARMACY_NOT_FOUND = 'Farmacia no encontrada';
const FORM_NOT_FOUND = 'Formulario no encontrado';
const RESPONSE_NOT_FOUND = 'Respuesta no encontrada';

/** Makes responses as the service answers them: the form's current questions, and each response's answers to them. */
function responsesOf(form: CrmForm): (record: DemoCrmResponse) => CrmResponse {
  const asked = new Set(form.fields.map((field) => field.id));
  const questions = form.fields.map((field) => ({ id: field.id, ref: field.ref, type: field.type, label: field.title }));
  return (record) => ({ idAnswer: record.idAnswer, questions, answers: new Map(record.answers.filter(([id]) => asked.has(id))) });
}

/**
 * The demo's loyalty CRM over the demo data set (see `crm-demo-data.ts` for what it holds):
 * - `form` answers undefined until `createForm` made the pharmacy's form (404 for a pharmacy the data
 *   set lacks, 409 when it has one already); the form's id is `crm{eid}`;
 * - `updateForm` keeps the form's id and address, gives a question without an id the next number, and
 *   the answers to a question no longer in the form are no longer answered (they are lost: a question
 *   added again is a new one);
 * - `responses` gives the form's responses in their order, each with the form's current questions,
 *   filtered by `responseMatchesCrmFilters` and paged;
 * - `updateResponse` replaces the answers it names to questions of the form (an empty answer, null or
 *   '', removes it) and leaves the others;
 * - `unsyncedAnswers` gives the responses not synced yet, in their order; `syncUser` links one to a
 *   client of the pharmacy's ERP (404 for a response of another pharmacy or an unknown client);
 * - `erpClients` are the segmentation demo's clients of the pharmacy, none for a pharmacy the data set
 *   lacks;
 * - `crmData` is the pharmacy's form (undefined while it has none); `searchClients` pages, among the
 *   segmentation demo's clients, those whose synced response passes the filters, with the word search
 *   and the sort of the segmentation's own search (none while the pharmacy has no form);
 * - `responseByMember` reads the member id as the segmentation demo writes it (`demoMemberOf`: the
 *   pharmacy and the client's place in its table) and answers the response synced with that client, if
 *   any (a sync made on the CRM screen counts at once);
 * - `formattedResponses` formats every response of the pharmacy, the same ones `responses` lists
 *   unfiltered and in their order, each with every question of the form (`formattedCrmResponse`); no
 *   headers and no rows while the pharmacy has no form (404 for a pharmacy the data set lacks);
 * - `forceUpload` accepts the upload of a pharmacy of the data set at once (404 for another): the
 *   demo's CRM data are always up to date, there is nothing to copy.
 */
export class InMemoryCrmGateway implements CrmGateway {
  private readonly db: DemoDatabase;
  constructor(options: { readonly db: DemoDatabase }) {
    this.db = options.db;
  }

  async form(eid: number): Promise<CrmForm | undefined> {
    return pharmacyCrmForms(this.db).get(String(eid))?.form;
  }

  async mandatoryQuestions(): Promise<readonly CrmField[]> {
    return DEMO_MANDATORY_QUESTIONS;
  }

  async templates(): Promise<readonly CrmField[]> {
    return DEMO_QUESTION_TEMPLATES;
  }

  async createForm(eid: number, urls: CrmFormUrls): Promise<CrmForm> {
    const pharmacy = this.db.read().pharmacies.find((candidate) => candidate.eid === eid);
    if (pharmacy === undefined) throw notFound(PHARMACY_NOT_FOUND);
    const forms = pharmacyCrmForms(this.db);
    if (forms.get(String(eid)) !== undefined) throw new ApiError('conflict', 409, 'La farmacia ya tiene un formulario');
    const form = newDemoForm(eid, pharmacy.name, urls);
    forms.put({ eid, form });
    return form;
  }

  async updateForm(form: CrmForm): Promise<CrmForm> {
    const stored = this.storedForm(form.id);
    let next = Math.max(0, ...stored.form.fields.concat(form.fields).map((field) => this.numberOf(form.id, field.id)));
    const fields = form.fields.map((field) => {
      if (field.id !== '') return field;
      next += 1;
      return { ...field, id: `${form.id}-${next}` };
    });
    const saved: CrmForm = { ...stored.form, title: form.title, fields };
    pharmacyCrmForms(this.db).put({ eid: stored.eid, form: saved });
    return saved;
  }

  async responses(formId: string, request: PageRequest<readonly CrmFilter[]>): Promise<Page<CrmResponse>> {
    const { eid, form } = this.storedForm(formId);
    const filters = request.filters ?? [];
    const matching = pharmacyCrmResponses(this.db, eid)
      .all()
      .map(responsesOf(form))
      .filter((response) => responseMatchesCrmFilters(response, filters));
    return pageOf(matching, request);
  }

  async response(id: string): Promise<CrmResponse> {
    const { record, form } = this.storedResponse(id);
    return responsesOf(form)(record);
  }

  async responseByMember(mid: string): Promise<CrmResponse | undefined> {
    const { seed, anchor } = this.db.generationKey();
    const member = demoMemberOf(seed, mid);
    if (member === undefined || !this.db.read().pharmacies.some((pharmacy) => pharmacy.eid === member.eid)) return undefined;
    const stored = pharmacyCrmForms(this.db).get(String(member.eid));
    const clientId = demoCrmClientTable(seed, anchor, member.eid).ids[member.index];
    if (stored === undefined || clientId === undefined) return undefined;
    const record = pharmacyCrmResponses(this.db, member.eid)
      .all()
      .find((candidate) => candidate.erpId === clientId);
    return record === undefined ? undefined : responsesOf(stored.form)(record);
  }

  async formattedResponses(eid: number): Promise<CrmResponseSheet> {
    if (!this.db.read().pharmacies.some((pharmacy) => pharmacy.eid === eid)) throw notFound(PHARMACY_NOT_FOUND);
    const stored = pharmacyCrmForms(this.db).get(String(eid));
    if (stored === undefined) return crmResponseSheet([]);
    return crmResponseSheet(pharmacyCrmResponses(this.db, eid).all().map(responsesOf(stored.form)).map(formattedCrmResponse));
  }

  async updateResponse(idAnswer: string, answers: ReadonlyMap<string, CrmAnswerValue>): Promise<void> {
    const { record, form } = this.storedResponse(idAnswer);
    const asked = new Set(form.fields.map((field) => field.id));
    const merged = new Map(record.answers);
    for (const [id, value] of answers) {
      if (!asked.has(id)) continue;
      if (value === null || value === '' || (Array.isArray(value) && value.length === 0)) merged.delete(id);
      else merged.set(id, Array.isArray(value) ? [...(value as readonly string[])] : value);
    }
    pharmacyCrmResponses(this.db, record.eid).put({ ...record, answers: [...merged] });
  }

  async unsyncedAnswers(eid: number): Promise<readonly CrmSyncAnswers[]> {
    const stored = pharmacyCrmForms(this.db).get(String(eid));
    if (stored === undefined) return [];
    const responseOf = responsesOf(stored.form);
    return pharmacyCrmResponses(this.db, eid)
      .all()
      .filter((record) => record.erpId === null)
      .map((record) => syncAnswersOf(responseOf(record)));
  }

  async erpClients(eid: number): Promise<readonly ErpClient[]> {
    if (!this.db.read().pharmacies.some((pharmacy) => pharmacy.eid === eid)) return [];
    const { seed, anchor } = this.db.generationKey();
    return demoErpClients(seed, anchor, eid);
  }

  async syncUser(eid: number, idAnswer: string, erpId: string): Promise<void> {
    const { record } = this.storedResponse(idAnswer);
    if (record.eid !== eid) throw notFound(RESPONSE_NOT_FOUND);
    if (!(await this.erpClients(eid)).some((client) => client.erpId === erpId)) throw notFound('Cliente no encontrado');
    pharmacyCrmResponses(this.db, eid).put({ ...record, erpId });
  }

  /** The form of id `formId` and its pharmacy, or a 404. */
  private storedForm(formId: string): DemoCrmForm {
    const eid = eidOfCrmFormId(formId);
    const stored = eid === undefined ? undefined : pharmacyCrmForms(this.db).get(String(eid));
    if (stored === undefined || stored.form.id !== formId) throw notFound(FORM_NOT_FOUND);
    return stored;
  }

  /** Response `id`, with its pharmacy's form, or a 404. */
  private storedResponse(id: string): { readonly record: DemoCrmResponse; readonly form: CrmForm } {
    const formId = id.slice(0, Math.max(0, id.lastIndexOf('-r')));
    const eid = eidOfCrmFormId(formId);
    const stored = eid === undefined || formId !== crmFormIdOf(eid) ? undefined : pharmacyCrmForms(this.db).get(String(eid));
    const record = stored === undefined || eid === undefined ? undefined : pharmacyCrmResponses(this.db, eid).get(id);
    if (stored === undefined || record === undefined) throw notFound(RESPONSE_NOT_FOUND);
    return { record, form: stored.form };
  }

  /** The number of question `id` of form `formId` (`{formId}-{number}`), 0 for another id. */
  private numberOf(formId: string, id: string): number {
    const prefix = `${formId}-`;
    const number = id.startsWith(prefix) ? Number(id.slice(prefix.length)) : Number.NaN;
    return Number.isInteger(number) && number > 0 ? number : 0;
  }

  async crmData(eid: number): Promise<CrmForm | undefined> {
    return this.form(eid);
  }

  async searchClients(eid: number, request: PageRequest<CrmClientQuery>): Promise<Page<ClientRow>> {
    const stored = pharmacyCrmForms(this.db).get(String(eid));
    if (stored === undefined || !this.db.read().pharmacies.some((pharmacy) => pharmacy.eid === eid)) return { records: [], total: 0, page: 1, size: request.size };
    const filters = request.filters?.filters ?? [];
    const responseOf = responsesOf(stored.form);
    const passing = new Set(
      pharmacyCrmResponses(this.db, eid)
        .all()
        .flatMap((record) => (record.erpId !== null && responseMatchesCrmFilters(responseOf(record), filters) ? [record.erpId] : [])),
    );
    const { seed, anchor } = this.db.generationKey();
    const clientRequest = { ...request, filters: { filters: EMPTY_SEGMENTATION_FILTERS, search: request.filters?.search ?? '' } };
    return searchClientTableAmong(demoCrmClientTable(seed, anchor, eid), clientRequest, passing);
  }

  async forceUpload(eid: number): Promise<void> {
    if (!this.db.read().pharmacies.some((pharmacy) => pharmacy.eid === eid)) throw notFound(PHARMACY_NOT_FOUND);
  }
}
