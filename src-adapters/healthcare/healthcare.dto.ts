import * as v from 'valibot';
import { parseHealthcareStatus, type ActivePharmacy, type ActiveTemplate, type CampaignModification, type CampaignTemplateRef, type HealthcareCampaign, type HealthcareCampaignDraft, type HealthcareSegment, type PharmacistCampaign, type PharmacistTemplates } from '@domain/healthcare';
import { flag, numeric } from '@adapters/shared';

const text = v.optional(v.nullable(v.string()), '');
const identifier = v.pipe(v.union([v.string(), v.number()]), v.transform(String));
const author = v.optional(v.nullable(v.pipe(v.union([v.string(), v.number()]), v.transform(String))));
const status = v.pipe(
  v.union([v.string(), v.number()]),
  v.check((code) => parseHealthcareStatus(code).ok, 'unknown healthcare status'),
  v.transform((code) => {
    const parsed = parseHealthcareStatus(code);
    return parsed.ok ? parsed.value : 10;
  }),
);

/** A segment and template pair (spec 2 §3 "templates"). */
const templateRefDto = v.looseObject({ segmentId: numeric, templateId: numeric });

/** An active template (spec 2 §3). */
const activeTemplateDto = v.looseObject({ templateId: numeric, templateName: text, segmentId: numeric, segmentName: text });

/**
 * A healthcare campaign as the API sends it (spec 2 §3), with `id` or `_id`. `deliveryDate` is the day
 * or the merged timestamp 'YYYY-MM-DD HH:mm:ss' (spec 2 §5); `deliveryTime` 'HH:mm' or 'HH:mm:ss', or
 * missing when the timestamp carries it. `pharmacies` are eids (numbers or digits).
 */
const campaignDto = v.pipe(
  v.looseObject({
    id: v.optional(identifier),
    _id: v.optional(identifier),
    name: text,
    deliveryDate: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}/, 'deliveryDate must start with YYYY-MM-DD')),
    deliveryTime: v.optional(v.nullable(v.pipe(v.string(), v.regex(/^\d{2}:\d{2}/, 'deliveryTime must start with HH:mm')))),
    status,
    topic: text,
    pharmacies: v.optional(v.nullable(v.array(numeric)), []),
    templates: v.optional(v.nullable(v.array(templateRefDto)), []),
    isDeleted: v.optional(v.nullable(flag), false),
    createdBy: author,
    editedBy: author,
    pharmacyId: v.optional(v.nullable(numeric)),
    campaignTemplates: v.optional(v.nullable(v.array(activeTemplateDto)), []),
  }),
  v.check((dto) => dto.id !== undefined || dto._id !== undefined, 'a healthcare campaign needs an id'),
  v.check((dto) => /^\d+$/.test(String(dto.id ?? dto._id)), 'a healthcare campaign id is a whole number'),
);

type CampaignDto = v.InferOutput<typeof campaignDto>;

const listOrEnvelope = <T>(item: v.GenericSchema<unknown, T>) =>
  v.pipe(
    v.union([v.array(item), v.object({ success: v.literal(true), data: v.array(item) })]),
    v.transform((answer) => (Array.isArray(answer) ? answer : answer.data)),
  );

/** GET healthcareCampaigns. */
export const healthcareCampaignListAnswer = listOrEnvelope(campaignDto);

/** GET getHealthcareCampaign: one campaign, enveloped, possibly as a one-element list. */
export const healthcareCampaignAnswer = v.pipe(
  v.object({ success: v.literal(true), data: v.union([campaignDto, v.pipe(v.array(campaignDto), v.minLength(1))]) }),
  v.transform((answer) => (Array.isArray(answer.data) ? (answer.data[0] as CampaignDto) : answer.data)),
);

/** GET activePharmacies: eid (or id) and name, the city when given. */
export const activePharmacyListAnswer = listOrEnvelope(
  v.pipe(
    v.looseObject({ eid: v.optional(numeric), id: v.optional(numeric), name: text, city: text }),
    v.check((dto) => dto.eid !== undefined || dto.id !== undefined, 'a pharmacy needs an eid'),
    v.transform((dto): ActivePharmacy => ({ eid: dto.eid ?? dto.id ?? 0, name: dto.name ?? '', city: dto.city ?? '' })),
  ),
);

/** GET getActiveTemplates. */
export const activeTemplateListAnswer = listOrEnvelope(v.pipe(activeTemplateDto, v.transform(activeTemplateFromDto)));

/** POST addHealthcareCampaign: success, with the new id as data, `data.id` or `data.insertId` when the server gives it. */
export const healthcareCampaignCreatedAnswer = v.pipe(
  v.looseObject({ success: v.literal(true), data: v.optional(v.unknown()) }),
  v.transform((answer): number | undefined => {
    const data = answer.data;
    const raw = typeof data === 'object' && data !== null ? ((data as Record<string, unknown>).id ?? (data as Record<string, unknown>).insertId) : data;
    const id = typeof raw === 'number' || typeof raw === 'string' ? Number(raw) : Number.NaN;
    return Number.isInteger(id) ? id : undefined;
  }),
);

/** An answer that only says the call worked. */
export const healthcareSuccessAnswer = v.looseObject({ success: v.literal(true) });

/** GET getSegmentSendCount: success and count. */
export const segmentSendCountAnswer = v.pipe(
  v.looseObject({ success: v.literal(true), count: v.optional(numeric), data: v.optional(v.union([numeric, v.looseObject({ count: numeric })])) }),
  v.check((answer) => answer.count !== undefined || answer.data !== undefined, 'a send count needs its count'),
  v.transform((answer) => answer.count ?? (typeof answer.data === 'number' ? answer.data : (answer.data?.count ?? 0))),
);

/** GET campaignService/getCampaignDetails: the pharmacy's copy of the campaign, whether it is confirmed and its version. */
export const campaignDetailsAnswer = v.pipe(
  v.object({ success: v.literal(true), data: v.looseObject({ campaign: campaignDto, confirmed: v.optional(v.nullable(flag), false), version: v.optional(numeric, 0) }) }),
  v.transform((answer): PharmacistCampaign => ({ campaign: healthcareCampaignFromDto(answer.data.campaign), confirmed: answer.data.confirmed ?? false, version: answer.data.version })),
);

/** GET campaignService/getActiveTemplatesForEditHealthcare: the segments (filters as JSON text) and their templates. */
export const templatesForEditAnswer = v.pipe(
  v.object({
    success: v.literal(true),
    data: v.looseObject({
      segments: v.array(v.looseObject({ segmentId: numeric, segmentFilters: v.optional(v.nullable(v.union([v.string(), v.record(v.string(), v.unknown())])), '{}'), templates: v.optional(v.nullable(v.array(numeric)), []) })),
      templates: v.array(activeTemplateDto),
    }),
  }),
  v.transform(
    (answer): PharmacistTemplates => ({
      segments: answer.data.segments.map(
        (segment): HealthcareSegment => ({
          segmentId: segment.segmentId,
          segmentFilters: typeof segment.segmentFilters === 'string' ? segment.segmentFilters : JSON.stringify(segment.segmentFilters ?? {}),
          templates: segment.templates ?? [],
        }),
      ),
      templates: answer.data.templates.map(activeTemplateFromDto),
    }),
  ),
);

/**
 * GET checkCampaignModification: `success` and `message` (spec 2 §7); `data` true when the back-office
 * changed the campaign since the version asked about (an answer without `data` is read from the message:
 * a message means a change).
 */
export const campaignModificationAnswer = v.pipe(
  v.looseObject({ success: v.literal(true), message: text, data: v.optional(v.nullable(flag)) }),
  v.transform((answer): CampaignModification => {
    const message = answer.message ?? '';
    return { modified: answer.data ?? message !== '', message };
  }),
);

/** The body of a create or an update (`healthcareCampaignToDto`). */
export const healthcareCampaignBody = v.object({
  name: v.string(),
  deliveryDate: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)),
  deliveryTime: v.pipe(v.string(), v.regex(/^\d{2}:\d{2}$/)),
  pharmacies: v.array(v.number()),
  templates: v.array(v.object({ segmentId: v.number(), templateId: v.number() })),
  createdBy: v.optional(v.string()),
  editedBy: v.string(),
});

/** The body of updateCampaignDetails. */
export const campaignDetailsBody = v.object({
  cmId: v.number(),
  pharmacyKey: v.number(),
  templates: v.array(v.object({ segmentId: v.number(), templateId: v.number() })),
  confirmed: v.boolean(),
});

function activeTemplateFromDto(dto: v.InferOutput<typeof activeTemplateDto>): ActiveTemplate {
  return { templateId: dto.templateId, templateName: dto.templateName ?? '', segmentId: dto.segmentId, segmentName: dto.segmentName ?? '' };
}

/** A campaign from the API: the day and the time 'HH:mm' read from either field. */
export function healthcareCampaignFromDto(dto: CampaignDto): HealthcareCampaign {
  const stamp = dto.deliveryDate.replace('T', ' ');
  const time = dto.deliveryTime ?? (/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/.test(stamp) ? stamp.slice(11, 16) : '');
  return {
    id: Number(dto.id ?? dto._id),
    name: dto.name ?? '',
    deliveryDate: stamp.slice(0, 10),
    deliveryTime: time.slice(0, 5),
    status: dto.status,
    topic: dto.topic ?? '',
    pharmacies: dto.pharmacies ?? [],
    templates: (dto.templates ?? []).map(({ segmentId, templateId }) => ({ segmentId, templateId })),
    isDeleted: dto.isDeleted ?? false,
    createdBy: dto.createdBy ?? '',
    editedBy: dto.editedBy ?? '',
    pharmacyId: dto.pharmacyId ?? undefined,
    campaignTemplates: (dto.campaignTemplates ?? []).map(activeTemplateFromDto),
  };
}

/** The body of a create (`create` true: with its author as createdBy) or an update: the delivery merged as 'YYYY-MM-DD HH:mm:ss' (spec 2 §5). */
export function healthcareCampaignToDto(campaign: HealthcareCampaignDraft, create: boolean): v.InferOutput<typeof healthcareCampaignBody> {
  return {
    name: campaign.name,
    deliveryDate: `${campaign.deliveryDate} ${campaign.deliveryTime}:00`,
    deliveryTime: campaign.deliveryTime,
    pharmacies: [...campaign.pharmacies],
    templates: campaign.templates.map(({ segmentId, templateId }) => ({ segmentId, templateId })),
    ...(create ? { createdBy: campaign.author } : {}),
    editedBy: campaign.author,
  };
}

/** The body of updateCampaignDetails. */
export function campaignDetailsToDto(id: number, eid: number, templates: readonly CampaignTemplateRef[], confirmed: boolean): v.InferOutput<typeof campaignDetailsBody> {
  return { cmId: id, pharmacyKey: eid, templates: templates.map(({ segmentId, templateId }) => ({ segmentId, templateId })), confirmed };
}
