import * as v from 'valibot';
import type { Page, PageRequest } from '@domain/shared-kernel';
import type { ClientQuery, ClientRow } from '@domain/segmentation';
import { segmentationFiltersDto, type SegmentationFiltersDto } from './segmentation-filters.dto';

/**
 * The body of POST /api/v1/dclients/{eid} (spec 2 §7: "server-side table ..., body filters"). The spec
 * names only the filters; the search, paging and sort fields are the ones the Excel download and the
 * data tables use elsewhere (search; page 1-based, page size, sort-by and sort-order).
 */
export interface ClientSearchBody {
  filters: SegmentationFiltersDto;
  search: string;
  page: number;
  size: number;
  sortBy: string | null;
  sortOrder: 'asc' | 'desc' | null;
}

export function clientSearchBody(request: PageRequest<ClientQuery>, filters: ClientQuery['filters']): ClientSearchBody {
  return {
    filters: segmentationFiltersDto(filters),
    search: request.filters?.search ?? '',
    page: request.page,
    size: request.size,
    sortBy: request.sort?.column ?? null,
    sortOrder: request.sort?.direction ?? null,
  };
}

const text = v.optional(v.pipe(v.nullable(v.union([v.string(), v.number()])), v.transform((value) => (value === null ? '' : String(value)))), '');

/** A client row (spec 2 §3 "Client row"); a missing text is empty, missing sources false. */
const clientRowDto = v.pipe(
  v.object({
    id: v.pipe(v.union([v.string(), v.number()]), v.transform(String)),
    name: text,
    phone: text,
    email: text,
    loyalty: text,
    sources: v.optional(v.object({ erp: v.optional(v.boolean(), false), ecommerce: v.optional(v.boolean(), false) }), {}),
  }),
  v.transform((row): ClientRow => row),
);

/** The answer: the page's rows, how many clients pass in all, and the page served. */
export const clientPageDto = v.object({
  data: v.array(clientRowDto),
  total: v.pipe(v.number(), v.integer(), v.minValue(0)),
  page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
});

export function clientPageFrom(dto: v.InferOutput<typeof clientPageDto>, request: PageRequest<ClientQuery>): Page<ClientRow> {
  return { records: dto.data, total: dto.total, page: dto.page ?? request.page, size: request.size };
}
