import * as v from 'valibot';
import { CAMPAIGN_STATUSES, CAMPAIGN_SUBTYPES, type Campaign } from '@domain/campaigns';
import { numeric, requiredCreatedIdAnswer } from '@adapters/shared';

const text = v.optional(v.nullable(v.string()), '');
const identifier = v.pipe(v.union([v.string(), v.number()]), v.transform(String));
const optionalIdentifier = v.optional(v.nullable(identifier));
const optionalText = v.optional(v.nullable(v.string()));
const list = v.optional(v.nullable(v.array(v.unknown())));
const count = v.optional(v.nullable(numeric));
const flag = v.optional(
  v.nullable(
    v.pipe(
      v.union([v.boolean(), numeric, v.literal('true'), v.literal('false')]),
      v.transform((value) => value === true || value === 'true' || value === 1),
    ),
  ),
);

/** An instant as ISO 8601 text or epoch milliseconds (a number, or digits as text), read as epoch ms. */
const instant = v.pipe(
  v.union([v.number(), v.string()]),
  v.transform((value) => (typeof value === 'number' ? value : /^\s*-?\d+\s*$/.test(value) ? Number(value) : Date.parse(value))),
  v.check((value: number) => Number.isFinite(value), 'an instant is ISO 8601 text or epoch milliseconds'),
);
const optionalInstant = v.optional(v.nullable(instant));

/** The email editor's design: JSON text, or the design object itself, kept as JSON text. */
const design = v.pipe(
  v.optional(v.nullable(v.union([v.string(), v.looseObject({})]))),
  v.transform((value) => (value === undefined || value === null ? '' : typeof value === 'string' ? value : JSON.stringify(value))),
);

/**
 * A campaign as the campaign service sends it (spec 2 §3 "Campaign"). Instants come as ISO 8601 text or
 * epoch ms. Not shown in the spec, and read leniently: a missing `campaignType` is classic, a missing
 * `modified` is `created`, absent lists and counts are empty and zero, and the list's campaigns may come
 * without `content.html`.
 */
const campaignDto = v.looseObject({
  _id: identifier,
  eid: numeric,
  type: v.optional(v.nullable(v.string())),
  subtype: v.picklist(CAMPAIGN_SUBTYPES),
  brokerID: optionalIdentifier,
  campaignType: v.optional(v.nullable(v.picklist(['classic', 'promotional'])), 'classic'),
  topic: optionalText,
  status: v.picklist(CAMPAIGN_STATUSES),
  history: list,
  jobs: list,
  created: instant,
  modified: optionalInstant,
  reportId: optionalIdentifier,
  redemption: v.optional(v.nullable(v.looseObject({ type: text, date: optionalInstant }))),
  schedule: v.optional(v.nullable(v.looseObject({ scheduled: optionalInstant, sendNow: flag }))),
  segment: v.optional(
    v.nullable(
      v.looseObject({
        api: v.optional(v.nullable(v.looseObject({ id: optionalIdentifier }))),
        excel: optionalText,
        xlsx: optionalText,
        type: text,
        final_list_csv: optionalText,
      }),
    ),
  ),
  content: v.optional(
    v.nullable(
      v.looseObject({
        name: text,
        subject: text,
        html: text,
        json: design,
        id_sheet: optionalIdentifier,
        smsContent: text,
      }),
    ),
  ),
  results: v.optional(
    v.nullable(
      v.looseObject({
        preProcessResults: v.optional(v.nullable(v.looseObject({ bounced: count, empty: count, invalid: count, unsubscribed: count, valid: count }))),
      }),
    ),
  ),
  brokerData: v.optional(v.nullable(v.looseObject({ bouncers: count, clickers: count, unsubscribed: count }))),
});

type CampaignDto = v.InferOutput<typeof campaignDto>;

/** A campaign from the campaign service as the domain's campaign. */
export function campaignFromDto(dto: CampaignDto): Campaign {
  const segment = dto.segment ?? undefined;
  const content = dto.content ?? undefined;
  const preProcess = dto.results?.preProcessResults ?? undefined;
  const broker = dto.brokerData ?? undefined;
  return {
    id: dto._id,
    eid: dto.eid,
    subtype: dto.subtype,
    brokerId: dto.brokerID ?? undefined,
    campaignType: dto.campaignType ?? 'classic',
    topic: dto.topic ?? undefined,
    status: dto.status,
    history: dto.history ?? [],
    jobs: dto.jobs ?? [],
    created: dto.created,
    modified: dto.modified ?? dto.created,
    reportId: dto.reportId ?? undefined,
    redemption: dto.redemption === undefined || dto.redemption === null ? undefined : { type: dto.redemption.type ?? '', date: dto.redemption.date ?? undefined },
    schedule: dto.schedule === undefined || dto.schedule === null ? undefined : { scheduled: dto.schedule.scheduled ?? undefined, sendNow: dto.schedule.sendNow ?? false },
    segment: {
      type: segment?.type ?? '',
      apiId: segment?.api?.id ?? undefined,
      excel: segment?.excel ?? undefined,
      xlsx: segment?.xlsx ?? undefined,
      finalListCsv: segment?.final_list_csv ?? undefined,
    },
    content: {
      name: content?.name ?? '',
      subject: content?.subject ?? '',
      html: content?.html ?? '',
      json: content?.json ?? '',
      sheetId: content?.id_sheet ?? undefined,
      smsContent: content?.smsContent ?? '',
    },
    results:
      preProcess === undefined
        ? undefined
        : { bounced: preProcess.bounced ?? 0, empty: preProcess.empty ?? 0, invalid: preProcess.invalid ?? 0, unsubscribed: preProcess.unsubscribed ?? 0, valid: preProcess.valid ?? 0 },
    brokerData: broker === undefined ? undefined : { bouncers: broker.bouncers ?? 0, clickers: broker.clickers ?? 0, unsubscribed: broker.unsubscribed ?? 0 },
  };
}

const listOrEnvelope = <T>(item: v.GenericSchema<unknown, T>) =>
  v.pipe(
    v.union([v.array(item), v.object({ success: v.literal(true), data: v.array(item) })]),
    v.transform((answer) => (Array.isArray(answer) ? answer : answer.data)),
  );

/** GET /campaign/list/eid/{eid}: the pharmacy's campaigns, enveloped (`{ success: true, data }`) or not. */
export const campaignListAnswer = v.pipe(listOrEnvelope(campaignDto), v.transform((campaigns) => campaigns.map(campaignFromDto)));

/** GET /campaign/getbycid/cid/{cid}: one campaign, enveloped, possibly as a one-element list. */
export const campaignAnswer = v.pipe(
  v.object({ success: v.literal(true), data: v.union([campaignDto, v.pipe(v.array(campaignDto), v.length(1))]) }),
  v.transform((answer) => campaignFromDto(Array.isArray(answer.data) ? (answer.data[0] as CampaignDto) : answer.data)),
);

const oneCampaign = v.pipe(
  v.union([campaignDto, v.pipe(v.array(campaignDto), v.length(1))]),
  v.transform((data) => campaignFromDto(Array.isArray(data) ? (data[0] as CampaignDto) : data)),
);

/**
 * PUT /campaign/draft/save/cid/{cid} and /campaign/draft/draft_to_campaign/cid/{cid}: the campaign as
 * stored, or undefined when the answer does not carry it (the caller reads it again). Not shown in the
 * spec, and read leniently: the campaign may come bare, or as `data` of `{ success: true, data }`
 * (possibly as a one-element list); any other `data` (none, an update count, a message) carries no
 * campaign.
 */
export const campaignSavedAnswer = v.union([
  oneCampaign,
  v.pipe(
    v.looseObject({ success: v.literal(true), data: v.optional(v.unknown()) }),
    v.transform((answer): Campaign | undefined => {
      const parsed = v.safeParse(oneCampaign, answer.data);
      return parsed.success ? parsed.output : undefined;
    }),
  ),
]);

/**
 * POST /campaign/draft/create: the new campaign's id. Not shown in the spec: the id comes as `data`
 * itself, or as `_id`, `id`, `cid` or `insertedId` of `data` (the saved campaign, or an insert result);
 * an answer without one is not valid.
 */
export const campaignCreatedAnswer = requiredCreatedIdAnswer(['_id', 'id', 'cid', 'insertedId'], 'campaign');

/** An answer that only says the call worked (`success: true`, any data). */
export const successAnswer = v.looseObject({ success: v.literal(true) });

const wireInstant = (value: number | undefined): string | null => (value === undefined ? null : new Date(value).toISOString());

/**
 * The campaign's wire form without `_id`, the body of POST /campaign/draft/create (not shown in the spec):
 * spec 2 §3 field names, `type` 'campaign', instants as ISO 8601 text, and null for what the campaign
 * does not have (a duplicate's schedule, results, broker data, report id).
 */
export function campaignToDto(campaign: Campaign): Record<string, unknown> {
  const { segment, content } = campaign;
  return {
    eid: campaign.eid,
    type: 'campaign',
    subtype: campaign.subtype,
    brokerID: campaign.brokerId ?? null,
    campaignType: campaign.campaignType,
    topic: campaign.topic ?? null,
    status: campaign.status,
    history: [...campaign.history],
    jobs: [...campaign.jobs],
    created: wireInstant(campaign.created),
    modified: wireInstant(campaign.modified),
    reportId: campaign.reportId ?? null,
    redemption: campaign.redemption === undefined ? null : { type: campaign.redemption.type, date: wireInstant(campaign.redemption.date) },
    schedule: campaign.schedule === undefined ? null : { scheduled: wireInstant(campaign.schedule.scheduled), sendNow: campaign.schedule.sendNow },
    segment: {
      api: { id: segment.apiId ?? null },
      excel: segment.excel ?? null,
      xlsx: segment.xlsx ?? null,
      type: segment.type,
      final_list_csv: segment.finalListCsv ?? null,
    },
    content: {
      name: content.name,
      subject: content.subject,
      html: content.html,
      json: content.json,
      id_sheet: content.sheetId ?? null,
      smsContent: content.smsContent,
    },
    results: campaign.results === undefined ? null : { preProcessResults: { ...campaign.results } },
    brokerData: campaign.brokerData === undefined ? null : { ...campaign.brokerData },
  };
}
