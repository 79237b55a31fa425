import { http, HttpResponse, type HttpHandler } from 'msw';
import { isApiError, type Clock } from '@domain/shared-kernel';
import type { Month } from '@domain/months';
import { DemoDatabase } from '@adapters/demo';
import { InMemoryMonthGateway } from '@adapters/months';
import { MemoryStorage } from '@adapters/shared';
import { FAKE_URLS } from './fake-api';

const monthDto = (month: Month): unknown => ({ id: month.id, monthYear: month.monthYear, blocked: month.blocked });

/**
 * The months API (spec 1 §7 "Months" and the marketing-pictures export) served from the same demo
 * data the memory profile generates at `clock`'s time: GET /api/months, GET and PUT /api/months/{id},
 * POST /api/months/add-next-month and GET /api/v3/marketingPictures/exportProductsFromMonth/{id} (an
 * xlsx file). Requests without a token are refused with 403, as the API does. The fake API's own
 * recorder sees every request first.
 */
export function fakeMonthHandlers(clock: Clock): HttpHandler[] {
  const base = FAKE_URLS.api;
  const months = new InMemoryMonthGateway({ db: new DemoDatabase({ storage: new MemoryStorage(), clock, latencyMs: 0 }), clock });
  const authorised = (request: Request): boolean => (request.headers.get('token') ?? '') !== '';
  const refused = (): Response => HttpResponse.json({ success: false, message: 'Sin permiso' }, { status: 403 });
  const notFound = (): Response => HttpResponse.json({ success: false, message: 'Mes no encontrado' }, { status: 404 });
  const errorResponse = (error: unknown): Response => {
    if (isApiError(error) && error.kind === 'not-found') return notFound();
    throw error;
  };
  return [
    http.get(`${base}/api/months`, async ({ request }) => {
      if (!authorised(request)) return refused();
      return HttpResponse.json({ success: true, data: (await months.list()).map(monthDto) });
    }),
    http.post(`${base}/api/months/add-next-month`, async ({ request }) => {
      if (!authorised(request)) return refused();
      return HttpResponse.json({ success: true, data: monthDto(await months.addNextMonth()) });
    }),
    http.get(`${base}/api/months/:id`, async ({ request, params }) => {
      if (!authorised(request)) return refused();
      const month = (await months.list()).find((candidate) => candidate.id === params.id);
      return month === undefined ? notFound() : HttpResponse.json({ success: true, data: monthDto(month) });
    }),
    http.put(`${base}/api/months/:id`, async ({ request, params }) => {
      if (!authorised(request)) return refused();
      const body = (await request.json()) as { blocked?: unknown };
      if (typeof body.blocked !== 'boolean') return HttpResponse.json({ success: false, message: 'blocked es obligatorio' }, { status: 400 });
      try {
        await months.setBlocked(String(params.id), body.blocked);
        return HttpResponse.json({ success: true });
      } catch (error) {
        return errorResponse(error);
      }
    }),
    http.get(`${base}/api/v3/marketingPictures/exportProductsFromMonth/:monthId`, async ({ request, params }) => {
      if (!authorised(request)) return refused();
      try {
        const bytes = await months.exportPictureProducts(String(params.monthId));
        return HttpResponse.arrayBuffer(bytes, { headers: { 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } });
      } catch (error) {
        return errorResponse(error);
      }
    }),
  ];
}
