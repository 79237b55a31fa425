import type { PromotionalCampaign } from '@domain/healthcare';
import type { Promotion, PromotionalCampaignGateway, PromotionalCampaignRecord, PromotionalTemplate } from '@domain/promotional';
import type { HttpClient } from '@adapters/shared';
import {
  promotionFromDto,
  promotionListAnswer,
  promotionalCampaignAnswer,
  promotionalCampaignCreatedAnswer,
  promotionalCampaignFromDto,
  promotionalCampaignListAnswer,
  promotionalCampaignToDto,
  promotionalSuccessAnswer,
  promotionalTemplateFromDto,
  promotionalTemplateListAnswer,
} from './promotional.dto';

/**
 * The promotional campaign calls over HTTP (spec 2 §7), on the main API under /api/v2/ with the
 * campaign id in the `cmId` query parameter. Paths the spec does not show: GET promotionalCampaigns,
 * PUT updatePromotionalCampaign and DELETE deletePromotionalCampaign, named as the healthcare calls.
 */
export class HttpPromotionalCampaignGateway implements PromotionalCampaignGateway {
  private readonly http: HttpClient;
  constructor(http: HttpClient) {
    this.http = http;
  }

  async list(): Promise<readonly PromotionalCampaignRecord[]> {
    const campaigns = await this.http.send({ method: 'GET', path: '/api/v2/promotionalCampaigns', schema: promotionalCampaignListAnswer });
    return campaigns.map(promotionalCampaignFromDto).filter((campaign) => !campaign.isDeleted);
  }

  async get(id: string): Promise<PromotionalCampaignRecord> {
    return promotionalCampaignFromDto(await this.http.send({ method: 'GET', path: '/api/v2/getPromotionalCampaign', query: { cmId: id }, schema: promotionalCampaignAnswer }));
  }

  async create(campaign: PromotionalCampaign): Promise<string | undefined> {
    return this.http.send({ method: 'POST', path: '/api/v2/addPromotionalCampaign', body: promotionalCampaignToDto(campaign), schema: promotionalCampaignCreatedAnswer });
  }

  async update(id: string, campaign: PromotionalCampaign): Promise<void> {
    await this.http.send({ method: 'PUT', path: '/api/v2/updatePromotionalCampaign', query: { cmId: id }, body: promotionalCampaignToDto(campaign), schema: promotionalSuccessAnswer });
  }

  async delete(id: string): Promise<void> {
    await this.http.send({ method: 'DELETE', path: '/api/v2/deletePromotionalCampaign', query: { cmId: id }, schema: promotionalSuccessAnswer });
  }

  async promotions(): Promise<readonly Promotion[]> {
    return (await this.http.send({ method: 'GET', path: '/api/v2/promotions', schema: promotionListAnswer })).map(promotionFromDto);
  }

  async activeTemplates(): Promise<readonly PromotionalTemplate[]> {
    return (await this.http.send({ method: 'GET', path: '/api/v2/getActivePromotionalTemplates', schema: promotionalTemplateListAnswer })).map(promotionalTemplateFromDto);
  }
}

// ---- The calls this module makes, for the API documents (docs/api/, ADR 31) ----
import * as v from 'valibot';
import type { ApiCall } from '@adapters/shared';
import { promotionalCampaignBody } from './promotional.dto';

const campaignQuery = v.object({ cmId: v.string() });

export const promotionalCampaignApiCalls: readonly ApiCall[] = [
  { name: 'promotionalCampaigns.list', service: 'api', method: 'GET', path: '/api/v2/promotionalCampaigns', summary: 'The promotional campaigns (path not shown in the spec)', response: promotionalCampaignListAnswer },
  { name: 'promotionalCampaigns.get', service: 'api', method: 'GET', path: '/api/v2/getPromotionalCampaign', summary: 'One promotional campaign (spec 2 §7)', query: campaignQuery, response: promotionalCampaignAnswer },
  { name: 'promotionalCampaigns.create', service: 'api', method: 'POST', path: '/api/v2/addPromotionalCampaign', summary: 'Creates a promotional campaign (spec 2 §7)', request: promotionalCampaignBody, response: promotionalCampaignCreatedAnswer },
  {
    name: 'promotionalCampaigns.update',
    service: 'api',
    method: 'PUT',
    path: '/api/v2/updatePromotionalCampaign',
    summary: 'Saves a promotional campaign (path not shown in the spec)',
    query: campaignQuery,
    request: promotionalCampaignBody,
    response: promotionalSuccessAnswer,
  },
  { name: 'promotionalCampaigns.delete', service: 'api', method: 'DELETE', path: '/api/v2/deletePromotionalCampaign', summary: 'Deletes a promotional campaign (path not shown in the spec)', query: campaignQuery, response: promotionalSuccessAnswer },
  { name: 'promotionalCampaigns.promotions', service: 'api', method: 'GET', path: '/api/v2/promotions', summary: 'The promotions (spec 2 §7)', response: promotionListAnswer },
  { name: 'promotionalCampaigns.activeTemplates', service: 'api', method: 'GET', path: '/api/v2/getActivePromotionalTemplates', summary: 'The active promotional templates (spec 2 §7)', response: promotionalTemplateListAnswer },
];
