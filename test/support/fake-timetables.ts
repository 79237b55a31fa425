import { http, HttpResponse, type HttpHandler } from 'msw';
import * as v from 'valibot';
import { isApiError, type Clock } from '@domain/shared-kernel';
import type { Timetable } from '@domain/timetables';
import { DemoDatabase } from '@adapters/demo';
import { MemoryStorage } from '@adapters/shared';
import { InMemoryTimetableGateway, timetableDto, timetableToDto } from '@adapters/timetables';
import { FAKE_URLS } from './fake-api';

/** The digital-services token the fake API accepts: the contract tests' sessions carry it as their dsToken. */
export const FAKE_DS_TOKEN = 'ds-token-fake';

/**
 * The digital-services timetable API (spec 3 §7 "Timetables") served from the same demo data the memory
 * profile generates at `clock`'s time: GET and PUT /timetables/{eid}, PUT (multipart) and GET
 * /timetables/{eid}/spreadsheets. A request whose token header is not the session's digital-services
 * token ({@link FAKE_DS_TOKEN}) is refused with 403; a spreadsheet call without the language header with 400; an upload that
 * is no spreadsheet with 400; errors answer 200 with the error spreadsheet, a saved upload 201.
 */
export function fakeTimetableHandlers(clock: Clock): HttpHandler[] {
  const base = `${FAKE_URLS.digitalServices}/timetables`;
  const timetables = new InMemoryTimetableGateway({ db: new DemoDatabase({ storage: new MemoryStorage(), clock, latencyMs: 0 }) });
  const refusal = (request: Request, _eid: string): Response | undefined =>
    request.headers.get('token') !== FAKE_DS_TOKEN ? HttpResponse.json({ success: false, message: 'Sin permiso' }, { status: 403 }) : undefined;
  const failure = (error: unknown): Response => {
    if (isApiError(error)) return HttpResponse.json({ success: false, message: error.serverMessage ?? error.message }, { status: error.status });
    throw error;
  };
  const noLanguage = (request: Request): Response | undefined =>
    ['es', 'en'].includes(request.headers.get('language') ?? '') ? undefined : HttpResponse.json({ success: false, message: 'language es obligatorio' }, { status: 400 });
  return [
    http.get(`${base}/:eid`, async ({ request, params }) => {
      const eid = String(params.eid);
      const refused = refusal(request, eid);
      if (refused !== undefined) return refused;
      try {
        return HttpResponse.json({ success: true, data: timetableToDto(await timetables.load(Number(eid))) });
      } catch (error) {
        return failure(error);
      }
    }),
    http.put(`${base}/:eid`, async ({ request, params }) => {
      const eid = String(params.eid);
      const refused = refusal(request, eid);
      if (refused !== undefined) return refused;
      const body = v.safeParse(timetableDto, await request.json());
      if (!body.success || String(body.output.eid) !== eid) return HttpResponse.json({ success: false, message: 'Horario no válido' }, { status: 400 });
      try {
        await timetables.save(body.output satisfies Timetable);
        return HttpResponse.json({ success: true });
      } catch (error) {
        return failure(error);
      }
    }),
    http.get(`${base}/:eid/spreadsheets`, async ({ request, params }) => {
      const eid = String(params.eid);
      const refused = refusal(request, eid) ?? noLanguage(request);
      if (refused !== undefined) return refused;
      try {
        return HttpResponse.arrayBuffer(await timetables.exportSpreadsheet(Number(eid)), { headers: { 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } });
      } catch (error) {
        return failure(error);
      }
    }),
    http.put(`${base}/:eid/spreadsheets`, async ({ request, params }) => {
      const eid = String(params.eid);
      const refused = refusal(request, eid) ?? noLanguage(request);
      if (refused !== undefined) return refused;
      const file = (await request.formData()).get('file');
      if (!(file instanceof Blob)) return HttpResponse.json({ success: false, message: 'file es obligatorio' }, { status: 400 });
      try {
        const answer = await timetables.uploadSpreadsheet(Number(eid), { name: file instanceof File ? file.name : 'horarios.xlsx', bytes: await file.arrayBuffer() });
        return answer.outcome === 'saved' ? new HttpResponse(null, { status: 201 }) : HttpResponse.arrayBuffer(answer.errorSheet, { status: 200 });
      } catch (error) {
        return failure(error);
      }
    }),
  ];
}
