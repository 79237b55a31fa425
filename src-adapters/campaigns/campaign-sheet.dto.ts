import * as v from 'valibot';
import { sheetDescription, sheetDesignOf, type Campaign, type CampaignSheet } from '@domain/campaigns';
import { numeric, requiredCreatedIdAnswer } from '@adapters/shared';

const identifier = v.pipe(v.union([v.string(), v.number()]), v.transform(String));
/** A design field: JSON text, or the design object itself, read as text. */
const designField = v.pipe(
  v.optional(v.nullable(v.union([v.string(), v.looseObject({})]))),
  v.transform((value) => (value === undefined || value === null ? '' : typeof value === 'string' ? value : JSON.stringify(value))),
);

/**
 * A sheet as the campaign service sends it (spec 2 §3 "Sheet/template": EID, Description, Content,
 * type, JSON_content). Not shown in the spec, and read leniently: the id as `_id` or `id`, the design in
 * `JSON_content` (or `json`), the rendered content in `Content` (the HTML, or an SMS's text, which is
 * then its design). A sheet without an eid is a general template's (-1).
 */
const sheetDto = v.looseObject({
  _id: v.optional(identifier),
  id: v.optional(identifier),
  EID: v.optional(v.nullable(numeric)),
  Description: v.optional(v.nullable(v.string())),
  Content: v.optional(v.nullable(v.string())),
  type: v.optional(v.nullable(v.string())),
  JSON_content: designField,
  json: designField,
});

type SheetDto = v.InferOutput<typeof sheetDto>;

function sheetFromDto(dto: SheetDto): CampaignSheet {
  const design = dto.JSON_content || dto.json || (dto.type === 'sms' ? (dto.Content ?? '') : '');
  return { id: dto._id ?? dto.id ?? '', eid: dto.EID ?? -1, design };
}

const enveloped = <T>(item: v.GenericSchema<unknown, T>) =>
  v.pipe(
    v.union([item, v.object({ success: v.literal(true), data: item })]),
    v.transform((answer): T => (typeof answer === 'object' && answer !== null && 'success' in answer && 'data' in answer ? (answer as { data: T }).data : answer)),
  );

/** GET /sheets/getSheet/id/{id}: the sheet, alone or as the first of a list, enveloped or not. */
export const campaignSheetAnswer = v.pipe(
  enveloped(v.union([v.pipe(v.array(sheetDto), v.minLength(1)), sheetDto])),
  v.transform((data) => sheetFromDto(Array.isArray(data) ? (data[0] as SheetDto) : data)),
);

/**
 * GET /sheets/getSheets/EID/{eid}: the pharmacy's sheets, enveloped or not, as their ids and eids (a
 * sheet without an eid is the pharmacy's, the one asked for; a general template's says -1).
 */
export const campaignSheetsAnswer = v.pipe(
  enveloped(v.array(sheetDto)),
  v.transform((sheets) => sheets.map((sheet) => ({ id: sheet._id ?? sheet.id ?? '', eid: sheet.EID ?? undefined }))),
);

/** POST /sheets/newSheet: the new sheet's id, as `data` itself or its `_id`, `id` or `insertedId`. */
export const sheetCreatedAnswer = requiredCreatedIdAnswer(['_id', 'id', 'insertedId'], 'sheet');

/** The body of POST /sheets/newSheet (spec 2 §7: EID, Description, Content, type). */
export const newSheetBody = v.object({ EID: v.number(), Description: v.string(), Content: v.string(), type: v.picklist(['email', 'sms']) });

/**
 * A new sheet of the campaign's pharmacy: its name as description, the email's HTML (or the SMS text)
 * as content and the channel as type. The email's design follows through POST /sheets/update_sheet/{id},
 * the call that writes a sheet's design (`json`).
 */
export function newSheetToDto(campaign: Campaign): v.InferOutput<typeof newSheetBody> {
  return {
    EID: campaign.eid,
    Description: sheetDescription(campaign),
    Content: campaign.subtype === 'sms' ? campaign.content.smsContent : campaign.content.html,
    type: campaign.subtype,
  };
}

/** The body of POST /sheets/update_sheet/{id} (spec 2 §7: json): the design. */
export const sheetDesignBody = v.object({ json: v.string() });
export function sheetDesignToDto(campaign: Campaign): v.InferOutput<typeof sheetDesignBody> {
  return { json: sheetDesignOf(campaign) };
}
