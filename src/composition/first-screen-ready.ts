/**
 * Tells the first-screen hints (src/first-screen, ADR 24) when a screen whose files are worth
 * remembering is ready: the first screen of the page when it opens signed in, or else the screen the
 * first sign-in leads to. Later screens are not announced: what they fetch leaves out what an earlier
 * screen fetched already (the shell), so it would not be what a page opened on them needs.
 *
 * The hints' script is a file of its own that the application does not import; the event's name is
 * written here again (a test holds the two equal).
 */
export const FIRST_SCREEN_READY_EVENT = 'backoffice:first-screen-ready';

/** The part of the router this reads: when a navigation starts, and when it is resolved. */
export interface ResolvedNavigations {
  subscribe(event: 'onBeforeNavigate' | 'onResolved', listener: (event: { toLocation: { pathname: string } }) => void): () => void;
}

/**
 * Announces the first screen, called once the router has loaded it (`firstPath` is the address the page
 * opened on, before any redirect). A page that opens signed out announces, on its first sign-in, the
 * screen it leads to, with what was fetched since that navigation started (not the sign-in's own call).
 */
export function announceFirstScreens(deps: { readonly router: ResolvedNavigations; readonly signedIn: () => boolean; readonly target: EventTarget; readonly now: () => number }, firstPath: string): void {
  const announce = (path: string, since: number): void => {
    deps.target.dispatchEvent(new CustomEvent(FIRST_SCREEN_READY_EVENT, { detail: { path, since } }));
  };
  if (deps.signedIn()) {
    announce(firstPath, 0);
    return;
  }
  let since = deps.now();
  const stopStarts = deps.router.subscribe('onBeforeNavigate', () => {
    since = deps.now();
  });
  const stopResolved = deps.router.subscribe('onResolved', (event) => {
    if (!deps.signedIn()) return;
    stopStarts();
    stopResolved();
    announce(event.toLocation.pathname, since);
  });
}
