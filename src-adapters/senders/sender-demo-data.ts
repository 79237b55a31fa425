import type { Sender } from '@domain/senders';
import { smsSenderName } from '@domain/sms';
import { DEMO_ENTITY_EID, MAIN_DEMO_EID, PARTNER_DEMO_EID, SECOND_DEMO_EID, type DemoDatabase, type DemoPharmacy, type SeededRandom } from '@adapters/demo';

/** A sender as the demo server keeps it: with its pharmacy. */
export interface DemoSender extends Sender {
  readonly eid: number;
}

/** Bumped when the stored senders' shape changes: changes of another version are dropped. */
export const SENDER_DEMO_VERSION = 1;

/**
 * The senders of the documented accounts' pharmacies, fixed so the README can describe them: `farmacia`'s
 * pharmacy (500) has a verified sender; `farmacia2`'s (512) and the `demo` account's (900) have one
 * waiting for its verification email; the `socio` account's (520) has none.
 */
const FIXED_SENDERS: ReadonlyMap<number, Sender | undefined> = new Map<number, Sender | undefined>([
  [MAIN_DEMO_EID, { name: 'Farmacia Llorente', email: 'info@farmacia-llorente.es', smsSender: 'FLlorente', active: true, fromEmail: 'info@farmacia-llorente.es' }],
  [SECOND_DEMO_EID, { name: 'Farmacia Prieto Navarro', email: 'contacto@farmacia-prieto-navarro.es', smsSender: 'FPrieto', active: false, fromEmail: undefined }],
  [PARTNER_DEMO_EID, undefined],
  [DEMO_ENTITY_EID, { name: 'Farmacia Demostración', email: 'hola@farmacia-demostracion.es', smsSender: 'FDemo', active: false, fromEmail: undefined }],
]);

/** The SMS display name of a pharmacy: 'F' and the first word of its name after 'Farmacia', plain letters, at most 11. */
function smsSenderOf(pharmacyName: string): string {
  const word = pharmacyName.replace(/^Farmacia\s+/, '').split(/\s+/)[0] ?? '';
  const plain = word.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^A-Za-z0-9]/g, '');
  return smsSenderName(`F${plain}`);
}

/**
 * The sender a pharmacy of the data set starts with: about six in ten have a verified sender, fifteen in
 * a hundred one not verified yet, and the rest none. The address is the pharmacy's contact address.
 */
function generatedSender(pharmacy: DemoPharmacy, random: SeededRandom): Sender | undefined {
  const draw = random.next();
  if (draw >= 0.75) return undefined;
  const active = draw < 0.6;
  return { name: pharmacy.name, email: pharmacy.contactEmail, smsSender: smsSenderOf(pharmacy.name), active, fromEmail: active ? pharmacy.contactEmail : undefined };
}

/** The senders part of a demo database. */
export interface SenderDemo {
  /** The pharmacy's sender as it now stands; undefined when it has none (or is not a pharmacy of the data set). */
  get(eid: number): Sender | undefined;
  /** Keeps `sender` as the pharmacy's. */
  put(eid: number, sender: Sender): void;
  /** Whether the data set has pharmacy `eid`. */
  hasPharmacy(eid: number): boolean;
}

/**
 * The pharmacies' senders: each one's generated on its own when first asked for (so thousands of
 * pharmacies cost nothing until opened), with the trainee's changes over them in the overlay.
 */
export function senderDemo(db: DemoDatabase): SenderDemo {
  const changed = db.collection<DemoSender>('senders', { version: SENDER_DEMO_VERSION, key: (sender) => String(sender.eid), generate: () => [] });
  const pharmacy = (eid: number): DemoPharmacy | undefined => db.read().pharmacies.find((candidate) => candidate.eid === eid);
  const generated = (eid: number): Sender | undefined =>
    db.generatedRecord('senders', String(eid), ({ random }) => {
      if (FIXED_SENDERS.has(eid)) return { sender: FIXED_SENDERS.get(eid) };
      const found = pharmacy(eid);
      return { sender: found === undefined ? undefined : generatedSender(found, random) };
    }).sender;
  return {
    get: (eid) => {
      const stored = changed.get(String(eid));
      if (stored === undefined) return generated(eid);
      const { eid: _eid, ...sender } = stored;
      return sender;
    },
    put: (eid, sender) => changed.put({ ...sender, eid }),
    hasPharmacy: (eid) => pharmacy(eid) !== undefined,
  };
}
