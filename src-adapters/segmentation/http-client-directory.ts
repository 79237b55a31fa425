import { EMPTY_SEGMENTATION_FILTERS, type ClientData, type ClientDirectory, type ClientImportFile, type ClientImportResult, type ClientQuery, type ClientRow } from '@domain/segmentation';
import { XLSX_MIME_TYPE, isZipArchive } from '@domain/exports';
import { ApiError, type Page, type PageRequest } from '@domain/shared-kernel';
import { sendExternal, type HttpClient, type HttpRequest, type ServiceTokens } from '@adapters/shared';
import { clientDataAnswer, clientExportBody, clientImportAnswer, clientImportForm, clientPageDto, clientPageFrom, clientSearchBody, dataTableQuery } from './client.dto';

/**
 * The pharmacy's clients over HTTP, on the segmentations service (spec 2 §7): its token's address and
 * token (x-access-token), and the signed-in user in x-{product}-uid.
 */
export class HttpClientDirectory implements ClientDirectory {
  private readonly deps: { readonly http: HttpClient; readonly tokens: ServiceTokens; readonly productUidHeader: string };
  constructor(deps: { http: HttpClient; tokens: ServiceTokens; product: string }) {
    this.deps = { http: deps.http, tokens: deps.tokens, productUidHeader: `x-${deps.product.trim().toLowerCase()}-uid` };
  }

  async searchClients(eid: number, request: PageRequest<ClientQuery>): Promise<Page<ClientRow>> {
    const answer = await this.send({
      method: 'POST',
      path: `/api/v1/dclients/${encodeURIComponent(String(eid))}`,
      query: dataTableQuery(request),
      body: clientSearchBody(request, request.filters?.filters ?? EMPTY_SEGMENTATION_FILTERS),
      schema: clientPageDto,
    });
    return clientPageFrom(answer, request);
  }

  /** The workbook is checked to be one (a ZIP archive) before it is handed on: anything else is a bad answer. */
  async exportClients(eid: number, query: ClientQuery, options: { readonly obfuscateWhenNotLopd: boolean }): Promise<ArrayBuffer> {
    const workbook = await this.send<ArrayBuffer>({
      method: 'POST',
      path: `/api/v1/clients/export/${encodeURIComponent(String(eid))}/to/xlsx`,
      headers: { Accept: XLSX_MIME_TYPE },
      body: clientExportBody(query, options),
      response: 'arraybuffer',
    });
    if (!isZipArchive(new Uint8Array(workbook))) throw new ApiError('bad-response', 200, 'La respuesta del servidor no es un fichero xlsx');
    return workbook;
  }

  async clientData(eid: number, id: string): Promise<ClientData> {
    return this.send({
      method: 'GET',
      path: `/api/v1/client/panel/eid/${encodeURIComponent(String(eid))}/cid/${encodeURIComponent(id)}`,
      schema: clientDataAnswer,
    });
  }

  async importClients(eid: number, file: ClientImportFile): Promise<ClientImportResult> {
    return this.send({
      method: 'POST',
      path: `/api/v1/clients/upload_excel/${encodeURIComponent(String(eid))}`,
      body: await clientImportForm(file),
      schema: clientImportAnswer,
    });
  }

  /** Sends a call to the segmentations service, with the signed-in user in x-{product}-uid. */
  private send<T>(request: Omit<HttpRequest<T>, 'service' | 'baseUrl'>): Promise<T> {
    const uid = this.deps.http.signedInUid();
    return sendExternal(this.deps, 'segmentations', {
      ...request,
      headers: { ...request.headers, ...(uid === undefined ? {} : { [this.deps.productUidHeader]: String(uid) }) },
    });
  }
}

// ---- The calls this module makes, for the API documents (docs/api/, ADR 31) ----
import * as v from 'valibot';
import type { ApiCall } from '@adapters/shared';
import { dataTableQuerySchema } from './client.dto';
import { segmentationFiltersSchema } from './segmentation-filters.dto';

const productUid = { 'x-farmacias-uid': 'The signed-in user (x-{VITE_PRODUCT_NAME}-uid)' };

export const clientDirectoryApiCalls: readonly ApiCall[] = [
  {
    name: 'clients.search',
    service: 'segmentations',
    method: 'POST',
    path: '/api/v1/dclients/{eid}',
    summary: "A page of the pharmacy's clients that match the filters (spec 2 §7); the page and sort in the data table's query (spec 1 §9)",
    headers: productUid,
    query: dataTableQuerySchema,
    request: v.object({ filters: segmentationFiltersSchema, obfuscateWhenNotLopd: v.literal(true), search: v.string() }),
    response: clientPageDto,
  },
  {
    name: 'clients.export',
    service: 'segmentations',
    method: 'POST',
    path: '/api/v1/clients/export/{eid}/to/xlsx',
    summary: 'The matching clients as a workbook',
    headers: productUid,
    request: v.object({ filters: segmentationFiltersSchema, obfuscateWhenNotLopd: v.boolean(), search: v.string() }),
    binary: XLSX_MIME_TYPE,
  },
  { name: 'clients.data', service: 'segmentations', method: 'GET', path: '/api/v1/client/panel/eid/{eid}/cid/{cid}', summary: "A client's data", headers: productUid, response: clientDataAnswer },
  {
    name: 'clients.import',
    service: 'segmentations',
    method: 'POST',
    path: '/api/v1/clients/upload_excel/{eid}',
    summary: 'Imports a client file',
    headers: productUid,
    multipart: true,
    request: v.object({ file: v.blob() }),
    response: clientImportAnswer,
  },
];
