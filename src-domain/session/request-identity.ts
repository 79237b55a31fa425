import { BACKOFFICE_EID, type Session } from './session';

/** The identity a request carries in its eid, uid and access-token headers. */
export interface RequestIdentity {
  readonly eid: number;
  readonly uid: number;
  readonly token: string;
  /** The digital-services API's token (spec 3 §3 Session "dsToken"), sent to that API instead of `token`. */
  readonly dsToken?: string | undefined;
}

/**
 * Requests carry eid, uid and access token; they use the back-office token and the selected entity
 * when a back-office context is present, else the user's own token (spec 1 §7, spec 2 §6). The
 * digital-services token is the session's own: the pharmacy's after a swap into it.
 */
export function requestIdentity(session: Session): RequestIdentity {
  return {
    eid: session.entity?.eid ?? BACKOFFICE_EID,
    uid: session.user.uid,
    token: session.backoffice?.token ?? session.token,
    dsToken: session.dsToken,
  };
}
