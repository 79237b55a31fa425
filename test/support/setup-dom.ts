// jsdom lacks a few browser APIs that Mantine relies on; these stand-ins behave like a desktop
// browser with no media preference, so components render their default (non-mobile) layout.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach } from 'vitest';

if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: query.trim() === '',
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

afterEach(() => {
  cleanup();
  notifications.clean();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
