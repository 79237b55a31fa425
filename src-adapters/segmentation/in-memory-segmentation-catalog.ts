import type { ClientCategory, FilterOption, SearchableFilter, SegmentationCatalog, SegmentationFilters, SegmentationMasterData } from '@domain/segmentation';
import { matchesWords } from '@domain/shared-kernel';
import type { DemoDatabase } from '@adapters/demo';
import {
  DEMO_BRANDS,
  DEMO_CLIENT_CATEGORIES,
  DEMO_CLIENT_TYPES,
  DEMO_LABORATORIES,
  DEMO_PRODUCTS,
  DEMO_PRODUCT_FAMILIES,
  DEMO_PRODUCT_LISTS,
  clientPlacesOf,
  type DemoMasterItem,
} from './demo-clients';
import { FILTER_OPTIONS_LIMIT, sortFilterOptions } from './segmentation-catalog.dto';

/** What the demo infers of the clients of each category (by the category's id). */
const INFERRED_VALUES: Readonly<Record<string, readonly string[]>> = {
  '1': ['Compra cada semana', 'Compra cada mes', 'Tarjeta de fidelización activa'],
  '2': ['Compra de temporada', 'Menos de cuatro compras al año'],
  '3': ['Tratamiento de larga duración', 'Receta electrónica recurrente', 'Sistema personalizado de dosificación'],
  '4': ['Embarazo', 'Lactancia', 'Bebé de 0 a 12 meses', 'Niños de 1 a 3 años'],
  '5': ['Running', 'Gimnasio', 'Ciclismo', 'Recuperación muscular'],
  '6': ['Más de 65 años', 'Movilidad reducida', 'Polimedicado'],
};

const option = (item: DemoMasterItem): FilterOption => ({ id: item.id, name: item.name });

/** The product codes: the code is the id, the name the code and the description. */
const productCodeOptions = (): FilterOption[] => {
  const byCode = new Map<string, FilterOption>();
  for (const product of DEMO_PRODUCTS) if (!byCode.has(product.code)) byCode.set(product.code, { id: product.code, name: `${product.code} · ${product.description}` });
  return [...byCode.values()];
};

/** The descriptions, each once: a description is its own id. */
const descriptionOptions = (): FilterOption[] => [...new Set(DEMO_PRODUCTS.map((product) => product.description))].map((description) => ({ id: description, name: description }));

/** Every option of each searchable filter, built on the first search of it. */
const OPTIONS: Readonly<Record<SearchableFilter, () => readonly FilterOption[]>> = {
  productCodes: productCodeOptions,
  laboratories: () => DEMO_LABORATORIES.map(option),
  brands: () => DEMO_BRANDS.map(option),
  description: descriptionOptions,
};

/**
 * The demo's master data and option searches, the same catalogue for every pharmacy (the demo
 * clients' products, brands, laboratories, lists, categories and types); the cities and postcodes are
 * those the pharmacy's clients live in, none for a pharmacy the data set lacks. A search keeps the
 * options whose name contains every word of the term, case and accents aside (a product code's name
 * holds its code), by name, at most 50. Narrowed by the filters chosen (the POST), the postcodes are
 * those of the chosen cities; the rest of the catalogue is the same for every client of the demo, so
 * no other filter narrows it.
 */
export class InMemorySegmentationCatalog implements SegmentationCatalog {
  private readonly db: DemoDatabase;
  private readonly options = new Map<SearchableFilter, readonly FilterOption[]>();
  constructor(db: DemoDatabase) {
    this.db = db;
  }

  async masterData(eid: number): Promise<SegmentationMasterData> {
    return this.catalogue(eid);
  }

  async narrowedMasterData(eid: number, filters: SegmentationFilters): Promise<SegmentationMasterData> {
    return this.catalogue(eid, filters.place.cities);
  }

  private catalogue(eid: number, cities?: readonly string[]): SegmentationMasterData {
    const known = this.db.read().pharmacies.some((pharmacy) => pharmacy.eid === eid);
    const places = known ? clientPlacesOf(eid, cities) : { cities: [], postcodes: [] };
    return {
      productFamilies: DEMO_PRODUCT_FAMILIES.map((group) => ({
        id: group.id,
        name: group.name,
        subfamilies: group.subfamilies.map((family) => ({ id: family.id, name: family.name, subfamilies: [] })),
      })),
      clientCategories: DEMO_CLIENT_CATEGORIES.map((category): ClientCategory => ({ ...option(category), inferredValues: INFERRED_VALUES[category.id] ?? [] })),
      clientTypes: DEMO_CLIENT_TYPES.map(option),
      productLists: DEMO_PRODUCT_LISTS.map(option),
      cities: places.cities,
      postcodes: places.postcodes,
    };
  }

  async searchOptions(_eid: number, filter: SearchableFilter, term: string): Promise<readonly FilterOption[]> {
    let all = this.options.get(filter);
    if (all === undefined) {
      all = sortFilterOptions(OPTIONS[filter]());
      this.options.set(filter, all);
    }
    const found: FilterOption[] = [];
    for (const candidate of all) {
      if (!matchesWords(candidate.name, term)) continue;
      found.push(candidate);
      if (found.length === FILTER_OPTIONS_LIMIT) break;
    }
    return found;
  }
}
