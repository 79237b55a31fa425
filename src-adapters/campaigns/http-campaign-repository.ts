import { CAMPAIGN_LIST_LIMIT, campaignListView, withSheetDesign, type Campaign, type CampaignRepository } from '@domain/campaigns';
import { ApiError, isApiError } from '@domain/shared-kernel';
import type { HttpClient } from '@adapters/shared';
import { campaignAnswer, campaignCreatedAnswer, campaignListAnswer, campaignSavedAnswer, campaignToDto, successAnswer } from './campaign.dto';
import { campaignSheetAnswer, campaignSheetsAnswer, newSheetToDto, sheetCreatedAnswer, sheetDesignToDto } from './campaign-sheet.dto';
import { saveThroughSheet, type CampaignSheetCalls } from './campaign-sheet-write';

const SHEETS = '/api/v1/sheets';

/**
 * A pharmacy's campaigns over HTTP, on the campaign service under /api/v1 (spec 2 §7 "Campaign
 * service"), with the signed-in user's identity headers. The list is asked for 250 campaigns and shown
 * newest first whatever order the server sends. Not shown in the spec: the body of a new draft (the
 * campaign's wire form without `_id`) and the answer carrying its id (see `campaignCreatedAnswer`); the
 * bodies of PUT /campaign/draft/save/cid/{cid} and /campaign/draft/draft_to_campaign/cid/{cid} (the same
 * wire form, the id being in the path) and their answers (see `campaignSavedAnswer`).
 *
 * The design travels through the sheets (spec 2 §3, §7; ADR 28): a campaign is read with the design of
 * the sheet it names (GET /sheets/getSheet/id/{id}; a sheet the service does not have, 404, leaves the
 * campaign's own); a save writes the campaign's sheet when it is one of its pharmacy's (GET
 * /sheets/getSheets/EID/{eid}, then POST /sheets/update_sheet/{id}), and otherwise creates one (POST
 * /sheets/newSheet, then its design through update_sheet) and names it in `id_sheet`. The pharmacy's
 * sheets are asked for once per pharmacy and sheet: a sheet known to be the pharmacy's (read, or created
 * here) is not asked about again, so the wizard's autosave costs one sheet call.
 */
export class HttpCampaignRepository implements CampaignRepository {
  private readonly http: HttpClient;
  private readonly ownSheets = new Map<number, Set<string>>();
  private readonly sheetCalls: CampaignSheetCalls;
  constructor(http: HttpClient) {
    this.http = http;
    this.sheetCalls = {
      ownSheetIds: (campaign) => this.ownSheetIds(campaign),
      create: async (campaign) => {
        const id = await this.http.send({ service: 'campaigns', method: 'POST', path: `${SHEETS}/newSheet`, body: newSheetToDto(campaign), schema: sheetCreatedAnswer });
        if (campaign.subtype === 'email') await this.writeDesign(id, campaign);
        this.knownSheets(campaign.eid).add(id);
        return id;
      },
      writeDesign: (id, campaign) => this.writeDesign(id, campaign),
    };
  }

  async list(eid: number): Promise<readonly Campaign[]> {
    const campaigns = await this.http.send({
      service: 'campaigns',
      method: 'GET',
      path: `/api/v1/campaign/list/eid/${encodeURIComponent(eid)}`,
      query: { limit: CAMPAIGN_LIST_LIMIT },
      schema: campaignListAnswer,
    });
    return campaignListView(campaigns);
  }

  async get(cid: string): Promise<Campaign> {
    const campaign = await this.http.send({ service: 'campaigns', method: 'GET', path: `/api/v1/campaign/getbycid/cid/${encodeURIComponent(cid)}`, schema: campaignAnswer });
    const sheetId = campaign.content.sheetId;
    if (sheetId === undefined) return campaign;
    try {
      const sheet = await this.http.send({ service: 'campaigns', method: 'GET', path: `${SHEETS}/getSheet/id/${encodeURIComponent(sheetId)}`, schema: campaignSheetAnswer });
      if (sheet.eid === campaign.eid) this.knownSheets(campaign.eid).add(sheet.id);
      return withSheetDesign(campaign, sheet);
    } catch (error) {
      // A sheet the service no longer has leaves the campaign's own design.
      if (isApiError(error) && error.status === 404) return campaign;
      throw error;
    }
  }

  async remove(cid: string): Promise<void> {
    await this.http.send({ service: 'campaigns', method: 'DELETE', path: `/api/v1/campaign/delete/cid/${encodeURIComponent(cid)}`, schema: successAnswer });
  }

  async createDraft(campaign: Campaign): Promise<string> {
    return saveThroughSheet(campaign, true, this.sheetCalls, (draft) =>
      this.http.send({ service: 'campaigns', method: 'POST', path: '/api/v1/campaign/draft/create', body: campaignToDto(draft), schema: campaignCreatedAnswer }),
    );
  }

  async resetToPending(cid: string): Promise<void> {
    await this.http.send({ service: 'campaigns', method: 'GET', path: `/api/v1/campaign/resetCampaign/cid/${encodeURIComponent(cid)}`, schema: successAnswer });
  }

  async save(campaign: Campaign): Promise<Campaign> {
    return this.put(campaign, 'save');
  }

  async draftToCampaign(campaign: Campaign): Promise<Campaign> {
    return this.put(campaign, 'draft_to_campaign');
  }

  /**
   * PUT /campaign/draft/{call}/cid/{cid} with the campaign's wire form, answered by the campaign as stored,
   * or, when the answer does not carry it, the campaign read again. A campaign not saved yet has no
   * address: a 404, without a request.
   */
  private async put(campaign: Campaign, call: 'save' | 'draft_to_campaign'): Promise<Campaign> {
    const cid = campaign.id;
    if (cid === undefined || cid === '') throw new ApiError('not-found', 404, 'Campaña no encontrada');
    return saveThroughSheet(campaign, false, this.sheetCalls, async (work) => {
      const stored = await this.http.send({
        service: 'campaigns',
        method: 'PUT',
        path: `/api/v1/campaign/draft/${call}/cid/${encodeURIComponent(cid)}`,
        body: campaignToDto(work),
        schema: campaignSavedAnswer,
      });
      return stored ?? this.get(cid);
    });
  }

  /** The pharmacy's sheets known here; the service is asked when the campaign's sheet is not among them. */
  private async ownSheetIds(campaign: Campaign): Promise<ReadonlySet<string>> {
    const known = this.knownSheets(campaign.eid);
    const sheetId = campaign.content.sheetId;
    if (sheetId !== undefined && known.has(sheetId)) return known;
    const sheets = await this.http.send({ service: 'campaigns', method: 'GET', path: `${SHEETS}/getSheets/EID/${encodeURIComponent(campaign.eid)}`, schema: campaignSheetsAnswer });
    for (const sheet of sheets) if (sheet.id !== '' && (sheet.eid === undefined || sheet.eid === campaign.eid)) known.add(sheet.id);
    return known;
  }

  private knownSheets(eid: number): Set<string> {
    let known = this.ownSheets.get(eid);
    if (known === undefined) {
      known = new Set();
      this.ownSheets.set(eid, known);
    }
    return known;
  }

  private async writeDesign(id: string, campaign: Campaign): Promise<void> {
    await this.http.send({ service: 'campaigns', method: 'POST', path: `${SHEETS}/update_sheet/${encodeURIComponent(id)}`, body: sheetDesignToDto(campaign), schema: successAnswer });
  }
}

// ---- The calls this module makes, for the API documents (docs/api/, ADR 31) ----
import * as v from 'valibot';
import type { ApiCall } from '@adapters/shared';
import { newSheetBody, sheetDesignBody } from './campaign-sheet.dto';

const wireInstantBody = v.nullable(v.pipe(v.string(), v.isoTimestamp()));

/** The campaign's wire form sent by a create or a save (`campaignToDto`). */
export const campaignBody = v.object({
  eid: v.number(),
  type: v.literal('campaign'),
  subtype: v.string(),
  brokerID: v.nullable(v.string()),
  campaignType: v.string(),
  topic: v.nullable(v.string()),
  status: v.string(),
  history: v.array(v.unknown()),
  jobs: v.array(v.unknown()),
  created: wireInstantBody,
  modified: wireInstantBody,
  reportId: v.nullable(v.string()),
  redemption: v.nullable(v.object({ type: v.string(), date: wireInstantBody })),
  schedule: v.nullable(v.object({ scheduled: wireInstantBody, sendNow: v.boolean() })),
  segment: v.object({ api: v.object({ id: v.nullable(v.string()) }), excel: v.nullable(v.string()), xlsx: v.nullable(v.string()), type: v.string(), final_list_csv: v.nullable(v.string()) }),
  content: v.object({ name: v.string(), subject: v.string(), html: v.string(), json: v.string(), id_sheet: v.nullable(v.string()), smsContent: v.string() }),
  results: v.nullable(v.object({ preProcessResults: v.record(v.string(), v.unknown()) })),
  brokerData: v.nullable(v.record(v.string(), v.unknown())),
});

export const campaignRepositoryApiCalls: readonly ApiCall[] = [
  {
    name: 'campaigns.list',
    service: 'campaigns',
    method: 'GET',
    path: '/api/v1/campaign/list/eid/{eid}',
    summary: "The pharmacy's campaigns (spec 2 §7)",
    query: v.object({ limit: v.number() }),
    response: campaignListAnswer,
  },
  { name: 'campaigns.get', service: 'campaigns', method: 'GET', path: '/api/v1/campaign/getbycid/cid/{cid}', summary: 'One campaign', response: campaignAnswer },
  { name: 'campaigns.remove', service: 'campaigns', method: 'DELETE', path: '/api/v1/campaign/delete/cid/{cid}', summary: 'Deletes a campaign', response: successAnswer },
  { name: 'campaigns.createDraft', service: 'campaigns', method: 'POST', path: '/api/v1/campaign/draft/create', summary: 'Creates a draft; answers its id', request: campaignBody, response: campaignCreatedAnswer },
  { name: 'campaigns.resetToPending', service: 'campaigns', method: 'GET', path: '/api/v1/campaign/resetCampaign/cid/{cid}', summary: 'Takes a campaign back to pending', response: successAnswer },
  { name: 'campaigns.save', service: 'campaigns', method: 'PUT', path: '/api/v1/campaign/draft/save/cid/{cid}', summary: 'Saves a draft', request: campaignBody, response: campaignSavedAnswer },
  {
    name: 'campaigns.draftToCampaign',
    service: 'campaigns',
    method: 'PUT',
    path: '/api/v1/campaign/draft/draft_to_campaign/cid/{cid}',
    summary: 'Turns a draft into a campaign to send',
    request: campaignBody,
    response: campaignSavedAnswer,
  },
  { name: 'campaigns.sheet', service: 'campaigns', method: 'GET', path: '/api/v1/sheets/getSheet/id/{id}', summary: "A campaign's sheet: its design (spec 2 §3, §7)", response: campaignSheetAnswer },
  { name: 'campaigns.pharmacySheets', service: 'campaigns', method: 'GET', path: '/api/v1/sheets/getSheets/EID/{eid}', summary: "The pharmacy's sheets (spec 2 §7)", response: campaignSheetsAnswer },
  { name: 'campaigns.newSheet', service: 'campaigns', method: 'POST', path: '/api/v1/sheets/newSheet', summary: 'Creates a sheet of the pharmacy for a campaign (spec 2 §7)', request: newSheetBody, response: sheetCreatedAnswer },
  { name: 'campaigns.updateSheet', service: 'campaigns', method: 'POST', path: '/api/v1/sheets/update_sheet/{id}', summary: "Writes a campaign's design into its sheet (spec 2 §7)", request: sheetDesignBody, response: successAnswer },
];
