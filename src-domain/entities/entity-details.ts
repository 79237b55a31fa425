/**
 * The statuses of a pharmacy's sign-up form (spec 3 §4 "Sign-up form status": sent, open, completed,
 * approved, pending), as the v2 entity list shows them.
 */
export const ENTITY_FORM_STATUSES = ['sent', 'open', 'completed', 'approved', 'pending'] as const;

/** A sign-up form status of the v2 entity list (spec 3 §3 "Entity row (v2)" form_status). */
export type EntityFormStatus = (typeof ENTITY_FORM_STATUSES)[number];

/**
 * What the v2 entity list adds to a pharmacy's row (spec 3 §3 "Entity row (v2)": form_status,
 * commercial, administrative, contactMail), read from GET /api/v2/dashboard/entities.
 */
export interface EntityDetails {
  readonly eid: number;
  /** `undefined` when the pharmacy has no sign-up form yet. */
  readonly formStatus: EntityFormStatus | undefined;
  /** The commercial seller in charge of the pharmacy; '' when none. */
  readonly commercial: string;
  /** The pharmacy's administrative contact; '' when none. */
  readonly administrative: string;
  /** The contact's e-mail; '' when none. */
  readonly contactMail: string;
}

/** A row of the entity list with the v2 details, when they have been read. */
export interface EntityListEntry {
  readonly details?: EntityDetails;
}

/**
 * Reads a form status as the server may write it (any case, surrounding spaces); `undefined` for an
 * empty or unknown one. Not in the spec: the wire values are not shown.
 */
export function entityFormStatusFrom(text: string | null | undefined): EntityFormStatus | undefined {
  const value = (text ?? '').trim().toLowerCase();
  return (ENTITY_FORM_STATUSES as readonly string[]).includes(value) ? (value as EntityFormStatus) : undefined;
}

/**
 * The rows of the entity list with the v2 details of each pharmacy that has them; the rows keep their
 * order, and a row without details stays the same object.
 */
export function withEntityDetails<R extends { readonly id: number }>(rows: readonly R[], details: ReadonlyMap<number, EntityDetails>): (R & EntityListEntry)[] {
  return rows.map((row) => {
    const found = details.get(row.id);
    return found === undefined ? row : { ...row, details: found };
  });
}
