// jsdom lacks a few browser APIs that Mantine relies on; these stand-ins behave like a desktop
// browser, so components render their default (non-mobile) layout…
import '@testing-library/jest-dom/vitest';
import { cleanup, configure, getConfig, prettyDOM } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach } from 'vitest';

// …except that it asks for reduced motion: Mantine's transitions (a dialog fading in or out) then end
// at once, so a dialog is never found half-shown (transparent) or beside the one it gives way to, which
// on a busy machine a 200 ms fade made happen. jsdom draws no animation anyway.
const REDUCED_MOTION = /prefers-reduced-motion:\s*reduce/;

if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: query.trim() === '' || REDUCED_MOTION.test(query),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
}

class NoopResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= NoopResizeObserver as unknown as typeof ResizeObserver;

// jsdom has no layout, so no scrolling: the shell's scroll to the top after a change does nothing here.
window.scrollTo = () => undefined;

// Mantine's autosizing textarea listens for web fonts finishing to load; jsdom loads no fonts.
if (!('fonts' in document)) {
  const fonts = Object.assign(new EventTarget(), { ready: Promise.resolve(), status: 'loaded' });
  Object.defineProperty(document, 'fonts', { configurable: true, value: fonts });
}

if (typeof Element.prototype.scrollIntoView !== 'function') {
  Element.prototype.scrollIntoView = () => undefined;
}

// A query waited for (findBy…, waitFor) is tried again at every change of the document until it
// passes; the library's default error prints the whole document at each failed try, which on a large
// screen costs more than the screen itself. The document is printed once, when the wait gives up.
// A step on a 2-core machine that runs another suite beside this one (load 10 and more) takes up to
// ten seconds where it takes half a second on a quiet machine: what a step may cost there is 15 s.
configure({
  asyncUtilTimeout: 15_000,
  getElementError(message, container) {
    const polling = (getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })._disableExpensiveErrorDiagnostics === true;
    const printed = polling ? undefined : prettyDOM(container);
    const error = new Error([message, printed === undefined ? '' : `Ignored nodes: comments, script, style\n${printed}`].filter(Boolean).join('\n\n'));
    error.name = 'TestingLibraryElementError';
    return error;
  },
});

afterEach(() => {
  cleanup();
  notifications.clean();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
