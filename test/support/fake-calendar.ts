import { http, HttpResponse, type HttpHandler } from 'msw';
import { parseCalendarEntryType } from '@domain/calendar';
import { isApiError, type Clock } from '@domain/shared-kernel';
import { DemoDatabase } from '@adapters/demo';
import { MemoryStorage } from '@adapters/shared';
import { InMemoryCalendarGateway } from '@adapters/calendar';
import { FAKE_URLS } from './fake-api';

/** The campaign service's fake base URL. */
export const FAKE_CAMPAIGNS_URL = 'http://campaigns.test';

/**
 * The calendar calls of the campaign service (spec 2 §7) and the main API's active pharmacies, served
 * from the same demo data the memory profile generates at `clock`'s time, in the wire format: `_id`,
 * instants as ISO text, `arr_eid` with the chosen pharmacies, campaigns with their status and schedule.
 */
export function fakeCalendarHandlers(clock: Clock, product = 'farmacias'): HttpHandler[] {
  const db = new DemoDatabase({ storage: new MemoryStorage(), clock, latencyMs: 0 });
  const gateway = new InMemoryCalendarGateway({ db, clock, product });
  const base = FAKE_CAMPAIGNS_URL;
  const answer = async (call: () => Promise<unknown>): Promise<Response> => {
    try {
      const data = await call();
      return HttpResponse.json(data === undefined ? { success: true } : { success: true, data });
    } catch (error) {
      if (!isApiError(error)) throw error;
      return HttpResponse.json({ success: false, message: error.message }, { status: error.status });
    }
  };
  const iso = (at: number | undefined): string | null => (at === undefined ? null : new Date(at).toISOString());
  const wireEntry = async (id: string): Promise<Record<string, unknown>> => {
    const { entry, pharmacies } = await gateway.get(id);
    return {
      _id: entry.id,
      name: entry.name,
      scheduled_date: iso(entry.scheduledDate),
      type: entry.type,
      campaigns: entry.campaigns,
      subject: entry.subject ?? null,
      segment: entry.segment ?? null,
      creation_date: iso(entry.creationDate),
      modified_date: entry.modifiedDate ?? null,
      id_sheet: entry.sheetId ?? null,
      owner: entry.owner,
      arr_eid: pharmacies.map(String),
    };
  };
  const json = async (request: Request): Promise<Record<string, unknown>> => (await request.clone().json()) as Record<string, unknown>;
  return [
    http.get(`${base}/api/v1/calendar/getAll`, () => answer(async () => Promise.all((await gateway.list()).map((entry) => wireEntry(entry.id))))),
    http.get(`${base}/api/v1/calendar/getbyid/id/:id`, ({ params }) => answer(() => wireEntry(String(params.id)))),
    http.post(`${base}/api/v1/calendar/create`, async ({ request }) => {
      const body = await json(request);
      return answer(async () => ({ _id: await gateway.create({ name: String(body.name), scheduledDate: Date.parse(String(body.scheduled_date)), type: parseCalendarEntryType(String(body.type)) ?? 'email' }) }));
    }),
    http.delete(`${base}/api/v1/calendar/deleteCalendar/:id`, ({ params }) => answer(() => gateway.remove(String(params.id)))),
    http.put(`${base}/api/v1/calendar/draftCalendarToCampaign/:id`, async ({ request, params }) => {
      const body = await json(request);
      return answer(() =>
        gateway.toDraft(String(params.id), { name: String(body.name), schedule: Date.parse(String(body.schedule)), segment: String(body.segment), subject: String(body.subject), json: String(body.json) }),
      );
    }),
    http.post(`${base}/api/v1/campaign/getCampaigns`, async ({ request }) => {
      const body = await json(request);
      return answer(async () =>
        (await gateway.campaigns({ from: Date.parse(String(body.dateMin)), to: Date.parse(String(body.dateMax)) })).map((campaign) => ({
          _id: campaign.id,
          eid: String(campaign.eid),
          subtype: campaign.subtype,
          status: campaign.state === 'sent' ? 'SENDED' : 'PENDING',
          content: { name: campaign.name },
          schedule: { scheduled: iso(campaign.date), sendNow: false },
        })),
      );
    }),
    http.get(`${FAKE_URLS.api}/api/v2/activePharmacies`, () => answer(async () => (await gateway.pharmacies()).map((pharmacy) => ({ eid: pharmacy.eid, name: pharmacy.name, city: pharmacy.city, active: 1 })))),
    http.get(`${base}/api/v1/sheets/getAllEidHaveHeader`, () => answer(async () => [...(await gateway.readiness()).eidsWithHeader])),
    http.get(`${base}/api/v1/sender/getAllEidHaveSender`, () => answer(async () => [...(await gateway.readiness()).eidsWithSender].map(String))),
    http.put(`${base}/api/v1/calendar/update/id/:id`, async ({ request, params }) => {
      const body = await json(request);
      return answer(() =>
        gateway.update(String(params.id), {
          name: String(body.name),
          scheduledDate: Date.parse(String(body.scheduled_date)),
          subject: String(body.subject),
          segment: String(body.segment),
          sheetId: typeof body.id_sheet === 'string' ? body.id_sheet : undefined,
        }),
      );
    }),
    http.get(`${base}/api/v1/sheets/getSheet/id/:id`, ({ params }) =>
      answer(async () => {
        const sheet = await gateway.sheet(String(params.id));
        return [{ _id: sheet.id, EID: -1, Description: 'calendario', Content: sheet.html, type: 'calendar', JSON_content: sheet.json }];
      }),
    ),
    http.post(`${base}/api/v1/sheets/createSheetCalendar`, async ({ request }) => {
      const body = await json(request);
      return answer(async () => ({ _id: await gateway.createSheet(String(body.json), String(body.desc)) }));
    }),
    http.post(`${base}/api/v1/sheets/update_sheet/:id`, async ({ request, params }) => {
      const body = await json(request);
      return answer(() => gateway.updateSheet(String(params.id), String(body.json)));
    }),
    http.post(`${base}/api/v1/calendar/pharmacies_to_calendar`, async ({ request }) => {
      const body = await json(request);
      return answer(() => gateway.savePharmacies(String(body.idCalendar), (body.arr_eid as number[]).map(Number)));
    }),
  ];
}
