import { http, HttpResponse, type HttpHandler } from 'msw';
import * as v from 'valibot';
import type { Clock } from '@domain/shared-kernel';
import { DEMO_SEED } from '@adapters/demo';
import { dataTableQueryOf, generateClientTable, searchClientTable, segmentationFiltersFromDto, segmentationFiltersSchema, type DemoClientTable } from '@adapters/segmentation';
import { parseSpreadsheet } from '@adapters/client-files/spreadsheet-parse';
import { importedClientsOf, readImportedClients } from '@adapters/segmentation/client-import';
import type { DemoImportedClient } from '@adapters/segmentation/demo-clients';
import { appendImportedClients } from '@adapters/segmentation/demo-clients';
import { FAKE_URLS } from './fake-api';

/** Where the fake segmentations service answers: the address its token gives. */
export const FAKE_SEGMENTATIONS_URL = `${FAKE_URLS.jobs}/segmentations`;

/** The product name the contract's http adapter is configured with. */
export const FAKE_PRODUCT = 'farmacias';

/** The client search's body: the filters and the word search; the page and sort are the data table's query. */
const bodySchema = v.strictObject({
  filters: segmentationFiltersSchema,
  search: v.optional(v.string(), ''),
  obfuscateWhenNotLopd: v.optional(v.boolean()),
});

/**
 * The segmentations service's client search, POST /api/v1/dclients/{eid} (the page and sort in the
 * data table's query: page, count, sort-by, sort-order; the filters and search in the body), over the same demo clients
 * the memory profile generates at `clock`'s time, and its import of a client file, POST
 * /api/v1/clients/upload_excel/{eid} (multipart `file`), which reads the file as the memory profile does
 * and answers `{ imported }`, or 400 with the reason. Requests without the service token, or without the
 * user in x-farmacias-uid, are refused with 403; a pharmacy not in `pharmacies` has no clients (and an
 * import into it is a 404).
 */
export function fakeSegmentationHandlers(clock: Clock, pharmacies: readonly number[]): HttpHandler[] {
  const anchor = clock.now();
  const tables = new Map<number, DemoClientTable>();
  const imports = new Map<number, (readonly DemoImportedClient[])[]>();
  const clientsOf = (eid: number): DemoClientTable => {
    let table = tables.get(eid);
    if (table === undefined) {
      table = appendImportedClients(generateClientTable({ seed: DEMO_SEED, anchor, eid }), importedClientsOf(imports.get(eid) ?? []));
      tables.set(eid, table);
    }
    return table;
  };
  const refused = (request: Request) =>
    !(request.headers.get('x-access-token') ?? '').startsWith('ext-segmentations-') || (request.headers.get(`x-${FAKE_PRODUCT}-uid`) ?? '') === '';
  return [
    http.post(`${FAKE_SEGMENTATIONS_URL}/api/v1/clients/upload_excel/:eid`, async ({ request, params }) => {
      // The upload is read whole before any answer: a stream left open is cut when the answer comes.
      const file = (await request.formData()).get('file');
      if (refused(request)) return HttpResponse.json({ success: false, message: 'Sin permiso' }, { status: 403 });
      const eid = Number(params.eid);
      if (!pharmacies.includes(eid)) return HttpResponse.json({ success: false, message: 'Farmacia no encontrada' }, { status: 404 });
      if (!(file instanceof Blob)) return HttpResponse.json({ success: false, message: 'Falta el archivo' }, { status: 400 });
      let reading;
      try {
        reading = readImportedClients(parseSpreadsheet(new Uint8Array(await file.arrayBuffer())));
      } catch {
        return HttpResponse.json({ success: false, message: 'El contenido del archivo no corresponde a un Excel .xls o .xlsx' }, { status: 400 });
      }
      if (reading.kind === 'invalid-emails') return HttpResponse.json({ success: false, message: reading.message }, { status: 400 });
      const done = imports.get(eid) ?? [];
      done.push(reading.clients);
      imports.set(eid, done);
      tables.delete(eid);
      return HttpResponse.json({ success: true, imported: reading.clients.length });
    }),
    http.post(`${FAKE_SEGMENTATIONS_URL}/api/v1/dclients/:eid`, async ({ request, params }) => {
      if (refused(request)) return HttpResponse.json({ success: false, message: 'Sin permiso' }, { status: 403 });
      const body = v.parse(bodySchema, await request.json());
      const table = dataTableQueryOf(new URL(request.url));
      if (!pharmacies.includes(Number(params.eid))) return HttpResponse.json({ data: [], total: 0, page: 1 });
      const page = searchClientTable(clientsOf(Number(params.eid)), { ...table, filters: { filters: segmentationFiltersFromDto(body.filters), search: body.search } });
      return HttpResponse.json({ data: page.records, total: page.total, page: page.page });
    }),
  ];
}
