import { BACKOFFICE_EID, type Session } from './session';

/** The identity a request carries in its eid, uid and access-token headers. */
export interface RequestIdentity {
  readonly eid: number;
  readonly uid: number;
  readonly token: string;
}

/**
 * Requests carry eid, uid and access token; they use the back-office token and the selected entity
 * when a back-office context is present, else the user's own token (spec 1 §7, spec 2 §6).
 */
export function requestIdentity(session: Session): RequestIdentity {
  return {
    eid: session.entity?.eid ?? BACKOFFICE_EID,
    uid: session.user.uid,
    token: session.backoffice?.token ?? session.token,
  };
}
