/**
 * The named states of spec 1 §2.1 that the guard and the after-change rules distinguish. Every other
 * in-app address is `app-h.other`; addresses outside the route table are `unknown`.
 */
export type StateName =
  | 'login'
  | 'logout'
  | 'redirect'
  | 'page.403'
  | 'app-h.dashboard'
  | 'app-h.editHealthcareCampaignByPharmacist'
  | 'app-h.segmentations'
  | 'app-h.entityReport'
  | 'app-h.other'
  | 'unknown';

/** Where the address of the pharmacist campaign edit points: `/app-h/approvals/campaign/{id}` (spec 2 §2). */
const PHARMACIST_EDIT = /^\/app-h\/approvals\/campaign\/[^/]+\/?$/;

/**
 * The state an address path belongs to (spec 1 §2.1 route table, spec 3 §2: the shell lives under
 * /app-h). Paths are compared without a trailing slash.
 */
export function stateForPath(pathname: string): StateName {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '' || path === '/') return 'login';
  if (path === '/logout') return 'logout';
  if (path === '/redirect') return 'redirect';
  if (path === '/403') return 'page.403';
  if (path === '/app-h/dashboard') return 'app-h.dashboard';
  if (PHARMACIST_EDIT.test(path)) return 'app-h.editHealthcareCampaignByPharmacist';
  if (path === '/app-h/segmentations') return 'app-h.segmentations';
  if (path === '/app-h/mainpanel' || path.startsWith('/app-h/mainpanel/')) return 'app-h.entityReport';
  if (path === '/app-h' || path.startsWith('/app-h/')) return 'app-h.other';
  return 'unknown';
}

/** What the guard does with a state change (spec 1 §2.2). */
export type NavigationDecision =
  | { readonly kind: 'allow' }
  | { readonly kind: 'to-login'; readonly rememberTarget: boolean }
  | { readonly kind: 'to-dashboard' };

/** States an unauthenticated user may reach (spec 1 §2.2, §6). */
const PUBLIC_STATES: ReadonlySet<StateName> = new Set(['login', 'logout', 'redirect', 'page.403']);

/** States that log in by themselves with an embedded token (spec 1 §2.1: `?embedded&token`). */
const EMBEDDED_LOGIN_STATES: ReadonlySet<StateName> = new Set(['app-h.segmentations', 'app-h.entityReport']);

/**
 * The guard of spec 1 §2.2, run before every state change:
 * - unauthenticated to the pharmacist campaign edit: to login, remembering the address;
 * - unauthenticated to any state other than login, redirect or page.403: to login (the logout
 *   address only clears and goes to login, so it is public too; a screen opened with an embedded
 *   token performs its own login, spec 1 §2.1). Beyond the spec, which remembers the address for the
 *   pharmacist campaign edit only, every screen of the shell is remembered: a deep link opened while
 *   signed out comes back after signing in;
 * - authenticated to login: to the dashboard.
 */
export function decideNavigation(input: { authenticated: boolean; state: StateName; embeddedToken: boolean }): NavigationDecision {
  const { authenticated, state, embeddedToken } = input;
  if (authenticated) return state === 'login' ? { kind: 'to-dashboard' } : { kind: 'allow' };
  if (state === 'app-h.editHealthcareCampaignByPharmacist') return { kind: 'to-login', rememberTarget: true };
  if (PUBLIC_STATES.has(state)) return { kind: 'allow' };
  if (embeddedToken && EMBEDDED_LOGIN_STATES.has(state)) return { kind: 'allow' };
  return { kind: 'to-login', rememberTarget: state.startsWith('app-h.') };
}

/** How the shell presents a state (spec 1 §2.3). */
export interface StateChrome {
  /** Page background: the default one, a full-cover picture, or light grey. */
  readonly background: 'default' | 'cover' | 'light';
  readonly navigationHidden: boolean;
  readonly campaignFooterVisible: boolean;
}

/**
 * After a successful state change (spec 1 §2.3): the dashboard keeps the default background; the
 * pharmacist campaign edit gets a full-cover picture, no navigation bar and the campaign footer;
 * every other state a light grey background.
 */
export function stateChrome(state: StateName): StateChrome {
  if (state === 'app-h.dashboard') return { background: 'default', navigationHidden: false, campaignFooterVisible: false };
  if (state === 'app-h.editHealthcareCampaignByPharmacist') {
    return { background: 'cover', navigationHidden: true, campaignFooterVisible: true };
  }
  return { background: 'light', navigationHidden: false, campaignFooterVisible: false };
}

/**
 * The embedded flag of spec 1 §2.3: read from the `embedded` address parameter, default false. A bare
 * `?embedded`, `embedded=true` or `embedded=1` turn it on; `false`, `0` or absence leave it off.
 */
export function isEmbedded(value: unknown): boolean {
  if (value === true || value === '') return true;
  if (typeof value === 'number') return value !== 0;
  if (typeof value !== 'string') return false;
  const text = value.trim().toLowerCase();
  return text !== 'false' && text !== '0';
}
