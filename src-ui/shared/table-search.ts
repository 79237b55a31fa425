import * as v from 'valibot';
import { pageFromQuery, pageSizeFromQuery, type SortDirection } from '@domain/shared-kernel';

/**
 * The address parameters of a data table (spec 1 §9: page, count, sort-by, sort-order), plus the
 * global search. Defaults are left out of the address so links stay short.
 */
export interface TableSearch<C extends string = string> {
  readonly search?: string;
  readonly page?: number;
  readonly count?: number;
  readonly 'sort-by'?: C;
  readonly 'sort-order'?: SortDirection;
}

/** An address parameter that is left out when it is missing or malformed, so a shared link never breaks the screen. */
export function optionalParam<T>(schema: v.GenericSchema<unknown, T>) {
  return v.fallback(v.optional(schema), undefined);
}

/** Text with something other than white space in it. */
export const nonBlankText = v.pipe(v.string(), v.check((text) => text.trim() !== ''));

/**
 * The valibot entries of a table's address parameters: the search (non-blank text), the page (a whole
 * number above the first page), the page size (one of the selectable sizes, else the default), the
 * sort column (one of `sortColumns`, or any non-empty text when the table names none) and the sort
 * direction. Each is left out when missing or malformed. A screen adds its own filters beside them.
 */
export function tableSearchEntries<C extends string = string>(sortColumns?: readonly C[]) {
  const sortBy = (sortColumns === undefined ? v.pipe(v.string(), v.nonEmpty()) : v.picklist(sortColumns)) as v.GenericSchema<unknown, C>;
  return {
    search: optionalParam(nonBlankText),
    page: optionalParam(v.pipe(v.unknown(), v.transform(pageFromQuery), v.minValue(2))),
    count: optionalParam(v.pipe(v.unknown(), v.transform(pageSizeFromQuery))),
    'sort-by': optionalParam(sortBy),
    'sort-order': optionalParam(v.picklist(['asc', 'desc'])),
  };
}

/** The parameters a schema of address entries reads, each optional (an absent one takes its default). */
export type AddressSearchOf<E extends v.ObjectEntries> = { readonly [K in keyof v.InferOutput<v.ObjectSchema<E, undefined>>]?: Exclude<v.InferOutput<v.ObjectSchema<E, undefined>>[K], undefined> };

/**
 * A route's `validateSearch` made from valibot entries: reads the address parameters the entries name,
 * each one undefined when missing or malformed. Every named parameter is in the answer, undefined
 * included, because the router lays the answer over the raw parameters: a parameter left out of the
 * answer would reach the screen as it was written in the address. Undefined parameters are not
 * written back to the address, so links stay short.
 */
export function searchValidator<E extends v.ObjectEntries>(entries: E): (raw: Record<string, unknown>) => AddressSearchOf<E> {
  const schema = v.object(entries);
  const names = Object.keys(entries);
  return (raw) => {
    const parsed = v.safeParse(schema, raw);
    const output: Record<string, unknown> = parsed.success ? parsed.output : {};
    return Object.fromEntries(names.map((name) => [name, output[name]])) as AddressSearchOf<E>;
  };
}

/** The `validateSearch` of a list whose address holds only its table: sorted by one of `sortColumns` when given. */
export function tableSearchValidator<C extends string = string>(sortColumns?: readonly C[]): (raw: Record<string, unknown>) => TableSearch<C> {
  return searchValidator(tableSearchEntries(sortColumns));
}

/** Reads a table's address parameters, anything malformed undefined (a shared link never breaks the table). */
export const validateTableSearch = tableSearchValidator();
