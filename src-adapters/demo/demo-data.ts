import type { ServicesConfig } from '@domain/dashboard';
import type { EntityRights, UserRights } from '@domain/session';
import { CITIES, ERPS, FIRST_NAMES, KAMS, STREETS, SURNAMES } from './demo-catalogue';
import { SeededRandom } from './seeded-random';

/** A pharmacy of the demo data set, with what every screen needs to know about it. */
export interface DemoPharmacy {
  readonly eid: number;
  readonly name: string;
  readonly contactName: string;
  readonly contactEmail: string;
  readonly phone: string;
  readonly street: string;
  readonly number: string;
  readonly postalCode: string;
  readonly city: string;
  readonly province: string;
  readonly erp: string;
  readonly kam: string;
  /** Epoch ms of the last upload from the pharmacy's ERP. */
  readonly lastUploadDate: number;
  readonly isDemo: boolean;
  /** Entity rights and modules (true or 'true', spec 2 §6). */
  readonly rights: EntityRights;
  readonly services: ServicesConfig;
  readonly enabledServices: readonly string[];
  /** The pharmacy's website domain, '' when it has none. */
  readonly website: string;
  /** How many times the legal terms were signed. */
  readonly legalSignatures: number;
  /** The last month whose report cache and report were generated. */
  readonly lastCache: { readonly year: number; readonly month: number } | undefined;
  readonly lastReport: { readonly year: number; readonly month: number } | undefined;
  /**
   * The commercial seller's name and the administrative contact the pharmacy wizard recorded; a generated
   * pharmacy has neither, and the entity list makes them up from its eid.
   */
  readonly commercial?: string | undefined;
  readonly administrative?: string | undefined;
}

/** A user who can sign in to the demo (every password is `demo`). */
export interface DemoUser {
  readonly uid: number;
  readonly username: string;
  readonly password: string;
  readonly name: string;
  readonly lang: 'es' | 'en';
  readonly rights: UserRights;
  readonly owner: string;
  /** The entity the user belongs to; -1 for the back-office identity. */
  readonly eid: number;
}

/** The core demo data set: generated from its seed, never stored (only a trainee's changes are). */
export interface DemoData {
  readonly version: number;
  readonly seed: number;
  readonly generatedAt: number;
  readonly pharmacies: DemoPharmacy[];
  readonly users: DemoUser[];
}

/** Bumped whenever the shape changes; stored data of another version is generated anew. */
export const DEMO_DATA_VERSION = 1;

/** The seed of the data set everybody trains on. */
export const DEMO_SEED = 20261121;

/** The pharmacy of the `farmacia` account: the only one with Cross Selling (spec 2 §6). */
export const MAIN_DEMO_EID = 500;
/** The pharmacy of the `farmacia2` account. */
export const SECOND_DEMO_EID = 512;
/** The pharmacy of the `socio` (partner) account. */
export const PARTNER_DEMO_EID = 520;
/** The demo entity (isDemo) of the `demo` account. */
export const DEMO_ENTITY_EID = 900;

const ALL_RIGHTS: UserRights = { campaigns: 2, segments: 2, clients: 2, dashboard: 2, entity_dashboard: 2 };
const ALL_BI = ['bi-sales', 'bi-stocks', 'bi-marketing'];

/** The embedded-login token the memory profile accepts (README "Demo accounts"). */
export const DEMO_EMBEDDED_TOKEN = 'demo-token';

/** The documented demo accounts (README "Demo accounts"). */
export const DEMO_ACCOUNTS: readonly DemoUser[] = [
  { uid: 1, username: 'backoffice', password: 'demo', name: 'Beatriz Ortega (backoffice)', lang: 'es', rights: ALL_RIGHTS, owner: 'provider', eid: -1 },
  { uid: 2, username: 'farmacia', password: 'demo', name: 'Carmen Llorente', lang: 'es', rights: ALL_RIGHTS, owner: 'provider', eid: MAIN_DEMO_EID },
  { uid: 3, username: 'farmacia2', password: 'demo', name: 'Javier Prieto', lang: 'es', rights: { dashboard: 1 }, owner: 'provider', eid: SECOND_DEMO_EID },
  { uid: 4, username: 'socio', password: 'demo', name: 'Nuria Castillo', lang: 'es', rights: { dashboard: 1, campaigns: 1, entity_dashboard: 1 }, owner: 'grupo-partner-norte', eid: PARTNER_DEMO_EID },
  { uid: 5, username: 'demo', password: 'demo', name: 'Usuario de demostración', lang: 'es', rights: { campaigns: 2, segments: 2, clients: 1, dashboard: 1 }, owner: 'provider', eid: DEMO_ENTITY_EID },
];

const HOUR = 3_600_000;

/**
 * Generates the demo data set: the documented accounts, their pharmacies, and `pharmacyCount`
 * pharmacies in all (at least the accounts' own) with realistic Spanish names, addresses, ERPs, KAMs,
 * contacts, rights, modules and last upload dates relative to `now`. The same seed, count and `now`
 * always give the same data.
 */
export function generateDemoData(options: { seed: number; pharmacyCount: number; now: number }): DemoData {
  const steps = demoDataSteps(options);
  for (let step = steps.next(); ; step = steps.next()) if (step.done === true) return step.value;
}

/** Pharmacies generated between two pauses of {@link demoDataSteps}: about 5 ms of work. */
const PHARMACIES_PER_STEP = 250;

/**
 * {@link generateDemoData} in steps: the generator pauses after each few hundred pharmacies and
 * users, so a caller can give the browser back its main thread between steps (thousands of pharmacies
 * take longer than one frame to generate).
 */
export function* demoDataSteps(options: { seed: number; pharmacyCount: number; now: number }): Generator<void, DemoData> {
  const random = new SeededRandom(options.seed);
  const count = Math.max(options.pharmacyCount, 4);
  const pharmacies: DemoPharmacy[] = [];
  const users: DemoUser[] = [...DEMO_ACCOUNTS];
  const usedNames = new Set<string>();

  for (let index = 0; index < count; index += 1) {
    // Pharmacies are numbered from 500 upwards, stepping over the demo entity's 900, which is the last.
    const numbered = MAIN_DEMO_EID + index;
    const eid = index === count - 1 ? DEMO_ENTITY_EID : numbered >= DEMO_ENTITY_EID ? numbered + 1 : numbered;
    pharmacies.push(generatePharmacy(random, eid, options.now, usedNames));
    if (index % PHARMACIES_PER_STEP === PHARMACIES_PER_STEP - 1) yield;
  }

  for (const [position, pharmacy] of pharmacies.entries()) {
    if (position % (PHARMACIES_PER_STEP * 2) === PHARMACIES_PER_STEP * 2 - 1) yield;
    if ([MAIN_DEMO_EID, SECOND_DEMO_EID, PARTNER_DEMO_EID, DEMO_ENTITY_EID].includes(pharmacy.eid)) continue;
    const staff = random.int(1, 2);
    for (let n = 0; n < staff; n += 1) {
      const first = random.pick(FIRST_NAMES);
      const last = random.pick(SURNAMES);
      const uid = 100 + users.length;
      users.push({
        uid,
        username: `${slug(first)}.${slug(last)}${uid}`,
        password: 'demo',
        name: `${first} ${last}`,
        lang: 'es',
        rights: { campaigns: random.int(0, 2), segments: random.int(0, 2), clients: random.int(0, 2), dashboard: 1, entity_dashboard: random.int(0, 1) },
        owner: 'provider',
        eid: pharmacy.eid,
      });
    }
  }

  return { version: DEMO_DATA_VERSION, seed: options.seed, generatedAt: options.now, pharmacies, users };
}

function generatePharmacy(random: SeededRandom, eid: number, now: number, usedNames: Set<string>): DemoPharmacy {
  const [city, province, postalPrefix] = random.pick(CITIES);
  const draw = (): string =>
    random.chance(0.7)
      ? `Farmacia ${random.pick(SURNAMES)}${random.chance(0.3) ? ` ${random.pick(SURNAMES)}` : ''}`
      : `Farmacia ${random.pick(STREETS).replace(/^(Calle|Avenida|Plaza|Paseo|Rambla|Ronda) (de la |del |de )?/, '')}`;
  let name = draw();
  // Names repeat in a large data set: a numbered branch keeps them distinct.
  for (let attempt = 2; usedNames.has(name); attempt += 1) name = attempt < 5 ? draw() : `${draw()} ${attempt}`;
  usedNames.add(name);
  const contactFirst = random.pick(FIRST_NAMES);
  const contactLast = random.pick(SURNAMES);
  const isMain = eid === MAIN_DEMO_EID;
  const special = fixedPharmacy(eid);
  const hasShop = isMain || random.chance(0.5);
  const domain = `${slug((special?.name ?? name).replace(/^Farmacia /, 'farmacia-'))}.es`;
  // A third of the pharmacies have not uploaded for more than a day: the list flags them as outdated.
  const lastUploadDate = now - (random.chance(0.3) ? random.int(25, 24 * 20) : random.int(0, 22)) * HOUR - random.int(0, 59) * 60_000;

  return {
    eid,
    name: special?.name ?? name,
    contactName: `${contactFirst} ${contactLast}`,
    contactEmail: `${slug(contactFirst)}.${slug(contactLast)}@${domain}`,
    phone: `9${random.int(10_000_000, 99_999_999)}`,
    street: random.pick(STREETS),
    number: String(random.int(1, 180)),
    postalCode: `${postalPrefix}${String(random.int(1, 999)).padStart(3, '0')}`,
    city,
    province,
    erp: special?.erp ?? random.pick(ERPS),
    kam: random.pick(KAMS),
    lastUploadDate,
    isDemo: eid === DEMO_ENTITY_EID,
    rights: special?.rights ?? {
      module_segments_active: random.chance(0.6) ? 'true' : false,
      module_loyalty_active: random.chance(0.4),
    },
    services: {
      orderExpressEnabled: special?.orderExpress ?? (hasShop && random.chance(0.6)),
      spdEnabled: special?.spd ?? (hasShop && random.chance(0.4)),
      citaPreviaEnabled: special?.appointments ?? (hasShop && random.chance(0.4)),
      pharmacyLegacyId: String(10_000 + eid),
      baseUrl: hasShop ? `https://${domain}` : '',
    },
    enabledServices: special?.enabledServices ?? ALL_BI.filter(() => random.chance(0.5)),
    website: special?.website === false ? '' : domain,
    legalSignatures: special?.legalSignatures ?? (random.chance(0.85) ? 1 : 0),
    lastCache: random.chance(0.9) ? monthsBefore(now, random.int(1, 2)) : undefined,
    lastReport: random.chance(0.85) ? monthsBefore(now, random.int(1, 3)) : undefined,
  };
}

interface FixedPharmacy {
  name: string;
  erp: string;
  rights: EntityRights;
  orderExpress: boolean;
  spd: boolean;
  appointments: boolean;
  enabledServices: readonly string[];
  website: boolean;
  legalSignatures: number;
}

/** The pharmacies behind the documented accounts, fixed so the README can describe them. */
function fixedPharmacy(eid: number): FixedPharmacy | undefined {
  switch (eid) {
    case MAIN_DEMO_EID:
      return {
        name: 'Farmacia Llorente',
        erp: 'Farmatic',
        rights: { module_segments_active: true, module_loyalty_active: 'true' },
        orderExpress: true,
        spd: true,
        appointments: true,
        enabledServices: ALL_BI,
        website: true,
        legalSignatures: 1,
      };
    case SECOND_DEMO_EID:
      return { name: 'Farmacia Prieto Navarro', erp: 'Nixfarma', rights: {}, orderExpress: false, spd: false, appointments: false, enabledServices: [], website: false, legalSignatures: 0 };
    case PARTNER_DEMO_EID:
      return {
        name: 'Farmacia Castillo',
        erp: 'Unycop',
        rights: { module_segments_active: false },
        orderExpress: true,
        spd: false,
        appointments: false,
        enabledServices: ['bi-sales'],
        website: true,
        legalSignatures: 1,
      };
    case DEMO_ENTITY_EID:
      return {
        name: 'Farmacia Demostración',
        erp: 'Farmatic',
        rights: { module_segments_active: true, module_loyalty_active: false },
        orderExpress: true,
        spd: true,
        appointments: true,
        enabledServices: ALL_BI,
        website: true,
        legalSignatures: 1,
      };
    default:
      return undefined;
  }
}

/** The month `count` months before the one of `now` (UTC), as year and month 1–12. */
function monthsBefore(now: number, count: number): { year: number; month: number } {
  const date = new Date(now);
  const index = date.getUTCFullYear() * 12 + date.getUTCMonth() - count;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
