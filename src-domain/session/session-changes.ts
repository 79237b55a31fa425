import { BACKOFFICE_EID, isBackofficeUser, type Entity, type Session } from './session';

/** What a swap into a pharmacy grants: the pharmacy, and a token for it with its expiry. */
export interface EntityGrant {
  readonly entity: Entity;
  readonly token: string;
  readonly expiresAt: number;
  /** The pharmacy's digital-services token, when the entity login gave one. */
  readonly dsToken?: string | undefined;
}

/** Why a swap was refused. */
export type SwapError = 'NOT_BACKOFFICE' | 'NOT_A_PHARMACY';

/**
 * A back-office user enters a pharmacy and keeps the back-office session to swap back (spec 2 §4
 * Session, spec 3 §4). Swapping from one pharmacy to another keeps the original back-office context.
 */
export function sessionAfterSwap(session: Session, grant: EntityGrant): { ok: true; session: Session } | { ok: false; error: SwapError } {
  if (!isBackofficeUser(session)) return { ok: false, error: 'NOT_BACKOFFICE' };
  if (grant.entity.eid === BACKOFFICE_EID) return { ok: false, error: 'NOT_A_PHARMACY' };
  const backoffice = session.backoffice ?? { token: session.token, expiresAt: session.expiresAt, entity: session.entity ?? backofficeEntity(), dsToken: session.dsToken };
  return {
    ok: true,
    session: {
      user: session.user,
      entity: grant.entity,
      token: grant.token,
      expiresAt: grant.expiresAt,
      backoffice,
      dsToken: grant.dsToken,
      legalTermsOffered: session.legalTermsOffered,
    },
  };
}

/** The back-office identity's session, restored from the context kept by a swap; undefined when there is none. */
export function sessionAfterSwapBack(session: Session): Session | undefined {
  const backoffice = session.backoffice;
  if (backoffice === undefined) return undefined;
  return {
    user: session.user,
    entity: backoffice.entity,
    token: backoffice.token,
    expiresAt: backoffice.expiresAt,
    dsToken: backoffice.dsToken,
    legalTermsOffered: session.legalTermsOffered,
  };
}

/**
 * Logging out inside a pharmacy returns to the back-office user (spec 2 §6); otherwise the session
 * ends (undefined).
 */
export function sessionAfterLogout(session: Session): Session | undefined {
  return sessionAfterSwapBack(session);
}

/** The back-office identity as an entity (eid -1). */
export function backofficeEntity(): Entity {
  return { eid: BACKOFFICE_EID, name: 'Backoffice', erp: '', isDemo: false, rights: {} };
}
