import { EXCEL_SEGMENT_TYPE, apiSegmentType, duplicateCampaign, type BrokerData, type Campaign, type CampaignStatus, type CampaignSubtype, type CampaignType, type PreProcessResults } from '@domain/campaigns';
import { emailDesignOf, emailDocumentOf, type EmailBlockChanges, type EmailBlockKind, type EmailButtonColor } from '@domain/templates';
import { demoImageUrl, type DemoCollection, type DemoDatabase, type SeededRandom } from '@adapters/demo';
import { generateRecipientSegments, recipientSegmentsCollection, type DemoRecipientSegment } from './campaign-audience-demo-data';

/**
 * A campaign as the demo server keeps it: always saved (it has an id), with when it was last reset to
 * pending and whether it was deleted. A deleted campaign is kept out of sight, so its id is never handed
 * out again.
 */
export interface DemoCampaign extends Campaign {
  readonly id: string;
  /** When the campaign was last reset to pending; a send instant at or before it is not sent again. */
  readonly resetAt: number | undefined;
  readonly deleted: boolean;
  /**
   * Who a campaign scheduled in the demo goes to, counted when it was scheduled (its segment's clients,
   * or its list's rows): its report follows the audience it was sent to, not the segment as it is later.
   * A generated campaign has none: its audience is the total of its stored pre-processing.
   */
  readonly audience?: number;
}

/** Bumped when the stored campaigns' shape changes: changes of another version are dropped. */
export const CAMPAIGN_DEMO_VERSION = 1;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const SITE = 'https://www.farmacias-demo.example';
const BLOG = 'https://blog.farmacias-demo.example';
const STORAGE = 'https://storage.farmacias-demo.example/campaigns';

type Block = EmailBlockChanges & { readonly kind: EmailBlockKind };

interface SeedBase {
  readonly name: string;
  readonly topic: string;
  readonly campaignType: CampaignType;
  /** The month (1–12) the campaign is usually sent in. */
  readonly month: number;
}

interface EmailSeed extends SeedBase {
  readonly subtype: 'email';
  readonly subject: string;
  /** The demo template it was made from (the templates the demo marks as used by campaigns). */
  readonly sheetId?: string;
  readonly blocks: readonly Block[];
}

interface SmsSeed extends SeedBase {
  readonly subtype: 'sms';
  readonly text: string;
}

type Seed = EmailSeed | SmsSeed;

const heading = (text: string): Block => ({ kind: 'text', text, style: 'heading', align: 'center' });
const paragraph = (text: string): Block => ({ kind: 'text', text, style: 'paragraph', align: 'left' });
const image = (file: string, alt: string): Block => ({ kind: 'image', src: demoImageUrl(file), alt, href: '' });
const button = (label: string, href: string, color: EmailButtonColor = '#0b7285'): Block => ({ kind: 'button', label, href, color, align: 'center' });
const appointment = (topic: string): string => `mailto:citas@farmacias-demo.example?subject=${encodeURIComponent(topic)}`;
const footer: readonly Block[] = [
  { kind: 'divider' },
  { kind: 'text', text: 'Recibes este correo porque eres cliente de tu farmacia. Si no quieres recibir más comunicaciones, responde a este mensaje.', style: 'paragraph', align: 'center' },
];

const email = (seed: Omit<EmailSeed, 'subtype'>): EmailSeed => ({ subtype: 'email', ...seed });
const sms = (seed: Omit<SmsSeed, 'subtype'>): SmsSeed => ({ subtype: 'sms', ...seed });

/** The email campaigns a pharmacy sends over a year, each in its season. */
const EMAIL_SEEDS: readonly EmailSeed[] = [
  email({
    name: 'Campaña de vacunación de la gripe',
    subject: 'Tu vacuna de la gripe ya está disponible',
    topic: 'gripe',
    campaignType: 'classic',
    month: 10,
    sheetId: '1',
    blocks: [
      image('gripe.svg', 'Jeringa de la vacuna de la gripe'),
      heading('Este otoño, vacúnate contra la gripe'),
      paragraph('La vacuna es gratuita para mayores de 65 años, embarazadas y personas con enfermedades crónicas. Pregúntanos dónde está tu punto de vacunación más cercano.'),
      button('Pedir información', appointment('Vacuna de la gripe')),
      ...footer,
    ],
  }),
  email({
    name: 'Protección solar: 20% en fotoprotectores',
    subject: 'Este verano, un 20 % de descuento en fotoprotectores',
    topic: 'solar',
    campaignType: 'promotional',
    month: 6,
    blocks: [
      heading('Disfruta del sol con la protección adecuada'),
      image('proteccion-solar.svg', 'Crema solar y sombrilla en la playa'),
      paragraph('Hasta el 31 de agosto, un 20 % de descuento en fotoprotectores de factor 50+. Te aconsejamos el que mejor se adapta a tu piel.'),
      button('Consejos de fotoprotección', `${BLOG}/crema-solar`, '#2b8a3e'),
      ...footer,
    ],
  }),
  email({
    name: 'Recordatorio: control de tensión gratuito',
    subject: 'Mide tu tensión gratis en tu farmacia',
    topic: 'tension',
    campaignType: 'classic',
    month: 2,
    sheetId: '3',
    blocks: [
      heading('¿Sabes cómo está tu tensión?'),
      paragraph('Durante todo el mes te tomamos la tensión arterial sin coste y te explicamos cómo medirla bien en casa.'),
      button('Cómo medirla en casa', `${BLOG}/medir-la-tension`),
      ...footer,
    ],
  }),
  email({
    name: 'Alergia primaveral: que el polen no te frene',
    subject: 'Llega la primavera: prepárate para el polen',
    topic: 'alergia',
    campaignType: 'classic',
    month: 3,
    blocks: [
      image('alergia-primavera.svg', 'Flores de primavera soltando polen'),
      heading('Que el polen no te amargue la primavera'),
      paragraph('Te aconsejamos sobre antihistamínicos, colirios y lavados nasales. Consulta los niveles de polen antes de salir.'),
      button('Leer más', `${BLOG}/alergia-primaveral`),
      ...footer,
    ],
  }),
  email({
    name: 'Semana de la belleza: hasta 30% en dermocosmética',
    subject: 'Semana de la belleza: hasta un 30 % de descuento',
    topic: 'dermocosmetica',
    campaignType: 'promotional',
    month: 4,
    blocks: [
      heading('Semana de la belleza'),
      paragraph('Esta semana, hasta un 30 % de descuento en cremas hidratantes, sérums y contornos de ojos de las mejores marcas.'),
      button('Reservar diagnóstico de piel', appointment('Diagnóstico de piel'), '#5f3dc4'),
      ...footer,
    ],
  }),
  email({
    name: 'Cribado de colesterol en la farmacia',
    subject: 'Conoce tu nivel de colesterol en 5 minutos',
    topic: 'colesterol',
    campaignType: 'classic',
    month: 1,
    blocks: [
      heading('Medimos tu colesterol en 5 minutos'),
      paragraph('Sin cita previa y con los resultados al momento. Te explicamos qué significan y cuándo consultar a tu médico.'),
      button('Qué significan tus análisis', `${BLOG}/colesterol-analisis`),
      ...footer,
    ],
  }),
  email({
    name: 'Dosis de refuerzo COVID-19',
    subject: 'Ya puedes recibir la dosis de refuerzo',
    topic: 'covid',
    campaignType: 'classic',
    month: 10,
    sheetId: '7',
    blocks: [
      heading('Refuerza tu protección'),
      paragraph('Si tienes 65 años o más, ya puedes recibir la dosis de refuerzo. Puedes vacunarte a la vez que de la gripe.'),
      button('Más información', `${BLOG}/covid-refuerzo`),
      ...footer,
    ],
  }),
  email({
    name: 'Vuelta al cole sin piojos',
    subject: 'Vuelta al cole: que no vuelvan los piojos',
    topic: 'piojos',
    campaignType: 'classic',
    month: 9,
    blocks: [
      image('vuelta-al-cole.svg', 'Mochila, libros y colegio'),
      heading('Vuelta al cole tranquila'),
      paragraph('Revisa el pelo de tus hijos una vez a la semana. Si encuentras piojos, te recomendamos el tratamiento más adecuado para su edad.'),
      button('Cómo actuar', `${BLOG}/piojos-vuelta-al-cole`),
      ...footer,
    ],
  }),
  email({
    name: 'Día Mundial de la Diabetes',
    subject: '14 de noviembre, Día Mundial de la Diabetes',
    topic: 'diabetes',
    campaignType: 'classic',
    month: 11,
    sheetId: '9',
    blocks: [
      heading('Día Mundial de la Diabetes'),
      paragraph('Ven a medir tu glucosa y revisa con nosotros el cuidado de tus pies. Pequeños gestos diarios evitan complicaciones.'),
      button('Cuidado del pie diabético', `${BLOG}/pie-diabetico`),
      ...footer,
    ],
  }),
  email({
    name: 'Black Friday en parafarmacia',
    subject: 'Black Friday: ofertas solo este fin de semana',
    topic: 'black-friday',
    campaignType: 'promotional',
    month: 11,
    sheetId: '12',
    blocks: [
      heading('Black Friday en tu farmacia'),
      paragraph('Del viernes al lunes, descuentos de hasta el 40 % en parafarmacia: cosmética, higiene, nutrición e infantil.'),
      button('Ver ofertas', `${SITE}/ofertas`, '#212529'),
      ...footer,
    ],
  }),
  email({
    name: 'Piel seca en invierno',
    subject: 'Cuida tu piel del frío',
    topic: 'piel-seca',
    campaignType: 'classic',
    month: 12,
    blocks: [
      heading('Que el frío no reseque tu piel'),
      paragraph('Hidrata manos y labios varias veces al día y evita las duchas muy calientes. Te aconsejamos la crema más adecuada para tu tipo de piel.'),
      button('Cuidados básicos', `${BLOG}/piel-seca-invierno`),
      ...footer,
    ],
  }),
  email({
    name: 'Botiquín de viaje para tus vacaciones',
    subject: 'Antes de viajar, revisa tu botiquín',
    topic: 'viaje',
    campaignType: 'classic',
    month: 7,
    blocks: [
      heading('Tu botiquín de viaje'),
      paragraph('Protector solar, repelente, suero oral, analgésicos y tu medicación habitual para todo el viaje. Te ayudamos a prepararlo.'),
      button('Lo imprescindible', `${BLOG}/botiquin-de-viaje`),
      ...footer,
    ],
  }),
  email({
    name: 'Picaduras de mosquito: prevención y alivio',
    subject: 'Que los mosquitos no te amarguen el verano',
    topic: 'picaduras',
    campaignType: 'classic',
    month: 8,
    blocks: [
      heading('Picaduras: prevenir y aliviar'),
      paragraph('Usa repelente al atardecer y, si te pican, lava la zona y aplica frío. Si la picadura se inflama mucho, consúltanos.'),
      button('Qué hacer', `${BLOG}/picaduras-de-mosquito`),
      ...footer,
    ],
  }),
  email({
    name: 'Deja de fumar con tu farmacia',
    subject: 'Este es el momento de dejar de fumar',
    topic: 'tabaco',
    campaignType: 'classic',
    month: 1,
    blocks: [
      heading('Te acompañamos a dejar de fumar'),
      paragraph('Nuestro programa incluye seguimiento semanal, consejo farmacéutico y terapia sustitutiva de nicotina si la necesitas.'),
      button('Empezar el programa', `${BLOG}/dejar-de-fumar`),
      ...footer,
    ],
  }),
  email({
    name: 'Día de la Madre: regalos de cosmética',
    subject: 'Día de la Madre: un 15 % en cosmética y perfumería',
    topic: 'dia-de-la-madre',
    campaignType: 'promotional',
    month: 5,
    blocks: [
      heading('Para la mejor madre'),
      image('dia-de-la-madre.svg', 'Caja de regalo con flores y perfume'),
      paragraph('Hasta el domingo, un 15 % en cosmética y perfumería. Te preparamos el regalo envuelto.'),
      button('Ver regalos', `${SITE}/dia-de-la-madre`, '#c92a2a'),
      ...footer,
    ],
  }),
  email({
    name: 'Hidratación y deporte: 2x1 en isotónicas',
    subject: '2 × 1 en bebidas isotónicas y barritas',
    topic: 'deporte',
    campaignType: 'promotional',
    month: 9,
    blocks: [
      heading('Entrena con energía'),
      paragraph('Todo el mes, 2 × 1 en bebidas isotónicas y barritas energéticas. Te aconsejamos cómo hidratarte antes, durante y después.'),
      button('Consejos de hidratación', `${BLOG}/hidratacion-y-deporte`, '#2b8a3e'),
      ...footer,
    ],
  }),
];

/** The SMS campaigns a pharmacy sends over a year: single messages of GSM characters. */
const SMS_SEEDS: readonly SmsSeed[] = [
  sms({
    name: 'SMS: vacuna de la gripe',
    topic: 'gripe',
    campaignType: 'classic',
    month: 10,
    text: 'Ya puedes vacunarte de la gripe. Si tienes 65 años o mas es gratuita. Pregunta en tu farmacia por el punto de vacunacion mas cercano.',
  }),
  sms({
    name: 'SMS: 20% en fotoprotectores',
    topic: 'solar',
    campaignType: 'promotional',
    month: 6,
    text: '20% de descuento en fotoprotectores hasta el 31 de agosto. Te aconsejamos el mejor para tu piel. ¡Te esperamos en la farmacia!',
  }),
  sms({
    name: 'SMS: control de tensión gratuito',
    topic: 'tension',
    campaignType: 'classic',
    month: 2,
    text: 'Esta semana te medimos la tension arterial gratis y sin cita previa. ¡Te esperamos en tu farmacia!',
  }),
  sms({ name: 'SMS: Black Friday', topic: 'black-friday', campaignType: 'promotional', month: 11, text: 'BLACK FRIDAY: hasta un 40% en parafarmacia de viernes a lunes. ¡No te lo pierdas!' }),
  sms({
    name: 'SMS: alergia al polen',
    topic: 'alergia',
    campaignType: 'classic',
    month: 4,
    text: 'Llega el polen. Pasa por la farmacia y te aconsejamos antihistaminicos, colirios y lavados nasales.',
  }),
  sms({
    name: 'SMS: Día de la Madre',
    topic: 'dia-de-la-madre',
    campaignType: 'promotional',
    month: 5,
    text: 'Dia de la Madre: 15% en cosmetica y perfumeria hasta el domingo. ¡Te ayudamos a elegir el regalo!',
  }),
  sms({
    name: 'SMS: cribado de colesterol',
    topic: 'colesterol',
    campaignType: 'classic',
    month: 1,
    text: 'Mide tu colesterol en la farmacia en 5 minutos, sin cita. Te explicamos los resultados al momento.',
  }),
];

/**
 * The SMS draft every pharmacy has, written as people write: its accents are not GSM characters, so the
 * wizard lists them and offers their replacements.
 */
const SMS_DRAFT_SEED: SmsSeed = sms({
  name: 'SMS: revisión de tensión',
  topic: 'tension',
  campaignType: 'classic',
  month: 2,
  text: 'Ven a por tu revisión de tensión gratuita esta semana en tu farmacia. Sin cita previa, te atendemos en el mostrador.',
});

/** A 24-digit hexadecimal id, as the campaign service's ids look. */
export function hexId(random: SeededRandom): string {
  return Array.from({ length: 24 }, () => '0123456789abcdef'.charAt(random.int(0, 15))).join('');
}

const hex8 = (value: number): string => (Math.max(0, Math.floor(value)) >>> 0).toString(16).padStart(8, '0');

/**
 * A campaign id: the creation second, the pharmacy and a sequence number of the pharmacy, eight hex
 * digits each (the shape of the service's ids). The pharmacy is read back from it by {@link eidOfCampaignId}.
 */
export function campaignId(created: number, eid: number, sequence: number): string {
  return `${hex8(created / 1000)}${hex8(eid)}${hex8(sequence)}`;
}

const ID_PATTERN = /^[0-9a-f]{24}$/;

/** The pharmacy of a demo campaign id, or undefined for an id the demo never handed out. */
export function eidOfCampaignId(id: string): number | undefined {
  return ID_PATTERN.test(id) ? Number.parseInt(id.slice(8, 16), 16) : undefined;
}

/** The sequence number of a demo campaign id (0 for another id). */
export function sequenceOfCampaignId(id: string): number {
  return ID_PATTERN.test(id) ? Number.parseInt(id.slice(16), 16) : 0;
}

const between = (random: SeededRandom, low: number, high: number): number => low + random.next() * (high - low);
const share = (random: SeededRandom, total: number, low: number, high: number): number => Math.round(total * between(random, low, high));

/**
 * The figures stored with a campaign when it is generated or sent, drawn for an audience of `audience`
 * clients: they mark that the sending has results, and their pre-processing total is the audience of a
 * campaign whose recipients the demo cannot count. What a read shows is worked out from the campaign's
 * audience (`DemoCampaignAudiences.withFigures`), so its parts add up.
 */
export function sendingFigures(random: SeededRandom, subtype: CampaignSubtype, audience: number): { results: PreProcessResults; brokerData: BrokerData } {
  if (subtype === 'sms') {
    const valid = share(random, audience, 0.6, 0.85);
    return {
      results: { bounced: share(random, audience, 0, 0.01), empty: share(random, audience, 0.05, 0.2), invalid: share(random, audience, 0.01, 0.04), unsubscribed: share(random, audience, 0, 0.01), valid },
      brokerData: { bouncers: share(random, valid, 0.005, 0.03), clickers: 0, unsubscribed: share(random, valid, 0.0005, 0.003) },
    };
  }
  const valid = share(random, audience, 0.78, 0.9);
  return {
    results: { bounced: share(random, audience, 0.004, 0.015), empty: share(random, audience, 0.05, 0.14), invalid: share(random, audience, 0.005, 0.02), unsubscribed: share(random, audience, 0.01, 0.03), valid },
    brokerData: { bouncers: share(random, valid, 0.003, 0.012), clickers: share(random, valid, 0.02, 0.09), unsubscribed: share(random, valid, 0.001, 0.006) },
  };
}

/** A history entry; not shown in the spec, which keeps the server's entries as they come. */
export const historyEntry = (status: CampaignStatus, at: number): { readonly status: CampaignStatus; readonly date: string } => ({ status, date: new Date(at).toISOString() });

/** The job of a sending; its shape is not shown in the spec. */
export const sendingJob = (random: SeededRandom): string => `job-${hexId(random).slice(0, 12)}`;

/** Where the list of a sending's recipients is kept (`final_list_csv`). */
export const finalListUrl = (id: string): string => `${STORAGE}/${id}/final_list.csv`;

/** The broker's id of a sending. */
export const brokerIdOf = (random: SeededRandom): string => String(random.int(1_000_000, 9_999_999));

/** A simple hash of a text, to seed what is drawn for one record. */
export function hashText(text: string): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) % 1_000_003;
  return hash;
}

/** A time of the working day (8:00 to 18:45 in Madrid) on the day of `instant`. */
function workingTime(random: SeededRandom, instant: number): number {
  return Math.floor(instant / DAY_MS) * DAY_MS + random.int(7, 17) * HOUR_MS + random.pick([0, 15, 30, 45]) * MINUTE_MS;
}

/** The most recent instant in `month` (1–12) at least a day before `now`: within the past year. */
function lastOccurrence(random: SeededRandom, now: number, month: number): number {
  const today = new Date(now);
  const day = random.int(1, 28);
  const at = (year: number): number => Date.UTC(year, month - 1, day, random.int(7, 16), random.pick([0, 15, 30, 45]));
  const thisYear = at(today.getUTCFullYear());
  return thisYear <= now - DAY_MS ? thisYear : at(today.getUTCFullYear() - 1);
}

interface PharmacyContext {
  readonly eid: number;
  readonly now: number;
  readonly random: SeededRandom;
  readonly product: string;
  /** The pharmacy's saved segments: the first for email, the second for SMS, the others for either. */
  readonly segmentIds: readonly [string, string, string, string];
  readonly audience: Readonly<Record<CampaignSubtype, number>>;
  readonly campaigns: DemoCampaign[];
}

function contentOf(seed: Seed): Campaign['content'] {
  if (seed.subtype === 'sms') return { name: seed.name, subject: '', html: '', json: '', sheetId: undefined, smsContent: seed.text };
  const design = emailDesignOf(emailDocumentOf(seed.blocks), { title: seed.subject });
  return { name: seed.name, subject: seed.subject, html: design.html, json: design.content, sheetId: seed.sheetId, smsContent: '' };
}

/** Adds a campaign of `seed` to the pharmacy's, numbered in order; the fields given override the rest. */
function add(context: PharmacyContext, seed: Seed, fields: Pick<Campaign, 'status' | 'created' | 'modified'> & Partial<Campaign>): DemoCampaign {
  const { random, eid } = context;
  const id = campaignId(fields.created, eid, context.campaigns.length + 1);
  const excel = seed.subtype === 'email' && fields.status === 'SENDED' && random.chance(0.15);
  const campaign: DemoCampaign = {
    id,
    eid,
    subtype: seed.subtype,
    brokerId: undefined,
    campaignType: seed.campaignType,
    topic: seed.topic,
    history: [],
    jobs: [],
    reportId: undefined,
    redemption: undefined,
    schedule: undefined,
    segment: excel
      ? { type: EXCEL_SEGMENT_TYPE, apiId: undefined, excel: `${STORAGE}/${id}/clientes.csv`, xlsx: `${STORAGE}/${id}/clientes.xlsx`, finalListCsv: undefined }
      : { type: apiSegmentType(context.product), apiId: seed.subtype === 'email' ? random.pick([context.segmentIds[0], context.segmentIds[2], context.segmentIds[3]]) : random.pick([context.segmentIds[1], context.segmentIds[2]]), excel: undefined, xlsx: undefined, finalListCsv: undefined },
    content: contentOf(seed),
    results: undefined,
    brokerData: undefined,
    resetAt: undefined,
    deleted: false,
    ...fields,
  };
  context.campaigns.push(campaign);
  return campaign;
}

/** A campaign sent at `scheduled`, with its pre-processing, broker figures, report and recipients' list. */
function addSent(context: PharmacyContext, seed: Seed, scheduled: number): DemoCampaign {
  const { random } = context;
  const created = workingTime(random, scheduled - random.int(1, 12) * DAY_MS);
  const sentAt = scheduled + random.int(3, 90) * MINUTE_MS;
  const figures = sendingFigures(random, seed.subtype, context.audience[seed.subtype]);
  const campaign = add(context, seed, {
    status: 'SENDED',
    created,
    modified: sentAt,
    schedule: { scheduled, sendNow: false },
    brokerId: brokerIdOf(random),
    reportId: hexId(random),
    jobs: [sendingJob(random)],
    history: [historyEntry('DRAFT', created), historyEntry('PENDING', created + HOUR_MS), historyEntry('PROCESSING', scheduled), historyEntry('SENDED', sentAt)],
    results: figures.results,
    brokerData: figures.brokerData,
  });
  const withList: DemoCampaign = { ...campaign, segment: { ...campaign.segment, finalListCsv: finalListUrl(campaign.id) } };
  context.campaigns[context.campaigns.length - 1] = withList;
  return withList;
}

function shuffled<T>(random: SeededRandom, items: readonly T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = random.int(0, index);
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

/** The seeds of the months from `now`'s to the next, in the pool's order, then the rest. */
function inSeason<T extends Seed>(pool: readonly T[], now: number): T[] {
  const month = new Date(now).getUTCMonth() + 1;
  const next = (month % 12) + 1;
  const season = pool.filter((seed) => seed.month === month || seed.month === next);
  return [...season, ...pool.filter((seed) => !season.includes(seed))];
}

/**
 * A pharmacy's campaigns over the past year, relative to `now`: 12–20 in all. Email and SMS campaigns
 * sent in their season, with pre-processing results and broker figures; 2–3 drafts (an email, the SMS
 * draft, and sometimes the copy of a sent campaign); 1–2 pending campaigns scheduled in the coming days;
 * one being sent (PROCESSING) and one that failed (ERROR). Ids number the campaigns in this order.
 */
export function generatePharmacyCampaigns(options: {
  readonly eid: number;
  readonly now: number;
  readonly random: SeededRandom;
  readonly product: string;
  /** The pharmacy's saved segmentations: its campaigns go to the first four, when it has any. */
  readonly segments?: readonly DemoRecipientSegment[];
}): DemoCampaign[] {
  const { random, now } = options;
  // Drawn whatever the segments, so that the rest of the pharmacy's campaigns are the same either way.
  const drawn = [hexId(random), hexId(random), hexId(random), hexId(random)] as const;
  const first = (options.segments ?? []).slice(0, 4).map((segment) => segment.id);
  const segmentOf = (index: 0 | 1 | 2 | 3): string => first[index % first.length] ?? drawn[index];
  const context: PharmacyContext = {
    eid: options.eid,
    now,
    random,
    product: options.product,
    segmentIds: [segmentOf(0), segmentOf(1), segmentOf(2), segmentOf(3)],
    audience: { email: random.int(400, 3000), sms: random.int(300, 2000) },
    campaigns: [],
  };
  const total = random.int(12, 20);
  const drafts = random.chance(0.5) ? 3 : 2;
  const pending = random.int(1, 2);
  const sent = total - drafts - pending - 2;
  const sentSms = random.int(2, 4);
  const emails = shuffled(random, EMAIL_SEEDS);
  const texts = shuffled(random, SMS_SEEDS);

  for (const seed of [...emails.slice(0, sent - sentSms), ...texts.slice(0, sentSms)]) addSent(context, seed, lastOccurrence(random, now, seed.month));

  const spareEmails = inSeason(emails.slice(sent - sentSms), now);
  const spareTexts = inSeason(texts.slice(sentSms), now);
  const spare = <T>(pool: readonly T[], index: number): T => pool[index % pool.length] as T;

  const failedAt = workingTime(random, now - random.int(30, 300) * DAY_MS);
  const failedSeed = random.chance(0.7) ? spare(spareEmails, 3) : spare(spareTexts, 1);
  const failedCreated = workingTime(random, failedAt - random.int(1, 5) * DAY_MS);
  add(context, failedSeed, {
    status: 'ERROR',
    created: failedCreated,
    modified: failedAt + random.int(1, 10) * MINUTE_MS,
    schedule: { scheduled: failedAt, sendNow: false },
    jobs: [sendingJob(random)],
    history: [historyEntry('DRAFT', failedCreated), historyEntry('PENDING', failedCreated + HOUR_MS), historyEntry('PROCESSING', failedAt), historyEntry('ERROR', failedAt)],
  });

  const processingAt = now - random.int(5, 40) * MINUTE_MS;
  const processingCreated = workingTime(random, now - random.int(2, 5) * DAY_MS);
  const processingSeed = spare(spareEmails, 2);
  add(context, processingSeed, {
    status: 'PROCESSING',
    created: processingCreated,
    modified: processingAt + MINUTE_MS,
    schedule: { scheduled: processingAt, sendNow: false },
    jobs: [sendingJob(random)],
    history: [historyEntry('DRAFT', processingCreated), historyEntry('PENDING', processingCreated + HOUR_MS), historyEntry('PROCESSING', processingAt)],
    results: sendingFigures(random, 'email', context.audience.email).results,
  });

  for (let index = 0; index < pending; index += 1) {
    const scheduled = Math.floor(now / DAY_MS) * DAY_MS + random.int(1, 6) * DAY_MS + random.int(7, 10) * HOUR_MS + random.pick([0, 15, 30, 45]) * MINUTE_MS;
    const created = workingTime(random, now - random.int(1, 7) * DAY_MS);
    add(context, index === 0 ? spare(spareEmails, 0) : spare(spareTexts, 0), {
      status: 'PENDING',
      created,
      modified: created + random.int(10, 120) * MINUTE_MS,
      schedule: { scheduled, sendNow: false },
      history: [historyEntry('DRAFT', created), historyEntry('PENDING', created + 5 * MINUTE_MS)],
    });
  }

  const draftCreated = (): number => workingTime(random, now - random.int(1, 15) * DAY_MS);
  const emailDraftCreated = draftCreated();
  add(context, spare(spareEmails, 1), { status: 'DRAFT', created: emailDraftCreated, modified: emailDraftCreated + random.int(5, 50) * MINUTE_MS, history: [historyEntry('DRAFT', emailDraftCreated)] });
  const smsDraftCreated = draftCreated();
  add(context, SMS_DRAFT_SEED, { status: 'DRAFT', created: smsDraftCreated, modified: smsDraftCreated + random.int(2, 20) * MINUTE_MS, history: [historyEntry('DRAFT', smsDraftCreated)] });
  if (drafts === 3) {
    const original = random.pick(context.campaigns.filter((campaign) => campaign.status === 'SENDED'));
    const copy = duplicateCampaign(original, draftCreated());
    context.campaigns.push({ ...copy, id: campaignId(copy.created, options.eid, context.campaigns.length + 1), resetAt: undefined, deleted: false });
  }
  return context.campaigns;
}

/**
 * The campaigns of pharmacy `eid`, generated on their first read from the seed, the pharmacy and the
 * data set's "now", with the trainee's changes over them; a pharmacy the data set lacks has none. Each
 * pharmacy is a collection of its own, so pharmacies never opened cost nothing. The campaigns go to the
 * pharmacy's saved segmentations ({@link generateRecipientSegments}, drawn from the same random source as
 * their own collection), so the wizard finds the segment of a campaign it opens.
 */
export function pharmacyCampaigns(db: DemoDatabase, eid: number, product: string): DemoCollection<DemoCampaign> {
  return db.collection<DemoCampaign>(`campaigns.${eid}`, {
    version: CAMPAIGN_DEMO_VERSION,
    key: (campaign) => campaign.id,
    generate: ({ random, randomFor, now, data }) =>
      data.pharmacies.some((pharmacy) => pharmacy.eid === eid)
        ? generatePharmacyCampaigns({ eid, now, random, product, segments: generateRecipientSegments({ eid, random: randomFor(recipientSegmentsCollection(eid)), data }) })
        : [],
  });
}
