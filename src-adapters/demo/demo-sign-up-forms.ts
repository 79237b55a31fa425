import type { SignUpStatus } from '@domain/pharmacy-config';
import type { DemoCollection, DemoDatabase } from './demo-database';

/**
 * What the entity list and the pharmacy configuration both read of a pharmacy's sign-up form in the
 * demo: one stored record per pharmacy whose configuration was changed (the configuration keeps the
 * whole of it there), the pharmacy's starting form otherwise.
 */
export interface DemoSignUpRecord {
  readonly eid: number;
  readonly signUp: { readonly status: SignUpStatus };
  /** When the sign-up form was last sent (epoch ms): the demo pharmacy completes it {@link SIGN_UP_COMPLETION_MS} later. */
  readonly signUpSentAt: number | undefined;
}

/** How long after a sign-up form is sent the demo pharmacy fills it in: two minutes of the injected clock. */
export const SIGN_UP_COMPLETION_MS = 2 * 60 * 1000;

const COLLECTION = 'pharmacy-config';
const VERSION = 1;

/** The stored pharmacy configurations (only those that were changed), one collection for every reader. */
export function pharmacyConfigChanges<T extends DemoSignUpRecord>(db: DemoDatabase): DemoCollection<T> {
  return db.collection<T>(COLLECTION, { version: VERSION, key: (record) => String(record.eid), generate: () => [] });
}

/** The collection name generated configurations are cached under (see `DemoDatabase.generatedRecord`). */
export const PHARMACY_CONFIG_COLLECTION = COLLECTION;

/**
 * The sign-up form a demo pharmacy starts with: none yet (pending, without a link), sent, open,
 * completed, approved, or pending with a link, in turn by eid.
 */
export function demoSignUpStart(eid: number): { readonly status: SignUpStatus; readonly hasLink: boolean } {
  const turn = eid % 6;
  if (turn === 0) return { status: 'pending', hasLink: false };
  const statuses: readonly SignUpStatus[] = ['sent', 'open', 'completed', 'approved', 'pending'];
  return { status: statuses[turn - 1] ?? 'pending', hasLink: true };
}

/** A stored form's status at `now`: a form sent {@link SIGN_UP_COMPLETION_MS} ago or more has been completed. */
export function signUpStatusAt(record: DemoSignUpRecord, now: number): SignUpStatus {
  const sentAt = record.signUpSentAt;
  return record.signUp.status === 'sent' && sentAt !== undefined && now - sentAt >= SIGN_UP_COMPLETION_MS ? 'completed' : record.signUp.status;
}

/** Every pharmacy's sign-up form status at `now`, as its configuration shows it (the stored forms read once). */
export function demoSignUpStatuses(db: DemoDatabase, now: number): (eid: number) => SignUpStatus {
  const stored = new Map(pharmacyConfigChanges(db).all().map((record) => [record.eid, record]));
  return (eid) => {
    const record = stored.get(eid);
    return record === undefined ? demoSignUpStart(eid).status : signUpStatusAt(record, now);
  };
}
