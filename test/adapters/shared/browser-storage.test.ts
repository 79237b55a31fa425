import { afterEach, describe, expect, it, vi } from 'vitest';
import { BrowserStorage } from '@adapters/shared';

/** A Storage that holds at most `capacity` characters of values, refusing more as browsers do. */
function limitedStorage(capacity: number): Storage {
  const values = new Map<string, string>();
  const used = (): number => [...values.values()].reduce((sum, value) => sum + value.length, 0);
  return {
    get length() {
      return values.size;
    },
    key: (index) => [...values.keys()][index] ?? null,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      if (used() - (values.get(key)?.length ?? 0) + value.length > capacity) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      values.set(key, value);
    },
    removeItem: (key) => void values.delete(key),
    clear: () => values.clear(),
  };
}

describe('BrowserStorage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('says whether a value lasts: true when the browser kept it, false when it was full and the value is kept in memory', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal('localStorage', limitedStorage(40));
    const storage = new BrowserStorage('local');
    expect(storage.set('a', 'x'.repeat(30))).toBe(true);
    expect(storage.set('b', 'y'.repeat(30))).toBe(false);
    expect(storage.get('b')).toBe('y'.repeat(30));
    expect(storage.keys().sort()).toEqual(['a', 'b']);
    storage.remove('a');
    expect(storage.set('b', 'y'.repeat(30))).toBe(true);
    expect(globalThis.localStorage.getItem('b')).toBe('y'.repeat(30));
  });

  it('keeps values in memory, and says so, when the browser offers no storage at all', () => {
    vi.stubGlobal('localStorage', undefined);
    const storage = new BrowserStorage('local');
    expect(storage.set('a', '1')).toBe(false);
    expect(storage.get('a')).toBe('1');
  });
});
