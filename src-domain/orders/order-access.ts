import { activePharmacy, isPartner, type Session } from '@domain/session';

/**
 * Who opens the express orders (spec 3 §2, §6; spec 2 "Dashboard": the Express order tile is for
 * pharmacies, never partners): a session acting for a pharmacy (its own users, or a back-office user
 * who entered it) whose user is not a partner. Whether the pharmacy's service is configured is the
 * shop's answer, which the screen shows.
 */
export function canOpenExpressOrders(session: Session): boolean {
  return activePharmacy(session) !== undefined && !isPartner(session.user);
}
