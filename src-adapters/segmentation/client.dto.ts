import * as v from 'valibot';
import type { Page, PageRequest } from '@domain/shared-kernel';
import { clientDataAsShown, clientRowAsShown, type ClientData, type ClientHashData, type ClientImportFile, type ClientImportResult, type ClientQuery, type ClientRow, type ClientSale, type ErpClientData } from '@domain/segmentation';
import { blobOf, numeric } from '@adapters/shared';
import { segmentationFiltersDto, type SegmentationFiltersDto } from './segmentation-filters.dto';

/**
 * The body of POST /api/v1/dclients/{eid} (spec 2 §7: "server-side table ..., body filters"): the
 * filters, and the table's word search, which the Excel download's body names beside the same filters.
 * The page and the sort are not in the body: they travel as the data table's query
 * ({@link dataTableQuery}). Not in the spec: `obfuscateWhenNotLopd`, the Excel download's option,
 * asked of the search too, so that the server masks the rows of clients without consent as it masks
 * them in the file (ADR 27).
 */
export interface ClientSearchBody {
  filters: SegmentationFiltersDto;
  obfuscateWhenNotLopd: true;
  search: string;
}

export function clientSearchBody(request: PageRequest<ClientQuery>, filters: ClientQuery['filters']): ClientSearchBody {
  return { filters: segmentationFiltersDto(filters), obfuscateWhenNotLopd: true, search: request.filters?.search ?? '' };
}

/**
 * The query of a server-side table (spec 1 §9 "Data tables: ... first page 1, query names page, count,
 * sort-by, sort-order"): the page from 1, the page size as `count`, and the sort column and direction
 * when there is a sort. Sent by the client search and the CRM client search (ADR 30).
 */
export type DataTableQuery = {
  readonly page: number;
  readonly count: number;
  readonly 'sort-by'?: string;
  readonly 'sort-order'?: 'asc' | 'desc';
};

export function dataTableQuery(request: PageRequest<unknown>): DataTableQuery {
  return {
    page: request.page,
    count: request.size,
    ...(request.sort === undefined ? {} : { 'sort-by': request.sort.column, 'sort-order': request.sort.direction }),
  };
}

const pageNumber = v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(1));

/**
 * The data table's query as a server reads it from the address (the simulated server's and the tests'
 * reading): page and count whole numbers from 1, the sort only when both its names are there.
 */
export const dataTableQuerySchema = v.pipe(
  v.object({
    page: pageNumber,
    count: pageNumber,
    'sort-by': v.optional(v.string()),
    'sort-order': v.optional(v.picklist(['asc', 'desc'])),
  }),
  v.transform((query): PageRequest => ({
    page: query.page,
    size: query.count,
    ...(query['sort-by'] === undefined || query['sort-order'] === undefined ? {} : { sort: { column: query['sort-by'], direction: query['sort-order'] } }),
  })),
);

/** The data table's query of an address, as {@link dataTableQuerySchema} reads it. */
export function dataTableQueryOf(url: URL): PageRequest {
  return v.parse(dataTableQuerySchema, Object.fromEntries(url.searchParams));
}

const text = v.optional(v.pipe(v.nullable(v.union([v.string(), v.number()])), v.transform((value) => (value === null ? '' : String(value)))), '');

/** Whether a client signed the consent: true, 1, '1' or 'true'; anything else is not signed. */
const signedConsent = (value: boolean | number | string | null): boolean => value === true || value === 1 || value === '1' || value === 'true';

/** The consent as the client's panel says it; not saying it is not signed. */
const consent = v.optional(v.pipe(v.nullable(v.union([v.boolean(), v.number(), v.string()])), v.transform(signedConsent)), false);

/**
 * A client row (spec 2 §3 "Client row"); a missing text is empty, missing sources false. Not in the
 * spec: a row may say whether the client signed the consent (`lopd_signed`, as the client's panel does);
 * a row that says not is shown as the rule says (`clientRowAsShown`), whether or not the server masked
 * it already (masking a masked value changes nothing). A row that does not say is as the server sent it.
 */
const clientRowDto = v.pipe(
  v.object({
    id: v.pipe(v.union([v.string(), v.number()]), v.transform(String)),
    name: text,
    phone: text,
    email: text,
    loyalty: text,
    sources: v.optional(v.object({ erp: v.optional(v.boolean(), false), ecommerce: v.optional(v.boolean(), false) }), {}),
    lopd_signed: v.optional(v.nullable(v.union([v.boolean(), v.number(), v.string()]))),
  }),
  v.transform(({ lopd_signed: signed, ...row }): ClientRow => {
    return clientRowAsShown(row, signed === undefined || signed === null || signedConsent(signed));
  }),
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

/**
 * The body of POST /api/v1/clients/export/{eid}/to/xlsx (spec 2 §7 Excel download: "body filters,
 * obfuscateWhenNotLopd and search").
 */
export interface ClientExportBody {
  filters: SegmentationFiltersDto;
  obfuscateWhenNotLopd: boolean;
  search: string;
}

export function clientExportBody(query: ClientQuery, options: { readonly obfuscateWhenNotLopd: boolean }): ClientExportBody {
  return { filters: segmentationFiltersDto(query.filters), obfuscateWhenNotLopd: options.obfuscateWhenNotLopd, search: query.search };
}

/** A part of the client's data that may be missing or null: absent either way. */
const part = <T>(schema: v.GenericSchema<unknown, T>) => v.pipe(v.nullish(schema), v.transform((value): T | undefined => value ?? undefined));

/** One sale (spec 2 §3 "Client data" erp.sales): its total a number, possibly sent as text. */
const clientSaleDto = v.pipe(
  v.object({ date: text, total: numeric, description: text, famname: text, supername: text }),
  v.transform((sale): ClientSale => ({ date: sale.date, total: sale.total, description: sale.description, familyName: sale.famname, superFamilyName: sale.supername })),
);

/** The ERP part (spec 2 §3 "Client data" erp); missing texts are empty, missing sales none, missing points null. */
const erpClientDataDto = v.pipe(
  v.object({
    name: text,
    sales: v.optional(v.nullable(v.array(clientSaleDto)), []),
    points: v.optional(v.nullable(numeric), null),
    id_code: text,
    loyalty: text,
    address: text,
    city: text,
    state: text,
    postal_code: text,
    email: text,
    phone: text,
    birthday: text,
    sex: text,
    lopd_signed: consent,
  }),
  v.transform(
    (erp): ErpClientData => ({
      name: erp.name,
      sales: erp.sales ?? [],
      points: erp.points,
      idCode: erp.id_code,
      loyalty: erp.loyalty,
      address: erp.address,
      city: erp.city,
      state: erp.state,
      postalCode: erp.postal_code,
      email: erp.email,
      phone: erp.phone,
      birthday: erp.birthday,
      sex: erp.sex,
      lopdSigned: erp.lopd_signed,
    }),
  ),
);

/** The digital services' billing fields (spec 2 §3 "Client data" ds), whose names the spec does not list: each value as text. */
const dsClientDataDto = v.pipe(
  v.record(v.string(), v.pipe(v.nullable(v.union([v.string(), v.number(), v.boolean()])), v.transform((value) => (value === null ? '' : String(value))))),
  v.transform((fields): ReadonlyMap<string, string> => new Map(Object.entries(fields))),
);

/** The CRM identity hash (spec 2 §3 "Client data" hash). */
const clientHashDto = v.pipe(
  v.object({ sex: text, birthday: text, loyalty: text, crm_id: text, name: text }),
  v.transform((hash): ClientHashData => ({ sex: hash.sex, birthday: hash.birthday, loyalty: hash.loyalty, crmId: hash.crm_id, name: hash.name })),
);

/**
 * The client's parts, as the rule lets them be shown (`clientDataAsShown`, ADR 27): a client whose ERP
 * part does not say the consent was signed is shown masked, whatever the server sent.
 */
const clientDataObject = v.pipe(
  v.object({ erp: part(erpClientDataDto), ds: part(dsClientDataDto), hash: part(clientHashDto) }),
  v.transform((data): ClientData => clientDataAsShown({ erp: data.erp, ds: data.ds, hash: data.hash })),
);

/**
 * The answer of GET /api/v1/client/panel/eid/{eid}/cid/{id}: the client's erp, ds and hash parts
 * (spec 2 §3 "Client data"), each of which may be missing or null. The spec does not show whether
 * the parts come bare or under `data`, as the client search's rows do: both are read.
 */
export const clientDataAnswer = v.union([
  v.pipe(
    v.object({ data: clientDataObject }),
    v.transform((answer) => answer.data),
  ),
  clientDataObject,
]);

/** A client's data on the wire, as the panel's answer carries it. */
export interface ClientDataDto {
  erp?: {
    name: string;
    sales: { date: string; total: number; description: string; famname: string; supername: string }[];
    points: number | null;
    id_code: string;
    loyalty: string;
    address: string;
    city: string;
    state: string;
    postal_code: string;
    email: string;
    phone: string;
    birthday: string;
    sex: string;
    lopd_signed: boolean;
  };
  ds?: Record<string, string>;
  hash?: { sex: string; birthday: string; loyalty: string; crm_id: string; name: string };
}

/** A client's data as the server sends it (the simulated server's answer); absent parts are left out. */
export function clientDataToDto(data: ClientData): ClientDataDto {
  const { erp, ds, hash } = data;
  return {
    ...(erp === undefined
      ? {}
      : {
          erp: {
            name: erp.name,
            sales: erp.sales.map((sale) => ({ date: sale.date, total: sale.total, description: sale.description, famname: sale.familyName, supername: sale.superFamilyName })),
            points: erp.points,
            id_code: erp.idCode,
            loyalty: erp.loyalty,
            address: erp.address,
            city: erp.city,
            state: erp.state,
            postal_code: erp.postalCode,
            email: erp.email,
            phone: erp.phone,
            birthday: erp.birthday,
            sex: erp.sex,
            lopd_signed: erp.lopdSigned,
          },
        }),
    ...(ds === undefined ? {} : { ds: Object.fromEntries(ds) }),
    ...(hash === undefined ? {} : { hash: { sex: hash.sex, birthday: hash.birthday, loyalty: hash.loyalty, crm_id: hash.crmId, name: hash.name } }),
  };
}

/** The multipart body of POST /api/v1/clients/upload_excel/{eid} (spec 2 §7: "multipart file"). */
export async function clientImportForm(file: ClientImportFile): Promise<FormData> {
  const form = new FormData();
  const type = /\.xls$/i.test(file.name) ? 'application/vnd.ms-excel' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  // A chosen file goes as it is: the browser reads it while sending, the page never copies it.
  form.append('file', await blobOf(file.content, type), file.name);
  return form;
}

/** The first of these fields that holds a whole number of clients is read as the count imported. */
const IMPORT_COUNT_FIELDS = ['imported', 'inserted', 'count', 'total'] as const;

/**
 * The answer of the import (not shown in the spec): any JSON, or none. The count of clients imported is
 * read from `imported`, `inserted`, `count` or `total` (at the top or under `data`) when one is a whole
 * number of 0 or more; otherwise it stays unknown.
 */
export const clientImportAnswer = v.pipe(
  v.unknown(),
  v.transform((answer): ClientImportResult => {
    const holders = [answer, typeof answer === 'object' && answer !== null ? (answer as { data?: unknown }).data : undefined];
    for (const holder of holders) {
      if (typeof holder !== 'object' || holder === null) continue;
      for (const field of IMPORT_COUNT_FIELDS) {
        const value = (holder as Record<string, unknown>)[field];
        if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return { imported: value };
      }
    }
    return { imported: undefined };
  }),
);
