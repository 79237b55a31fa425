/** Why a pharmacy cannot be chosen for a calendar entry (spec 2 "Backoffice calendar campaigns", pharmacy chooser). */
export type PharmacyBlock = 'NO_HEADER' | 'NO_SENDER';

/**
 * Which pharmacies are ready for a calendar campaign (spec 2 §7: GET /sheets/getAllEidHaveHeader and
 * GET /sender/getAllEidHaveSender).
 */
export interface PharmacyReadiness {
  readonly eidsWithHeader: ReadonlySet<number>;
  readonly eidsWithSender: ReadonlySet<number>;
}

/**
 * Why the chooser disables a pharmacy, or `undefined` when it can be chosen (spec 2): without a header
 * ('Debes crear una cabecera para seleccionar esta farmacia'), without a sender ('falta remitente'). Not in
 * the spec: a pharmacy lacking both shows the header reason.
 */
export function pharmacyBlock(eid: number, readiness: PharmacyReadiness): PharmacyBlock | undefined {
  if (!readiness.eidsWithHeader.has(eid)) return 'NO_HEADER';
  if (!readiness.eidsWithSender.has(eid)) return 'NO_SENDER';
  return undefined;
}

/**
 * The pharmacies saved for an entry (spec 2 §7 POST /calendar/pharmacies_to_calendar arr_eid): the chosen
 * ones that are not disabled, once each, in order.
 */
export function pharmaciesToSave(chosen: readonly number[], readiness: PharmacyReadiness): readonly number[] {
  return [...new Set(chosen)].filter((eid) => pharmacyBlock(eid, readiness) === undefined);
}
