import { portMethods, token, type Page, type PageRequest } from '@domain/shared-kernel';
import type { ClientRow } from './client';
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
}

/** Token of the {@link ClientDirectory} port. */
export const ClientDirectory = token<ClientDirectory>('segmentation.ClientDirectory');

/** Every call of the {@link ClientDirectory} port. */
export const ClientDirectoryMethods = portMethods<ClientDirectory>()('searchClients');
