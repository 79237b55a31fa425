import { FIRST_NAMES, MAIN_DEMO_EID, SURNAMES, plainName, type DemoDatabase, type SeededRandom } from '@adapters/demo';

/** One purchase: days before the data set was generated, units, amount in cents, and 1 for a return. */
export type DemoPurchase = readonly [daysAgo: number, units: number, cents: number, returned: 0 | 1];

/** A client of a pharmacy, as its loyalty records know it. */
export interface DemoReportClient {
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly purchases: readonly DemoPurchase[];
}

/** The campaign-reports context's part of the demo data: each pharmacy's clients and their purchases. */
export interface DemoReportClients {
  /** When the purchases were generated: their dates count back from it. */
  readonly generatedAt: number;
  /** The clients of the pharmacy `eid`; none for a pharmacy the data set does not have. */
  clientsOf(eid: string): readonly DemoReportClient[];
}

/** Clients per pharmacy; about seven in ten bought something in the last year. */
const CLIENTS_PER_PHARMACY = 14;
const BUYER_SHARE = 0.7;
const EMAIL_DOMAINS = ['gmail.com', 'hotmail.com', 'yahoo.es', 'outlook.es', 'telefonica.net'] as const;

function unique(taken: Set<string>, make: () => string): string {
  let value = make();
  while (taken.has(value)) value = make();
  taken.add(value);
  return value;
}

function purchases(random: SeededRandom): DemoPurchase[] {
  if (!random.chance(BUYER_SHARE)) return [];
  return Array.from({ length: random.int(2, 12) }, (): DemoPurchase => {
    const returned = random.chance(0.08);
    const units = returned ? 1 : random.int(1, 4);
    return [random.int(1, 365), units, units * random.int(395, 3490), returned ? 1 : 0];
  }).sort((a, b) => b[0] - a[0]);
}

function clientsOf(random: SeededRandom): DemoReportClient[] {
  const emails = new Set<string>();
  const phones = new Set<string>();
  return Array.from({ length: CLIENTS_PER_PHARMACY }, () => {
    const first = random.pick(FIRST_NAMES);
    const last = random.pick(SURNAMES);
    const email = unique(emails, () => {
      const local = random.pick([`${plainName(first)}.${plainName(last)}`, `${plainName(first)}${plainName(last)}${random.int(10, 99)}`, `${plainName(first).charAt(0)}${plainName(last)}`]);
      return `${local}@${random.pick(EMAIL_DOMAINS)}`;
    });
    const phone = unique(phones, () => `${random.pick(['6', '7'])}${random.int(10_000_000, 99_999_999)}`);
    return { name: `${first} ${last}`, email, phone, purchases: purchases(random) };
  });
}

/**
 * The demo's clients of every pharmacy with a year of purchases (units, amounts, a few returns), from
 * which the in-memory campaign reports are computed.
 */
export function demoReportClients(db: DemoDatabase): DemoReportClients {
  const generatedAt = db.generatedRecord('campaign-reports.anchor', '', ({ now }) => now);
  return {
    generatedAt,
    clientsOf: (eid) => {
      // Each pharmacy's clients come from a random source of their own: producing one needs no other.
      if (!db.read().pharmacies.some((pharmacy) => String(pharmacy.eid) === eid)) return [];
      return db.generatedRecord('campaign-reports.clients', eid, ({ randomFor }) => clientsOf(randomFor('campaign-reports', (Number(eid) - MAIN_DEMO_EID) * 7_919)));
    },
  };
}

/** A pharmacy and contacts to paste in the campaign-reports screen, as the memory profile suggests them. */
export interface CampaignReportSample {
  readonly pharmacyId: string;
  /** One contact a line: three clients who bought, one who did not, one stranger and one invalid line. */
  readonly emails: string;
  readonly phones: string;
}

const spent = (client: DemoReportClient): number => client.purchases.reduce((sum, [, , cents, returned]) => sum + (returned === 1 ? -cents : cents), 0);
const hasReturn = (client: DemoReportClient): boolean => client.purchases.some((purchase) => purchase[3] === 1);

/**
 * A sample for the demo pharmacy 500: its three best clients (one of them with a return when any client
 * has one), one client without purchases, someone who is not its client and an invalid line, so that a
 * report shows matches, returns, misses and a dropped line.
 */
export function campaignReportSample(db: DemoDatabase): CampaignReportSample {
  const clients = demoReportClients(db).clientsOf(String(MAIN_DEMO_EID));
  const ranked = clients.filter((client) => client.purchases.some((purchase) => purchase[3] === 0)).sort((a, b) => spent(b) - spent(a));
  const best = ranked.slice(0, 3);
  const withReturn = ranked.find(hasReturn);
  const buyers = best.some(hasReturn) || withReturn === undefined ? best : [...best.slice(0, 2), withReturn];
  const others = clients.filter((client) => client.purchases.length === 0).slice(0, 1);
  const chosen = [...buyers, ...others];
  const strangerPhone = ['699000001', '699000002'].find((phone) => !clients.some((client) => client.phone === phone)) ?? '699000003';
  return {
    pharmacyId: String(MAIN_DEMO_EID),
    emails: [...chosen.map((client) => client.email), 'desconocido@ejemplo.es', 'correo-no-valido'].join('\n'),
    phones: [...chosen.map((client) => client.phone), strangerPhone, '12345'].join('\n'),
  };
}
