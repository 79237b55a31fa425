import { portMethods, token } from '@domain/shared-kernel';
import type { EntityGrant } from './session-changes';
import type { Session } from './session';

/** Sign-in calls of spec 2 §7 and spec 3 §7 "Session". Failures reject with an ApiError. */
export interface SessionGateway {
  /** POST /api/v1/login/user {user, password}. */
  login(username: string, password: string): Promise<Session>;
  /** GET /api/v1/login/embedded/{token}/uid/{uid}/eid/{eid}. */
  embeddedLogin(token: string, uid: number, eid: number): Promise<Session>;
  /** POST {auth}/login/embedded/{token}: the embedded login of screens opened with `?embedded&token`. */
  tokenLogin(token: string): Promise<Session>;
  /** GET /api/v1/login/eid/{eid}, sent with the back-office identity of `session`. */
  entityLogin(eid: number, session: Session): Promise<EntityGrant>;
}

/** Token of the {@link SessionGateway} port. */
export const SessionGateway = token<SessionGateway>('session.SessionGateway');

/** Keeps the current user across reloads and tabs (spec 1 §3: local storage, current-user key). */
export interface SessionStore {
  load(): Session | undefined;
  save(session: Session): void;
  /** Clears every piece of session data (ASVS 14.3.1): the current user and what was kept for it. */
  clear(): void;
  /** Calls `listener` when another tab changes or clears the session; returns the unsubscribe. */
  subscribe(listener: (session: Session | undefined) => void): () => void;
  /** Keeps an in-app address to return to after login (spec 1 §2.2: session storage, redirect-target key). */
  rememberRedirectTarget(href: string): void;
  /** Returns and forgets the remembered address. */
  takeRedirectTarget(): string | undefined;
}

/** Token of the {@link SessionStore} port. */
export const SessionStore = token<SessionStore>('session.SessionStore');

/** Every call of the {@link SessionGateway} port. */
export const SessionGatewayMethods = portMethods<SessionGateway>()('login', 'embeddedLogin', 'tokenLogin', 'entityLogin');
