import * as v from 'valibot';
import type { PromotionalCampaign } from '@domain/healthcare';
import type { Promotion, PromotionalCampaignRecord, PromotionalTemplate } from '@domain/promotional';
import { createdIdAnswer, flag, numeric } from '@adapters/shared';

const text = v.optional(v.nullable(v.string()), '');
const identifier = v.pipe(v.union([v.string(), v.number()]), v.transform(String));
const author = v.optional(v.nullable(v.pipe(v.union([v.string(), v.number()]), v.transform(String))));
const withId = <T extends { id?: string | undefined; _id?: string | undefined }>(dto: T): boolean => dto.id !== undefined || dto._id !== undefined;

/**
 * A promotional campaign as the API sends it (spec 2 §3), with `id` or `_id`. `deliveryDate` is the
 * day ('YYYY-MM-DD') or the merged timestamp ('YYYY-MM-DD HH:mm:ss', spec 2 §5); `deliveryTime` is
 * 'HH:mm' or 'HH:mm:ss', or missing when the timestamp carries the time.
 */
const campaignDto = v.pipe(
  v.looseObject({
    id: v.optional(identifier),
    _id: v.optional(identifier),
    name: text,
    deliveryDate: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}/, 'deliveryDate must start with YYYY-MM-DD')),
    deliveryTime: v.optional(v.nullable(v.pipe(v.string(), v.regex(/^\d{2}:\d{2}/, 'deliveryTime must start with HH:mm')))),
    selectedPromotion: numeric,
    activePromotionalTemplateSelected: numeric,
    isDeleted: v.optional(v.nullable(flag), false),
    createdBy: author,
  }),
  v.check(withId, 'a promotional campaign needs an id'),
);

type CampaignDto = v.InferOutput<typeof campaignDto>;

/** A promotion as the API sends it: its days as 'YYYY-MM-DD', possibly followed by a time. */
const promotionDto = v.pipe(
  v.looseObject({
    id: v.optional(identifier),
    _id: v.optional(identifier),
    name: text,
    description: text,
    startDate: v.optional(v.nullable(v.string())),
    endDate: v.optional(v.nullable(v.string())),
  }),
  v.check(withId, 'a promotion needs an id'),
);

/** A promotional template as the API sends it (a campaign template, spec 1 §3; only these fields are read). */
const templateDto = v.pipe(v.looseObject({ id: v.optional(identifier), _id: v.optional(identifier), name: text, subject: text }), v.check(withId, 'a template needs an id'));

const listOrEnvelope = <T>(item: v.GenericSchema<unknown, T>) =>
  v.pipe(
    v.union([v.array(item), v.object({ success: v.literal(true), data: v.array(item) })]),
    v.transform((answer) => (Array.isArray(answer) ? answer : answer.data)),
  );

/** GET promotionalCampaigns: the campaigns, enveloped or not. */
export const promotionalCampaignListAnswer = listOrEnvelope(campaignDto);

/** GET getPromotionalCampaign: one campaign, enveloped, possibly as a one-element list. */
export const promotionalCampaignAnswer = v.pipe(
  v.object({ success: v.literal(true), data: v.union([campaignDto, v.pipe(v.array(campaignDto), v.minLength(1))]) }),
  v.transform((answer) => (Array.isArray(answer.data) ? (answer.data[0] as CampaignDto) : answer.data)),
);

/** GET promotions. */
export const promotionListAnswer = listOrEnvelope(promotionDto);

/** GET getActivePromotionalTemplates. */
export const promotionalTemplateListAnswer = listOrEnvelope(templateDto);

/** POST addPromotionalCampaign: success, with the new id as data, `data.id`, `data.insertId` or `data._id` when the server gives it. */
export const promotionalCampaignCreatedAnswer = createdIdAnswer(['id', 'insertId', '_id']);

/** An answer that only says the call worked. */
export const promotionalSuccessAnswer = v.looseObject({ success: v.literal(true) });

/** The body of a create or an update (`promotionalCampaignToDto`). */
export const promotionalCampaignBody = v.object({
  name: v.string(),
  deliveryDate: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)),
  deliveryTime: v.pipe(v.string(), v.regex(/^\d{2}:\d{2}$/)),
  selectedPromotion: v.number(),
  activePromotionalTemplateSelected: v.number(),
  isDeleted: v.picklist([0, 1]),
  createdBy: v.string(),
});

/** A campaign from the API as the domain's record: the day and the time 'HH:mm' read from either field. */
export function promotionalCampaignFromDto(dto: CampaignDto): PromotionalCampaignRecord {
  const stamp = dto.deliveryDate.replace('T', ' ');
  const time = dto.deliveryTime ?? (/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/.test(stamp) ? stamp.slice(11, 16) : '');
  return {
    id: String(dto.id ?? dto._id),
    name: dto.name ?? '',
    deliveryDate: stamp.slice(0, 10),
    deliveryTime: time.slice(0, 5),
    selectedPromotion: dto.selectedPromotion,
    activePromotionalTemplateSelected: dto.activePromotionalTemplateSelected,
    isDeleted: dto.isDeleted ?? false,
    createdBy: dto.createdBy ?? '',
  };
}

/** A promotion from the API. */
export function promotionFromDto(dto: v.InferOutput<typeof promotionDto>): Promotion {
  return {
    id: Number(dto.id ?? dto._id),
    name: dto.name ?? '',
    description: dto.description ?? '',
    startDate: (dto.startDate ?? '').slice(0, 10),
    endDate: (dto.endDate ?? '').slice(0, 10),
  };
}

/** A promotional template from the API. */
export function promotionalTemplateFromDto(dto: v.InferOutput<typeof templateDto>): PromotionalTemplate {
  return { id: Number(dto.id ?? dto._id), name: dto.name ?? '', subject: dto.subject ?? '' };
}

/**
 * The body of a create or an update (spec 2 §3 field names): the delivery date merged with its time as
 * 'YYYY-MM-DD HH:mm:ss' (spec 2 §5) and the time again as 'HH:mm', isDeleted as 0 or 1.
 */
export function promotionalCampaignToDto(campaign: PromotionalCampaign): v.InferOutput<typeof promotionalCampaignBody> {
  return {
    name: campaign.name,
    deliveryDate: `${campaign.deliveryDate} ${campaign.deliveryTime}:00`,
    deliveryTime: campaign.deliveryTime,
    selectedPromotion: campaign.selectedPromotion,
    activePromotionalTemplateSelected: campaign.activePromotionalTemplateSelected,
    isDeleted: campaign.isDeleted ? 1 : 0,
    createdBy: campaign.createdBy,
  };
}
