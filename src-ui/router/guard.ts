import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { decideNavigation, isBackofficeUser, stateForPath, type Session } from '@domain/session';
import { notify } from '../shared/notify';
import type { UiServices } from '../shared/ui-services';

/** Whether the address carries an embedded login token (`?embedded&token=...`, spec 1 §2.1). */
function hasEmbeddedToken(search: Record<string, unknown>): boolean {
  return typeof search.token === 'string' && search.token !== '' && 'embedded' in search;
}

/**
 * The guard of spec 1 §2.2 before every state change. Addresses outside the route table that name a
 * shell screen without its /app-h prefix (as the issue tracker writes them) are led to it.
 */
export function guardNavigation(services: UiServices, location: ParsedLocation): { session: Session | undefined } {
  const state = stateForPath(location.pathname);
  if (state === 'unknown') throw redirect({ href: `/app-h${location.href}`, replace: true });
  const session = services.session.current();
  const decision = decideNavigation({ authenticated: session !== undefined, state, embeddedToken: hasEmbeddedToken(location.search) });
  if (decision.kind === 'to-login') {
    if (decision.rememberTarget) services.session.rememberRedirectTarget(location.href);
    throw redirect({ to: '/', replace: true });
  }
  if (decision.kind === 'to-dashboard') throw redirect({ to: '/app-h/dashboard', replace: true });
  return { session };
}

/**
 * The embedded entry of a screen that allows it (spec 2 §2 `?embedded&token`: the segmentations and the
 * entity report): without a session, the token signs the user in before the screen's own guard runs;
 * a token that is refused leads to the 403 page. With a session, nothing happens.
 */
export async function signInWithEmbeddedToken(services: UiServices, location: ParsedLocation): Promise<void> {
  const search = location.search as Record<string, unknown>;
  if (services.session.current() !== undefined || !hasEmbeddedToken(search)) return;
  try {
    await services.session.tokenLogin(String(search.token));
  } catch {
    throw redirect({ to: '/403', replace: true });
  }
}

/** Back-office screens: other users see the 403 page. */
export function requireBackoffice(session: Session | undefined): void {
  if (session === undefined || !isBackofficeUser(session)) throw redirect({ to: '/403', replace: true });
}

/**
 * Screens that act as the back-office identity itself (spec 1 §2.4, the catalog): any other user is
 * logged out; a back-office user inside a pharmacy is swapped back to the back-office identity first.
 */
export function requireBackofficeIdentity(services: UiServices): void {
  const session = services.session.current();
  if (session === undefined || !isBackofficeUser(session)) {
    // Said, not done silently: the user asked for a screen and finds the login page instead.
    if (session !== undefined) notify({ id: 'backoffice-identity', color: 'yellow', message: i18n._(BACKOFFICE_ONLY_LOGOUT) });
    throw redirect({ to: '/logout', replace: true });
  }
  if (session.backoffice !== undefined) {
    services.session.swapBack();
    notify({ id: 'backoffice-identity', color: 'blue', message: i18n._(SWAPPED_BACK) });
  }
}

const BACKOFFICE_ONLY_LOGOUT = msg`El catálogo es solo para usuarios de backoffice: se ha cerrado tu sesión. Entra con un usuario de backoffice para usarlo.`;
const SWAPPED_BACK = msg`El catálogo trabaja con tu usuario de backoffice: has salido de la farmacia en la que estabas.`;
