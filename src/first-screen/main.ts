import { BUILD_FILES_ELEMENT, FIRST_SCREEN_READY, HINTS_KEY, LANGUAGE_KEY, SESSION_KEY, filesToPreload, parseBuildFiles, recordedFiles, recordScreen, screenFiles, screenPath, assetFileOf, type FetchedResource, type FirstScreenReady } from './hints';

/** A stored value; none where storage is refused (some private modes throw on access). */
const read = (storage: 'localStorage' | 'sessionStorage', key: string): string | null => {
  try {
    return window[storage].getItem(key);
  } catch {
    return null;
  }
};

/**
 * Asks for the first screen's files (ADR 24) and, once the application says a screen it opened first is
 * ready, records what that screen fetched. Nothing here may stop the application: any failure leaves
 * the page as it would be without hints.
 */
export function startFirstScreen(document: Document, window: Window & typeof globalThis): void {
  const build = parseBuildFiles(document.getElementById(BUILD_FILES_ELEMENT)?.textContent);
  if (build === undefined) return;
  const assetsUrl = new URL('./assets/', document.baseURI).href;
  // The files index.html names itself are fetched already: they are neither asked for nor recorded.
  const inDocument = new Set(
    [...document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>('script[src], link[href]')]
      .map((element) => assetFileOf('src' in element ? element.src : element.href, assetsUrl))
      .filter((file): file is string => file !== undefined),
  );
  const signedIn = read('localStorage', SESSION_KEY) !== null || read('sessionStorage', SESSION_KEY) !== null;
  const stored = read('localStorage', HINTS_KEY);
  const path = screenPath(window.location.hash);
  const files = filesToPreload({ build, stored, signedIn, path, language: read('localStorage', LANGUAGE_KEY) });
  for (const file of files.filter((name) => !inDocument.has(name))) {
    const link = document.createElement('link');
    // What Vite's loader adds for the same file, so that it finds the file asked for already.
    link.rel = file.endsWith('.css') ? 'stylesheet' : 'modulepreload';
    link.crossOrigin = '';
    link.href = `${assetsUrl}${file}`;
    document.head.append(link);
  }

  // A page opened with hints records nothing: what it fetched early was what it was told to, not what the
  // screen asked for, and a file once recorded would stay recorded for as long as the build lasts.
  if (signedIn && recordedFiles(stored, build.build, path) !== undefined) return;
  window.addEventListener(FIRST_SCREEN_READY, (event) => {
    const detail = (event as CustomEvent<FirstScreenReady>).detail;
    try {
      const resources = window.performance.getEntriesByType('resource') as unknown as FetchedResource[];
      const fetched = screenFiles(resources, { since: detail.since, assetsUrl, inDocument });
      window.localStorage.setItem(HINTS_KEY, recordScreen(read('localStorage', HINTS_KEY), build.build, detail.path, fetched));
    } catch {
      // No storage (private mode, quota): the next visit goes without hints.
    }
  }, { once: true });
}

startFirstScreen(document, window);
