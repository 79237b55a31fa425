import { portMethods, token } from '@domain/shared-kernel';
import type { SearchableFilter } from './filter-search';
import type { ClientCategory, ProductFamily } from './product-families';
import type { SegmentationFilters } from './segmentation-filters';

/** A named option of a segmentation filter (brand, laboratory, product list, client type, product). */
export interface FilterOption {
  /** The option's id, a string (spec 2 §3 "each id is handled as a string"). */
  readonly id: string;
  readonly name: string;
}

/**
 * The master data the filters panel offers (spec 2 §3 "Master data", §7 GET
 * /api/v1/segments/filters/list/{eid}): product families with their subfamilies, client categories
 * with their inferred values, and, not named by the spec but listed by the same call, the client
 * types, the product lists and the cities and postcodes the pharmacy's clients live in.
 */
export interface SegmentationMasterData {
  readonly productFamilies: readonly ProductFamily[];
  readonly clientCategories: readonly ClientCategory[];
  readonly clientTypes: readonly FilterOption[];
  readonly productLists: readonly FilterOption[];
  readonly cities: readonly string[];
  readonly postcodes: readonly string[];
}

/**
 * What the segmentation filters choose from (spec 2 §7 "Segmentation and client calls"). Failures
 * reject with an ApiError.
 */
export interface SegmentationCatalog {
  /** GET /api/v1/segments/filters/list/{eid}: the master data of pharmacy `eid`. */
  masterData(eid: number): Promise<SegmentationMasterData>;
  /**
   * POST /api/v1/segments/filters/list/{eid} with the filters already chosen (`{ filters }`, the client
   * search's filters body): the master data of pharmacy `eid` narrowed to what those filters leave
   * possible. A list is narrowed by the other filters, never by its own, so a choice can still be
   * widened: the postcodes are those of the cities chosen (all of them while no city is chosen), the
   * cities all of the pharmacy's. The answer has the shape of {@link masterData}'s (ADR 30).
   */
  narrowedMasterData(eid: number, filters: SegmentationFilters): Promise<SegmentationMasterData>;
  /**
   * GET /api/v1/segments/filters/search/{product_codes|laboratories|brands|description}/eid/{eid}/term/{term}:
   * at most 50 options of `filter` whose name (or, for product codes, code or name) contains `term`,
   * without letter case or accents, by name. The caller sends only terms `searchTerm` accepts.
   * For product codes the option's id is the code; for descriptions the id is the description itself.
   */
  searchOptions(eid: number, filter: SearchableFilter, term: string): Promise<readonly FilterOption[]>;
}

/** Token of the {@link SegmentationCatalog} port. */
export const SegmentationCatalog = token<SegmentationCatalog>('segmentation.SegmentationCatalog');

/** Every call of the {@link SegmentationCatalog} port. */
export const SegmentationCatalogMethods = portMethods<SegmentationCatalog>()('masterData', 'narrowedMasterData', 'searchOptions');
