import type { Campaign, CampaignRepository } from '@domain/campaigns';
import type { Clock } from '@domain/shared-kernel';
import type { DemoDatabase } from '@adapters/demo';
import type { DemoClientCount } from './campaign-audience-demo-data';
import { CampaignDemoStore } from './campaign-demo-store';

/**
 * The campaigns of the demo: 12–20 per pharmacy over the past year (sent email and SMS campaigns with
 * their results, drafts, pending ones scheduled in the coming days, one being sent and one failed),
 * generated when a pharmacy is first opened. A pending campaign is sent when the clock reaches its send
 * instant; a sent campaign's figures follow its audience (`clients` counts a segment's). `product`
 * names the segments of the API (`{product}_SEGMENT`, spec 2 §5). The wizard's saves
 * keep a campaign's status; finishing it turns a draft into a pending campaign.
 */
export class InMemoryCampaignRepository implements CampaignRepository {
  private readonly store: CampaignDemoStore;
  constructor(options: { readonly db: DemoDatabase; readonly clock: Clock; readonly product: string; readonly clients: DemoClientCount }) {
    this.store = new CampaignDemoStore(options);
  }

  async list(eid: number): Promise<readonly Campaign[]> {
    return this.store.list(eid);
  }

  async get(cid: string): Promise<Campaign> {
    return this.store.get(cid);
  }

  async remove(cid: string): Promise<void> {
    this.store.remove(cid);
  }

  async createDraft(campaign: Campaign): Promise<string> {
    return this.store.createDraft(campaign);
  }

  async resetToPending(cid: string): Promise<void> {
    this.store.resetToPending(cid);
  }

  /** 404 for a campaign unknown (or not saved yet), 409 for one that is neither a draft nor pending. */
  async save(campaign: Campaign): Promise<Campaign> {
    return this.store.save(campaign);
  }

  /**
   * 404 for a campaign unknown, 409 for one that is not a draft, `success: false` for one without a send
   * date. Sent now, it is scheduled now and so answers already sent.
   */
  async draftToCampaign(campaign: Campaign): Promise<Campaign> {
    return this.store.draftToCampaign(campaign);
  }
}
