import * as v from 'valibot';
import type { Session, SessionStore } from '@domain/session';
import { SESSION_KEY_PREFIX, type KeyValueStorage } from '@adapters/shared';
import { storedSession } from './session.dto';

/** The current-user key of local storage (spec 1 §3). */
export const CURRENT_USER_KEY = 'backoffice.currentUser';
/** The session-storage key of the address to return to after login (spec 1 §2.2). */
export const REDIRECT_TARGET_KEY = 'backoffice.redirectTarget';

function parse(text: string): Session | undefined {
  try {
    const parsed = v.safeParse(storedSession, JSON.parse(text));
    return parsed.success ? { ...parsed.output, entity: parsed.output.entity } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The current user in local storage (shared by every tab) and the redirect target in session storage
 * (this tab only). Clearing removes every session-scoped key, so tokens of external services go too;
 * other tabs hear of it through the storage event.
 *
 * When local storage is full (or refused), the session is kept in this tab's session storage, which
 * has a quota of its own: a reload of the tab keeps the user signed in, and only other tabs do not see
 * the session. A stale session of local storage is removed then, so it cannot come back instead.
 */
export class StorageSessionStore implements SessionStore {
  private readonly local: KeyValueStorage;
  private readonly tab: KeyValueStorage;
  /** The text last read and what it held: the same text answers the same session, not a copy. */
  private lastRead: { readonly text: string; readonly session: Session | undefined } | undefined;

  constructor(deps: { local: KeyValueStorage; tab: KeyValueStorage }) {
    this.local = deps.local;
    this.tab = deps.tab;
  }

  load(): Session | undefined {
    const text = this.local.get(CURRENT_USER_KEY) ?? this.tab.get(CURRENT_USER_KEY);
    if (text === undefined) return undefined;
    // Every navigation asks for the session: an unchanged one is neither parsed again nor a new object,
    // so the screens that show it are not drawn again.
    if (this.lastRead?.text === text) return this.lastRead.session;
    const session = parse(text);
    this.lastRead = { text, session };
    return session;
  }

  save(session: Session): void {
    const text = JSON.stringify(session);
    if (this.local.set(CURRENT_USER_KEY, text)) {
      this.tab.remove(CURRENT_USER_KEY);
      return;
    }
    // No room: the previous value is removed (which frees its space), then written once more.
    this.local.remove(CURRENT_USER_KEY);
    if (this.local.set(CURRENT_USER_KEY, text)) {
      this.tab.remove(CURRENT_USER_KEY);
      return;
    }
    this.local.remove(CURRENT_USER_KEY);
    this.tab.set(CURRENT_USER_KEY, text);
  }

  clear(): void {
    this.local.remove(CURRENT_USER_KEY);
    this.tab.remove(CURRENT_USER_KEY);
    for (const key of this.local.keys()) if (key.startsWith(SESSION_KEY_PREFIX)) this.local.remove(key);
    for (const key of this.tab.keys()) if (key.startsWith(SESSION_KEY_PREFIX)) this.tab.remove(key);
  }

  subscribe(listener: (session: Session | undefined) => void): () => void {
    return this.local.onExternalChange((key) => {
      if (key === undefined || key === CURRENT_USER_KEY) listener(this.load());
    });
  }

  rememberRedirectTarget(href: string): void {
    this.tab.set(REDIRECT_TARGET_KEY, href);
  }

  takeRedirectTarget(): string | undefined {
    const href = this.tab.get(REDIRECT_TARGET_KEY);
    this.tab.remove(REDIRECT_TARGET_KEY);
    return href;
  }
}
