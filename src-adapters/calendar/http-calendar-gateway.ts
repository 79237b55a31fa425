import type { CalendarCampaign, CalendarDraft, CalendarEntry, CalendarEntryChange, CalendarGateway, CalendarPharmacy, CalendarSheet, NewCalendarEntry, PharmacyReadiness } from '@domain/calendar';
import type { HttpClient } from '@adapters/shared';
import {
  calendarCampaignFromDto,
  calendarCampaignsAnswer,
  calendarCreatedAnswer,
  calendarDoneAnswer,
  calendarEntryAnswer,
  calendarEntryFromDto,
  calendarListAnswer,
  calendarPharmaciesAnswer,
  calendarPharmacyFromDto,
  calendarSheetAnswer,
  draftToDto,
  entryChangeToDto,
  eidListAnswer,
  newEntryToDto,
} from './calendar.dto';

const CALENDAR = '/api/v1/calendar';

/** The calendar calls over HTTP (spec 2 §7), on the campaign service under /api/v1; the pharmacies on the main API. */
export class HttpCalendarGateway implements CalendarGateway {
  private readonly http: HttpClient;
  constructor(http: HttpClient) {
    this.http = http;
  }

  async list(): Promise<readonly CalendarEntry[]> {
    return (await this.http.send({ service: 'campaigns', method: 'GET', path: `${CALENDAR}/getAll`, schema: calendarListAnswer })).map(calendarEntryFromDto);
  }

  async get(id: string): Promise<{ readonly entry: CalendarEntry; readonly pharmacies: readonly number[] }> {
    const dto = await this.http.send({ service: 'campaigns', method: 'GET', path: `${CALENDAR}/getbyid/id/${encodeURIComponent(id)}`, schema: calendarEntryAnswer });
    return { entry: calendarEntryFromDto(dto), pharmacies: dto.arr_eid ?? [] };
  }

  async create(entry: NewCalendarEntry): Promise<string> {
    return this.http.send({ service: 'campaigns', method: 'POST', path: `${CALENDAR}/create`, body: newEntryToDto(entry), schema: calendarCreatedAnswer });
  }

  async remove(id: string): Promise<void> {
    await this.http.send({ service: 'campaigns', method: 'DELETE', path: `${CALENDAR}/deleteCalendar/${encodeURIComponent(id)}`, schema: calendarDoneAnswer });
  }

  async toDraft(id: string, draft: CalendarDraft): Promise<string> {
    return this.http.send({ service: 'campaigns', method: 'PUT', path: `${CALENDAR}/draftCalendarToCampaign/${encodeURIComponent(id)}`, body: draftToDto(draft), schema: calendarCreatedAnswer });
  }

  async campaigns(range: { readonly from: number; readonly to: number }): Promise<readonly CalendarCampaign[]> {
    const body = { dateMin: new Date(range.from).toISOString(), dateMax: new Date(range.to).toISOString(), status: ['PENDING', 'PROCESSING', 'SENDED'], show_html: false };
    const answer = await this.http.send({ service: 'campaigns', method: 'POST', path: '/api/v1/campaign/getCampaigns', body, schema: calendarCampaignsAnswer });
    return answer.flatMap((dto) => {
      const campaign = calendarCampaignFromDto(dto);
      return campaign !== undefined && campaign.date >= range.from && campaign.date < range.to ? [campaign] : [];
    });
  }

  async pharmacies(): Promise<readonly CalendarPharmacy[]> {
    return (await this.http.send({ method: 'GET', path: '/api/v2/activePharmacies', schema: calendarPharmaciesAnswer })).map(calendarPharmacyFromDto);
  }

  async readiness(): Promise<PharmacyReadiness> {
    const [headers, senders] = await Promise.all([
      this.http.send({ service: 'campaigns', method: 'GET', path: '/api/v1/sheets/getAllEidHaveHeader', schema: eidListAnswer }),
      this.http.send({ service: 'campaigns', method: 'GET', path: '/api/v1/sender/getAllEidHaveSender', schema: eidListAnswer }),
    ]);
    return { eidsWithHeader: new Set(headers), eidsWithSender: new Set(senders) };
  }

  async savePharmacies(id: string, eids: readonly number[]): Promise<void> {
    await this.http.send({ service: 'campaigns', method: 'POST', path: `${CALENDAR}/pharmacies_to_calendar`, body: { arr_eid: [...eids], idCalendar: id }, schema: calendarDoneAnswer });
  }

  async update(id: string, change: CalendarEntryChange): Promise<void> {
    await this.http.send({ service: 'campaigns', method: 'PUT', path: `${CALENDAR}/update/id/${encodeURIComponent(id)}`, body: entryChangeToDto(change), schema: calendarDoneAnswer });
  }

  async sheet(id: string): Promise<CalendarSheet> {
    return this.http.send({ service: 'campaigns', method: 'GET', path: `/api/v1/sheets/getSheet/id/${encodeURIComponent(id)}`, schema: calendarSheetAnswer });
  }

  async createSheet(json: string, description: string): Promise<string> {
    return this.http.send({ service: 'campaigns', method: 'POST', path: '/api/v1/sheets/createSheetCalendar', body: { json, desc: description }, schema: calendarCreatedAnswer });
  }

  async updateSheet(id: string, json: string): Promise<void> {
    await this.http.send({ service: 'campaigns', method: 'POST', path: `/api/v1/sheets/update_sheet/${encodeURIComponent(id)}`, body: { json }, schema: calendarDoneAnswer });
  }
}

// ---- The calls this module makes, for the API documents (docs/api/, ADR 31) ----
import type { ApiCall } from '@adapters/shared';
import { campaignsBody, draftBody, entryUpdateBody, newEntryBody, newSheetBody, pharmaciesBody, sheetUpdateBody } from './calendar.dto';

export const calendarApiCalls: readonly ApiCall[] = [
  { name: 'calendar.list', service: 'campaigns', method: 'GET', path: '/api/v1/calendar/getAll', summary: 'Every calendar entry (spec 2 §7)', response: calendarListAnswer },
  { name: 'calendar.get', service: 'campaigns', method: 'GET', path: '/api/v1/calendar/getbyid/id/{id}', summary: 'One calendar entry and its pharmacies (spec 2 §7)', response: calendarEntryAnswer },
  { name: 'calendar.create', service: 'campaigns', method: 'POST', path: '/api/v1/calendar/create', summary: 'Creates a calendar entry (spec 2 §7)', request: newEntryBody, response: calendarCreatedAnswer },
  { name: 'calendar.remove', service: 'campaigns', method: 'DELETE', path: '/api/v1/calendar/deleteCalendar/{id}', summary: 'Deletes a calendar entry (spec 2 §7)', response: calendarDoneAnswer },
  { name: 'calendar.toDraft', service: 'campaigns', method: 'PUT', path: '/api/v1/calendar/draftCalendarToCampaign/{id}', summary: 'Turns a calendar entry into a campaign draft (spec 2 §7)', request: draftBody, response: calendarCreatedAnswer },
  { name: 'calendar.campaigns', service: 'campaigns', method: 'POST', path: '/api/v1/campaign/getCampaigns', summary: 'The campaigns scheduled or sent between two dates (spec 2 §7)', request: campaignsBody, response: calendarCampaignsAnswer },
  { name: 'calendar.pharmacies', service: 'api', method: 'GET', path: '/api/v2/activePharmacies', summary: 'The pharmacies campaigns may be addressed to (spec 2 §7)', response: calendarPharmaciesAnswer },
  { name: 'calendar.headers', service: 'campaigns', method: 'GET', path: '/api/v1/sheets/getAllEidHaveHeader', summary: 'The pharmacies with an email header (spec 2 §7)', response: eidListAnswer },
  { name: 'calendar.senders', service: 'campaigns', method: 'GET', path: '/api/v1/sender/getAllEidHaveSender', summary: 'The pharmacies with a sender (spec 2 §7)', response: eidListAnswer },
  { name: 'calendar.update', service: 'campaigns', method: 'PUT', path: '/api/v1/calendar/update/id/{id}', summary: 'Saves a calendar entry (spec 2 §7)', request: entryUpdateBody, response: calendarDoneAnswer },
  { name: 'calendar.sheet', service: 'campaigns', method: 'GET', path: '/api/v1/sheets/getSheet/id/{id}', summary: 'A calendar entry’s sheet (spec 2 §7)', response: calendarSheetAnswer },
  { name: 'calendar.createSheet', service: 'campaigns', method: 'POST', path: '/api/v1/sheets/createSheetCalendar', summary: 'Creates a calendar entry’s sheet (spec 2 §7)', request: newSheetBody, response: calendarCreatedAnswer },
  { name: 'calendar.updateSheet', service: 'campaigns', method: 'POST', path: '/api/v1/sheets/update_sheet/{id}', summary: 'Saves a sheet’s design (spec 2 §7)', request: sheetUpdateBody, response: calendarDoneAnswer },
  { name: 'calendar.savePharmacies', service: 'campaigns', method: 'POST', path: '/api/v1/calendar/pharmacies_to_calendar', summary: 'The pharmacies of a calendar entry (spec 2 §7)', request: pharmaciesBody, response: calendarDoneAnswer },
];
