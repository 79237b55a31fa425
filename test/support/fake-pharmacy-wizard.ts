import { http, HttpResponse, type HttpHandler } from 'msw';
import * as v from 'valibot';
import { isApiError, type Clock } from '@domain/shared-kernel';
import { DemoDatabase } from '@adapters/demo';
import { InMemoryPharmacyWizard } from '@adapters/pharmacy-wizard';
import { wizardEntityDto, wizardEntityFromDto, wizardEntityToDto } from '@adapters/pharmacy-wizard/pharmacy-wizard.dto';
import { MemoryStorage } from '@adapters/shared';
import { FAKE_URLS } from './fake-api';

/**
 * The wizard's API (spec 3 §7 "Wizard") served from the same demo data the memory profile generates at
 * `clock`'s time: checkUsername, getErpList, getKamUsers, GET /api/v2/entities/{eid}, signUp and
 * edit/{eid}. Requests without a token are refused with 403; an unknown pharmacy is a 404; a taken
 * username on signUp is a `success: false` answer.
 */
export function fakePharmacyWizardHandlers(clock: Clock): HttpHandler[] {
  const base = `${FAKE_URLS.api}/api/v2/entities`;
  const wizard = new InMemoryPharmacyWizard({ db: new DemoDatabase({ storage: new MemoryStorage(), clock, latencyMs: 0 }), clock });
  const authorised = (request: Request): boolean => (request.headers.get('token') ?? '') !== '';
  const refused = (): Response => HttpResponse.json({ success: false, message: 'Sin permiso' }, { status: 403 });
  const failure = (error: unknown): Response => {
    if (isApiError(error) && error.kind === 'not-found') return HttpResponse.json({ success: false, message: 'Farmacia no encontrada' }, { status: 404 });
    if (isApiError(error) && error.kind === 'server-message') return HttpResponse.json({ success: false, message: error.serverMessage });
    throw error;
  };
  const entityOf = async (request: Request) => wizardEntityFromDto(v.parse(wizardEntityDto, await request.json()));
  return [
    http.get(`${base}/checkUsername`, async ({ request }) => {
      if (!authorised(request)) return refused();
      const username = new URL(request.url).searchParams.get('username') ?? '';
      return HttpResponse.json({ success: true, data: { available: await wizard.checkUsername(username) } });
    }),
    http.get(`${base}/getErpList`, async ({ request }) => (authorised(request) ? HttpResponse.json({ success: true, data: await wizard.erpList() }) : refused())),
    http.get(`${base}/getKamUsers`, async ({ request }) => (authorised(request) ? HttpResponse.json({ success: true, data: await wizard.kamUsers() }) : refused())),
    http.post(`${base}/signUp`, async ({ request }) => {
      if (!authorised(request)) return refused();
      try {
        return HttpResponse.json({ success: true, data: { eid: await wizard.create(await entityOf(request)) } });
      } catch (error) {
        return failure(error);
      }
    }),
    http.post(`${base}/edit/:eid`, async ({ request, params }) => {
      if (!authorised(request)) return refused();
      try {
        await wizard.edit(Number(params.eid), await entityOf(request));
        return HttpResponse.json({ success: true });
      } catch (error) {
        return failure(error);
      }
    }),
    http.get(`${base}/:eid`, async ({ request, params }) => {
      if (!authorised(request)) return refused();
      try {
        return HttpResponse.json({ success: true, data: wizardEntityToDto(await wizard.get(Number(params.eid)), false) });
      } catch (error) {
        return failure(error);
      }
    }),
  ];
}
