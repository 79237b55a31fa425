import { isValidEmail, madridCalendarDay, type CalendarDay } from '@domain/shared-kernel';
import { isValidSmsRecipient } from '@domain/sms';
import { CITIES, FEMALE_FIRST_NAMES, FIRST_NAMES, MAIN_DEMO_EID, SURNAMES, SeededRandom, clientHomeCityOf, plainName } from '@adapters/demo';

/**
 * The clients of the demo pharmacies, with two years of sales each, as the segmentation screen's
 * simulated server holds them. Everything is a function of the data set's seed, its "now" and the
 * pharmacy: client `i` comes from a random source of its own, so a client can be produced without the
 * others. The table is held in columns (typed arrays for numbers) so that 20,000 clients and half a
 * million sales stay small and quick to scan.
 */

/** The demo pharmacy every trainee signs in to has this many clients. */
export const MAIN_PHARMACY_CLIENTS = 20_000;

/** How far back the sales go. */
export const SALES_HISTORY_DAYS = 730;

/** A product of the demo catalogue the sales are made of. */
export interface DemoProduct {
  readonly code: string;
  readonly description: string;
  /** A subfamily id of {@link DEMO_PRODUCT_FAMILIES}. */
  readonly familyId: string;
  readonly brandId: string;
  readonly laboratoryId: string;
  readonly listIds: readonly string[];
}

/** A named thing of the master data (brand, laboratory, product list, client category or type). */
export interface DemoMasterItem {
  readonly id: string;
  readonly name: string;
}

/** A product family group and its subfamilies. */
export interface DemoFamilyGroup extends DemoMasterItem {
  readonly subfamilies: readonly DemoMasterItem[];
}

const FAMILY_NAMES: readonly (readonly [group: string, subfamilies: readonly string[]])[] = [
  ['Dermocosmética', ['Cuidado facial', 'Cuidado corporal', 'Protección solar']],
  ['Higiene', ['Higiene bucal', 'Higiene íntima', 'Cabello']],
  ['Nutrición', ['Complementos vitamínicos', 'Dietética', 'Nutrición infantil']],
  ['Salud', ['Analgésicos', 'Respiratorio', 'Digestivo', 'Circulación']],
  ['Infantil', ['Puericultura', 'Higiene del bebé']],
  ['Ortopedia', ['Calzado', 'Soportes y vendajes']],
  ['Medicamentos con receta', ['Cardiovascular', 'Sistema nervioso', 'Antiinfecciosos']],
];

/** The product families of the demo master data: groups with their subfamilies (ids are strings). */
export const DEMO_PRODUCT_FAMILIES: readonly DemoFamilyGroup[] = FAMILY_NAMES.map(([group, subfamilies], groupIndex) => ({
  id: String((groupIndex + 1) * 100),
  name: group,
  subfamilies: subfamilies.map((name, index) => ({ id: String((groupIndex + 1) * 100 + index + 1), name })),
}));

const named = (names: readonly string[], first: number): DemoMasterItem[] => names.map((name, index) => ({ id: String(first + index), name }));

export const DEMO_BRANDS: readonly DemoMasterItem[] = named(
  ['Avène', 'La Roche-Posay', 'Isdin', 'Vichy', 'Bioderma', 'Lacer', 'Vitis', 'Arkopharma', 'Cinfa', 'Mustela', 'Suavinex', 'Farmalastic', 'Nutribén', 'Eucerin', 'Heliocare', 'Sesderma'],
  1,
);

export const DEMO_LABORATORIES: readonly DemoMasterItem[] = named(
  ['Pierre Fabre', "L'Oréal Cosmética Activa", 'Isdin', 'Naos', 'Lacer', 'Dentaid', 'Arkopharma', 'Cinfa', 'Normon', 'Kern Pharma', 'Bayer', 'Sanofi'],
  1,
);

export const DEMO_PRODUCT_LISTS: readonly DemoMasterItem[] = named(['Campaña de verano', 'Vuelta al cole', 'Invierno y resfriados', 'Novedades', 'Productos de alta rotación', 'Ofertas del mes'], 1);

export const DEMO_CLIENT_CATEGORIES: readonly DemoMasterItem[] = named(['Habitual', 'Ocasional', 'Crónico', 'Mamás y bebés', 'Deportista', 'Senior'], 1);

export const DEMO_CLIENT_TYPES: readonly DemoMasterItem[] = named(['Particular', 'Empresa', 'Residencia'], 1);

const PRODUCT_WORDS: Readonly<Record<string, readonly string[]>> = {
  'Cuidado facial': ['Crema hidratante', 'Sérum antiedad', 'Contorno de ojos', 'Agua micelar'],
  'Cuidado corporal': ['Loción corporal', 'Aceite de rosa mosqueta', 'Crema de manos'],
  'Protección solar': ['Fotoprotector SPF 50', 'Bruma solar', 'After sun'],
  'Higiene bucal': ['Pasta dental', 'Colutorio', 'Cepillo interdental'],
  'Higiene íntima': ['Gel íntimo', 'Toallitas íntimas'],
  Cabello: ['Champú anticaída', 'Champú anticaspa', 'Mascarilla capilar'],
  'Complementos vitamínicos': ['Vitamina D', 'Magnesio', 'Multivitamínico', 'Colágeno'],
  Dietética: ['Barritas proteicas', 'Saciante', 'Infusión depurativa'],
  'Nutrición infantil': ['Leche de continuación', 'Papilla de cereales'],
  Analgésicos: ['Ibuprofeno 400 mg', 'Paracetamol 1 g', 'Gel antiinflamatorio'],
  Respiratorio: ['Jarabe para la tos', 'Spray nasal', 'Pastillas para la garganta'],
  Digestivo: ['Probióticos', 'Antiácido', 'Sales de rehidratación'],
  Circulación: ['Medias de compresión', 'Gel piernas cansadas'],
  Puericultura: ['Chupete', 'Biberón anticólicos', 'Tetina'],
  'Higiene del bebé': ['Crema del pañal', 'Gel de baño infantil', 'Toallitas del bebé'],
  Calzado: ['Plantillas', 'Zapatilla ortopédica'],
  'Soportes y vendajes': ['Muñequera', 'Rodillera', 'Venda elástica'],
  Cardiovascular: ['Enalapril 20 mg', 'Atorvastatina 20 mg', 'Amlodipino 5 mg'],
  'Sistema nervioso': ['Lorazepam 1 mg', 'Sertralina 50 mg'],
  Antiinfecciosos: ['Amoxicilina 500 mg', 'Azitromicina 500 mg'],
};

function catalogue(): DemoProduct[] {
  const random = new SeededRandom(7_011);
  const products: DemoProduct[] = [];
  for (const group of DEMO_PRODUCT_FAMILIES) {
    const prescription = group.name === 'Medicamentos con receta';
    for (const family of group.subfamilies) {
      for (const word of PRODUCT_WORDS[family.name] ?? [family.name]) {
        for (let variant = 0; variant < 3; variant += 1) {
          const brand = random.pick(DEMO_BRANDS);
          const code = prescription ? random.int(600_000, 999_999) : random.int(100_000, 599_999);
          products.push({
            code: String(code),
            description: prescription ? `${word} ${['14', '28', '30'][variant]} comprimidos` : `${word} ${brand.name} ${['50 ml', '200 ml', 'pack ahorro'][variant]}`,
            familyId: family.id,
            brandId: brand.id,
            laboratoryId: random.pick(DEMO_LABORATORIES).id,
            listIds: DEMO_PRODUCT_LISTS.filter(() => random.chance(0.12)).map((list) => list.id),
          });
        }
      }
    }
  }
  return products;
}

/** The products the demo clients buy (the same for every pharmacy and every seed). */
export const DEMO_PRODUCTS: readonly DemoProduct[] = catalogue();

/** Client sex: 0 not registered, 1 male, 2 female. */
export type DemoSex = 0 | 1 | 2;

/** Bits of {@link DemoClientTable.quality}. */
export const QUALITY = { emptyMail: 1, invalidMail: 2, emptyPhone: 4, invalidPhone: 8, invalidName: 16 } as const;

/** Bits of {@link DemoClientTable.sources}. */
export const SOURCE = { erp: 1, ecommerce: 2 } as const;

/** The clients of one pharmacy, in columns: client `i` is element `i` of each. */
export interface DemoClientTable {
  readonly count: number;
  /** The data set's "now" as a calendar date in Madrid: sales count back from it. */
  readonly today: CalendarDay;
  readonly ids: readonly string[];
  readonly names: readonly string[];
  readonly emails: readonly string[];
  readonly phones: readonly string[];
  /** The loyalty card number, '' without a card. */
  readonly cards: readonly string[];
  readonly cities: readonly string[];
  readonly postcodes: readonly string[];
  /** {@link DemoSex}. */
  readonly sex: Uint8Array;
  /** Birth year, 0 when the birthday is not registered. */
  readonly birthYear: Uint16Array;
  readonly birthMonth: Uint8Array;
  readonly birthDay: Uint8Array;
  /** Loyalty points, -1 without a card. */
  readonly points: Int32Array;
  /** Index into {@link DEMO_CLIENT_CATEGORIES}. */
  readonly category: Uint8Array;
  /** Index into {@link DEMO_CLIENT_TYPES}. */
  readonly clientType: Uint8Array;
  /** {@link SOURCE} bits. */
  readonly sources: Uint8Array;
  /** {@link QUALITY} bits. */
  readonly quality: Uint8Array;
  /** 1 when the client signed the data-protection consent. */
  readonly lopdSigned: Uint8Array;
  /**
   * Client `i`'s sales are `saleStart[i]` to `saleStart[i + 1]` (exclusive), newest first. A generated
   * table draws its sales the first time one of the four sale columns is read: a search without a sale
   * filter never needs them.
   */
  readonly saleStart: Uint32Array;
  /** Days before {@link today}. */
  readonly saleDaysAgo: Uint16Array;
  readonly saleCents: Uint32Array;
  /** Index into {@link DEMO_PRODUCTS}. */
  readonly saleProduct: Uint16Array;
}

/** How many clients pharmacy `eid` has: 20,000 for the main demo pharmacy, 600 to 2,000 for the others. */
export function clientCountOf(eid: number): number {
  return eid === MAIN_DEMO_EID ? MAIN_PHARMACY_CLIENTS : 600 + ((eid * 7_919) % 1_401);
}

const EMAIL_DOMAINS = ['gmail.com', 'hotmail.com', 'yahoo.es', 'outlook.es', 'telefonica.net', 'icloud.com'] as const;

/** A name of letters, spaces, apostrophes, dots and hyphens with at least two letters is valid. */
function isValidName(name: string): boolean {
  return /^[\p{L}][\p{L} .'-]*$/u.test(name.trim()) && name.replace(/[^\p{L}]/gu, '').length >= 2;
}

/**
 * {@link plainName} of the demo's first names and surnames, each worked out once (the clients' emails
 * are made of them, 20,000 times for the main pharmacy).
 */
const plainNames = new Map<string, string>();
function plainNameOf(name: string): string {
  let plain = plainNames.get(name);
  if (plain === undefined) {
    plain = plainName(name);
    plainNames.set(name, plain);
  }
  return plain;
}

/**
 * Whether every name made of a first name and two surnames of the demo's lists is valid: when each
 * list's names hold only letters, spaces, dots, apostrophes and hyphens, and each first name begins with
 * a letter and has two (worked out once, rather than once per client).
 */
const COMPOSED_NAMES_VALID =
  FIRST_NAMES.every((first) => first === first.trim() && isValidName(first)) &&
  SURNAMES.every((surname) => surname === surname.trim() && /^[\p{L} .'-]+$/u.test(surname));

/** The random source of client `index` of pharmacy `eid`. */
function clientRandom(seed: number, eid: number, index: number): SeededRandom {
  return new SeededRandom(seed + eid * 1_000_003 + index * 7_919);
}

/** A city of the demo catalogue: name, province and the first two digits of its postcodes. */
type DemoCity = (typeof CITIES)[number];

/** How many postcodes of a city the demo clients live in: its prefix followed by 001 to this. */
const POSTCODES_PER_CITY = 80;

/** Postcode `number` (1 to {@link POSTCODES_PER_CITY}) of `city`. */
const postcodeOf = (city: DemoCity, number: number): string => `${city[2]}${String(number).padStart(3, '0')}`;

/** The cities the clients of pharmacy `eid` live in: its home city first, then three nearby ones. */
function clientCitiesOf(eid: number): readonly DemoCity[] {
  const home = clientHomeCityOf(eid);
  return [home, ...CITIES.filter((city) => city !== home).slice(eid % 5, (eid % 5) + 3)];
}

/**
 * The cities and postcodes the clients of pharmacy `eid` live in, as {@link generateClientTable} gives
 * them (every postcode a client may be given), each list in Spanish order; with `within` (city names,
 * not empty), the postcodes of those of its cities only.
 */
export function clientPlacesOf(eid: number, within?: readonly string[]): { readonly cities: readonly string[]; readonly postcodes: readonly string[] } {
  const cities = clientCitiesOf(eid);
  const chosen = within === undefined || within.length === 0 ? cities : cities.filter((city) => within.includes(city[0]));
  return {
    cities: cities.map((city) => city[0]).sort((a, b) => a.localeCompare(b, 'es')),
    postcodes: chosen.flatMap((city) => Array.from({ length: POSTCODES_PER_CITY }, (_, index) => postcodeOf(city, index + 1))).sort(),
  };
}

/** The most tickets a demo client has over {@link SALES_HISTORY_DAYS}. */
const MAX_TICKETS = 44;

/** Options of {@link generateClientTable}. */
export interface ClientTableOptions {
  readonly seed: number;
  /** The data set's "now" (epoch ms). */
  readonly anchor: number;
  /**
   * The anchor's day in Madrid ({@link madridCalendarDay}), when the caller has it: the page works it
   * out for the worker, which then loads no time-zone data. Read from the anchor when left out.
   */
  readonly today?: CalendarDay;
  readonly eid: number;
  /** How many clients (default {@link clientCountOf}). */
  readonly count?: number;
}

/** The clients of pharmacy `eid` with their sales, generated from the seed and the data set's "now". */
export function generateClientTable(options: ClientTableOptions): DemoClientTable {
  const count = options.count ?? clientCountOf(options.eid);
  const today = options.today ?? madridCalendarDay(options.anchor);
  if (today === undefined) throw new RangeError(`demo-clients: no day for the anchor ${options.anchor}`);
  const nearby = clientCitiesOf(options.eid);
  const home = nearby[0] ?? CITIES[0]!;
  const ids: string[] = [];
  const names: string[] = [];
  const emails: string[] = [];
  const phones: string[] = [];
  const cards: string[] = [];
  const cities: string[] = [];
  const postcodes: string[] = [];
  const sex = new Uint8Array(count);
  const birthYear = new Uint16Array(count);
  const birthMonth = new Uint8Array(count);
  const birthDay = new Uint8Array(count);
  const points = new Int32Array(count);
  const category = new Uint8Array(count);
  const clientType = new Uint8Array(count);
  const sources = new Uint8Array(count);
  const quality = new Uint8Array(count);
  const lopdSigned = new Uint8Array(count);
  /** Where each client's random source stands when its sales are drawn. */
  const salesFrom = new Uint32Array(count);

  for (let i = 0; i < count; i += 1) {
    const random = clientRandom(options.seed, options.eid, i);
    // A draw kept so that the clients' other data stay as they were; the sex follows the name.
    random.chance(0.56);
    const first = random.pick(FIRST_NAMES);
    const female = FEMALE_FIRST_NAMES.has(first);
    const surname = random.pick(SURNAMES);
    const second = random.pick(SURNAMES);
    let name = `${first} ${surname} ${second}`;
    let composed = true;
    if (random.chance(0.015)) {
      name = random.pick([`CLIENTE ${random.int(1, 9_999)}`, '.', `${surname}*`]);
      composed = false;
    }
    ids.push(String(10_000 + i));
    names.push(name);

    let email = '';
    if (!random.chance(0.14)) {
      email = `${plainNameOf(first)}.${plainNameOf(surname)}${random.int(1, 999)}@${random.pick(EMAIL_DOMAINS)}`;
      if (random.chance(0.03)) email = random.pick([email.replace('@', ''), email.replace(/\.[a-z]+$/, ''), `${email} `]);
    }
    emails.push(email);

    let phone = '';
    if (!random.chance(0.1)) {
      phone = `${random.pick(['6', '7'])}${random.int(10_000_000, 99_999_999)}`;
      if (random.chance(0.03)) phone = random.pick([phone.slice(0, 6), `9${phone.slice(1)}`]);
    }
    phones.push(phone);

    const place = random.chance(0.7) ? home : random.pick(nearby);
    cities.push(place[0]);
    postcodes.push(postcodeOf(place, random.int(1, POSTCODES_PER_CITY)));

    sex[i] = random.chance(0.07) ? 0 : female ? 2 : 1;
    if (!random.chance(0.09)) {
      birthYear[i] = today.year - random.int(16, 92);
      birthMonth[i] = random.int(1, 12);
      birthDay[i] = random.int(1, 28);
    }
    const hasCard = random.chance(0.62);
    cards.push(hasCard ? `FID${String(random.int(100_000, 999_999))}` : '');
    points[i] = hasCard ? random.int(0, 4_000) : -1;
    category[i] = random.int(0, DEMO_CLIENT_CATEGORIES.length - 1);
    clientType[i] = random.chance(0.92) ? 0 : random.int(1, DEMO_CLIENT_TYPES.length - 1);
    sources[i] = (random.chance(0.93) ? SOURCE.erp : 0) | (random.chance(0.22) ? SOURCE.ecommerce : 0) || SOURCE.erp;
    lopdSigned[i] = random.chance(0.78) ? 1 : 0;
    quality[i] =
      (email === '' ? QUALITY.emptyMail : isValidEmail(email) ? 0 : QUALITY.invalidMail) |
      (phone === '' ? QUALITY.emptyPhone : isValidSmsRecipient(phone) ? 0 : QUALITY.invalidPhone) |
      ((composed && COMPOSED_NAMES_VALID) || isValidName(name) ? 0 : QUALITY.invalidName);

    // The client's sales come last from its source: drawn from here when first asked for.
    salesFrom[i] = random.position();
  }

  return withLazySales(
    {
      count,
      today,
      ids,
      names,
      emails,
      phones,
      cards,
      cities,
      postcodes,
      sex,
      birthYear,
      birthMonth,
      birthDay,
      points,
      category,
      clientType,
      sources,
      quality,
      lopdSigned,
    },
    () => drawSales(salesFrom),
  );
}

/** The sale columns of a table. */
type DemoClientSales = Pick<DemoClientTable, 'saleStart' | 'saleDaysAgo' | 'saleCents' | 'saleProduct'>;

/**
 * The table with its four sale columns as getters that draw the sales once, the first time one of them
 * is read (spreading or copying the table reads them).
 */
function withLazySales(identity: Omit<DemoClientTable, keyof DemoClientSales>, draw: () => DemoClientSales): DemoClientTable {
  let sales: DemoClientSales | undefined;
  const column = <K extends keyof DemoClientSales>(key: K): PropertyDescriptor => ({ enumerable: true, get: () => (sales ??= draw())[key] });
  return Object.defineProperties(identity, {
    saleStart: column('saleStart'),
    saleDaysAgo: column('saleDaysAgo'),
    saleCents: column('saleCents'),
    saleProduct: column('saleProduct'),
  }) as DemoClientTable;
}

/**
 * The sales of each client, drawn from its random source where the client's other data left it:
 * regular clients buy every few weeks; some bought nothing in two years.
 */
function drawSales(salesFrom: Uint32Array): DemoClientSales {
  const count = salesFrom.length;
  const saleStart = new Uint32Array(count + 1);
  let capacity = count * 32;
  let saleDaysAgo = new Uint16Array(capacity);
  let saleCents = new Uint32Array(capacity);
  let saleProduct = new Uint16Array(capacity);
  let sales = 0;
  /** A client's ticket days, drawn and sorted in place (a typed array sorts by value). */
  const ticketDays = new Uint16Array(MAX_TICKETS);
  for (let i = 0; i < count; i += 1) {
    const random = new SeededRandom(salesFrom[i] ?? 0);
    saleStart[i] = sales;
    const tickets = random.chance(0.12) ? 0 : random.int(1, MAX_TICKETS);
    if (sales + tickets > capacity) {
      capacity *= 2;
      const grow = <A extends Uint16Array | Uint32Array>(array: A, Make: new (length: number) => A): A => {
        const bigger = new Make(capacity);
        bigger.set(array);
        return bigger;
      };
      saleDaysAgo = grow(saleDaysAgo, Uint16Array);
      saleCents = grow(saleCents, Uint32Array);
      saleProduct = grow(saleProduct, Uint16Array);
    }
    const favourite = random.int(0, DEMO_PRODUCTS.length - 1);
    const days = ticketDays.subarray(0, tickets);
    for (let t = 0; t < tickets; t += 1) days[t] = random.int(0, SALES_HISTORY_DAYS - 1);
    days.sort();
    for (const daysAgo of days) {
      const product = random.chance(0.35) ? favourite : random.int(0, DEMO_PRODUCTS.length - 1);
      saleDaysAgo[sales] = daysAgo;
      saleProduct[sales] = product;
      saleCents[sales] = random.int(1, 3) * random.int(250, 4_990);
      sales += 1;
    }
  }
  saleStart[count] = sales;
  return { saleStart, saleDaysAgo: saleDaysAgo.slice(0, sales), saleCents: saleCents.slice(0, sales), saleProduct: saleProduct.slice(0, sales) };
}

/** One client of an imported client file as the demo server keeps it. */
export interface DemoImportedClient {
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  /** The loyalty card number, '' without one. */
  readonly card: string;
  readonly city: string;
  readonly postcode: string;
  /** yyyy-mm-dd, '' when unknown. */
  readonly birthday: string;
  readonly sex: DemoSex;
  /** Whether the client signed the data-protection consent. */
  readonly lopdSigned: boolean;
}

/**
 * The table with `clients` added after its own, numbered on from its last id: imported clients come
 * from the ERP, have no sales yet, the first category and type, no points (0 with a card), and their
 * data quality measured as the generated clients' is.
 */
export function appendImportedClients(table: DemoClientTable, clients: readonly DemoImportedClient[]): DemoClientTable {
  if (clients.length === 0) return table;
  const count = table.count + clients.length;
  const grown = <A extends Uint8Array | Uint16Array | Int32Array | Uint32Array>(array: A, Make: new (length: number) => A, length = count): A => {
    const bigger = new Make(length);
    bigger.set(array);
    return bigger;
  };
  const sex = grown(table.sex, Uint8Array);
  const birthYear = grown(table.birthYear, Uint16Array);
  const birthMonth = grown(table.birthMonth, Uint8Array);
  const birthDay = grown(table.birthDay, Uint8Array);
  const points = grown(table.points, Int32Array);
  const category = grown(table.category, Uint8Array);
  const clientType = grown(table.clientType, Uint8Array);
  const sources = grown(table.sources, Uint8Array);
  const quality = grown(table.quality, Uint8Array);
  const lopdSigned = grown(table.lopdSigned, Uint8Array);
  const firstId = Number(table.ids[table.count - 1] ?? 9_999) + 1;
  clients.forEach((client, offset) => {
    const i = table.count + offset;
    const [year = 0, month = 0, day = 0] = client.birthday === '' ? [] : client.birthday.split('-').map(Number);
    sex[i] = client.sex;
    birthYear[i] = year;
    birthMonth[i] = month;
    birthDay[i] = day;
    points[i] = client.card === '' ? -1 : 0;
    sources[i] = SOURCE.erp;
    lopdSigned[i] = client.lopdSigned ? 1 : 0;
    quality[i] =
      (client.email === '' ? QUALITY.emptyMail : isValidEmail(client.email) ? 0 : QUALITY.invalidMail) |
      (client.phone === '' ? QUALITY.emptyPhone : isValidSmsRecipient(client.phone) ? 0 : QUALITY.invalidPhone) |
      (isValidName(client.name) ? 0 : QUALITY.invalidName);
  });
  /** The table's own sales, read when first asked for; the imported clients have none. */
  const sales = (): DemoClientSales => {
    const saleStart = grown(table.saleStart, Uint32Array, count + 1);
    saleStart.fill(table.saleStart[table.count] ?? 0, table.count + 1);
    return { saleStart, saleDaysAgo: table.saleDaysAgo, saleCents: table.saleCents, saleProduct: table.saleProduct };
  };
  return withLazySales(
    {
      count,
      today: table.today,
      ids: [...table.ids, ...clients.map((_, offset) => String(firstId + offset))],
      names: [...table.names, ...clients.map((client) => client.name)],
      emails: [...table.emails, ...clients.map((client) => client.email)],
      phones: [...table.phones, ...clients.map((client) => client.phone)],
      cards: [...table.cards, ...clients.map((client) => client.card)],
      cities: [...table.cities, ...clients.map((client) => client.city)],
      postcodes: [...table.postcodes, ...clients.map((client) => client.postcode)],
      sex,
      birthYear,
      birthMonth,
      birthDay,
      points,
      category,
      clientType,
      sources,
      quality,
      lopdSigned,
    },
    sales,
  );
}
