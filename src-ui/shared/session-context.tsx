import { useRouter } from '@tanstack/react-router';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Session } from '@domain/session';
import { useUiServices } from './ui-services-context';

interface SessionState {
  readonly session: Session | undefined;
  /** Reads the session again after an action of this tab changed it (login, swap, logout). */
  readonly refresh: () => void;
}

const SessionContext = createContext<SessionState | undefined>(undefined);

/** Holds the current session for rendering; other tabs' changes arrive through the session store. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const { session: sessions } = useUiServices();
  const [session, setSession] = useState(() => sessions.current());
  const router = useRouter();
  const refresh = useCallback(() => setSession(sessions.current()), [sessions]);
  useEffect(() => sessions.subscribe(refresh), [sessions, refresh]);
  // A guard or the logout address may have changed the session during navigation.
  useEffect(() => router.subscribe('onResolved', refresh), [router, refresh]);
  const value = useMemo(() => ({ session, refresh }), [session, refresh]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** The current session and a way to re-read it. */
export function useSessionState(): SessionState {
  const state = useContext(SessionContext);
  if (state === undefined) throw new Error('useSessionState needs a SessionProvider above it');
  return state;
}

/** The current session; screens under the shell always have one. */
export function useSession(): Session {
  const { session } = useSessionState();
  if (session === undefined) throw new Error('No session: this screen is only reachable signed in');
  return session;
}
