import { DateTime } from 'luxon';
import type { Order, OrderStatus } from '@domain/orders';
import { PRODUCT_TIME_ZONE } from '@domain/shared-kernel';
import { FIRST_NAMES, SURNAMES, type SeededRandom, plainName, type DemoCollection, type DemoDatabase } from '@adapters/demo';

/** Bumped when the demo orders' shape changes: a trainee's stored changes of another version are dropped. */
export const ORDER_DEMO_VERSION = 1;

/** What the demo shop calls each status (the shop's own wording, statusWord). */
export const DEMO_STATUS_WORDS: Record<OrderStatus, string> = {
  'in-progress': 'En preparación',
  'to-be-picked': 'Listo para recoger',
  completed: 'Entregado',
  cancelled: 'Anulado',
};

/** The demo shop's refusal: a completed order's amount cannot change (the shop has already charged it). */
export const DEMO_PRICE_LOCKED_MESSAGE = 'La tienda no permite cambiar el importe de un pedido completado';

/** Products of the demo online shop, with their price in euros. */
const PRODUCTS: readonly (readonly [name: string, price: number])[] = [
  ['Ibuprofeno 400 mg 30 comprimidos', 3.2],
  ['Paracetamol 1 g 40 comprimidos', 2.5],
  ['Fotoprotector ISDIN Fusion Water SPF 50 50 ml', 22.9],
  ['Crema hidratante Avène 50 ml', 18.75],
  ['Vitamina C 1000 mg 30 comprimidos efervescentes', 8.95],
  ['Magnesio con vitamina B6 60 comprimidos', 11.5],
  ['Colágeno con ácido hialurónico 30 sobres', 27.4],
  ['Suero fisiológico 30 monodosis', 4.1],
  ['Spray nasal de agua de mar 100 ml', 9.3],
  ['Pastillas para la garganta sabor miel y limón', 6.45],
  ['Gel de aloe vera 200 ml', 7.9],
  ['Champú anticaspa 200 ml', 12.6],
  ['Cepillo dental eléctrico recargable', 39.9],
  ['Pasta de dientes encías sensibles 75 ml', 5.8],
  ['Colutorio sin alcohol 500 ml', 6.95],
  ['Test de embarazo digital', 14.9],
  ['Mascarillas FFP2 caja de 20', 9.9],
  ['Termómetro digital de infrarrojos', 29.95],
  ['Tiritas surtidas 40 unidades', 3.6],
  ['Repelente de mosquitos 100 ml', 10.25],
  ['Leche infantil de continuación 800 g', 21.5],
  ['Crema de pañal con óxido de zinc 100 ml', 8.4],
  ['Lágrimas artificiales 10 ml', 11.2],
  ['Melatonina 1,9 mg 60 comprimidos', 9.75],
  ['Probióticos 10 cápsulas', 15.6],
  ['Bálsamo labial SPF 15', 4.5],
  ['Desodorante sin aluminio 50 ml', 7.35],
  ['Medias de compresión talla M', 24.9],
];

const COMMENTS = [
  'Cliente avisado por teléfono.',
  'Preparado en el mostrador 2.',
  'Falta una unidad: llega mañana del almacén.',
  'Recoge su hija por la tarde.',
  'Pagado con tarjeta en la web.',
  'Pide bolsa de papel.',
];

const EMAIL_DOMAINS = ['gmail.com', 'hotmail.com', 'yahoo.es', 'outlook.es', 'telefonica.net'];

const HOUR = 3_600_000;

/** An order as the demo shop keeps it. */
export interface DemoOrder extends Order {
  readonly eid: number;
}

/**
 * The status of the demo order `age` positions from the newest: the newest are in preparation or
 * ready to pick up, the older mostly delivered, one in five cancelled; a few ready ones stay
 * uncollected for weeks. Every status appears in any shop of 40 orders or more.
 */
function statusOf(random: SeededRandom, age: number): OrderStatus {
  if (age < 14) return age % 3 === 2 ? 'to-be-picked' : 'in-progress';
  if (age < 22) return random.pick(['in-progress', 'to-be-picked', 'to-be-picked', 'completed'] as const);
  if (age % 5 === 0) return 'cancelled';
  if (age % 11 === 0) return 'to-be-picked';
  return 'completed';
}

/** One order's items as the shop's order_items JSON text, and their total. */
function drawItems(random: SeededRandom): { readonly json: string; readonly total: number } {
  const count = random.int(1, 4);
  const chosen = new Set<number>();
  while (chosen.size < count) chosen.add(random.int(0, PRODUCTS.length - 1));
  const items = [...chosen].map((index) => {
    const [name, price] = PRODUCTS[index] ?? ['Producto', 1];
    return { name, quantity: random.chance(0.7) ? 1 : random.int(2, 3), price };
  });
  const total = Math.round(items.reduce((sum, item) => sum + item.quantity * item.price * 100, 0)) / 100;
  return { json: JSON.stringify(items), total };
}

/**
 * The demo shop's orders of pharmacy `eid`: 44 to 50 for the `farmacia` account's pharmacy (`main`),
 * 12 to 30 for the others, placed on whole minutes over the 45 days before the day of `now` begins (in
 * Madrid), the newest last. Customers have Spanish names and e-mails; every status appears; some orders
 * carry a pharmacy comment; one order's items are cut short (malformed JSON) and another has an entry
 * without a name, as a shop can send them. A function of `random` (seeded by the data set and the
 * pharmacy) and the day of `now` only: pages loaded at another minute of the same day, or a list and an
 * order read in two loads, show the same times.
 */
export function generateExpressOrders(options: { readonly random: SeededRandom; readonly eid: number; readonly now: number; readonly main: boolean }): DemoOrder[] {
  const { random, eid } = options;
  const dayStart = DateTime.fromMillis(options.now, { zone: PRODUCT_TIME_ZONE }).startOf('day').toMillis();
  const count = options.main ? random.int(44, 50) : random.int(12, 30);
  const ages = Array.from({ length: count }, () => random.int(1, 45 * 24)).sort((a, b) => b - a);
  return ages.map((hoursAgo, index): DemoOrder => {
    const age = count - 1 - index;
    const first = random.pick(FIRST_NAMES);
    const last = random.pick(SURNAMES);
    const second = random.pick(SURNAMES);
    const status = statusOf(random, age);
    const items = drawItems(random);
    const created = dayStart - hoursAgo * HOUR - random.int(0, 59) * 60_000;
    const finished = status === 'completed' || status === 'cancelled';
    const updated = Math.min(dayStart - 5 * 60_000, created + (status === 'in-progress' ? random.int(0, 2) : random.int(2, finished ? 72 : 24)) * HOUR);
    let orderItems = items.json;
    if (age === 3) orderItems = items.json.slice(0, Math.max(1, items.json.length - 12));
    if (age === 6) orderItems = JSON.stringify([...(JSON.parse(items.json) as unknown[]), { quantity: 1, price: 0 }]);
    const hasComment = status !== 'in-progress' && random.chance(0.35);
    return {
      eid,
      id: 300 + index,
      status,
      createdAt: new Date(created).toISOString(),
      updatedAt: new Date(updated).toISOString(),
      name: `${first} ${last} ${second}`,
      email: `${plainName(first)}.${plainName(last)}${random.chance(0.4) ? random.int(1, 99) : ''}@${random.pick(EMAIL_DOMAINS)}`,
      orderId: String(4100 + index * 3 + random.int(0, 2)),
      price: items.total,
      orderItems,
      pharmacyComment: hasComment ? random.pick(COMMENTS) : '',
      statusWord: DEMO_STATUS_WORDS[status],
    };
  });
}

/** The demo shop's orders of pharmacy `eid`, generated on their first read, with the trainee's changes. */
export function pharmacyExpressOrders(db: DemoDatabase, eid: number, main: boolean): DemoCollection<DemoOrder> {
  return db.collection<DemoOrder>(`expressOrders.${eid}`, {
    version: ORDER_DEMO_VERSION,
    key: (order) => String(order.id),
    generate: ({ random, now }) => generateExpressOrders({ random, eid, now, main }),
  });
}
