/**
 * A user's numeric rights per right name (spec 2 §6, spec 3 §6): `{ campaigns: 2, dashboard: 1 }`.
 * A missing right is level 0.
 */
export type UserRights = Readonly<Record<string, number>>;

/** An entity's rights and modules, each `true` or the text `'true'` when granted (spec 2 §6). */
export type EntityRights = Readonly<Record<string, boolean | string>>;

/** The person signed in (spec 2 §3 "Session and entity flags"). */
export interface User {
  readonly uid: number;
  readonly name: string;
  readonly username: string;
  readonly lang: 'es' | 'en';
  readonly rights: UserRights;
  /** Who manages this user; a partner's owner is or contains the partner marker. */
  readonly owner: string;
}

/** The entity (pharmacy) a session acts for; eid -1 is the back-office identity (spec 2 §1). */
export interface Entity {
  readonly eid: number;
  readonly name: string;
  readonly erp: string;
  readonly isDemo: boolean;
  /** Entity rights and modules such as `module_segments_active` (true or 'true'). */
  readonly rights: EntityRights;
}

/**
 * The back-office session kept while a back-office user works inside a pharmacy, so that they can
 * swap back (spec 2 §4 Session).
 */
export interface BackofficeContext {
  readonly token: string;
  readonly expiresAt: number;
  readonly entity: Entity;
  /** The back-office identity's digital-services token, restored on swapping back. */
  readonly dsToken?: string | undefined;
}

/**
 * The current user as kept in local storage (spec 1 §3 "Current user"): identity, the entity acted
 * for, the access token and its expiry (epoch ms), and the back-office context after a swap.
 */
export interface Session {
  readonly user: User;
  readonly entity: Entity | undefined;
  readonly token: string;
  readonly expiresAt: number;
  readonly backoffice?: BackofficeContext | undefined;
  /**
   * The digital-services API's token (spec 3 §3 Session "dsToken"), which the timetable calls carry
   * instead of the main API's; undefined when the login answer had none.
   */
  readonly dsToken?: string | undefined;
  /** Whether the legal-terms popup was already offered in this session (spec 2 §6: once per session). */
  readonly legalTermsOffered?: boolean | undefined;
}

/** The eid of the back-office identity (spec 2 §1). */
export const BACKOFFICE_EID = -1;

/**
 * A user is a back-office user when the session acts as the back-office identity (eid -1), has no
 * entity (an administrator, spec 3 §6) or keeps a back-office context after swapping into a pharmacy
 * (spec 2 §6, spec 3 §6).
 */
export function isBackofficeUser(session: Session): boolean {
  return session.entity === undefined || session.entity.eid === BACKOFFICE_EID || session.backoffice !== undefined;
}

/** The pharmacy the session acts for, or undefined for the back-office identity or no entity. */
export function activePharmacy(session: Session): Entity | undefined {
  return session.entity !== undefined && session.entity.eid !== BACKOFFICE_EID ? session.entity : undefined;
}
