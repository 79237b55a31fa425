// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CURRENT_USER_KEY } from '@adapters/session';
import { activateLanguage } from '@ui/index';
import { FIRST_SCREEN_READY_EVENT, announceFirstScreens } from '../../src/composition/first-screen-ready';
import { BUILD_FILES_ELEMENT, FIRST_SCREEN_READY, HINTS_KEY, LANGUAGE_KEY, MAX_SCREENS, SESSION_KEY, filesToPreload, parseBuildFiles, recordScreen, recordedFiles, screenFiles, screenPath } from '../../src/first-screen/hints';
import { startFirstScreen } from '../../src/first-screen/main';
import { firstScreenBuildFiles, type HintedChunk } from '../../scripts/first-screen-files';

const BUILD = { build: 'index-1.js', signedOut: ['login-1.js', 'login-1.css'], messages: { es: 'messages-es.js', en: 'messages-en.js' } };

describe('first-screen hints', () => {
  it('uses the keys and event name the application and the session store use', () => {
    expect(SESSION_KEY).toBe(CURRENT_USER_KEY);
    expect(FIRST_SCREEN_READY).toBe(FIRST_SCREEN_READY_EVENT);
  });

  it('reads the interface language where the application keeps it', async () => {
    try {
      await activateLanguage('en');
      expect(localStorage.getItem(LANGUAGE_KEY)).toBe('en');
    } finally {
      await activateLanguage('es');
      localStorage.clear();
    }
  });

  it('reads the screen address of a hash URL', () => {
    expect(screenPath('#/app-h/segmentations?page=2&sort=name')).toBe('/app-h/segmentations');
    expect(screenPath('')).toBe('/');
    expect(screenPath('#/')).toBe('/');
  });

  it('asks a visitor without a session for the messages and the login page, whatever the address', () => {
    const stored = recordScreen(null, 'index-1.js', '/app-h/dashboard', ['shell-1.js']);
    expect(filesToPreload({ build: BUILD, stored, signedIn: false, path: '/app-h/dashboard', language: null })).toEqual(['messages-es.js', 'login-1.js', 'login-1.css']);
    expect(filesToPreload({ build: BUILD, stored: null, signedIn: false, path: '/', language: 'en' })).toEqual(['messages-en.js', 'login-1.js', 'login-1.css']);
  });

  it('asks a signed-in user for what the address fetched last time, of this build only', () => {
    const stored = recordScreen(recordScreen(null, 'index-1.js', '/app-h/dashboard', ['shell-1.js', 'dashboard-1.js']), 'index-1.js', '/app-h/backoffice/admin', ['shell-1.js', 'list-1.js']);
    expect(filesToPreload({ build: BUILD, stored, signedIn: true, path: '/app-h/dashboard', language: 'es' })).toEqual(['messages-es.js', 'shell-1.js', 'dashboard-1.js']);
    expect(filesToPreload({ build: BUILD, stored, signedIn: true, path: '/app-h/orders', language: 'es' })).toEqual(['messages-es.js']);
    expect(filesToPreload({ build: { ...BUILD, build: 'index-2.js' }, stored, signedIn: true, path: '/app-h/dashboard', language: 'es' })).toEqual(['messages-es.js']);
  });

  it('never asks for a stored name that is not a plain file of the assets folder', () => {
    const hostile = JSON.stringify({ build: 'index-1.js', screens: [{ path: '/app-h/dashboard', files: ['https://evil.example/x.js', '../secret.js', 'ok-1.js', 42, 'javascript:alert(1)'] }, { path: 7 }] });
    expect(filesToPreload({ build: BUILD, stored: hostile, signedIn: true, path: '/app-h/dashboard', language: 'es' })).toEqual(['messages-es.js', 'ok-1.js']);
    expect(filesToPreload({ build: BUILD, stored: '{not json', signedIn: true, path: '/app-h/dashboard', language: 'es' })).toEqual(['messages-es.js']);
    expect(parseBuildFiles('{oops')).toBeUndefined();
    expect(parseBuildFiles(undefined)).toBeUndefined();
  });

  it('keeps the most recent addresses first, one record each, at most MAX_SCREENS', () => {
    let stored: string | null = null;
    for (let index = 0; index <= MAX_SCREENS; index += 1) stored = recordScreen(stored, 'index-1.js', `/screen/${index}`, [`file-${index}.js`]);
    stored = recordScreen(stored, 'index-1.js', '/screen/5', ['again-5.js']);
    const screens = (JSON.parse(stored ?? '') as { screens: { path: string }[] }).screens.map((screen) => screen.path);
    expect(screens).toHaveLength(MAX_SCREENS);
    expect(screens.slice(0, 2)).toEqual(['/screen/5', `/screen/${MAX_SCREENS}`]);
    expect(screens).not.toContain('/screen/0');
    expect(recordedFiles(stored, 'index-1.js', '/screen/5')).toEqual(['again-5.js']);
  });

  it('records the scripts and style sheets a screen asked for since its navigation began, not workers nor the document’s own', () => {
    const assetsUrl = 'https://app.example/assets/';
    const files = screenFiles(
      [
        { name: `${assetsUrl}index-1.js`, initiatorType: 'script', startTime: 5 },
        { name: `${assetsUrl}login-1.js`, initiatorType: 'script', startTime: 10 },
        { name: `${assetsUrl}shell-1.js`, initiatorType: 'script', startTime: 120 },
        { name: `${assetsUrl}shell-1.css`, initiatorType: 'link', startTime: 121 },
        { name: `${assetsUrl}shell-1.js`, initiatorType: 'link', startTime: 122 },
        { name: `${assetsUrl}clients-worker-1.js`, initiatorType: 'other', startTime: 130 },
        { name: 'https://api.example/api/v1/dashboard', initiatorType: 'fetch', startTime: 140 },
        { name: `${assetsUrl}logo.svg`, initiatorType: 'img', startTime: 150 },
      ],
      { since: 100, assetsUrl, inDocument: new Set(['index-1.js']) },
    );
    expect(files).toEqual(['shell-1.js', 'shell-1.css', 'shell-1.js']);
    expect(recordedFiles(recordScreen(null, 'index-1.js', '/app-h/dashboard', files), 'index-1.js', '/app-h/dashboard')).toEqual(['shell-1.js', 'shell-1.css']);
  });
});

describe('the hints’ script in a page', () => {
  const assets = `${new URL('./assets/', document.baseURI).href}`;
  const hrefs = () => [...document.head.querySelectorAll('link')].map((link) => `${link.rel} ${link.href.replace(assets, '')}`);

  beforeEach(() => {
    document.head.innerHTML = `<script type="module" src="./assets/index-1.js"></script><script type="application/json" id="${BUILD_FILES_ELEMENT}">${JSON.stringify(BUILD)}</script>`;
    window.location.hash = '#/app-h/dashboard';
  });
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    document.head.innerHTML = '';
  });

  it('asks for the login page when nobody is signed in', () => {
    startFirstScreen(document, window);
    expect(hrefs()).toEqual(['modulepreload messages-es.js', 'modulepreload login-1.js', 'stylesheet login-1.css']);
  });

  it('asks a signed-in user for the recorded files of the address, style sheets as style sheets', () => {
    localStorage.setItem(SESSION_KEY, '{}');
    localStorage.setItem(HINTS_KEY, recordScreen(null, 'index-1.js', '/app-h/dashboard', ['shell-1.js', 'shell-1.css', 'index-1.js']));
    startFirstScreen(document, window);
    expect(hrefs()).toEqual(['modulepreload messages-es.js', 'modulepreload shell-1.js', 'stylesheet shell-1.css']);
  });

  it('does nothing without the build’s files, and survives storage that throws', () => {
    document.head.innerHTML = '';
    startFirstScreen(document, window);
    expect(hrefs()).toEqual([]);
  });

  it('records what the announced screen fetched once the application says it is ready', () => {
    sessionStorage.setItem(SESSION_KEY, '{}');
    const entries = [{ name: `${assets}shell-1.js`, initiatorType: 'script', startTime: 50 }, { name: `${assets}dashboard-1.js`, initiatorType: 'link', startTime: 60 }];
    const original = performance.getEntriesByType.bind(performance);
    performance.getEntriesByType = ((type: string) => (type === 'resource' ? entries : original(type))) as typeof performance.getEntriesByType;
    try {
      startFirstScreen(document, window);
      window.dispatchEvent(new CustomEvent(FIRST_SCREEN_READY, { detail: { path: '/app-h/dashboard', since: 0 } }));
      expect(recordedFiles(localStorage.getItem(HINTS_KEY), 'index-1.js', '/app-h/dashboard')).toEqual(['shell-1.js', 'dashboard-1.js']);
      // A page opened with hints records nothing more: the record stays what the screen asked for.
      entries.push({ name: `${assets}extra-1.js`, initiatorType: 'link', startTime: 70 });
      startFirstScreen(document, window);
      window.dispatchEvent(new CustomEvent(FIRST_SCREEN_READY, { detail: { path: '/app-h/dashboard', since: 0 } }));
      expect(recordedFiles(localStorage.getItem(HINTS_KEY), 'index-1.js', '/app-h/dashboard')).toEqual(['shell-1.js', 'dashboard-1.js']);
    } finally {
      performance.getEntriesByType = original;
    }
  });
});

describe('announcing the first screen', () => {
  type Listener = (event: { toLocation: { pathname: string } }) => void;
  const fakeRouter = () => {
    const listeners = new Map<string, Set<Listener>>();
    return {
      subscribe(event: 'onBeforeNavigate' | 'onResolved', listener: Listener) {
        const set = listeners.get(event) ?? new Set<Listener>();
        set.add(listener);
        listeners.set(event, set);
        return () => set.delete(listener);
      },
      emit(event: string, pathname: string) {
        for (const listener of [...(listeners.get(event) ?? [])]) listener({ toLocation: { pathname } });
      },
      count: (event: string) => listeners.get(event)?.size ?? 0,
    };
  };
  const collect = () => {
    const target = new EventTarget();
    const seen: unknown[] = [];
    target.addEventListener(FIRST_SCREEN_READY_EVENT, (event) => seen.push((event as CustomEvent).detail));
    return { target, seen };
  };

  it('announces the page’s own first screen when it opens signed in', () => {
    const router = fakeRouter();
    const { target, seen } = collect();
    announceFirstScreens({ router, signedIn: () => true, target, now: () => 900 }, '/app-h/dashboard');
    expect(seen).toEqual([{ path: '/app-h/dashboard', since: 0 }]);
    expect(router.count('onResolved')).toBe(0);
  });

  it('announces, once, the screen the first sign-in leads to, from the start of that navigation', () => {
    const router = fakeRouter();
    const { target, seen } = collect();
    let signedIn = false;
    let now = 100;
    announceFirstScreens({ router, signedIn: () => signedIn, target, now: () => now }, '/');
    router.emit('onBeforeNavigate', '/forgot');
    router.emit('onResolved', '/forgot');
    expect(seen).toEqual([]);
    now = 2_000;
    signedIn = true;
    router.emit('onBeforeNavigate', '/app-h/dashboard');
    now = 2_400;
    router.emit('onResolved', '/app-h/dashboard');
    router.emit('onBeforeNavigate', '/app-h/orders');
    router.emit('onResolved', '/app-h/orders');
    expect(seen).toEqual([{ path: '/app-h/dashboard', since: 2_000 }]);
    expect([router.count('onBeforeNavigate'), router.count('onResolved')]).toEqual([0, 0]);
  });
});

describe('the build’s files for the hints', () => {
  const chunk = (fileName: string, facadeModuleId: string | null, imports: string[] = [], extra: Partial<HintedChunk> = {}): HintedChunk => ({ fileName, isEntry: false, facadeModuleId, imports, dynamicImports: [], moduleIds: facadeModuleId === null ? [] : [facadeModuleId], css: [], ...extra });
  const CHUNKS = [
    chunk('assets/index-1.js', '/app/index.html', ['assets/react-1.js'], { isEntry: true }),
    chunk('assets/first-screen-1.js', '/app/src/first-screen/main.ts', [], { isEntry: true }),
    chunk('assets/react-1.js', null),
    chunk('assets/login-1.js', null, ['assets/react-1.js', 'assets/card-1.js'], { moduleIds: ['/app/src-ui/session/login-page.tsx'], css: ['assets/login-1.css'] }),
    chunk('assets/card-1.js', null),
    chunk('assets/messages-es.js', '/app/src-ui/locales/es/messages.ts'),
    chunk('assets/messages-en.js', '/app/src-ui/locales/en/messages.ts'),
  ];

  it('names the hints’ script, the login page’s files beyond the entry’s, and each language’s messages', () => {
    expect(firstScreenBuildFiles(CHUNKS)).toEqual({
      script: 'assets/first-screen-1.js',
      files: { build: 'index-1.js', signedOut: ['login-1.js', 'login-1.css', 'card-1.js'], messages: { es: 'messages-es.js', en: 'messages-en.js' } },
    });
  });

  it('refuses a hints’ script that imports another file (it would wait for it)', () => {
    const importing = CHUNKS.map((item) => (item.fileName === 'assets/first-screen-1.js' ? { ...item, imports: ['assets/react-1.js'] } : item));
    expect(() => firstScreenBuildFiles(importing)).toThrow(/first-screen-1\.js \(src\/first-screen\) imports assets\/react-1\.js/);
  });
});
