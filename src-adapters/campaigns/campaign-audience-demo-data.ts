import type { EmailTest, SmsTest } from '@domain/campaigns';
import { DEMO_ENTITY_EID, MAIN_DEMO_EID, SECOND_DEMO_EID, type DemoCollection, type DemoData, type DemoDatabase, type SeededRandom } from '@adapters/demo';

/** A saved segmentation of a demo pharmacy, with how many clients it reaches. */
export interface DemoRecipientSegment {
  readonly id: string;
  readonly eid: number;
  readonly name: string;
  /** What GET /api/v2/getSegmentSendCount answers for it. */
  readonly count: number;
}

/** An uploaded recipients file as the demo's storage service keeps it: the CSV, not the original bytes. */
export interface DemoRecipientFile {
  readonly id: string;
  readonly eid: number;
  /** The original file's name. */
  readonly name: string;
  readonly csv: string;
  /** The original file's size in bytes. */
  readonly size: number;
  readonly uploadedAt: number;
}

/** A test send the demo recorded instead of sending it: the pharmacy's test outbox. */
export type DemoSentTest =
  | { readonly id: string; readonly channel: 'email'; readonly test: EmailTest; readonly sentAt: number }
  | { readonly id: string; readonly channel: 'sms'; readonly test: SmsTest; readonly sentAt: number };

/** Bumped when the stored recipient files' or test sends' shape changes: changes of another version are dropped. */
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
 * first four segments that reach clients (the first for email, the second for SMS, the others for
 * either: `generatePharmacyCampaigns`). Farmacia Llorente's last one reaches nobody, so the wizard's
 * empty case shows.
 */
function fixedSegments(eid: number, pharmacy: DemoData['pharmacies'][number]): readonly (readonly [name: string, count: number])[] | undefined {
  switch (eid) {
    case MAIN_DEMO_EID:
      return [
        ['Clientes con tarjeta de fidelización', 2931],
        ['Mayores de 65 años', 1284],
        ['Compraron protección solar este verano', 876],
        ['Familias con bebés', 412],
        [`Clientes de ${pharmacy.city}`, 3517],
        ['Interesadas en dermocosmética', 689],
        ['Sin compras en el último año', 0],
      ];
    case SECOND_DEMO_EID:
      return [
        ['Clientes con tarjeta de fidelización', 742],
        ['Mayores de 65 años', 389],
      ];
    case DEMO_ENTITY_EID:
      return [
        ['Clientes con email', 1520],
        ['Pacientes crónicos', 268],
      ];
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

/**
 * A pharmacy's saved segmentations, a function of the pharmacy and `random` alone (the random source of
 * collection `campaignSegments.{eid}`), so that the campaigns generated for the pharmacy can go to them.
 * The documented pharmacies have fixed ones ({@link fixedSegments}); every other pharmacy of the data set
 * none, one or two drawn from `random`; a pharmacy the data set lacks none.
 */
export function generateRecipientSegments(options: { readonly eid: number; readonly random: SeededRandom; readonly data: DemoData }): DemoRecipientSegment[] {
  const { eid, random } = options;
  const pharmacy = options.data.pharmacies.find((candidate) => candidate.eid === eid);
  if (pharmacy === undefined) return [];
  const segment = (name: string, count: number, index: number): DemoRecipientSegment => ({ id: recipientSegmentId(eid, index + 1), eid, name, count });
  const fixed = fixedSegments(eid, pharmacy);
  if (fixed !== undefined) return fixed.map(([name, count], index) => segment(name, count, index));
  const howMany = random.int(0, 2);
  const names = [...GENERATED_SEGMENT_NAMES];
  return Array.from({ length: howMany }, (_, index) => {
    const name = names.splice(random.int(0, names.length - 1), 1)[0] ?? GENERATED_SEGMENT_NAMES[0];
    return segment(name, random.int(60, 1800), index);
  });
}

/** The name of the collection of a pharmacy's saved segmentations (never written: they are read only here). */
export const recipientSegmentsCollection = (eid: number): string => `campaignSegments.${eid}`;

/** A pharmacy's saved segmentations, generated on their first read. */
export function pharmacyRecipientSegments(db: DemoDatabase, eid: number): DemoCollection<DemoRecipientSegment> {
  return db.collection<DemoRecipientSegment>(recipientSegmentsCollection(eid), {
    version: CAMPAIGN_AUDIENCE_DEMO_VERSION,
    key: (segment) => segment.id,
    generate: ({ random, data }) => generateRecipientSegments({ eid, random, data }),
  });
}

/** The recipient files uploaded for a pharmacy, in the order they were uploaded (none are generated). */
export function pharmacyRecipientFiles(db: DemoDatabase, eid: number): DemoCollection<DemoRecipientFile> {
  return db.collection<DemoRecipientFile>(`campaignRecipients.${eid}`, { version: CAMPAIGN_AUDIENCE_DEMO_VERSION, key: (file) => file.id, generate: () => [] });
}

/** The test sends of a pharmacy, in the order they were made (none are generated). */
export function pharmacyTestOutbox(db: DemoDatabase, eid: number): DemoCollection<DemoSentTest> {
  return db.collection<DemoSentTest>(`campaignTests.${eid}`, { version: CAMPAIGN_AUDIENCE_DEMO_VERSION, key: (sent) => sent.id, generate: () => [] });
}

/** The id of a record stored at `now` for a pharmacy: the second, the pharmacy and a sequence, eight hex digits each. */
export function storedRecordId(now: number, eid: number, sequence: number): string {
  return `${hex8(now / 1000)}${hex8(eid)}${hex8(sequence)}`;
}
