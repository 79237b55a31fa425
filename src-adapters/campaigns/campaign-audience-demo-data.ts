import { DateTime } from 'luxon';
import type { EmailTest, SmsTest } from '@domain/campaigns';
import { EMPTY_SEGMENTATION_FILTERS, type SegmentationFilters } from '@domain/segmentation';
import { PRODUCT_TIME_ZONE } from '@domain/shared-kernel';
import { DEMO_ENTITY_EID, MAIN_DEMO_EID, SECOND_DEMO_EID, clientHomeCityOf, type DemoCollection, type DemoData, type DemoDatabase, type SeededRandom } from '@adapters/demo';

/**
 * A saved segmentation of a demo pharmacy: the campaign wizard's recipient segment and the segmentation
 * screen's saved segmentation are the same record. What it reaches is counted from its filters over the
 * pharmacy's demo clients ({@link DemoClientCount}), never stored.
 */
export interface DemoRecipientSegment {
  readonly id: string;
  readonly eid: number;
  readonly name: string;
  /** How many clients passed its filters when the segmentation screen saved it (a record of that save). */
  readonly count?: number;
  /** The segmentation's filters; none set reaches every client. */
  readonly filters?: SegmentationFilters;
}

/**
 * How many of a pharmacy's demo clients pass a segmentation's filters: the segmentation's own client
 * search (`countDemoClients` of the segmentation adapters, given by the composition root), the one
 * source of a segment's reach.
 */
export type DemoClientCount = (eid: number, filters: SegmentationFilters) => Promise<number>;

/** An uploaded recipients file as the demo's storage service keeps it: the CSV, not the original bytes. */
export interface DemoRecipientFile {
  readonly id: string;
  readonly eid: number;
  /** The original file's name. */
  readonly name: string;
  /**
   * The CSV as uploaded, UTF-8: the Blob it came as (stored and shared with other tabs as a handle, so a
   * large list is never copied on the page), or its bytes.
   */
  readonly csv: Uint8Array | Blob;
  /** The original file's size in bytes. */
  readonly size: number;
  readonly uploadedAt: number;
}

/** A test send the demo recorded instead of sending it: the pharmacy's test outbox. */
export type DemoSentTest =
  | { readonly id: string; readonly channel: 'email'; readonly test: EmailTest; readonly sentAt: number }
  | { readonly id: string; readonly channel: 'sms'; readonly test: SmsTest; readonly sentAt: number };

/**
 * Bumped when the stored segments' or test sends' shape changes: changes of another
 * version are dropped. (A segment's `filters` is optional, so segments stored without it still read.)
 */
export const CAMPAIGN_AUDIENCE_DEMO_VERSION = 1;

/** Where the demo says an uploaded file is kept (`segment.excel`, `segment.xlsx`). */
export const DEMO_RECIPIENTS_URL = 'memory://recipients';

const hex8 = (value: number): string => (Math.max(0, Math.floor(value)) >>> 0).toString(16).padStart(8, '0');

/** The first eight hex digits of every demo segment id, so that one never reads as a campaign's creation second. */
const SEGMENT_ID_PREFIX = '5e9a0000';

/**
 * The id of a pharmacy's `number`-th demo segment: 24 hex digits, as the service's ids look (a fixed
 * prefix, the pharmacy, the number).
 */
export function recipientSegmentId(eid: number, number: number): string {
  return `${SEGMENT_ID_PREFIX}${hex8(eid)}${hex8(number)}`;
}

/**
 * The saved segmentations of the documented pharmacies, fixed so the README and the tests can name
 * them: Farmacia Llorente (500) has seven, 512 and 900 two each. The campaigns of a pharmacy go to its
 * first four segments (the first for email, the second for SMS, the others for either:
 * `generatePharmacyCampaigns`). Farmacia Llorente's last one, 'Mayores de 100 años', reaches none of the
 * generated clients (none is over 92), so the wizard's empty case shows. What each reaches follows from
 * its filters, which follow its name ({@link demoSegmentFilters}).
 */
function fixedSegments(eid: number, city: string): readonly string[] | undefined {
  switch (eid) {
    case MAIN_DEMO_EID:
      return [
        'Clientes con tarjeta de fidelización',
        'Mayores de 65 años',
        'Compraron protección solar este verano',
        'Familias con bebés',
        `Clientes de ${city}`,
        'Interesadas en dermocosmética',
        'Mayores de 100 años',
      ];
    case SECOND_DEMO_EID:
      return ['Clientes con tarjeta de fidelización', 'Mayores de 65 años'];
    case DEMO_ENTITY_EID:
      return ['Clientes con email', 'Pacientes crónicos'];
    default:
      return undefined;
  }
}

/** What the other pharmacies may have saved, drawn from. */
const GENERATED_SEGMENT_NAMES = [
  'Clientes con tarjeta de fidelización',
  'Mayores de 65 años',
  'Clientes de parafarmacia',
  'Compraron antigripales el último invierno',
  'Familias con niños',
  'Clientes con compras este mes',
] as const;

/** A calendar date 'yyyy-MM-dd', as the segmentation filters hold them. */
const isoDate = (date: DateTime): string => date.toFormat('yyyy-MM-dd');

/**
 * The filters of a generated segment, after what its name says, at `now` (epoch ms, the data set's
 * "now") for a pharmacy whose clients live mostly in `city` (their home city); undefined for a name no
 * filter expresses. Ids are those of the segmentation demo's master data: product families 100
 * Dermocosmética (103 Protección solar), 200 Higiene, 300 Nutrición, 402 Respiratorio, 500 Infantil, 600
 * Ortopedia; client categories 3 Crónico, 4 Mamás y bebés. "This summer" is June to August of the last summer begun, "last winter" December to
 * February of the last winter begun, "this month" the month of `now`.
 */
function demoSegmentFilters(name: string, context: { readonly now: number; readonly city: string }): SegmentationFilters | undefined {
  const empty = EMPTY_SEGMENTATION_FILTERS;
  const today = DateTime.fromMillis(context.now, { zone: PRODUCT_TIME_ZONE });
  const summer = today.month >= 6 ? today.year : today.year - 1;
  const winter = today.month === 12 ? today.year : today.year - 1;
  switch (name) {
    case 'Clientes con tarjeta de fidelización':
      return { ...empty, loyalty: { ...empty.loyalty, withCard: true } };
    case 'Mayores de 65 años':
      return { ...empty, age: { ...empty.age, moreThan: 65 } };
    case 'Mayores de 100 años':
      return { ...empty, age: { ...empty.age, moreThan: 100 } };
    case 'Compraron protección solar este verano':
      return { ...empty, productFamilies: ['103'], saleDate: { from: `${summer}-06-01`, until: `${summer}-08-31` } };
    case 'Familias con bebés':
      return { ...empty, clientCategories: ['4'] };
    case `Clientes de ${context.city}`:
      return { ...empty, place: { ...empty.place, cities: [context.city] } };
    case 'Interesadas en dermocosmética':
      return { ...empty, genre: { ...empty.genre, female: true }, productFamilies: ['100'] };
    case 'Clientes con email':
      return { ...empty, origin: { ...empty.origin, email: true } };
    case 'Pacientes crónicos':
      return { ...empty, clientCategories: ['3'] };
    case 'Clientes de parafarmacia':
      return { ...empty, productFamilies: ['100', '200', '300', '500', '600'] };
    case 'Compraron antigripales el último invierno': {
      const end = DateTime.fromObject({ year: winter + 1, month: 2 }, { zone: PRODUCT_TIME_ZONE }).endOf('month');
      return { ...empty, productFamilies: ['402'], saleDate: { from: `${winter}-12-01`, until: isoDate(end) } };
    }
    case 'Familias con niños':
      return { ...empty, productFamilies: ['500'] };
    case 'Clientes con compras este mes':
      return { ...empty, saleDate: { from: isoDate(today.startOf('month')), until: null } };
    default:
      return undefined;
  }
}

/**
 * A pharmacy's saved segmentations, a function of the pharmacy, the data set's "now" and `random` alone
 * (the random source of collection `campaignSegments.{eid}`), so that the campaigns generated for the
 * pharmacy can go to them. The documented pharmacies have fixed ones ({@link fixedSegments}); every
 * other pharmacy of the data set none, one or two drawn from `random`; a pharmacy the data set lacks
 * none. Each has the filters its name says ({@link demoSegmentFilters}), drawn from nothing random.
 */
export function generateRecipientSegments(options: { readonly eid: number; readonly random: SeededRandom; readonly data: DemoData }): DemoRecipientSegment[] {
  const { eid, random } = options;
  const pharmacy = options.data.pharmacies.find((candidate) => candidate.eid === eid);
  if (pharmacy === undefined) return [];
  const [city] = clientHomeCityOf(eid);
  const segment = (name: string, index: number): DemoRecipientSegment => {
    const filters = demoSegmentFilters(name, { now: options.data.generatedAt, city });
    return { id: recipientSegmentId(eid, index + 1), eid, name, ...(filters === undefined ? {} : { filters }) };
  };
  const fixed = fixedSegments(eid, city);
  if (fixed !== undefined) return fixed.map(segment);
  const howMany = random.int(0, 2);
  const names = [...GENERATED_SEGMENT_NAMES];
  return Array.from({ length: howMany }, (_, index) => segment(names.splice(random.int(0, names.length - 1), 1)[0] ?? GENERATED_SEGMENT_NAMES[0], index));
}

/**
 * The name of the collection of a pharmacy's saved segmentations: the campaign audience reads it, the
 * segmentation screen's saved segmentations (`InMemorySavedSegmentations`) read and write it.
 */
export const recipientSegmentsCollection = (eid: number): string => `campaignSegments.${eid}`;

/** A pharmacy's saved segmentations, generated on their first read, with the trainee's changes over them. */
export function pharmacyRecipientSegments(db: DemoDatabase, eid: number): DemoCollection<DemoRecipientSegment> {
  return db.collection<DemoRecipientSegment>(recipientSegmentsCollection(eid), {
    version: CAMPAIGN_AUDIENCE_DEMO_VERSION,
    key: (segment) => segment.id,
    generate: ({ random, data }) => generateRecipientSegments({ eid, random, data }),
  });
}

/** Bumped when the stored recipient files' shape changes (2: the CSV kept as a Blob or bytes, not text). */
export const RECIPIENT_FILES_DEMO_VERSION = 2;

/** The recipient files uploaded for a pharmacy, in the order they were uploaded (none are generated). */
export function pharmacyRecipientFiles(db: DemoDatabase, eid: number): DemoCollection<DemoRecipientFile> {
  return db.collection<DemoRecipientFile>(`campaignRecipients.${eid}`, { version: RECIPIENT_FILES_DEMO_VERSION, key: (file) => file.id, generate: () => [] });
}

/** The test sends of a pharmacy, in the order they were made (none are generated). */
export function pharmacyTestOutbox(db: DemoDatabase, eid: number): DemoCollection<DemoSentTest> {
  return db.collection<DemoSentTest>(`campaignTests.${eid}`, { version: CAMPAIGN_AUDIENCE_DEMO_VERSION, key: (sent) => sent.id, generate: () => [] });
}

/** The id of a record stored at `now` for a pharmacy: the second, the pharmacy and a sequence, eight hex digits each. */
export function storedRecordId(now: number, eid: number, sequence: number): string {
  return `${hex8(now / 1000)}${hex8(eid)}${hex8(sequence)}`;
}
