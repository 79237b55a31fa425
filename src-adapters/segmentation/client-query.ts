import { foldText, pageOf, searchWords, type CalendarDay, type Page, type PageRequest, type SortDirection } from '@domain/shared-kernel';
import { CLIENT_SORT_COLUMNS, clientRowAsShown, salePeriodOn, type ClientQuery, type ClientRow, type ClientSortColumn, type SegmentationFilters } from '@domain/segmentation';
import { DEMO_CLIENT_CATEGORIES, DEMO_CLIENT_TYPES, DEMO_PRODUCTS, DEMO_PRODUCT_FAMILIES, QUALITY, SOURCE, type DemoClientTable } from './demo-clients';

/**
 * The simulated server's client search (POST /api/v1/dclients/{eid}) over a {@link DemoClientTable}.
 * The spec names the filters but not how the server applies them; the demo applies them as follows:
 * - a number of 0 or null is not set (spec 2 §5); minimums and maximums are inclusive;
 * - groups combine with AND, the values ticked or listed inside a group with OR;
 * - age counts whole years at the data set's "now"; a client without a birthday passes an age filter
 *   only with "not registered" ticked, and "not registered" alone keeps only such clients; the
 *   birthday options keep clients born on today's day (and month) or in the chosen month;
 * - expense is what the client spent in the sale period (every sale when the period is open), average
 *   ticket that amount divided by the tickets; product filters (families, whose group also selects its
 *   subfamilies, brands, laboratories, product lists, product codes, description words) keep clients who
 *   bought at least one such product in the period; a period alone keeps clients who bought in it; a
 *   relative period ("the last six months") counts back from the data set's "now" (`salePeriodOn`);
 * - loyalty points are those of the card; "not registered" keeps clients without a card, "with card"
 *   those with one; data quality keeps clients with any of the ticked problems;
 * - origin keeps clients from the ERP, from digital services, with an email, or with a mobile;
 * - the search keeps clients whose name, email, phone or id contain every word of it (accents and case
 *   ignored);
 * - a row of a client who has not signed the data-protection consent is shown as the rule says
 *   (`clientRowAsShown`: name, email, phone and card masked), as the panel and the export show them.
 */

const NO_BIT = 0;

const isSet = (value: number | null): value is number => value !== null && value !== 0 && Number.isFinite(value);

/** Whole years between a birth date and today. */
function ageAt(today: DemoClientTable['today'], year: number, month: number, day: number): number {
  const hadBirthday = today.month > month || (today.month === month && today.day >= day);
  return today.year - year - (hadBirthday ? 0 : 1);
}

const DAY_MS = 86_400_000;

/** Epoch milliseconds of a calendar day's midnight in UTC, or undefined when there is no such day. */
function utcMidnightOf(year: number, month: number, day: number): number | undefined {
  const date = new Date(0);
  // Not Date.UTC, which reads years 0 to 99 as 1900 to 1999.
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date.getTime() : undefined;
}

/**
 * Days before `today` of a 'yyyy-MM-dd' date (negative after it), or undefined when the text is not
 * such a date (the filter rules' own form of a period's bound). Between two days of the calendar the
 * count does not depend on the time zone, so none is needed (nor loaded in the worker).
 */
export function daysAgoOf(today: CalendarDay, text: string | null): number | undefined {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text?.trim() ?? '');
  if (day === null) return undefined;
  const date = utcMidnightOf(Number(day[1]), Number(day[2]), Number(day[3]));
  const end = utcMidnightOf(today.year, today.month, today.day);
  return date === undefined || end === undefined ? undefined : Math.round((end - date) / DAY_MS);
}

/** The product-filter groups in force, each as a bit on every product it covers. */
function productMasks(filters: SegmentationFilters): { masks: Uint8Array; required: number } {
  const masks = new Uint8Array(DEMO_PRODUCTS.length);
  let required = 0;
  const subfamiliesOf = (ids: readonly string[]): Set<string> => {
    const chosen = new Set(ids);
    for (const group of DEMO_PRODUCT_FAMILIES) if (chosen.has(group.id)) for (const family of group.subfamilies) chosen.add(family.id);
    return chosen;
  };
  const descriptionWords = filters.description.flatMap((term) => (searchWords(term).length > 0 ? [searchWords(term)] : []));
  const groups: ((product: (typeof DEMO_PRODUCTS)[number]) => boolean)[] = [];
  if (filters.productFamilies.length > 0) {
    const families = subfamiliesOf(filters.productFamilies);
    groups.push((product) => families.has(product.familyId));
  }
  if (filters.brands.length > 0) groups.push((product) => filters.brands.includes(product.brandId));
  if (filters.laboratories.length > 0) groups.push((product) => filters.laboratories.includes(product.laboratoryId));
  if (filters.productLists.length > 0) groups.push((product) => product.listIds.some((id) => filters.productLists.includes(id)));
  if (filters.productCodes.length > 0) {
    const codes = new Set(filters.productCodes.map((code) => code.trim()));
    groups.push((product) => codes.has(product.code));
  }
  if (descriptionWords.length > 0) groups.push((product) => descriptionWords.some((words) => words.every((word) => foldText(product.description).includes(word))));
  groups.forEach((matches, bit) => {
    required |= 1 << bit;
    DEMO_PRODUCTS.forEach((product, index) => {
      if (matches(product)) masks[index] = (masks[index] ?? 0) | (1 << bit);
    });
  });
  return { masks, required };
}

/** A test of one client by its index, built once per query. */
type ClientTest = (index: number) => boolean;

function clientTests(table: DemoClientTable, filters: SegmentationFilters): ClientTest[] {
  const tests: ClientTest[] = [];
  const { age, origin, genre, place, loyalty, quality } = filters;
  const { today } = table;

  if (isSet(age.moreThan) || isSet(age.lessThan) || age.notRegistered) {
    const bounded = isSet(age.moreThan) || isSet(age.lessThan);
    tests.push((i) => {
      const year = table.birthYear[i] ?? 0;
      if (year === 0) return age.notRegistered;
      if (!bounded) return false;
      const years = ageAt(today, year, table.birthMonth[i] ?? 1, table.birthDay[i] ?? 1);
      return (!isSet(age.moreThan) || years > age.moreThan) && (!isSet(age.lessThan) || years < age.lessThan);
    });
  }
  if (age.checkBirthdate) tests.push((i) => table.birthMonth[i] === today.month && table.birthDay[i] === today.day);
  if (age.checkMonthBirthdate && age.valueMonthBirthdate !== null) {
    const month = age.valueMonthBirthdate;
    tests.push((i) => (table.birthYear[i] ?? 0) !== 0 && table.birthMonth[i] === month);
  }
  if (origin.erp || origin.ds || origin.email || origin.mobile) {
    tests.push((i) => {
      const sources = table.sources[i] ?? NO_BIT;
      const bits = table.quality[i] ?? NO_BIT;
      return (
        (origin.erp && (sources & SOURCE.erp) !== 0) ||
        (origin.ds && (sources & SOURCE.ecommerce) !== 0) ||
        (origin.email && (bits & (QUALITY.emptyMail | QUALITY.invalidMail)) === 0) ||
        (origin.mobile && (bits & (QUALITY.emptyPhone | QUALITY.invalidPhone)) === 0)
      );
    });
  }
  if (genre.male || genre.female || genre.unregistered) {
    const allowed = [genre.unregistered, genre.male, genre.female];
    tests.push((i) => allowed[table.sex[i] ?? 0] === true);
  }
  if (place.cities.length > 0) {
    const cities = new Set(place.cities.map(foldText));
    tests.push((i) => cities.has(foldText(table.cities[i] ?? '')));
  }
  if (place.postcodes.length > 0) {
    const postcodes = new Set(place.postcodes.map((code) => code.trim()));
    tests.push((i) => postcodes.has(table.postcodes[i] ?? ''));
  }
  if (filters.clientCategories.length > 0) {
    const chosen = new Set(filters.clientCategories);
    tests.push((i) => chosen.has(DEMO_CLIENT_CATEGORIES[table.category[i] ?? 0]?.id ?? ''));
  }
  if (filters.clientType.length > 0) {
    const chosen = new Set(filters.clientType);
    tests.push((i) => chosen.has(DEMO_CLIENT_TYPES[table.clientType[i] ?? 0]?.id ?? ''));
  }
  if (isSet(loyalty.moreThan) || isSet(loyalty.lessThan)) {
    tests.push((i) => {
      const points = table.points[i] ?? -1;
      return points >= 0 && (!isSet(loyalty.moreThan) || points > loyalty.moreThan) && (!isSet(loyalty.lessThan) || points < loyalty.lessThan);
    });
  }
  if (loyalty.notRegistered !== loyalty.withCard) {
    tests.push((i) => (table.cards[i] !== '') === loyalty.withCard);
  }
  const problems =
    (quality.hasEmptyMail ? QUALITY.emptyMail : 0) |
    (quality.hasInvalidMail ? QUALITY.invalidMail : 0) |
    (quality.hasEmptyPhone ? QUALITY.emptyPhone : 0) |
    (quality.hasInvalidPhone ? QUALITY.invalidPhone : 0) |
    (quality.hasInvalidName ? QUALITY.invalidName : 0);
  if (problems !== 0) tests.push((i) => ((table.quality[i] ?? 0) & problems) !== 0);

  // What the client bought in the period.
  const period = salePeriodOn(filters.saleDate, today);
  const from = daysAgoOf(today, period.from);
  const until = daysAgoOf(today, period.until);
  const { masks, required } = productMasks(filters);
  const spendFilter = isSet(filters.expense.min) || isSet(filters.expense.max);
  const ticketFilter = isSet(filters.averageTicket.min) || isSet(filters.averageTicket.max);
  const periodSet = from !== undefined || until !== undefined;
  if (required !== 0 || spendFilter || ticketFilter || periodSet) {
    const newest = until ?? 0;
    const oldest = from ?? Number.POSITIVE_INFINITY;
    // Read once: a generated table draws its sales on the first read.
    const { saleStart, saleDaysAgo, saleCents, saleProduct } = table;
    tests.push((i) => {
      let cents = 0;
      let tickets = 0;
      let seen = 0;
      const end = saleStart[i + 1] ?? 0;
      for (let sale = saleStart[i] ?? 0; sale < end; sale += 1) {
        const daysAgo = saleDaysAgo[sale] ?? 0;
        if (daysAgo < newest || daysAgo > oldest) continue;
        cents += saleCents[sale] ?? 0;
        tickets += 1;
        seen |= masks[saleProduct[sale] ?? 0] ?? 0;
      }
      if ((seen & required) !== required) return false;
      if (periodSet && tickets === 0) return false;
      const euros = cents / 100;
      if (isSet(filters.expense.min) && euros < filters.expense.min) return false;
      if (isSet(filters.expense.max) && euros > filters.expense.max) return false;
      if (ticketFilter) {
        const average = tickets === 0 ? 0 : euros / tickets;
        if (isSet(filters.averageTicket.min) && average < filters.averageTicket.min) return false;
        if (isSet(filters.averageTicket.max) && average > filters.averageTicket.max) return false;
      }
      return true;
    });
  }
  return tests;
}

/** A table's indexes sorted by a column, and its folded search text, computed once per table. */
class ClientIndexes {
  private readonly sorted = new Map<`${ClientSortColumn}:${SortDirection}`, Uint32Array>();
  private searchText: string[] | undefined;
  private readonly table: DemoClientTable;
  constructor(table: DemoClientTable) {
    this.table = table;
  }

  /**
   * The clients in the column's order: ascending, or descending with the non-empty values reversed;
   * clients without a value go last either way, in their own order. Values are compared folded and
   * from their first letter or digit, so a name written '. Ana' sorts as 'ana' and one with no letter or
   * digit at all ('.', '--') counts as no value.
   */
  byColumn(column: ClientSortColumn, direction: SortDirection): Uint32Array {
    const key = `${column}:${direction}` as const;
    let order = this.sorted.get(key);
    if (order === undefined) {
      const values = column === 'name' ? this.table.names : column === 'email' ? this.table.emails : column === 'phone' ? this.table.phones : this.table.cards;
      // A name repeats its first name and surnames across the table: each word is folded once. Folding
      // word by word gives the whole text's fold, as no mark or letter case reaches across a space.
      const foldedWords = new Map<string, string>();
      const foldWord = (word: string): string => {
        let folded = foldedWords.get(word);
        if (folded === undefined) {
          folded = foldText(word);
          foldedWords.set(word, folded);
        }
        return folded;
      };
      const keys = values.map((value) => (column === 'name' ? value.split(' ').map(foldWord).join(' ') : foldText(value)).replace(/^[^\p{L}\p{N}]+/u, ''));
      const filled: number[] = [];
      const empty: number[] = [];
      for (let index = 0; index < this.table.count; index += 1) (keys[index] === '' ? empty : filled).push(index);
      const sign = direction === 'asc' ? 1 : -1;
      filled.sort((a, b) => {
        const keyA = keys[a] ?? '';
        const keyB = keys[b] ?? '';
        return keyA < keyB ? -sign : keyA > keyB ? sign : a - b;
      });
      order = Uint32Array.from([...filled, ...empty]);
      this.sorted.set(key, order);
    }
    return order;
  }

  searchable(index: number): string {
    this.searchText ??= this.table.names.map((name, i) => foldText(`${name} ${this.table.emails[i]} ${this.table.phones[i]} ${this.table.ids[i]}`));
    return this.searchText[index] ?? '';
  }
}

const indexesOf = new WeakMap<DemoClientTable, ClientIndexes>();

function rowOf(table: DemoClientTable, index: number): ClientRow {
  const sources = table.sources[index] ?? 0;
  const row: ClientRow = {
    id: table.ids[index] ?? '',
    name: table.names[index] ?? '',
    phone: table.phones[index] ?? '',
    email: table.emails[index] ?? '',
    loyalty: table.cards[index] ?? '',
    sources: { erp: (sources & SOURCE.erp) !== 0, ecommerce: (sources & SOURCE.ecommerce) !== 0 },
  };
  return clientRowAsShown(row, table.lopdSigned[index] === 1);
}

/**
 * The indexes of the clients of `table` that pass `query` (rules above), in the order of `sort`
 * (name when absent or unknown; clients without the value last).
 */
export function matchingClients(table: DemoClientTable, query: ClientQuery | undefined, sort?: PageRequest<ClientQuery>['sort']): number[] {
  let indexes = indexesOf.get(table);
  if (indexes === undefined) {
    indexes = new ClientIndexes(table);
    indexesOf.set(table, indexes);
  }
  const column = CLIENT_SORT_COLUMNS.find((candidate) => candidate === sort?.column) ?? 'name';
  const order = indexes.byColumn(column, sort?.direction === 'desc' ? 'desc' : 'asc');
  const tests = query === undefined ? [] : clientTests(table, query.filters);
  const words = searchWords(query?.search ?? '');
  const matches: number[] = [];
  for (const index of order) {
    if (!tests.every((test) => test(index))) continue;
    if (words.length > 0) {
      const text = indexes.searchable(index);
      if (!words.every((word) => text.includes(word))) continue;
    }
    matches.push(index);
  }
  return matches;
}

/**
 * The page `request` asks for among the clients of `table` that pass its filters
 * ({@link matchingClients}), paged by {@link pageOf}.
 */
export function searchClientTable(table: DemoClientTable, request: PageRequest<ClientQuery>): Page<ClientRow> {
  const page = pageOf(matchingClients(table, request.filters, request.sort), request);
  return { ...page, records: page.records.map((index) => rowOf(table, index)) };
}

/**
 * As {@link searchClientTable}, among the clients of `table` whose id is one of `ids` only (the CRM
 * filter mode's clients: those whose response passes).
 */
export function searchClientTableAmong(table: DemoClientTable, request: PageRequest<ClientQuery>, ids: ReadonlySet<string>): Page<ClientRow> {
  const among = matchingClients(table, request.filters, request.sort).filter((index) => ids.has(table.ids[index] ?? ''));
  const page = pageOf(among, request);
  return { ...page, records: page.records.map((index) => rowOf(table, index)) };
}
