import { DateTime } from 'luxon';
import { PRODUCT_TIME_ZONE } from '@domain/shared-kernel';
import { clientDataAsShown, type ClientData, type ClientHashData, type ClientSale, type ErpClientData } from '@domain/segmentation';
import { CITIES, SURNAMES, SeededRandom } from '@adapters/demo';
import { DEMO_PRODUCTS, DEMO_PRODUCT_FAMILIES, SOURCE, type DemoClientTable } from './demo-clients';
import { demoMemberIdOf } from './demo-member-id';

/**
 * The simulated server's client panel (GET /api/v1/client/panel/eid/{eid}/cid/{id}) over a
 * {@link DemoClientTable}. The spec lists the parts but not where their values come from; the demo
 * builds them as follows:
 * - erp: every client, with the table's name, contact, place, birthday, sex, card, points and consent,
 *   and all the client's sales, newest first (the demo's ERP holds every sale the filters count);
 *   the address, the province and the id code (a DNI) are drawn from the client's own random source;
 * - ds: the web shop's billing fields, for clients whose sources include the ecommerce;
 * - hash: the CRM identity, for clients with a loyalty card.
 * A client who has not signed the data-protection consent is shown as the results table and the export
 * show them (`clientDataAsShown`, ADR 27): name, email, phone, card, address, id code and the shop's
 * personal billing fields masked, the birthday and the sex left out, the place, points and sales as
 * they are.
 */

/** The DNI check letters, indexed by the number modulo 23. */
const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

const SEX_CODES = ['', 'male', 'female'] as const;

/** Subfamily id → its name and its group's name. */
const FAMILY_NAMES: ReadonlyMap<string, { readonly family: string; readonly group: string }> = new Map(
  DEMO_PRODUCT_FAMILIES.flatMap((group) => group.subfamilies.map((family) => [family.id, { family: family.name, group: group.name }] as const)),
);

/** The random source of the panel-only values of client `index` (not the one the table is generated from). */
function panelRandom(seed: number, eid: number, index: number): SeededRandom {
  return new SeededRandom((Math.imul(seed, 31) + Math.imul(eid, 97_073) + Math.imul(index, 15_485_863) + 0x2545f491) >>> 0);
}

/** The index of client `id` in `table`, or undefined when it has no such client. */
function indexOfClient(table: DemoClientTable, id: string): number | undefined {
  if (!/^\d+$/.test(id)) return undefined;
  const index = Number(id) - Number(table.ids[0] ?? 0);
  return Number.isInteger(index) && index >= 0 && index < table.count && table.ids[index] === id ? index : undefined;
}

/** Client `index`'s sales, newest first, dated at the table's "now" minus their days ago, in Madrid. */
function salesOf(table: DemoClientTable, index: number): ClientSale[] {
  const sales: ClientSale[] = [];
  const end = table.saleStart[index + 1] ?? 0;
  let previousDay = -1;
  let hour = 0;
  for (let sale = table.saleStart[index] ?? 0; sale < end; sale += 1) {
    const daysAgo = table.saleDaysAgo[sale] ?? 0;
    // The first sale of a day in the afternoon, each earlier one of the same day an hour before.
    hour = daysAgo === previousDay ? Math.max(9, hour - 1) : 13 + (sale % 7);
    previousDay = daysAgo;
    const product = DEMO_PRODUCTS[table.saleProduct[sale] ?? 0];
    const names = FAMILY_NAMES.get(product?.familyId ?? '');
    const date = DateTime.fromObject({ ...table.today, hour, minute: (sale * 13) % 60 }, { zone: PRODUCT_TIME_ZONE }).minus({ days: daysAgo });
    sales.push({
      date: date.toISO() ?? '',
      total: (table.saleCents[sale] ?? 0) / 100,
      description: product?.description ?? '',
      familyName: names?.family ?? '',
      superFamilyName: names?.group ?? '',
    });
  }
  return sales;
}

/** Client `id` of `table` as the client panel shows it (rules above), or undefined when there is no such client. */
export function demoClientData(table: DemoClientTable, options: { readonly seed: number; readonly eid: number; readonly id: string }): ClientData | undefined {
  const index = indexOfClient(table, options.id);
  if (index === undefined) return undefined;
  const random = panelRandom(options.seed, options.eid, index);
  const signed = table.lopdSigned[index] === 1;

  const name = table.names[index] ?? '';
  const city = table.cities[index] ?? '';
  const card = table.cards[index] ?? '';
  const year = table.birthYear[index] ?? 0;
  const birthday = year === 0 ? '' : `${year}-${String(table.birthMonth[index] ?? 1).padStart(2, '0')}-${String(table.birthDay[index] ?? 1).padStart(2, '0')}`;
  const sex = SEX_CODES[table.sex[index] ?? 0] ?? '';
  const dniNumber = random.int(10_000_000, 79_999_999);
  const idCode = `${dniNumber}${DNI_LETTERS.charAt(dniNumber % 23)}`;
  const address = `Calle ${random.pick(SURNAMES)}, ${random.int(1, 120)}${random.chance(0.6) ? `, ${random.int(1, 8)}º ${random.pick(['A', 'B', 'C', 'D'])}` : ''}`;
  const state = CITIES.find(([cityName]) => cityName === city)?.[1] ?? '';
  const crmId = demoMemberIdOf(options.seed, options.eid, index);
  const points = table.points[index] ?? -1;

  const erp: ErpClientData = {
    name,
    sales: salesOf(table, index),
    points: points >= 0 ? points : null,
    idCode,
    loyalty: card,
    address,
    city,
    state,
    postalCode: table.postcodes[index] ?? '',
    email: table.emails[index] ?? '',
    phone: table.phones[index] ?? '',
    birthday,
    sex,
    lopdSigned: signed,
  };

  const [firstName = '', ...lastNames] = name.split(' ');
  const ds =
    ((table.sources[index] ?? 0) & SOURCE.ecommerce) === 0
      ? undefined
      : new Map<string, string>([
          ['billing_first_name', firstName],
          ['billing_last_name', lastNames.join(' ')],
          ['billing_address_1', address],
          ['billing_city', city],
          ['billing_state', state],
          ['billing_postcode', table.postcodes[index] ?? ''],
          ['billing_country', 'ES'],
          ['billing_email', table.emails[index] ?? ''],
          ['billing_phone', table.phones[index] ?? ''],
        ]);

  const hash: ClientHashData | undefined = card === '' ? undefined : { sex, birthday, loyalty: card, crmId, name };

  return clientDataAsShown({ erp, ds, hash });
}
