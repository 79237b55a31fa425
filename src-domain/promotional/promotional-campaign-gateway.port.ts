import { portMethods, token } from '@domain/shared-kernel';
import type { PromotionalCampaign } from '@domain/healthcare';
import type { Promotion, PromotionalCampaignRecord, PromotionalTemplate } from './promotional-campaign';

/**
 * The promotional campaign calls (spec 2 §7 "Healthcare, promotional and segments", under /api/v2/,
 * campaign id in the `cmId` parameter). The spec names POST addPromotionalCampaign, GET
 * getPromotionalCampaign, GET promotions and GET getActivePromotionalTemplates; the list, update and
 * delete calls are not shown, and this product uses GET promotionalCampaigns, PUT
 * updatePromotionalCampaign and DELETE deletePromotionalCampaign, as the healthcare calls are named.
 * Failures reject with an ApiError (a 40x update or delete: the campaign has been sent).
 */
export interface PromotionalCampaignGateway {
  /** GET /api/v2/promotionalCampaigns: the campaigns not deleted. */
  list(): Promise<readonly PromotionalCampaignRecord[]>;
  /** GET /api/v2/getPromotionalCampaign?cmId={id}. */
  get(id: string): Promise<PromotionalCampaignRecord>;
  /** POST /api/v2/addPromotionalCampaign; answers the new campaign's id when the server gives it. */
  create(campaign: PromotionalCampaign): Promise<string | undefined>;
  /** PUT /api/v2/updatePromotionalCampaign?cmId={id}. */
  update(id: string, campaign: PromotionalCampaign): Promise<void>;
  /** DELETE /api/v2/deletePromotionalCampaign?cmId={id}: the campaign is marked deleted. */
  delete(id: string): Promise<void>;
  /** GET /api/v2/promotions: every promotion, ended ones included. */
  promotions(): Promise<readonly Promotion[]>;
  /** GET /api/v2/getActivePromotionalTemplates: the promotional templates that may be used. */
  activeTemplates(): Promise<readonly PromotionalTemplate[]>;
}

/** Token of the {@link PromotionalCampaignGateway} port. */
export const PromotionalCampaignGateway = token<PromotionalCampaignGateway>('promotional.PromotionalCampaignGateway');

/** Every call of the {@link PromotionalCampaignGateway} port. */
export const PromotionalCampaignGatewayMethods = portMethods<PromotionalCampaignGateway>()('list', 'get', 'create', 'update', 'delete', 'promotions', 'activeTemplates');
