import * as v from 'valibot';
import { DEFAULT_POST_ID, type CampaignTemplate, type TemplateSummary, type TemplateType } from '@domain/templates';
import { createdIdAnswer, numeric } from '@adapters/shared';
import { base64ToText, textToBase64 } from './base64-text';

const flag = v.pipe(
  v.union([v.boolean(), numeric, v.literal('true'), v.literal('false')]),
  v.transform((value) => value === true || value === 'true' || value === 1),
);
const text = v.optional(v.nullable(v.string()), '');
const identifier = v.pipe(v.union([v.string(), v.number()]), v.transform(String));
const author = v.optional(v.nullable(v.pipe(v.union([v.string(), v.number()]), v.transform(String))));
const templateType = v.pipe(numeric, v.check((value) => value === 1 || value === 2, 'type must be 1 or 2'), v.transform((value) => value as TemplateType));
const base64 = v.pipe(text, v.transform((value) => base64ToText(value ?? '')));

/** A campaign template as the API sends it (spec 1 §3), with `id` or `_id`; content and htmlContent base64. */
const templateDto = v.pipe(
  v.looseObject({
    id: v.optional(identifier),
    _id: v.optional(identifier),
    name: text,
    description: text,
    isHealthcare: v.optional(v.nullable(flag)),
    type: templateType,
    content: v.optional(base64, ''),
    htmlContent: v.optional(base64, ''),
    segmentId: v.optional(v.nullable(numeric), 0),
    subject: text,
    postID: v.optional(v.nullable(numeric), DEFAULT_POST_ID),
    isDeleted: v.optional(v.nullable(flag), false),
    createdBy: author,
    editedBy: author,
  }),
  v.check((dto) => dto.id !== undefined || dto._id !== undefined, 'a template needs an id'),
);

type TemplateDto = v.InferOutput<typeof templateDto>;

const listOrEnvelope = <T>(item: v.GenericSchema<unknown, T>) =>
  v.pipe(
    v.union([v.array(item), v.object({ success: v.literal(true), data: v.array(item) })]),
    v.transform((answer) => (Array.isArray(answer) ? answer : answer.data)),
  );

/** GET /api/v2/campaignTemplates: the templates, enveloped or not. */
export const templateListAnswer = listOrEnvelope(templateDto);

/** GET /api/v2/getCampaignTemplate: one template, enveloped, possibly as a one-element list. */
export const templateAnswer = v.pipe(
  v.object({ success: v.literal(true), data: v.union([templateDto, v.pipe(v.array(templateDto), v.minLength(1))]) }),
  v.transform((answer) => (Array.isArray(answer.data) ? (answer.data[0] as TemplateDto) : answer.data)),
);

/** GET /api/v2/getCampaignTemplateHtml: the HTML (base64) as data, or inside `htmlContent`. */
export const templateHtmlAnswer = v.pipe(
  v.object({ success: v.literal(true), data: v.union([v.string(), v.looseObject({ htmlContent: v.string() })]) }),
  v.transform((answer) => base64ToText(typeof answer.data === 'string' ? answer.data : answer.data.htmlContent)),
);

/** POST saveCampaignTemplate: success, with the new id as data, as `data.id` or `data.insertId` when the server gives it. */
export const templateCreatedAnswer = createdIdAnswer(['id', 'insertId', '_id']);

/** An answer that only says the call worked (`success: true`, any data). */
export const successAnswer = v.looseObject({ success: v.literal(true) });

/** A template from the API as the domain's template. */
export function templateFromDto(dto: TemplateDto): CampaignTemplate {
  return {
    id: dto.id ?? dto._id,
    name: dto.name ?? '',
    description: dto.description ?? '',
    isHealthcare: dto.isHealthcare ?? dto.type === 1,
    type: dto.type,
    content: dto.content,
    htmlContent: dto.htmlContent,
    segmentId: dto.segmentId ?? 0,
    subject: dto.subject ?? '',
    postId: dto.postID ?? 0,
    isDeleted: dto.isDeleted ?? false,
    createdBy: dto.createdBy ?? undefined,
    editedBy: dto.editedBy ?? undefined,
  };
}

/** A template from the API as a row of the list. */
export function templateSummaryFromDto(dto: TemplateDto): TemplateSummary {
  const { content: _content, htmlContent: _html, id: _id, ...summary } = templateFromDto(dto);
  return { ...summary, id: String(dto.id ?? dto._id) };
}

/**
 * The body of a create or an update (spec 1 §3 field names): content and htmlContent base64, postID,
 * isDeleted as 0 or 1, isHealthcare as a boolean; the id only on an update.
 */
export function templateToDto(template: CampaignTemplate, id?: string): Record<string, unknown> {
  return {
    ...(id === undefined ? {} : { id }),
    name: template.name,
    description: template.description,
    isHealthcare: template.isHealthcare,
    type: template.type,
    content: textToBase64(template.content),
    htmlContent: textToBase64(template.htmlContent),
    segmentId: template.segmentId,
    subject: template.subject,
    postID: template.postId,
    isDeleted: template.isDeleted ? 1 : 0,
    createdBy: template.createdBy ?? null,
    editedBy: template.editedBy ?? null,
  };
}
