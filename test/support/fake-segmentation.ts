import { http, HttpResponse, type HttpHandler } from 'msw';
import * as v from 'valibot';
import type { Clock } from '@domain/shared-kernel';
import { DEMO_SEED } from '@adapters/demo';
import { generateClientTable, searchClientTable, segmentationFiltersFromDto, segmentationFiltersSchema, type DemoClientTable } from '@adapters/segmentation';
import { FAKE_URLS } from './fake-api';

/** Where the fake segmentations service answers: the address its token gives. */
export const FAKE_SEGMENTATIONS_URL = `${FAKE_URLS.jobs}/segmentations`;

/** The product name the contract's http adapter is configured with. */
export const FAKE_PRODUCT = 'farmacias';

const bodySchema = v.object({
  filters: segmentationFiltersSchema,
  search: v.optional(v.string(), ''),
  page: v.number(),
  size: v.number(),
  sortBy: v.nullable(v.string()),
  sortOrder: v.nullable(v.picklist(['asc', 'desc'])),
});

/**
 * The segmentations service's client search, POST /api/v1/dclients/{eid}, over the same demo clients
 * the memory profile generates at `clock`'s time. Requests without the service token, or without the
 * user in x-farmacias-uid, are refused with 403; a pharmacy not in `pharmacies` has no clients.
 */
export function fakeSegmentationHandlers(clock: Clock, pharmacies: readonly number[]): HttpHandler[] {
  const anchor = clock.now();
  const tables = new Map<number, DemoClientTable>();
  const clientsOf = (eid: number): DemoClientTable => {
    let table = tables.get(eid);
    if (table === undefined) {
      table = generateClientTable({ seed: DEMO_SEED, anchor, eid });
      tables.set(eid, table);
    }
    return table;
  };
  return [
    http.post(`${FAKE_SEGMENTATIONS_URL}/api/v1/dclients/:eid`, async ({ request, params }) => {
      if (!(request.headers.get('x-access-token') ?? '').startsWith('ext-segmentations-') || (request.headers.get(`x-${FAKE_PRODUCT}-uid`) ?? '') === '') {
        return HttpResponse.json({ success: false, message: 'Sin permiso' }, { status: 403 });
      }
      const body = v.parse(bodySchema, await request.json());
      if (!pharmacies.includes(Number(params.eid))) return HttpResponse.json({ data: [], total: 0, page: 1 });
      const page = searchClientTable(clientsOf(Number(params.eid)), {
        page: body.page,
        size: body.size,
        ...(body.sortBy !== null && body.sortOrder !== null ? { sort: { column: body.sortBy, direction: body.sortOrder } } : {}),
        filters: { filters: segmentationFiltersFromDto(body.filters), search: body.search },
      });
      return HttpResponse.json({ data: page.records, total: page.total, page: page.page });
    }),
  ];
}
