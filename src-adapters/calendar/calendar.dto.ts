import * as v from 'valibot';
import { parseCalendarEntryType, type CalendarCampaign, type CalendarDraft, type CalendarEntry, type CalendarEntryChange, type CalendarPharmacy, type CalendarSheet, type NewCalendarEntry } from '@domain/calendar';
import { envelope, numeric } from '@adapters/shared';

const identifier = v.pipe(v.union([v.string(), v.number()]), v.transform(String));
const optionalText = v.optional(v.nullable(v.string()));

/** An instant as the service sends it: epoch milliseconds, or ISO 8601 / 'YYYY-MM-DD HH:mm:ss' text (UTC when no zone). */
const instant = v.pipe(
  v.union([v.number(), v.string()]),
  v.transform((value) => (typeof value === 'number' ? value : Date.parse(/[zZ]|[+-]\d{2}:?\d{2}$/.test(value) ? value : `${value.replace(' ', 'T')}Z`))),
  v.check((value) => Number.isFinite(value), 'an unreadable instant'),
);
const optionalInstant = v.optional(v.nullable(instant));

/** A calendar entry as GET /calendar/getAll and getbyid send it (spec 2 §3), `_id` or `id`. */
const entryDto = v.looseObject({
  _id: v.optional(identifier),
  id: v.optional(identifier),
  name: v.string(),
  scheduled_date: instant,
  type: v.pipe(
    v.string(),
    v.check((text) => parseCalendarEntryType(text) !== undefined, 'type must be sms or email'),
  ),
  campaigns: v.optional(v.nullable(v.array(identifier)), []),
  subject: optionalText,
  segment: optionalText,
  creation_date: optionalInstant,
  modified_date: optionalInstant,
  id_sheet: v.optional(v.nullable(identifier)),
  owner: v.optional(v.nullable(v.string()), ''),
  arr_eid: v.optional(v.nullable(v.array(numeric)), []),
});
type EntryDto = v.InferOutput<typeof entryDto>;

export function calendarEntryFromDto(dto: EntryDto): CalendarEntry {
  return {
    id: dto._id ?? dto.id ?? '',
    name: dto.name,
    scheduledDate: dto.scheduled_date,
    type: parseCalendarEntryType(dto.type) ?? 'email',
    campaigns: dto.campaigns ?? [],
    subject: dto.subject ?? undefined,
    segment: dto.segment ?? undefined,
    creationDate: dto.creation_date ?? undefined,
    modifiedDate: dto.modified_date ?? undefined,
    sheetId: dto.id_sheet ?? undefined,
    owner: dto.owner ?? '',
  };
}

/** GET /calendar/getAll. */
export const calendarListAnswer = envelope(v.array(entryDto));
/** GET /calendar/getbyid/id/{id}: the entry, with the chosen pharmacies in `arr_eid`. */
export const calendarEntryAnswer = envelope(entryDto);
/** POST /calendar/create and PUT /calendar/draftCalendarToCampaign/{id}: the new record's id. */
export const calendarCreatedAnswer = envelope(v.union([identifier, v.pipe(v.looseObject({ _id: v.optional(identifier), id: v.optional(identifier) }), v.transform((data) => data._id ?? data.id ?? ''))]));
/** Calls answering `{ success: true }` alone. */
export const calendarDoneAnswer = v.looseObject({ success: v.literal(true) });

/** The body of POST /calendar/create: name, scheduled_date (ISO 8601), type. */
export const newEntryBody = v.object({ name: v.string(), scheduled_date: v.string(), type: v.picklist(['sms', 'email']) });
export function newEntryToDto(entry: NewCalendarEntry): v.InferOutput<typeof newEntryBody> {
  return { name: entry.name, scheduled_date: new Date(entry.scheduledDate).toISOString(), type: entry.type };
}

/** The body of PUT /calendar/draftCalendarToCampaign/{id}: name, schedule (ISO 8601), segment, subject, json. */
export const draftBody = v.object({ name: v.string(), schedule: v.string(), segment: v.string(), subject: v.string(), json: v.string() });
export function draftToDto(draft: CalendarDraft): v.InferOutput<typeof draftBody> {
  return { name: draft.name, schedule: new Date(draft.schedule).toISOString(), segment: draft.segment, subject: draft.subject, json: draft.json };
}

/** The body of POST /calendar/pharmacies_to_calendar. */
export const pharmaciesBody = v.object({ arr_eid: v.array(v.number()), idCalendar: v.string() });

/** The body of POST /campaign/getCampaigns (spec 2 §7: dateMin, dateMax, eid, subtype, status, show_html). */
export const campaignsBody = v.object({ dateMin: v.string(), dateMax: v.string(), status: v.array(v.string()), show_html: v.boolean() });

/** A campaign of POST /campaign/getCampaigns, as much as the calendar reads (spec 2 §3). */
const campaignDto = v.looseObject({
  _id: identifier,
  eid: numeric,
  subtype: v.picklist(['sms', 'email']),
  status: v.string(),
  content: v.optional(v.nullable(v.looseObject({ name: optionalText }))),
  schedule: v.optional(v.nullable(v.looseObject({ scheduled: optionalInstant }))),
  created: optionalInstant,
});
type CampaignDto = v.InferOutput<typeof campaignDto>;

/** A scheduled or sent campaign for the calendar; another status, or one without a date, is left out. */
export function calendarCampaignFromDto(dto: CampaignDto): CalendarCampaign | undefined {
  const state = dto.status === 'SENDED' ? 'sent' : dto.status === 'PENDING' || dto.status === 'PROCESSING' ? 'scheduled' : undefined;
  const date = dto.schedule?.scheduled ?? undefined;
  if (state === undefined || date === undefined) return undefined;
  return { id: dto._id, name: dto.content?.name ?? '', subtype: dto.subtype, state, date, eid: dto.eid };
}
export const calendarCampaignsAnswer = envelope(v.array(campaignDto));

/** GET /api/v2/activePharmacies, as much as the chooser reads. */
const pharmacyDto = v.looseObject({ eid: numeric, name: v.optional(v.nullable(v.string()), ''), city: v.optional(v.nullable(v.string()), '') });
export const calendarPharmaciesAnswer = v.pipe(
  v.union([v.array(pharmacyDto), v.object({ success: v.literal(true), data: v.array(pharmacyDto) })]),
  v.transform((answer) => (Array.isArray(answer) ? answer : answer.data)),
);
export function calendarPharmacyFromDto(dto: v.InferOutput<typeof pharmacyDto>): CalendarPharmacy {
  return { eid: dto.eid, name: dto.name ?? '', city: dto.city ?? '' };
}

/** GET /sheets/getAllEidHaveHeader and GET /sender/getAllEidHaveSender: the pharmacies' eids. */
export const eidListAnswer = envelope(v.array(numeric));

/** The body of PUT /calendar/update/id/{id} (spec 2 §7: name, scheduled_date, subject, segment), with the entry's sheet. */
export const entryUpdateBody = v.object({ name: v.string(), scheduled_date: v.string(), subject: v.string(), segment: v.string(), id_sheet: v.nullable(v.string()) });
export function entryChangeToDto(change: CalendarEntryChange): v.InferOutput<typeof entryUpdateBody> {
  return { name: change.name, scheduled_date: new Date(change.scheduledDate).toISOString(), subject: change.subject, segment: change.segment, id_sheet: change.sheetId ?? null };
}

/** A design field: JSON text, or the design object itself. */
const designField = v.optional(v.nullable(v.union([v.string(), v.looseObject({})])));
const designText = (value: string | Record<string, unknown> | null | undefined): string => (value === undefined || value === null ? '' : typeof value === 'string' ? value : JSON.stringify(value));

/** A sheet (spec 2 §3: EID, Description, Content, type, JSON_content): the design in JSON_content (or json), the HTML in Content. */
const sheetDto = v.looseObject({ _id: v.optional(identifier), id: v.optional(identifier), JSON_content: designField, json: designField, Content: v.optional(v.nullable(v.string())) });

/** GET /sheets/getSheet/id/{id}: the sheet, alone or as the first of a list. */
export const calendarSheetAnswer = envelope(
  v.pipe(
    v.union([v.pipe(v.array(sheetDto), v.minLength(1)), sheetDto]),
    v.transform((data): CalendarSheet => {
      const sheet = Array.isArray(data) ? (data[0] as v.InferOutput<typeof sheetDto>) : data;
      return { id: sheet._id ?? sheet.id ?? '', json: designText(sheet.JSON_content) || designText(sheet.json), html: sheet.Content ?? '' };
    }),
  ),
);

/** The body of POST /sheets/createSheetCalendar (spec 2 §7: json, desc). */
export const newSheetBody = v.object({ json: v.string(), desc: v.string() });
/** The body of POST /sheets/update_sheet/{id} (spec 2 §7: json). */
export const sheetUpdateBody = v.object({ json: v.string() });
