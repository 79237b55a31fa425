import type { ClientRow } from '@domain/segmentation';
import { portMethods, token, type Page, type PageRequest } from '@domain/shared-kernel';
import type { CrmField, CrmForm } from './crm-form';
import type { CrmFormUrls } from './crm-form-urls';
import type { CrmAnswerValue, CrmFilter, CrmResponse } from './crm-response';
import type { CrmResponseSheet } from './crm-response-sheet';
import type { CrmSyncAnswers, ErpClient } from './crm-sync';

/**
 * The pharmacy's loyalty CRM (spec 2 §2 "CRM", §7 "CRM calls (/api/v1/CRM/)"): its form, the questions
 * every form has and the ones it may add, the clients' responses, and their sync with the clients of
 * the pharmacy's ERP. Failures reject with an ApiError; a `success: false` answer carries the
 * server's message. The segmentation's CRM filter mode reads the segmentations service's CRM data
 * (getCrmData, crmDataWhereFiltred) through it too, and the dashboard's 'force upload' button
 * (upsertCrmModel) writes the pharmacy's CRM data into that service. The segmentation's client panel
 * reads one client's response by member id (getResponse/mid/{mid}, ADR 30), and the responses tab
 * downloads the formatted responses (getFormattedResponse/eid/{eid}) as a spreadsheet.
 */
export interface CrmGateway {
  /** GET /api/v1/CRM/getFormByEid/eid/{eid}: the form of pharmacy `eid`, undefined while it has none. */
  form(eid: number): Promise<CrmForm | undefined>;
  /** GET /api/v1/CRM/getMandatoryQuestions: the questions every form has (the excluded refs included). */
  mandatoryQuestions(): Promise<readonly CrmField[]>;
  /** GET /api/v1/CRM/getTemplates: ready-made questions a form may add. */
  templates(): Promise<readonly CrmField[]>;
  /**
   * POST /api/v1/CRM/newForm/{eid} with the shop URL and the terms URL: creates the form of pharmacy
   * `eid` with the mandatory questions and answers it. The URLs are checked by the screen
   * (`checkCrmFormUrls`) before; a pharmacy that already has a form is a 409.
   */
  createForm(eid: number, urls: CrmFormUrls): Promise<CrmForm>;
  /**
   * PUT /api/v1/CRM/update-form/{formId}: replaces the title and questions of form `form.id` and
   * answers it as saved (a 404 when there is no such form). A question without an id gets one. The
   * answers to a question no longer in the form are lost (spec 2 §5).
   */
  updateForm(form: CrmForm): Promise<CrmForm>;
  /**
   * GET /api/v1/CRM/getResponses/{formId}, or POST /api/v1/CRM/filterResponses/{formId} with the active
   * entries of `request.filters` (the CRM filter payload, spec 2 §3): page `request.page` of
   * `request.size` of the responses to form `formId` that pass the filters, in the order they were
   * given, with how many pass in all. The service answers every response that passes; they are paged
   * here. Each response holds the form's current questions and its answers to them.
   */
  responses(formId: string, request: PageRequest<readonly CrmFilter[]>): Promise<Page<CrmResponse>>;
  /** GET /api/v1/CRM/getResponse/{id}: response `id` (a 404 when there is no such response). */
  response(id: string): Promise<CrmResponse>;
  /**
   * GET /api/v1/CRM/getResponse/mid/{mid}: the response of the client whose CRM member id is `mid` (the
   * client panel's `crm_id`, ADR 30), with the form's current questions; undefined when that client has
   * not answered the form (a 404, or an empty answer).
   */
  responseByMember(mid: string): Promise<CrmResponse | undefined>;
  /**
   * GET /api/v1/CRM/getFormattedResponse/eid/{eid}: every response of pharmacy `eid`, formatted as a
   * spreadsheet (a header per question, a row per response, in the responses' order); no headers and
   * no rows while it has no responses (a 404 when there is no such pharmacy).
   */
  formattedResponses(eid: number): Promise<CrmResponseSheet>;
  /**
   * PUT /api/v1/CRM/update-response/{idAnswer}: replaces the answers of response `idAnswer` to the
   * questions `answers` names (a 404 when there is no such response).
   */
  updateResponse(idAnswer: string, answers: ReadonlyMap<string, CrmAnswerValue>): Promise<void>;
  /** GET /api/v1/CRM/getUnsyncClients/{eid}: the responses of pharmacy `eid` not yet synced with an ERP client. */
  unsyncedAnswers(eid: number): Promise<readonly CrmSyncAnswers[]>;
  /**
   * GET /api/v1/reports/getAllClients/{eid} (the segmentations service): every client of pharmacy
   * `eid`'s ERP, with the data sync matches by.
   */
  erpClients(eid: number): Promise<readonly ErpClient[]>;
  /**
   * POST /api/v1/CRM/syncUser/{eid} with idAnswer and erp_id: links response `idAnswer` to ERP client
   * `erpId` (a 404 when either is unknown); the response is synced from then on.
   */
  syncUser(eid: number, idAnswer: string, erpId: string): Promise<void>;
  /**
   * GET /api/v1/getCrmData/eid/{eid} (the segmentations service): the CRM form of pharmacy `eid` as the
   * segmentation filters by it, its questions; undefined while the pharmacy has no form.
   */
  crmData(eid: number): Promise<CrmForm | undefined>;
  /**
   * POST /api/v1/crmDataWhereFiltred/eid/{eid} (the segmentations service) with the active entries of
   * `request.filters.filters` (the CRM filter payload, spec 2 §3), the word search and the page: page
   * `request.page` of `request.size` of the clients of pharmacy `eid` whose synced CRM response passes
   * every entry, in the order of `request.sort` (by name when absent), with how many pass in all. A
   * response not synced with an ERP client is no client of the segmentation and is not counted.
   */
  searchClients(eid: number, request: PageRequest<CrmClientQuery>): Promise<Page<ClientRow>>;
  /**
   * POST /api/v1/maintenance/upsertCrmModel/{eid} (the segmentations service), with no body: the
   * dashboard's 'force upload' of pharmacy `eid` (spec 2 §6, §7). The server may take up to
   * {@link FORCE_UPLOAD_TIMEOUT_MS} to answer; the call waits that long before it fails with a timeout.
   * A pharmacy the service does not know is a 404.
   */
  forceUpload(eid: number): Promise<void>;
}

/**
 * How long a forced upload's call may wait for its answer: the 45 minutes the button's note gives
 * (spec 2 §6), and one more, so that a server that answers at the end of the upload is not taken for
 * one that failed.
 */
export const FORCE_UPLOAD_TIMEOUT_MS = 46 * 60_000;

/** What the segmentation's CRM filter mode asks for besides the page: the CRM filters and the table's word search. */
export interface CrmClientQuery {
  readonly filters: readonly CrmFilter[];
  readonly search: string;
}

/** Token of the {@link CrmGateway} port. */
export const CrmGateway = token<CrmGateway>('crm.CrmGateway');

/** Every call of the {@link CrmGateway} port. */
export const CrmGatewayMethods = portMethods<CrmGateway>()(
  'form',
  'mandatoryQuestions',
  'templates',
  'createForm',
  'updateForm',
  'responses',
  'response',
  'responseByMember',
  'formattedResponses',
  'updateResponse',
  'unsyncedAnswers',
  'erpClients',
  'syncUser',
  'crmData',
  'searchClients',
  'forceUpload',
);
