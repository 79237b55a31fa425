import * as v from 'valibot';
import { FORCE_UPLOAD_TIMEOUT_MS, activeCrmFilters, type CrmAnswerValue, type CrmClientQuery, type CrmField, type CrmFilter, type CrmForm, type CrmFormUrls, type CrmGateway, type CrmResponse, type CrmResponseSheet, type CrmSyncAnswers, type ErpClient } from '@domain/crm';
import type { ClientRow } from '@domain/segmentation';
import { ApiError, pageOf, type Page, type PageRequest } from '@domain/shared-kernel';
import { clientPageDto, dataTableQuery } from '@adapters/segmentation';
import {
  answersToDto,
  crmClientSearchBody,
  crmFilterToDto,
  crmFormToDto,
  erpClientsAnswer,
  formAnswer,
  formByEidAnswer,
  formattedResponsesAnswer,
  memberResponseAnswer,
  newFormDto,
  questionsAnswer,
  responseAnswer,
  responsesAnswer,
  unsyncedAnswer,
} from './crm.dto';
import { CrmService, type CrmServiceDeps } from './crm-service';

const segment = (value: string | number): string => encodeURIComponent(String(value));

/**
 * The loyalty CRM over HTTP (spec 2 §7 "CRM calls (/api/v1/CRM/)"), on the CRM service: its token's
 * address and token (x-access-token), and the signed-in user in x-{product}-uid. The ERP's clients come
 * and the segmentation's CRM data come from the segmentations service. Answers are read bare or
 * enveloped (`{ success: true, data }`).
 */
export class HttpCrmGateway implements CrmGateway {
  private readonly service: CrmService;
  constructor(deps: CrmServiceDeps) {
    this.service = new CrmService(deps);
  }

  form(eid: number): Promise<CrmForm | undefined> {
    return this.service.crm({ method: 'GET', path: `/api/v1/CRM/getFormByEid/eid/${segment(eid)}`, schema: formByEidAnswer });
  }

  mandatoryQuestions(): Promise<readonly CrmField[]> {
    return this.service.crm({ method: 'GET', path: '/api/v1/CRM/getMandatoryQuestions', schema: questionsAnswer });
  }

  templates(): Promise<readonly CrmField[]> {
    return this.service.crm({ method: 'GET', path: '/api/v1/CRM/getTemplates', schema: questionsAnswer });
  }

  createForm(eid: number, urls: CrmFormUrls): Promise<CrmForm> {
    return this.service.crm({ method: 'POST', path: `/api/v1/CRM/newForm/${segment(eid)}`, body: newFormDto(urls), schema: formAnswer });
  }

  updateForm(form: CrmForm): Promise<CrmForm> {
    return this.service.crm({ method: 'PUT', path: `/api/v1/CRM/update-form/${segment(form.id)}`, body: crmFormToDto(form), schema: formAnswer });
  }

  async responses(formId: string, request: PageRequest<readonly CrmFilter[]>): Promise<Page<CrmResponse>> {
    const filters = activeCrmFilters(request.filters ?? []);
    const all =
      filters.length === 0
        ? await this.service.crm({ method: 'GET', path: `/api/v1/CRM/getResponses/${segment(formId)}`, schema: responsesAnswer })
        : await this.service.crm({ method: 'POST', path: `/api/v1/CRM/filterResponses/${segment(formId)}`, body: filters.map(crmFilterToDto), schema: responsesAnswer });
    return pageOf(all, request);
  }

  response(id: string): Promise<CrmResponse> {
    return this.service.crm({ method: 'GET', path: `/api/v1/CRM/getResponse/${segment(id)}`, schema: responseAnswer });
  }

  async responseByMember(mid: string): Promise<CrmResponse | undefined> {
    try {
      return await this.service.crm({ method: 'GET', path: `/api/v1/CRM/getResponse/mid/${segment(mid)}`, schema: memberResponseAnswer });
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return undefined;
      throw error;
    }
  }

  async formattedResponses(eid: number): Promise<CrmResponseSheet> {
    return this.service.crm({ method: 'GET', path: `/api/v1/CRM/getFormattedResponse/eid/${segment(eid)}`, schema: formattedResponsesAnswer });
  }

  async updateResponse(idAnswer: string, answers: ReadonlyMap<string, CrmAnswerValue>): Promise<void> {
    await this.service.crm({ method: 'PUT', path: `/api/v1/CRM/update-response/${segment(idAnswer)}`, body: { answers: answersToDto(answers) }, schema: v.unknown() });
  }

  unsyncedAnswers(eid: number): Promise<readonly CrmSyncAnswers[]> {
    return this.service.crm({ method: 'GET', path: `/api/v1/CRM/getUnsyncClients/${segment(eid)}`, schema: unsyncedAnswer });
  }

  erpClients(eid: number): Promise<readonly ErpClient[]> {
    return this.service.segmentations({ method: 'GET', path: `/api/v1/reports/getAllClients/${segment(eid)}`, schema: erpClientsAnswer });
  }

  async syncUser(eid: number, idAnswer: string, erpId: string): Promise<void> {
    await this.service.crm({ method: 'POST', path: `/api/v1/CRM/syncUser/${segment(eid)}`, body: { idAnswer, erp_id: erpId }, schema: v.unknown() });
  }

  crmData(eid: number): Promise<CrmForm | undefined> {
    return this.service.segmentations({ method: 'GET', path: `/api/v1/getCrmData/eid/${segment(eid)}`, schema: formByEidAnswer });
  }

  async searchClients(eid: number, request: PageRequest<CrmClientQuery>): Promise<Page<ClientRow>> {
    const answer = await this.service.segmentations({
      method: 'POST',
      path: `/api/v1/crmDataWhereFiltred/eid/${segment(eid)}`,
      query: dataTableQuery(request),
      body: crmClientSearchBody(request),
      schema: clientPageDto,
    });
    return { records: answer.data, total: answer.total, page: answer.page ?? request.page, size: request.size };
  }

  async forceUpload(eid: number): Promise<void> {
    await this.service.segmentations({ method: 'POST', path: `/api/v1/maintenance/upsertCrmModel/${segment(eid)}`, timeoutMs: FORCE_UPLOAD_TIMEOUT_MS, schema: v.unknown() });
  }
}

// ---- The calls this module makes, for the API documents (docs/api/, ADR 31) ----
import type { ApiCall } from '@adapters/shared';
import { dataTableQuerySchema } from '@adapters/segmentation';
import { crmClientSearchBodySchema, filterBody, syncUserBody, updateFormBody, updateResponseBody } from './crm.dto';

const productUid = { 'x-farmacias-uid': 'The signed-in user (x-{VITE_PRODUCT_NAME}-uid)' };

export const crmApiCalls: readonly ApiCall[] = [
  { name: 'crm.form', service: 'crm', method: 'GET', path: '/api/v1/CRM/getFormByEid/eid/{eid}', summary: "The pharmacy's CRM form (spec 2 §7)", headers: productUid, response: formByEidAnswer },
  { name: 'crm.mandatoryQuestions', service: 'crm', method: 'GET', path: '/api/v1/CRM/getMandatoryQuestions', summary: 'The questions every form has', headers: productUid, response: questionsAnswer },
  { name: 'crm.templates', service: 'crm', method: 'GET', path: '/api/v1/CRM/getTemplates', summary: 'The question templates', headers: productUid, response: questionsAnswer },
  {
    name: 'crm.createForm',
    service: 'crm',
    method: 'POST',
    path: '/api/v1/CRM/newForm/{eid}',
    summary: "Creates the pharmacy's form",
    headers: productUid,
    request: v.object({ shop_url: v.string(), terms_url: v.string() }),
    response: formAnswer,
  },
  { name: 'crm.updateForm', service: 'crm', method: 'PUT', path: '/api/v1/CRM/update-form/{id}', summary: 'Saves a form', headers: productUid, request: updateFormBody, response: formAnswer },
  { name: 'crm.responses', service: 'crm', method: 'GET', path: '/api/v1/CRM/getResponses/{formId}', summary: "The form's responses", headers: productUid, response: responsesAnswer },
  { name: 'crm.filterResponses', service: 'crm', method: 'POST', path: '/api/v1/CRM/filterResponses/{formId}', summary: "The form's responses that match the filters", headers: productUid, request: filterBody, response: responsesAnswer },
  { name: 'crm.response', service: 'crm', method: 'GET', path: '/api/v1/CRM/getResponse/{id}', summary: 'One response', headers: productUid, response: responseAnswer },
  {
    name: 'crm.responseByMember',
    service: 'crm',
    method: 'GET',
    path: '/api/v1/CRM/getResponse/mid/{mid}',
    summary: "The response of the client whose CRM member id is mid (the client panel's crm_id); 404 or null when the client has not answered",
    headers: productUid,
    response: memberResponseAnswer,
  },
  {
    name: 'crm.formattedResponses',
    service: 'crm',
    method: 'GET',
    path: '/api/v1/CRM/getFormattedResponse/eid/{eid}',
    summary: "The pharmacy's responses formatted: one object per response, its answers by the question's wording (the responses tab's download)",
    headers: productUid,
    response: formattedResponsesAnswer,
  },
  { name: 'crm.updateResponse', service: 'crm', method: 'PUT', path: '/api/v1/CRM/update-response/{idAnswer}', summary: "Saves a response's answers", headers: productUid, request: updateResponseBody, response: v.unknown() },
  { name: 'crm.unsyncedAnswers', service: 'crm', method: 'GET', path: '/api/v1/CRM/getUnsyncClients/{eid}', summary: 'The responses not matched to an ERP client yet', headers: productUid, response: unsyncedAnswer },
  { name: 'crm.syncUser', service: 'crm', method: 'POST', path: '/api/v1/CRM/syncUser/{eid}', summary: 'Matches a response to an ERP client', headers: productUid, request: syncUserBody, response: v.unknown() },
  { name: 'crm.erpClients', service: 'segmentations', method: 'GET', path: '/api/v1/reports/getAllClients/{eid}', summary: "The ERP's clients", headers: productUid, response: erpClientsAnswer },
  { name: 'crm.crmData', service: 'segmentations', method: 'GET', path: '/api/v1/getCrmData/eid/{eid}', summary: "The segmentation's copy of the CRM form", headers: productUid, response: formByEidAnswer },
  {
    name: 'crm.searchClients',
    service: 'segmentations',
    method: 'POST',
    path: '/api/v1/crmDataWhereFiltred/eid/{eid}',
    summary: "A page of the clients whose CRM answers match the filters; the page and sort in the data table's query (spec 1 §9)",
    headers: productUid,
    query: dataTableQuerySchema,
    request: crmClientSearchBodySchema,
    response: clientPageDto,
  },
  {
    name: 'crm.forceUpload',
    service: 'segmentations',
    method: 'POST',
    path: '/api/v1/maintenance/upsertCrmModel/{eid}',
    summary: "Uploads the pharmacy's CRM model again (spec 2 §6, up to 45 minutes)",
    headers: productUid,
    response: v.unknown(),
  },
];
