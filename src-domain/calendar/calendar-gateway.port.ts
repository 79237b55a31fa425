import { portMethods, token } from '@domain/shared-kernel';
import type { CalendarEntry, CalendarEntryType, NewCalendarEntry } from './calendar-entry';
import type { PharmacyReadiness } from './pharmacy-chooser';

/** A campaign already scheduled or sent, shown read-only on the calendar (spec 2 §7 POST /campaign/getCampaigns). */
export interface CalendarCampaign {
  readonly id: string;
  readonly name: string;
  readonly subtype: CalendarEntryType;
  readonly state: 'scheduled' | 'sent';
  /** The send instant, epoch milliseconds. */
  readonly date: number;
  readonly eid: number;
}

/** A pharmacy the chooser offers (not in the spec: the chooser's rows). */
export interface CalendarPharmacy {
  readonly eid: number;
  readonly name: string;
  readonly city: string;
}

/** What the draft-to-campaign call takes (spec 2 §7 PUT /calendar/draftCalendarToCampaign/{id}: name, schedule, segment, subject, json). */
export interface CalendarDraft {
  readonly name: string;
  readonly schedule: number;
  readonly segment: string;
  readonly subject: string;
  readonly json: string;
}

/** An entry's sheet (spec 2 §3 Sheet: the design's JSON, or for an SMS the text; its HTML as the service renders it). */
export interface CalendarSheet {
  readonly id: string;
  readonly json: string;
  readonly html: string;
}

/** What the update call changes of an entry (spec 2 §7 PUT /calendar/update/id/{id}: name, scheduled_date, subject, segment), and its sheet. */
export interface CalendarEntryChange {
  readonly name: string;
  readonly scheduledDate: number;
  readonly subject: string;
  readonly segment: string;
  readonly sheetId: string | undefined;
}

/**
 * The calendar calls of the campaign service (spec 2 §7), under /api/v1 on the campaign service.
 * Failures (any answer other than 200, spec 2 §8) reject with an ApiError.
 */
export interface CalendarGateway {
  /** GET /calendar/getAll: every entry. */
  list(): Promise<readonly CalendarEntry[]>;
  /** GET /calendar/getbyid/id/{id}: one entry and the pharmacies chosen for it. */
  get(id: string): Promise<{ readonly entry: CalendarEntry; readonly pharmacies: readonly number[] }>;
  /** POST /calendar/create (name, scheduled_date, type); answers the new entry's id. */
  create(entry: NewCalendarEntry): Promise<string>;
  /** DELETE /calendar/deleteCalendar/{id}. */
  remove(id: string): Promise<void>;
  /** PUT /calendar/draftCalendarToCampaign/{id}: the entry becomes a campaign draft; answers the draft's id. */
  toDraft(id: string, draft: CalendarDraft): Promise<string>;
  /** POST /campaign/getCampaigns (dateMin, dateMax, status): the campaigns scheduled or sent in [from, to). */
  campaigns(range: { readonly from: number; readonly to: number }): Promise<readonly CalendarCampaign[]>;
  /** The pharmacies that may receive calendar campaigns (GET /api/v2/activePharmacies). */
  pharmacies(): Promise<readonly CalendarPharmacy[]>;
  /** GET /sheets/getAllEidHaveHeader and GET /sender/getAllEidHaveSender. */
  readiness(): Promise<PharmacyReadiness>;
  /** POST /calendar/pharmacies_to_calendar (arr_eid, idCalendar). */
  savePharmacies(id: string, eids: readonly number[]): Promise<void>;
  /** PUT /calendar/update/id/{id}. */
  update(id: string, change: CalendarEntryChange): Promise<void>;
  /** GET /sheets/getSheet/id/{id}: an entry's sheet. */
  sheet(id: string): Promise<CalendarSheet>;
  /** POST /sheets/createSheetCalendar (json, desc): a new sheet for an entry; answers its id. */
  createSheet(json: string, description: string): Promise<string>;
  /** POST /sheets/update_sheet/{id} (json). */
  updateSheet(id: string, json: string): Promise<void>;
}

/** Token of the {@link CalendarGateway} port. */
export const CalendarGateway = token<CalendarGateway>('calendar.CalendarGateway');

/** Every call of the {@link CalendarGateway} port. */
export const CalendarGatewayMethods = portMethods<CalendarGateway>()('list', 'get', 'create', 'remove', 'toDraft', 'campaigns', 'pharmacies', 'readiness', 'savePharmacies', 'update', 'sheet', 'createSheet', 'updateSheet');
