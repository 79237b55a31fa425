import { http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import * as v from 'valibot';
import { isApiError, type Clock } from '@domain/shared-kernel';
import { DemoDatabase } from '@adapters/demo';
import { MemoryStorage } from '@adapters/shared';
import { InMemoryJobGateway } from '@adapters/jobs';
import { jobSearchBody, jobSearchFromDto, jobToDto } from '@adapters/jobs/jobs.dto';
import { InMemoryShopCatalogGateway } from '@adapters/shop-catalog';
import { FAKE_URLS } from './fake-api';

/** What a fake answer does with a call: its data, enveloped `{ success: true, data }`; a failure as the server writes it. */
async function answer(request: Request, call: () => Promise<unknown>): Promise<Response> {
  if ((request.headers.get('token') ?? '') === '') return HttpResponse.json({ success: false, message: 'Sin permiso' }, { status: 403 });
  try {
    const data = await call();
    return HttpResponse.json((data === undefined ? { success: true } : { success: true, data }) as JsonBodyType);
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (error.kind === 'server-message') return HttpResponse.json({ success: false, message: error.serverMessage });
    return HttpResponse.json({ success: false, message: error.message }, { status: error.status });
  }
}

/** The demo backends the fake job and shop calls answer from: one demo database, so an export shows in the jobs. */
export interface FakeBackends {
  readonly jobs: InMemoryJobGateway;
  readonly shops: InMemoryShopCatalogGateway;
}

/** The demo backends over a fresh demo database at `clock`'s time. */
export function fakeBackends(clock: Clock): FakeBackends {
  const db = new DemoDatabase({ storage: new MemoryStorage(), clock, latencyMs: 0 });
  return { jobs: new InMemoryJobGateway({ db, clock }), shops: new InMemoryShopCatalogGateway({ db, clock }) };
}

/**
 * The job calls (spec 3 §7 "Jobs") in the wire format, served from the demo's jobs: `_id`, ISO
 * instants, `last_update`, the search body's ranges as ISO instants. Requests without a token get 403.
 */
export function fakeJobHandlers(backends: FakeBackends): HttpHandler[] {
  const base = `${FAKE_URLS.api}/api/v1`;
  return [
    http.post(`${base}/job/search`, async ({ request }) => {
      const body = v.parse(jobSearchBody, await request.clone().json());
      return answer(request, async () => (await backends.jobs.search(jobSearchFromDto(body))).map(jobToDto));
    }),
    http.get(`${base}/job/:id`, ({ request, params }) => answer(request, async () => jobToDto(await backends.jobs.get(String(params.id))))),
    http.put(`${base}/job/:id/status/:status/author/:user`, ({ request, params }) =>
      answer(request, () => backends.jobs.setStatus(String(params.id), params.status === 'PENDING' ? 'PENDING' : 'CANCELLED', String(params.user))),
    ),
    http.delete(`${base}/job/:id/author/:user`, ({ request, params }) => answer(request, () => backends.jobs.delete(String(params.id), String(params.user)))),
    http.get(`${base}/jobs/getJobFieldValues`, ({ request }) =>
      answer(request, async () => {
        const values = await backends.jobs.fieldValues();
        return { type: values.types, subtype: values.subtypes, author: values.authors, status: values.statuses };
      }),
    ),
  ];
}
