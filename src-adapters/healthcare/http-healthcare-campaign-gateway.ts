import type {
  ActivePharmacy,
  ActiveTemplate,
  CampaignModification,
  CampaignTemplateRef,
  HealthcareCampaign,
  HealthcareCampaignDraft,
  HealthcareCampaignGateway,
  PharmacistCampaign,
  PharmacistTemplates,
} from '@domain/healthcare';
import type { HttpClient } from '@adapters/shared';
import {
  activePharmacyListAnswer,
  activeTemplateListAnswer,
  campaignDetailsAnswer,
  campaignDetailsToDto,
  campaignModificationAnswer,
  healthcareCampaignAnswer,
  healthcareCampaignCreatedAnswer,
  healthcareCampaignFromDto,
  healthcareCampaignListAnswer,
  healthcareCampaignToDto,
  healthcareSuccessAnswer,
  segmentSendCountAnswer,
  templatesForEditAnswer,
} from './healthcare.dto';

const V2 = '/api/v2';

/**
 * The healthcare campaign calls over HTTP (spec 2 §7), on the main API under /api/v2/, the campaign id
 * in `cmId`, the pharmacy in `pharmacyKey`. Payload shapes the spec does not show follow its entity
 * fields (spec 2 §3).
 */
export class HttpHealthcareCampaignGateway implements HealthcareCampaignGateway {
  private readonly http: HttpClient;
  constructor(http: HttpClient) {
    this.http = http;
  }

  async list(): Promise<readonly HealthcareCampaign[]> {
    const campaigns = await this.http.send({ method: 'GET', path: `${V2}/healthcareCampaigns`, schema: healthcareCampaignListAnswer });
    return campaigns.map(healthcareCampaignFromDto).filter((campaign) => !campaign.isDeleted);
  }

  async get(id: number): Promise<HealthcareCampaign> {
    return healthcareCampaignFromDto(await this.http.send({ method: 'GET', path: `${V2}/getHealthcareCampaign`, query: { cmId: id }, schema: healthcareCampaignAnswer }));
  }

  async create(campaign: HealthcareCampaignDraft): Promise<number | undefined> {
    return this.http.send({ method: 'POST', path: `${V2}/addHealthcareCampaign`, body: healthcareCampaignToDto(campaign, true), schema: healthcareCampaignCreatedAnswer });
  }

  async update(id: number, campaign: HealthcareCampaignDraft): Promise<void> {
    await this.http.send({ method: 'PUT', path: `${V2}/updateHealthcareCampaign`, query: { cmId: id }, body: healthcareCampaignToDto(campaign, false), schema: healthcareSuccessAnswer });
  }

  async cancel(id: number): Promise<void> {
    await this.http.send({ method: 'PUT', path: `${V2}/cancelHealthcareCampaign`, query: { cmId: id }, schema: healthcareSuccessAnswer });
  }

  async delete(id: number): Promise<void> {
    await this.http.send({ method: 'DELETE', path: `${V2}/deleteHealthcareCampaign`, query: { cmId: id }, schema: healthcareSuccessAnswer });
  }

  async activePharmacies(): Promise<readonly ActivePharmacy[]> {
    return this.http.send({ method: 'GET', path: `${V2}/activePharmacies`, schema: activePharmacyListAnswer });
  }

  async activeTemplates(): Promise<readonly ActiveTemplate[]> {
    return this.http.send({ method: 'GET', path: `${V2}/getActiveTemplates`, schema: activeTemplateListAnswer });
  }

  async segmentSendCount(segmentId: number, eid: number): Promise<number> {
    return this.http.send({ method: 'GET', path: `${V2}/getSegmentSendCount`, query: { segmentId }, entity: eid, schema: segmentSendCountAnswer });
  }

  async pharmacistCampaign(id: number, eid: number): Promise<PharmacistCampaign> {
    return this.http.send({ method: 'GET', path: `${V2}/campaignService/getCampaignDetails`, query: { cmId: id, pharmacyKey: eid }, schema: campaignDetailsAnswer });
  }

  async pharmacistTemplates(id: number, eid: number): Promise<PharmacistTemplates> {
    return this.http.send({ method: 'GET', path: `${V2}/campaignService/getActiveTemplatesForEditHealthcare`, query: { cmId: id, pharmacyKey: eid }, schema: templatesForEditAnswer });
  }

  async savePharmacistSelection(id: number, eid: number, templates: readonly CampaignTemplateRef[]): Promise<void> {
    await this.http.send({ method: 'POST', path: `${V2}/campaignService/updateCampaignDetails`, body: campaignDetailsToDto(id, eid, templates, false), schema: healthcareSuccessAnswer });
  }

  async confirmPharmacistSelection(id: number, eid: number, templates: readonly CampaignTemplateRef[]): Promise<void> {
    await this.http.send({ method: 'POST', path: `${V2}/campaignService/updateCampaignDetails`, body: campaignDetailsToDto(id, eid, templates, true), schema: healthcareSuccessAnswer });
  }

  async checkCampaignModification(id: number, version: number): Promise<CampaignModification> {
    return this.http.send({ method: 'GET', path: `${V2}/checkCampaignModification`, query: { cmId: id, version }, schema: campaignModificationAnswer });
  }
}

// ---- The calls this module makes, for the API documents (docs/api/, ADR 31) ----
import * as v from 'valibot';
import type { ApiCall } from '@adapters/shared';
import { campaignDetailsBody, healthcareCampaignBody } from './healthcare.dto';

const campaignQuery = v.object({ cmId: v.number() });
const pharmacyQuery = v.object({ cmId: v.number(), pharmacyKey: v.number() });

export const healthcareCampaignApiCalls: readonly ApiCall[] = [
  { name: 'healthcareCampaigns.list', service: 'api', method: 'GET', path: `${V2}/healthcareCampaigns`, summary: 'The healthcare campaigns (spec 2 §7)', response: healthcareCampaignListAnswer },
  { name: 'healthcareCampaigns.get', service: 'api', method: 'GET', path: `${V2}/getHealthcareCampaign`, summary: 'One healthcare campaign (spec 2 §7)', query: campaignQuery, response: healthcareCampaignAnswer },
  { name: 'healthcareCampaigns.create', service: 'api', method: 'POST', path: `${V2}/addHealthcareCampaign`, summary: 'Creates a healthcare campaign (spec 2 §7)', request: healthcareCampaignBody, response: healthcareCampaignCreatedAnswer },
  { name: 'healthcareCampaigns.update', service: 'api', method: 'PUT', path: `${V2}/updateHealthcareCampaign`, summary: 'Saves a healthcare campaign (spec 2 §7)', query: campaignQuery, request: healthcareCampaignBody, response: healthcareSuccessAnswer },
  { name: 'healthcareCampaigns.cancel', service: 'api', method: 'PUT', path: `${V2}/cancelHealthcareCampaign`, summary: 'Cancels a healthcare campaign; 40x when in use (spec 2 §7, §6)', query: campaignQuery, response: healthcareSuccessAnswer },
  { name: 'healthcareCampaigns.delete', service: 'api', method: 'DELETE', path: `${V2}/deleteHealthcareCampaign`, summary: 'Deletes a healthcare campaign (spec 2 §7)', query: campaignQuery, response: healthcareSuccessAnswer },
  { name: 'healthcareCampaigns.activePharmacies', service: 'api', method: 'GET', path: `${V2}/activePharmacies`, summary: 'The pharmacies a campaign can go to (spec 2 §7)', response: activePharmacyListAnswer },
  { name: 'healthcareCampaigns.activeTemplates', service: 'api', method: 'GET', path: `${V2}/getActiveTemplates`, summary: 'The active healthcare templates with their segments (spec 2 §7)', response: activeTemplateListAnswer },
  {
    name: 'healthcareCampaigns.segmentSendCount',
    service: 'api',
    method: 'GET',
    path: `${V2}/getSegmentSendCount`,
    summary: "A segment's number of sends for the pharmacy in the eid header (spec 2 §7)",
    query: v.object({ segmentId: v.number() }),
    response: segmentSendCountAnswer,
  },
  { name: 'healthcareCampaigns.pharmacistCampaign', service: 'api', method: 'GET', path: `${V2}/campaignService/getCampaignDetails`, summary: "A pharmacy's copy of a campaign (spec 2 §7)", query: pharmacyQuery, response: campaignDetailsAnswer },
  {
    name: 'healthcareCampaigns.pharmacistTemplates',
    service: 'api',
    method: 'GET',
    path: `${V2}/campaignService/getActiveTemplatesForEditHealthcare`,
    summary: 'The segments and templates a pharmacist may choose (spec 2 §7)',
    query: pharmacyQuery,
    response: templatesForEditAnswer,
  },
  {
    name: 'healthcareCampaigns.updateCampaignDetails',
    service: 'api',
    method: 'POST',
    path: `${V2}/campaignService/updateCampaignDetails`,
    summary: "Saves (confirmed false) or confirms (true) a pharmacist's selection (spec 2 §7)",
    request: campaignDetailsBody,
    response: healthcareSuccessAnswer,
  },
  {
    name: 'healthcareCampaigns.checkCampaignModification',
    service: 'api',
    method: 'GET',
    path: `${V2}/checkCampaignModification`,
    summary: 'Whether the back-office changed a campaign since a version (spec 2 §7)',
    query: v.object({ cmId: v.number(), version: v.number() }),
    response: campaignModificationAnswer,
  },
];
