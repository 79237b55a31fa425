export { HttpCrmGateway } from './http-crm-gateway';
export { InMemoryCrmGateway } from './in-memory-crm-gateway';
export { CrmService } from './crm-service';
export type { CrmServiceDeps } from './crm-service';
export {
  CRM_DEMO_VERSION,
  DEMO_MANDATORY_QUESTIONS,
  DEMO_QUESTION_TEMPLATES,
  crmFormIdOf,
  demoErpClients,
  generateCrmResponses,
  newDemoForm,
  pharmacyCrmForms,
  pharmacyCrmResponses,
} from './crm-demo-data';
export type { DemoCrmForm, DemoCrmResponse } from './crm-demo-data';
export {
  answersToDto,
  crmClientSearchBody,
  crmClientSearchBodySchema,
  crmFilterToDto,
  crmFormDto,
  crmFormToDto,
  crmResponseToDto,
  erpClientToDto,
  filterBody,
  newFormDto,
  syncAnswersToDto,
  syncUserBody,
  updateFormBody,
  updateResponseBody,
} from './crm.dto';
export type { CrmClientSearchBody, CrmFilterWire, CrmFormWire } from './crm.dto';
