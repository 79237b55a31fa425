import * as v from 'valibot';
import type { ClientCategory, FilterOption, ProductFamily, SearchableFilter, SegmentationMasterData } from '@domain/segmentation';

/** How many options a search answers at most (spec 2 §7; the port's contract). */
export const FILTER_OPTIONS_LIMIT = 50;

/** The searchable filters as the search's address names them (spec 2 §7). */
export const SEARCHABLE_FILTER_PATHS: Readonly<Record<SearchableFilter, string>> = {
  productCodes: 'product_codes',
  laboratories: 'laboratories',
  brands: 'brands',
  description: 'description',
};

/** An id, text or a number: handled as text (spec 2 §3 "each id is handled as a string"). */
const identifier = v.pipe(v.union([v.string(), v.number()]), v.transform(String));

const texts = v.optional(v.nullable(v.array(identifier)), null);

/** A product family as the master data sends it: id, name and its subfamilies (none when absent). */
interface ProductFamilyInput {
  id: string | number;
  name: string;
  subfamilies?: ProductFamilyInput[] | null | undefined;
}

const productFamilyDto: v.GenericSchema<ProductFamilyInput, ProductFamily> = v.pipe(
  v.object({ id: identifier, name: v.string(), subfamilies: v.optional(v.nullable(v.array(v.lazy(() => productFamilyDto))), null) }),
  v.transform((dto): ProductFamily => ({ id: dto.id, name: dto.name, subfamilies: dto.subfamilies ?? [] })),
);

/** A client category with its inferred values (`inferred_values`, or `inferredValues`; none when absent). */
const clientCategoryDto = v.pipe(
  v.object({ id: identifier, name: v.string(), inferred_values: texts, inferredValues: texts }),
  v.transform((dto): ClientCategory => ({ id: dto.id, name: dto.name, inferredValues: dto.inferred_values ?? dto.inferredValues ?? [] })),
);

/** A named option: `{ id, name }`, or a bare text that is both (a description). */
const filterOptionDto = v.union([
  v.pipe(
    v.object({ id: identifier, name: v.string() }),
    v.transform((dto): FilterOption => ({ id: dto.id, name: dto.name })),
  ),
  v.pipe(
    v.string(),
    v.transform((text): FilterOption => ({ id: text, name: text })),
  ),
]);

const options = v.optional(v.nullable(v.array(filterOptionDto)), null);

/**
 * The master data (spec 2 §3 "Master data": product_families with subfamilies, client_categories with
 * inferred values). Not shown in the spec beyond that: the same answer's client_types, product_lists,
 * cities and postcodes, each optional (none when absent).
 */
const masterDataDto = v.pipe(
  v.object({
    product_families: v.array(productFamilyDto),
    client_categories: v.array(clientCategoryDto),
    client_types: options,
    product_lists: options,
    cities: texts,
    postcodes: texts,
  }),
  v.transform(
    (dto): SegmentationMasterData => ({
      productFamilies: dto.product_families,
      clientCategories: dto.client_categories,
      clientTypes: dto.client_types ?? [],
      productLists: dto.product_lists ?? [],
      cities: dto.cities ?? [],
      postcodes: dto.postcodes ?? [],
    }),
  ),
);

/** GET /api/v1/segments/filters/list/{eid}: the master data, bare or enveloped (`{ success: true, data }`). */
export const masterDataAnswer = v.union([
  masterDataDto,
  v.pipe(
    v.object({ success: v.literal(true), data: masterDataDto }),
    v.transform((answer) => answer.data),
  ),
]);

/** Options by name in Spanish order (accents and case aside), then by id. */
export function sortFilterOptions(list: readonly FilterOption[]): FilterOption[] {
  return [...list].sort((a, b) => a.name.localeCompare(b.name, 'es', { sensitivity: 'base' }) || a.id.localeCompare(b.id, 'es'));
}

/**
 * GET /api/v1/segments/filters/search/{filter}/eid/{eid}/term/{term}: the options found, bare or
 * enveloped, each id once, by name and at most {@link FILTER_OPTIONS_LIMIT}, whatever order and number
 * the service sends.
 */
export const filterOptionsAnswer = v.pipe(
  v.union([
    v.array(filterOptionDto),
    v.pipe(
      v.object({ success: v.literal(true), data: v.array(filterOptionDto) }),
      v.transform((answer) => answer.data),
    ),
  ]),
  v.transform((list): readonly FilterOption[] => {
    const distinct = new Map<string, FilterOption>();
    for (const option of list) if (!distinct.has(option.id)) distinct.set(option.id, option);
    return sortFilterOptions([...distinct.values()]).slice(0, FILTER_OPTIONS_LIMIT);
  }),
);
