import * as v from 'valibot';
import { activeCrmFilters, type CrmAnswerValue, type CrmClientQuery, type CrmField, type CrmFilter, type CrmForm, type CrmFormUrls, type CrmGateway, type CrmResponse, type CrmSyncAnswers, type ErpClient } from '@domain/crm';
import type { ClientRow } from '@domain/segmentation';
import { pageOf, type Page, type PageRequest } from '@domain/shared-kernel';
import { clientPageDto } from '@adapters/segmentation';
import {
  answersToDto,
  crmClientSearchBody,
  crmFilterToDto,
  crmFormToDto,
  erpClientsAnswer,
  formAnswer,
  formByEidAnswer,
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
    const answer = await this.service.segmentations({ method: 'POST', path: `/api/v1/crmDataWhereFiltred/eid/${segment(eid)}`, body: crmClientSearchBody(request), schema: clientPageDto });
    return { records: answer.data, total: answer.total, page: answer.page ?? request.page, size: request.size };
  }
}
