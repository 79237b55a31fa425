import { withSheetDesign, type Campaign, type CampaignRepository } from '@domain/campaigns';
import { ApiError, isApiError, type Clock } from '@domain/shared-kernel';
import type { DemoDatabase } from '@adapters/demo';
import type { DemoClientCount } from './campaign-audience-demo-data';
import { CampaignDemoStore } from './campaign-demo-store';
import { CampaignSheetDemo, campaignSheetOf } from './campaign-sheet-demo';
import { saveThroughSheet, type CampaignSheetCalls } from './campaign-sheet-write';

/** A campaign not saved yet has no address: a 404 before anything is written. */
function assertSaved(campaign: Campaign): void {
  if (campaign.id === undefined || campaign.id === '') throw new ApiError('not-found', 404, 'Campaña no encontrada');
}

/**
 * The campaigns of the demo: 12–20 per pharmacy over the past year (sent email and SMS campaigns with
 * their results, drafts, pending ones scheduled in the coming days, one being sent and one failed),
 * generated when a pharmacy is first opened. A pending campaign is sent when the clock reaches its send
 * instant; a sent campaign's figures follow its audience (`clients` counts a segment's). `product`
 * names the segments of the API (`{product}_SEGMENT`, spec 2 §5). The wizard's saves
 * keep a campaign's status; finishing it turns a draft into a pending campaign.
 * The design travels through the pharmacy's sheets as over HTTP (`saveThroughSheet`, ADR 28): a save
 * writes the campaign's own sheet, or creates one, and a campaign opens with its sheet's design.
 */
export class InMemoryCampaignRepository implements CampaignRepository {
  private readonly store: CampaignDemoStore;
  private readonly sheets: CampaignSheetDemo;
  private readonly sheetCalls: CampaignSheetCalls;

  constructor(options: { readonly db: DemoDatabase; readonly clock: Clock; readonly product: string; readonly clients: DemoClientCount }) {
    this.store = new CampaignDemoStore(options);
    const sheets = new CampaignSheetDemo(options.db);
    this.sheets = sheets;
    this.sheetCalls = {
      ownSheetIds: async (campaign) => new Set(sheets.ofPharmacy(campaign.eid).map((sheet) => sheet.id)),
      create: async (campaign) => {
        const id = sheets.create({
          eid: campaign.eid,
          description: campaign.content.name,
          content: campaign.subtype === 'sms' ? campaign.content.smsContent : campaign.content.html,
          type: campaign.subtype,
        });
        if (campaign.subtype === 'email') sheets.update(id, campaign.content.json);
        return id;
      },
      writeDesign: async (id, campaign) => sheets.update(id, campaign.subtype === 'sms' ? campaign.content.smsContent : campaign.content.json),
    };
  }

  async list(eid: number): Promise<readonly Campaign[]> {
    return this.store.list(eid);
  }

  /** The campaign, with its sheet's design when it names a sheet of the demo (`withSheetDesign`). */
  async get(cid: string): Promise<Campaign> {
    const campaign = this.store.get(cid);
    const sheetId = campaign.content.sheetId;
    if (sheetId === undefined) return campaign;
    try {
      return withSheetDesign(campaign, campaignSheetOf(this.sheets.get(sheetId)));
    } catch (error) {
      // A sheet the demo does not have (a template's) leaves the campaign's own design.
      if (isApiError(error) && error.status === 404) return campaign;
      throw error;
    }
  }

  async remove(cid: string): Promise<void> {
    this.store.remove(cid);
  }

  /** A new draft with a design gets a sheet of its own. */
  async createDraft(campaign: Campaign): Promise<string> {
    this.store.assertPharmacy(campaign.eid);
    return saveThroughSheet(campaign, true, this.sheetCalls, async (draft) => this.store.createDraft(draft));
  }

  async resetToPending(cid: string): Promise<void> {
    this.store.resetToPending(cid);
  }

  /** 404 for a campaign unknown (or not saved yet), 409 for one that is neither a draft nor pending. */
  async save(campaign: Campaign): Promise<Campaign> {
    assertSaved(campaign);
    return saveThroughSheet(campaign, false, this.sheetCalls, (work) => this.store.save(work));
  }

  /**
   * 404 for a campaign unknown, 409 for one that is not a draft, `success: false` for one without a send
   * date. Sent now, it is scheduled now and so answers already sent.
   */
  async draftToCampaign(campaign: Campaign): Promise<Campaign> {
    assertSaved(campaign);
    return saveThroughSheet(campaign, false, this.sheetCalls, (work) => this.store.draftToCampaign(work));
  }
}
