import { portMethods, token } from '@domain/shared-kernel';
import type { Campaign } from './campaign';

/**
 * A pharmacy's email and SMS campaigns (spec 2 §7 "Campaign service"). Failures reject with an ApiError;
 * an answer with `success: false` rejects with the server's message.
 */
export interface CampaignRepository {
  /**
   * The pharmacy's campaigns, newest first, at most 250 (GET /campaign/list/eid/{eid}?limit=250; spec 2
   * §2, §9). The list carries no HTML: {@link CampaignRepository.get} reads a whole campaign.
   */
  list(eid: number): Promise<readonly Campaign[]>;
  /** One campaign with its content (GET /campaign/getbycid/cid/{cid}). */
  get(cid: string): Promise<Campaign>;
  /** Deletes a campaign for ever (DELETE /campaign/delete/cid/{cid}). */
  remove(cid: string): Promise<void>;
  /**
   * Saves `campaign` (a duplicate: no id, status DRAFT) as a new draft of its pharmacy and answers its id
   * (POST /campaign/draft/create; body not shown in the spec: the campaign's wire form without `_id`).
   */
  createDraft(campaign: Campaign): Promise<string>;
  /** Sets the campaign's status back to pending (GET /campaign/resetCampaign/cid/{cid}; back-office only). */
  resetToPending(cid: string): Promise<void>;
  /**
   * Saves the wizard's work on a saved campaign, keeping its status, and answers the campaign as stored
   * (its new `modified`) (PUT /campaign/draft/save/cid/{cid}; body not shown in the spec: the campaign's
   * wire form). Spec 2 §4: a campaign that is no longer a draft is only updated, through this call.
   */
  save(campaign: Campaign): Promise<Campaign>;
  /**
   * Turns a DRAFT into a PENDING campaign with its schedule when the wizard finishes (PUT
   * /campaign/draft/draft_to_campaign/cid/{cid}, spec 2 §4; body not shown: the campaign's wire form).
   */
  draftToCampaign(campaign: Campaign): Promise<Campaign>;
}

/** Token of the {@link CampaignRepository} port. */
export const CampaignRepository = token<CampaignRepository>('campaigns.CampaignRepository');

/** Every call of the {@link CampaignRepository} port. */
export const CampaignRepositoryMethods = portMethods<CampaignRepository>()(
  'list',
  'get',
  'remove',
  'createDraft',
  'resetToPending',
  'save',
  'draftToCampaign',
);
