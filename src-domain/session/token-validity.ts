import type { Session } from './session';

/** External-service tokens are refreshed when fewer than this many ms remain (spec 2 §9, spec 3 §9: 60 s). */
export const TOKEN_REFRESH_MARGIN_MS = 60_000;

/** Session and storage lifetime used when a server gives none (spec 3 §9: 7,200,000 ms, 2 h). */
export const SESSION_TTL_MS = 7_200_000;

/** A session is valid while its token lifetime lies in the future (spec 1 §4, spec 2 §4). */
export function isSessionValid(session: Pick<Session, 'expiresAt'>, now: number): boolean {
  return Number.isFinite(session.expiresAt) && session.expiresAt > now;
}

/**
 * A token expiring at `expiresAt` must be refreshed at `now` when fewer than 60 s remain
 * (spec 3 §4 "Token"), or when it has expired already.
 */
export function tokenNeedsRefresh(expiresAt: number, now: number): boolean {
  return !Number.isFinite(expiresAt) || expiresAt - now < TOKEN_REFRESH_MARGIN_MS;
}
