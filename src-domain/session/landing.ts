import { userCan } from './rights';
import { BACKOFFICE_EID, type Session, type User } from './session';

/** Where a signed-in user lands. */
export type Landing = 'admin' | 'dashboard';

/**
 * After a login (spec 2 §6, spec 3 §6): a login without an entity is an administrator and lands on
 * the admin area; eid -1 without a back-office context is redirected to the back-office admin;
 * everyone else lands on the dashboard.
 */
export function landingAfterLogin(session: Session): Landing {
  if (session.entity === undefined) return 'admin';
  if (session.entity.eid === BACKOFFICE_EID && session.backoffice === undefined) return 'admin';
  return 'dashboard';
}

/** The `state` values the redirect screen understands (spec 2 "Redirect screen", spec 3 §2). */
export type RedirectState = 'dashboard' | 'segments' | 'mainreport';

/** Where the redirect screen sends the user after its embedded login. */
export type RedirectDestination = 'dashboard' | 'segmentations' | 'entity-report' | 'login';

const REDIRECT_RULES: Record<RedirectState, { right: string; destination: RedirectDestination }> = {
  dashboard: { right: 'dashboard', destination: 'dashboard' },
  segments: { right: 'segments', destination: 'segmentations' },
  mainreport: { right: 'entity_dashboard', destination: 'entity-report' },
};

/** The redirect screen waits this long after the embedded login before routing (spec 2 §9: 1000 ms). */
export const REDIRECT_DELAY_MS = 1000;

/**
 * The redirect screen's routing (spec 3 §2): state defaults to dashboard; dashboard needs the
 * dashboard right, segments the segments right (to the segmentations), mainreport the
 * entity_dashboard right (to the entity report). A missing right or an unknown state goes to login.
 */
export function redirectDestination(state: string | undefined, user: Pick<User, 'rights'>): RedirectDestination {
  const key = state === undefined || state === '' ? 'dashboard' : state;
  if (!Object.hasOwn(REDIRECT_RULES, key)) return 'login';
  const rule = REDIRECT_RULES[key as RedirectState];
  return userCan(user, rule.right) ? rule.destination : 'login';
}
