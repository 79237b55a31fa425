import type { Entity, Session, User } from '@domain/session';

/** A pharmacy user with the rights given (none by default). */
export function aUser(overrides: Partial<User> = {}): User {
  return { uid: 42, name: 'Lucía Ramos', username: 'lucia', lang: 'es', rights: {}, owner: 'provider', ...overrides };
}

/** A pharmacy. */
export function aPharmacy(overrides: Partial<Entity> = {}): Entity {
  return { eid: 731, name: 'Farmacia Ramos', erp: 'Farmatic', isDemo: false, rights: {}, ...overrides };
}

/** The back-office identity (eid -1). */
export function theBackofficeEntity(): Entity {
  return { eid: -1, name: 'Backoffice', erp: '', isDemo: false, rights: {} };
}

/** A pharmacy user's session expiring at `expiresAt`. */
export function aPharmacySession(overrides: Partial<Session> = {}): Session {
  return { user: aUser(), entity: aPharmacy(), token: 'pharmacy-token', expiresAt: 2_000_000_000_000, ...overrides };
}

/** The back-office user's own session. */
export function aBackofficeSession(overrides: Partial<Session> = {}): Session {
  return { user: aUser({ uid: 1, name: 'Beatriz', username: 'backoffice' }), entity: theBackofficeEntity(), token: 'backoffice-token', expiresAt: 2_000_000_000_000, ...overrides };
}
