import { newCampaignDraft, type Campaign } from '@domain/campaigns';
import type { CalendarEntryType } from './calendar-entry';
import type { CalendarDraft } from './calendar-gateway.port';

/**
 * The campaign draft a calendar entry becomes for one of its pharmacies (spec 2 "Backoffice calendar
 * campaigns": "Entries can be converted into a campaign draft"; §7 PUT /calendar/draftCalendarToCampaign
 * with name, schedule, segment, subject, json): a DRAFT of pharmacy `eid` on the entry's channel, with
 * the draft's name, subject and design (for an SMS, `json` is the text, as its sheet holds it), to go
 * out at the entry's date, created at `now`. Not in the spec, which gives neither the segmentations'
 * ids nor what becomes of them: the recipients are the pharmacy's segment named as the draft's
 * segmentation (`segmentId`, when it has one; otherwise none yet, chosen in the wizard).
 */
export function calendarDraftCampaign(input: {
  readonly draft: CalendarDraft;
  readonly type: CalendarEntryType;
  readonly eid: number;
  readonly product: string;
  readonly now: number;
  readonly segmentId: string | undefined;
}): Campaign {
  const { draft, type } = input;
  const empty = newCampaignDraft({ eid: input.eid, subtype: type, product: input.product, now: input.now });
  return {
    ...empty,
    schedule: { scheduled: draft.schedule, sendNow: false },
    segment: { ...empty.segment, apiId: input.segmentId },
    content: {
      ...empty.content,
      name: draft.name,
      subject: type === 'email' ? draft.subject : '',
      json: type === 'email' ? draft.json : '',
      smsContent: type === 'sms' ? draft.json : '',
    },
  };
}
