import { EMPTY_EMAIL_HEADER_DOCUMENT, editEmailDocument, emailDesignOf, parseEmailDocument, type EmailBlockEdit, type EmailDocument } from '@domain/templates';
import { MAIN_DEMO_EID, type DemoCollection, type DemoData, type DemoDatabase, type DemoPharmacy } from '@adapters/demo';

/** A pharmacy's email header as the demo server keeps it: what the real one is sent (spec 2 §7: json, desc). */
export interface DemoEmailHeader {
  readonly eid: number;
  /** The design, as JSON text. */
  readonly json: string;
  readonly description: string;
}

/** Bumped when the stored headers' shape changes: changes of another version are dropped. */
export const EMAIL_HEADER_DEMO_VERSION = 1;

/** The name of the collection of the pharmacies' email headers. */
export const EMAIL_HEADERS_COLLECTION = 'emailHeaders';

/** A phone number in groups of three digits ('985000500' → '985 000 500'). */
const groupedPhone = (phone: string): string => phone.replace(/(\d{3})(?=\d)/g, '$1 ');

/** The pharmacy's address line: street and number, postal code and city, and the phone. */
export function pharmacyAddressLine(pharmacy: DemoPharmacy): string {
  return `${pharmacy.street} ${pharmacy.number}, ${pharmacy.postalCode} ${pharmacy.city} · ${groupedPhone(pharmacy.phone)}`;
}

/**
 * The header a pharmacy starts with, in the block designer's format: its name as a centred heading, its
 * address line as a centred paragraph, and a divider, 500 px wide, made the way the designer makes a new
 * header (adding blocks and editing them).
 */
export function demoHeaderDocument(pharmacy: DemoPharmacy): EmailDocument {
  const edits: readonly EmailBlockEdit[] = [
    { type: 'add', kind: 'text' },
    { type: 'change', id: 1, changes: { text: pharmacy.name, style: 'heading', align: 'center' } },
    { type: 'add', kind: 'text' },
    { type: 'change', id: 2, changes: { text: pharmacyAddressLine(pharmacy), style: 'paragraph', align: 'center' } },
    { type: 'add', kind: 'divider' },
  ];
  return edits.reduce(editEmailDocument, EMPTY_EMAIL_HEADER_DOCUMENT);
}

/** The headers of the data set: Farmacia Llorente (500) has one; every other pharmacy none. */
export function generateEmailHeaders(data: DemoData): DemoEmailHeader[] {
  const main = data.pharmacies.find((pharmacy) => pharmacy.eid === MAIN_DEMO_EID);
  if (main === undefined) return [];
  return [{ eid: MAIN_DEMO_EID, json: emailDesignOf(demoHeaderDocument(main)).content, description: `Cabecera de ${main.name}` }];
}

/** The pharmacies' email headers, with the trainee's creations and changes in the overlay. */
export function emailHeaders(db: DemoDatabase): DemoCollection<DemoEmailHeader> {
  return db.collection<DemoEmailHeader>(EMAIL_HEADERS_COLLECTION, {
    version: EMAIL_HEADER_DEMO_VERSION,
    key: (header) => String(header.eid),
    generate: ({ data }) => generateEmailHeaders(data),
  });
}

/**
 * The HTML the demo server answers for a design: the block designer's own rendering of a block design
 * (what the designer saves with it), '' for another editor's design.
 */
export function headerHtml(json: string): string {
  const document = parseEmailDocument(json);
  return document.ok ? emailDesignOf(document.value).html : '';
}
