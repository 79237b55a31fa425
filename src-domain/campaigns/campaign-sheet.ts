import type { Campaign } from './campaign';

/** The eid of a general template's sheet, shared by every pharmacy (spec 2 §3). */
export const GENERAL_SHEET_EID = -1;

/**
 * A campaign's design as a sheet keeps it (spec 2 §3 "Sheet/template": EID, Description, Content, type,
 * JSON_content): the pharmacy it belongs to (`eid`, -1 for a general template) and the design, the
 * email editor's JSON or, for an SMS campaign, the text.
 */
export interface CampaignSheet {
  readonly id: string;
  readonly eid: number;
  readonly design: string;
}

/** The design a campaign's sheet holds: the email editor's JSON, or for an SMS campaign its text (spec 2 §3). */
export function sheetDesignOf(campaign: Campaign): string {
  return campaign.subtype === 'sms' ? campaign.content.smsContent : campaign.content.json;
}

/** What a save does to the campaign's sheet. */
export type SheetWrite = { readonly kind: 'none' } | { readonly kind: 'update'; readonly id: string } | { readonly kind: 'create' };

/**
 * What saving `campaign` writes to the sheets (spec 2 §3, §7: the design travels through the sheet).
 * - No design yet (blank): nothing; the campaign keeps the sheet it names.
 * - A campaign not stored yet (`isNew`: a new draft or a duplicate) gets a sheet of its own: a copy
 *   never shares its original's sheet, whose design would change with the copy's.
 * - A stored campaign whose sheet is one of its pharmacy's (`ownSheetIds`) updates it.
 * - Otherwise (no sheet, a general template's, EID -1, or another pharmacy's) a new sheet of the
 *   pharmacy is created: one pharmacy's save never writes over a template others use.
 */
export function sheetWriteFor(campaign: Campaign, ownSheetIds: ReadonlySet<string>, isNew: boolean): SheetWrite {
  if (sheetDesignOf(campaign).trim() === '') return { kind: 'none' };
  const id = campaign.content.sheetId;
  if (isNew || id === undefined || !ownSheetIds.has(id)) return { kind: 'create' };
  return { kind: 'update', id };
}

/**
 * `campaign` with the design its sheet holds, as the wizard opens it. The pharmacy's own sheet is the
 * design's home, so its design wins (a blank one leaves the campaign's); a sheet of a general template
 * or of another pharmacy only starts a campaign that has no design yet. A sheet that is not the
 * campaign's (another id) changes nothing.
 */
export function withSheetDesign(campaign: Campaign, sheet: CampaignSheet): Campaign {
  if (sheet.id !== campaign.content.sheetId || sheet.design.trim() === '') return campaign;
  const own = sheet.eid === campaign.eid;
  if (!own && sheetDesignOf(campaign).trim() !== '') return campaign;
  const content = campaign.subtype === 'sms' ? { ...campaign.content, smsContent: sheet.design } : { ...campaign.content, json: sheet.design };
  return { ...campaign, content };
}

/** A new sheet's description: the campaign's name, or its id when it has none. */
export function sheetDescription(campaign: Campaign): string {
  const name = campaign.content.name.trim();
  return name !== '' ? name : `Campaña ${campaign.id ?? 'nueva'}`;
}
