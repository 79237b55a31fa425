import { token, type Clock } from '@domain/shared-kernel';
import { isSessionValid } from './token-validity';
import { sessionAfterLogout, sessionAfterSwap, sessionAfterSwapBack } from './session-changes';
import type { Session } from './session';
import type { SessionGateway, SessionStore } from './session-gateway.port';

/** What logging out did (spec 2 §6: inside a pharmacy it returns to the back-office user). */
export type LogoutOutcome = 'logged-out' | 'returned-to-backoffice';

/** The session use cases the screens call. */
export interface SessionService {
  /** The stored session when its token lifetime lies in the future; an expired one is cleared (spec 1 §4). */
  current(): Session | undefined;
  login(username: string, password: string): Promise<Session>;
  /** Logs out first, then performs the embedded login (spec 3 §2 "Redirect screen"). */
  embeddedLogin(token: string, uid: number, eid: number): Promise<Session>;
  tokenLogin(token: string): Promise<Session>;
  /** A back-office user enters pharmacy `eid`, keeping the back-office session. */
  swapToEntity(eid: number): Promise<Session>;
  /** Back to the back-office identity; undefined when there was no back-office context. */
  swapBack(): Session | undefined;
  logout(): LogoutOutcome;
  /** Ends the session whatever it holds (an expired session, a 401, another tab's logout). */
  end(): void;
  markLegalTermsOffered(): void;
  subscribe(listener: (session: Session | undefined) => void): () => void;
  rememberRedirectTarget(href: string): void;
  takeRedirectTarget(): string | undefined;
}

/** Token of the {@link SessionService} use cases. */
export const SessionService = token<SessionService>('session.SessionService');

/** Thrown by {@link SessionService.swapToEntity} when the current user may not swap. */
export class SwapRefusedError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'SwapRefusedError';
  }
}

/** Builds the session use cases over their ports. */
export function createSessionService(deps: { gateway: SessionGateway; store: SessionStore; clock: Clock }): SessionService {
  const { gateway, store, clock } = deps;

  const current = (): Session | undefined => {
    const session = store.load();
    if (session === undefined) return undefined;
    if (isSessionValid(session, clock.now())) return session;
    store.clear();
    return undefined;
  };

  const keep = (session: Session): Session => {
    store.save(session);
    return session;
  };

  return {
    current,
    async login(username, password) {
      return keep(await gateway.login(username, password));
    },
    async embeddedLogin(embeddedToken, uid, eid) {
      store.clear();
      return keep(await gateway.embeddedLogin(embeddedToken, uid, eid));
    },
    async tokenLogin(embeddedToken) {
      return keep(await gateway.tokenLogin(embeddedToken));
    },
    async swapToEntity(eid) {
      const session = current();
      if (session === undefined) throw new SwapRefusedError('NO_SESSION');
      const grant = await gateway.entityLogin(eid, session);
      const swapped = sessionAfterSwap(session, grant);
      if (!swapped.ok) throw new SwapRefusedError(swapped.error);
      return keep(swapped.session);
    },
    swapBack() {
      const session = current();
      const restored = session === undefined ? undefined : sessionAfterSwapBack(session);
      return restored === undefined ? undefined : keep(restored);
    },
    logout() {
      const session = current();
      const next = session === undefined ? undefined : sessionAfterLogout(session);
      if (next !== undefined) {
        keep(next);
        return 'returned-to-backoffice';
      }
      store.clear();
      return 'logged-out';
    },
    end() {
      store.clear();
    },
    markLegalTermsOffered() {
      const session = current();
      if (session !== undefined) keep({ ...session, legalTermsOffered: true });
    },
    subscribe: (listener) => store.subscribe(listener),
    rememberRedirectTarget: (href) => store.rememberRedirectTarget(href),
    takeRedirectTarget: () => store.takeRedirectTarget(),
  };
}
