/**
 * A number typed in a segmentation filter. `null` means "not set"; 0 also counts as not set
 * (spec 2 §5 "Zero is treated as empty").
 */
export type FilterNumber = number | null;

/** A minimum and a maximum amount in euros (spec 2 §3 expense and averageTicket {min, max}). */
export interface AmountRange {
  readonly min: FilterNumber;
  readonly max: FilterNumber;
}

/** Age filter (spec 2 §3 age): older than `moreThan`, younger than `lessThan`, birthday options. */
export interface AgeFilter {
  readonly moreThan: FilterNumber;
  readonly lessThan: FilterNumber;
  readonly notRegistered: boolean;
  readonly checkBirthdate: boolean;
  readonly checkMonthBirthdate: boolean;
  /** The birthday month, 1–12, when `checkMonthBirthdate` is on. */
  readonly valueMonthBirthdate: number | null;
}

/** Where the client comes from (spec 2 §3 origin). */
export interface OriginFilter {
  readonly erp: boolean;
  readonly ds: boolean;
  readonly email: boolean;
  readonly mobile: boolean;
}

/** Gender filter (spec 2 §3 genre). */
export interface GenreFilter {
  readonly male: boolean;
  readonly female: boolean;
  readonly unregistered: boolean;
}

/** Place filter (spec 2 §3 place). */
export interface PlaceFilter {
  readonly cities: readonly string[];
  readonly postcodes: readonly string[];
}

/** Loyalty points filter (spec 2 §3 loyalty): more than `moreThan`, less than `lessThan`, card options. */
export interface LoyaltyFilter {
  readonly moreThan: FilterNumber;
  readonly lessThan: FilterNumber;
  readonly notRegistered: boolean;
  readonly withCard: boolean;
}

/** Data-quality filter (spec 2 §3 quality). */
export interface QualityFilter {
  readonly hasEmptyMail: boolean;
  readonly hasInvalidMail: boolean;
  readonly hasEmptyPhone: boolean;
  readonly hasInvalidPhone: boolean;
  readonly hasInvalidName: boolean;
}

/**
 * The periods a search can keep relative to the day it runs (not in the spec, ours): the last 30 days,
 * the last 3, 6 or 12 months, this month, this year. `salePeriodOn` gives their days.
 */
export const RELATIVE_PERIODS = ['last30Days', 'last3Months', 'last6Months', 'last12Months', 'thisMonth', 'thisYear'] as const;

/** A period relative to the day a search runs ({@link RELATIVE_PERIODS}). */
export type RelativePeriod = (typeof RELATIVE_PERIODS)[number];

/**
 * The sales period (spec 2 §3 sale_date {from, until}) as calendar dates 'yyyy-MM-dd'; `null` or ''
 * means open. Not in the spec: the date format, which is ours (the adapter maps the wire format), and
 * `relative`: a period chosen relative to the day of the search ("the last six months"), kept as the
 * choice so that a saved segmentation stays relative; its days are worked out when the search runs
 * (`salePeriodOn`), and `from` and `until` then hold them.
 */
export interface SalePeriod {
  readonly from: string | null;
  readonly until: string | null;
  readonly relative?: RelativePeriod | undefined;
}

/**
 * The client segmentation filters (spec 2 §3 "Client segmentation filters"). Lists hold ids, each a
 * string (spec 2 §3 "each id is handled as a string").
 */
export interface SegmentationFilters {
  readonly age: AgeFilter;
  readonly origin: OriginFilter;
  readonly genre: GenreFilter;
  readonly place: PlaceFilter;
  readonly expense: AmountRange;
  readonly clientCategories: readonly string[];
  readonly clientType: readonly string[];
  readonly brands: readonly string[];
  readonly productFamilies: readonly string[];
  readonly laboratories: readonly string[];
  readonly productLists: readonly string[];
  readonly productCodes: readonly string[];
  readonly loyalty: LoyaltyFilter;
  readonly averageTicket: AmountRange;
  readonly quality: QualityFilter;
  readonly description: readonly string[];
  readonly saleDate: SalePeriod;
}

/** The filters after "clear filters" (spec 2 §4 Segmentation): nothing set, nothing ticked. */
export const EMPTY_SEGMENTATION_FILTERS: SegmentationFilters = {
  age: {
    moreThan: null,
    lessThan: null,
    notRegistered: false,
    checkBirthdate: false,
    checkMonthBirthdate: false,
    valueMonthBirthdate: null,
  },
  origin: { erp: false, ds: false, email: false, mobile: false },
  genre: { male: false, female: false, unregistered: false },
  place: { cities: [], postcodes: [] },
  expense: { min: null, max: null },
  clientCategories: [],
  clientType: [],
  brands: [],
  productFamilies: [],
  laboratories: [],
  productLists: [],
  productCodes: [],
  loyalty: { moreThan: null, lessThan: null, notRegistered: false, withCard: false },
  averageTicket: { min: null, max: null },
  quality: { hasEmptyMail: false, hasInvalidMail: false, hasEmptyPhone: false, hasInvalidPhone: false, hasInvalidName: false },
  description: [],
  saleDate: { from: null, until: null },
};

/** A segmentation saved under a name (spec 2 §3 "Saved segmentation"). */
export interface SavedSegmentation {
  readonly id: string;
  readonly name: string;
  readonly filters: SegmentationFilters;
}
