import * as v from 'valibot';
import { EMPTY_SEGMENTATION_FILTERS, RELATIVE_PERIODS, type SegmentationFilters } from '@domain/segmentation';

// The filters' schemas come with the screen: the route only checks that the address holds an object.

const flag = v.fallback(v.boolean(), false);
const amount = v.fallback(v.nullable(v.pipe(v.number(), v.finite())), null);
const ids = v.fallback(v.pipe(v.array(v.union([v.string(), v.pipe(v.number(), v.transform(String))])), v.maxLength(500)), []);
const day = v.fallback(v.nullable(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/))), null);

/** Each filter group read on its own: a malformed group of a shared link falls back to "not set", the others stay. */
const GROUP_SCHEMAS = {
  age: v.object({
    moreThan: amount,
    lessThan: amount,
    notRegistered: flag,
    checkBirthdate: flag,
    checkMonthBirthdate: flag,
    valueMonthBirthdate: v.fallback(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(12))), null),
  }),
  origin: v.object({ erp: flag, ds: flag, email: flag, mobile: flag }),
  genre: v.object({ male: flag, female: flag, unregistered: flag }),
  place: v.object({ cities: ids, postcodes: ids }),
  expense: v.object({ min: amount, max: amount }),
  clientCategories: ids,
  clientType: ids,
  brands: ids,
  productFamilies: ids,
  laboratories: ids,
  productLists: ids,
  productCodes: ids,
  loyalty: v.object({ moreThan: amount, lessThan: amount, notRegistered: flag, withCard: flag }),
  averageTicket: v.object({ min: amount, max: amount }),
  quality: v.object({ hasEmptyMail: flag, hasInvalidMail: flag, hasEmptyPhone: flag, hasInvalidPhone: flag, hasInvalidName: flag }),
  description: ids,
  // A relative period is its choice alone: its days are worked out when the link is opened.
  saleDate: v.pipe(
    v.object({ from: day, until: day, relative: v.fallback(v.optional(v.picklist(RELATIVE_PERIODS)), undefined) }),
    v.transform((period) => (period.relative === undefined ? { from: period.from, until: period.until } : { from: null, until: null, relative: period.relative })),
  ),
} satisfies Record<keyof SegmentationFilters, v.GenericSchema>;

type Group = keyof SegmentationFilters;
const GROUPS = Object.keys(GROUP_SCHEMAS) as Group[];

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The filters a link carries: each group present in `value` is laid over its empty value and read with
 * its schema; a group that is missing or malformed is "not set". Anything that is not an object gives
 * the empty filters.
 */
export function filtersFromAddress(value: unknown): SegmentationFilters {
  if (!isRecord(value)) return EMPTY_SEGMENTATION_FILTERS;
  const known = readAddresses.get(value);
  if (known !== undefined) return known;
  const filters = readFilters(value);
  readAddresses.set(value, filters);
  return filters;
}

/**
 * The filters read from each address's object: the router keeps an unchanged parameter's object, and
 * the screen and its results read the same one.
 */
const readAddresses = new WeakMap<object, SegmentationFilters>();

function readFilters(value: Record<string, unknown>): SegmentationFilters {
  const entries = GROUPS.map((group): [Group, unknown] => {
    const empty = EMPTY_SEGMENTATION_FILTERS[group];
    const raw = value[group];
    if (raw === undefined) return [group, empty];
    const candidate = Array.isArray(empty) ? raw : isRecord(raw) ? { ...empty, ...raw } : undefined;
    const parsed = v.safeParse(GROUP_SCHEMAS[group], candidate);
    return [group, parsed.success ? (parsed.output) : empty];
  });
  return Object.fromEntries(entries) as unknown as SegmentationFilters;
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * The filters as a link carries them: only what differs from "not set" (a group keeps only its changed
 * fields), undefined when nothing is set, so an empty search has a short address. A relative sale
 * period goes as its choice alone, so that the link stays relative.
 */
export function filtersToAddress(filters: SegmentationFilters): Record<string, unknown> | undefined {
  const sparse: Record<string, unknown> = {};
  for (const group of GROUPS) {
    const value = group === 'saleDate' && filters.saleDate.relative !== undefined ? { relative: filters.saleDate.relative } : filters[group];
    const empty = EMPTY_SEGMENTATION_FILTERS[group];
    if (same(value, empty)) continue;
    if (Array.isArray(value) || !isRecord(value) || !isRecord(empty)) {
      sparse[group] = value;
      continue;
    }
    sparse[group] = Object.fromEntries(Object.entries(value).filter(([key, field]) => !same(field, empty[key])));
  }
  return Object.keys(sparse).length === 0 ? undefined : sparse;
}

/** Whether any filter is set. */
export function hasFilters(filters: SegmentationFilters): boolean {
  return filtersToAddress(filters) !== undefined;
}
