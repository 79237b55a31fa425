import { portMethods, token, type FileContent, type Page, type PageRequest } from '@domain/shared-kernel';
import type { ClientData, ClientRow } from './client';
import type { SegmentationFilters } from './segmentation-filters';

/** The columns the segmentation results can be sorted by (spec 2 §3 "Client row"). */
export const CLIENT_SORT_COLUMNS = ['name', 'email', 'phone', 'loyalty'] as const;

/** A column of the segmentation results that sorts. */
export type ClientSortColumn = (typeof CLIENT_SORT_COLUMNS)[number];

/**
 * What the segmentation results are asked for besides the page (spec 2 §7 "server-side table, body
 * filters"; the Excel download's body names the same filters and search): the filters, and the
 * table's word search over name, email, phone and client id.
 */
export interface ClientQuery {
  readonly filters: SegmentationFilters;
  readonly search: string;
}

/**
 * A client file to import: its name and its content, an .xls or .xlsx already checked and read. The
 * content may be the chosen file itself, which the adapter reads (or hands to the network) as it sends.
 */
export interface ClientImportFile {
  readonly name: string;
  readonly content: FileContent;
}

/**
 * What an import did. The spec does not show the answer of the upload: `imported` is how many clients
 * the server says it created or updated, undefined when it does not say.
 */
export interface ClientImportResult {
  readonly imported: number | undefined;
}

/**
 * The pharmacy's clients, filtered and paged by the server (spec 2 §7 "Segmentation and client
 * calls"). Failures reject with an ApiError.
 */
export interface ClientDirectory {
  /**
   * POST /api/v1/dclients/{eid}: page `request.page` of `request.size` clients of pharmacy `eid` that
   * pass `request.filters`, in the order of `request.sort` (by name when absent), with how many pass in
   * all. A page past the end gives the last page.
   */
  searchClients(eid: number, request: PageRequest<ClientQuery>): Promise<Page<ClientRow>>;
  /**
   * POST /api/v1/clients/export/{eid}/to/xlsx with the filters, `obfuscateWhenNotLopd` and the search:
   * an .xlsx workbook of every client that passes (not only a page), one row each with id, name, email,
   * phone, loyalty card, city and postcode. With `obfuscateWhenNotLopd`, the personal data of a client
   * who has not signed the data-protection consent is obfuscated (`obfuscatePersonalValue`).
   */
  exportClients(eid: number, query: ClientQuery, options: { readonly obfuscateWhenNotLopd: boolean }): Promise<ArrayBuffer>;
  /**
   * GET /api/v1/client/panel/eid/{eid}/cid/{id}: everything the client panel shows of client `id`
   * (a 404 when there is no such client).
   */
  clientData(eid: number, id: string): Promise<ClientData>;
  /**
   * POST /api/v1/clients/upload_excel/{eid}, multipart with the file as `file`: adds the clients of a
   * client file to pharmacy `eid` (or updates them). A file the server refuses rejects with an ApiError
   * whose message says why (for instance 'Hay emails incorrectos en el excel').
   */
  importClients(eid: number, file: ClientImportFile): Promise<ClientImportResult>;
}

/** Token of the {@link ClientDirectory} port. */
export const ClientDirectory = token<ClientDirectory>('segmentation.ClientDirectory');

/** Every call of the {@link ClientDirectory} port. */
export const ClientDirectoryMethods = portMethods<ClientDirectory>()('searchClients', 'exportClients', 'clientData', 'importClients');
