import * as v from 'valibot';
import { EMPTY_SEGMENTATION_FILTERS, isRelativePeriod, type FilterNumber, type RelativePeriod, type SalePeriod, type SegmentationFilters } from '@domain/segmentation';

/**
 * The segmentation filters as the API names them (spec 2 §3 "Client segmentation filters"). Numbers
 * not set travel as null; ids as strings (spec 2 §3); the sale period as 'yyyy-MM-dd' (the spec does
 * not show its format). Not in the spec: a period chosen relative to the day of the search adds its
 * choice (`relative`, one of `RELATIVE_PERIODS`) beside the days it had when sent, so that a saved
 * segmentation stays relative, and a reader that knows only the days still reads a period.
 */
export interface SegmentationFiltersDto {
  age: { more_than: FilterNumber; less_than: FilterNumber; not_registered: boolean; check_birthdate: boolean; check_monthBirthdate: boolean; valueMonthBirthdate: number | null };
  origin: { erp: boolean; ds: boolean; email: boolean; mobile: boolean };
  genre: { male: boolean; female: boolean; unregistered: boolean };
  place: { cities: string[]; postcodes: string[] };
  expense: { min: FilterNumber; max: FilterNumber };
  client_categories: string[];
  client_type: string[];
  brands: string[];
  product_families: string[];
  laboratories: string[];
  product_lists: string[];
  product_codes: string[];
  loyalty: { more_than: FilterNumber; less_than: FilterNumber; not_registered: boolean; with_card: boolean };
  averageTicket: { min: FilterNumber; max: FilterNumber };
  quality: { hasEmptyMail: boolean; hasInvalidMail: boolean; hasEmptyPhone: boolean; hasInvalidPhone: boolean; hasInvalidName: boolean };
  description: string[];
  sale_date: { from: string | null; until: string | null; relative?: RelativePeriod };
}

/** The sale period as the API takes it: the days, and the relative choice only when there is one. */
function saleDateDto(period: SalePeriod): SegmentationFiltersDto['sale_date'] {
  return { from: period.from, until: period.until, ...(period.relative === undefined ? {} : { relative: period.relative }) };
}

/** The filters as the API takes them. */
export function segmentationFiltersDto(filters: SegmentationFilters): SegmentationFiltersDto {
  const { age, loyalty } = filters;
  return {
    age: {
      more_than: age.moreThan,
      less_than: age.lessThan,
      not_registered: age.notRegistered,
      check_birthdate: age.checkBirthdate,
      check_monthBirthdate: age.checkMonthBirthdate,
      valueMonthBirthdate: age.valueMonthBirthdate,
    },
    origin: { ...filters.origin },
    genre: { ...filters.genre },
    place: { cities: [...filters.place.cities], postcodes: [...filters.place.postcodes] },
    expense: { ...filters.expense },
    client_categories: [...filters.clientCategories],
    client_type: [...filters.clientType],
    brands: [...filters.brands],
    product_families: [...filters.productFamilies],
    laboratories: [...filters.laboratories],
    product_lists: [...filters.productLists],
    product_codes: [...filters.productCodes],
    loyalty: { more_than: loyalty.moreThan, less_than: loyalty.lessThan, not_registered: loyalty.notRegistered, with_card: loyalty.withCard },
    averageTicket: { ...filters.averageTicket },
    quality: { ...filters.quality },
    description: [...filters.description],
    sale_date: saleDateDto(filters.saleDate),
  };
}

const num = v.optional(v.nullable(v.pipe(v.union([v.number(), v.string()]), v.transform(Number), v.finite())), null);
const bool = v.optional(v.boolean(), false);
const ids = v.optional(v.pipe(v.array(v.union([v.string(), v.number()])), v.transform((list) => list.map(String))), []);
const date = v.optional(v.nullable(v.string()), null);
/** A relative choice the application knows; anything else (a segmentation saved before, or by another reader) is none: the days stand. */
const relative = v.pipe(
  v.optional(v.unknown()),
  v.transform((value): RelativePeriod | undefined => (isRelativePeriod(value) ? value : undefined)),
);

/** The filters as the API gives or receives them, read leniently: a missing part is not set. */
export const segmentationFiltersSchema = v.object({
  age: v.optional(
    v.object({ more_than: num, less_than: num, not_registered: bool, check_birthdate: bool, check_monthBirthdate: bool, valueMonthBirthdate: num }),
    {},
  ),
  origin: v.optional(v.object({ erp: bool, ds: bool, email: bool, mobile: bool }), {}),
  genre: v.optional(v.object({ male: bool, female: bool, unregistered: bool }), {}),
  place: v.optional(v.object({ cities: ids, postcodes: ids }), {}),
  expense: v.optional(v.object({ min: num, max: num }), {}),
  client_categories: ids,
  client_type: ids,
  brands: ids,
  product_families: ids,
  laboratories: ids,
  product_lists: ids,
  product_codes: ids,
  loyalty: v.optional(v.object({ more_than: num, less_than: num, not_registered: bool, with_card: bool }), {}),
  averageTicket: v.optional(v.object({ min: num, max: num }), {}),
  quality: v.optional(v.object({ hasEmptyMail: bool, hasInvalidMail: bool, hasEmptyPhone: bool, hasInvalidPhone: bool, hasInvalidName: bool }), {}),
  description: ids,
  sale_date: v.optional(v.object({ from: date, until: date, relative }), {}),
});

/** The filters of an API answer or body, in the domain's shape. */
export function segmentationFiltersFromDto(dto: v.InferOutput<typeof segmentationFiltersSchema>): SegmentationFilters {
  const empty = EMPTY_SEGMENTATION_FILTERS;
  return {
    age: {
      moreThan: dto.age.more_than,
      lessThan: dto.age.less_than,
      notRegistered: dto.age.not_registered,
      checkBirthdate: dto.age.check_birthdate,
      checkMonthBirthdate: dto.age.check_monthBirthdate,
      valueMonthBirthdate: dto.age.valueMonthBirthdate,
    },
    origin: { ...empty.origin, ...dto.origin },
    genre: { ...empty.genre, ...dto.genre },
    place: { cities: dto.place.cities, postcodes: dto.place.postcodes },
    expense: { min: dto.expense.min, max: dto.expense.max },
    clientCategories: dto.client_categories,
    clientType: dto.client_type,
    brands: dto.brands,
    productFamilies: dto.product_families,
    laboratories: dto.laboratories,
    productLists: dto.product_lists,
    productCodes: dto.product_codes,
    loyalty: { moreThan: dto.loyalty.more_than, lessThan: dto.loyalty.less_than, notRegistered: dto.loyalty.not_registered, withCard: dto.loyalty.with_card },
    averageTicket: { min: dto.averageTicket.min, max: dto.averageTicket.max },
    quality: { ...empty.quality, ...dto.quality },
    description: dto.description,
    saleDate: { from: dto.sale_date.from, until: dto.sale_date.until, ...(dto.sale_date.relative === undefined ? {} : { relative: dto.sale_date.relative }) },
  };
}
