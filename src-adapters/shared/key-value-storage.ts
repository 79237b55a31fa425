/** A string key-value store with change notifications from other tabs (localStorage, sessionStorage or memory). */
export interface KeyValueStorage {
  get(key: string): string | undefined;
  /**
   * Stores `value` under `key`. Returns whether it lasts beyond this page: false when the browser
   * refused it (no space left, storage disabled) and it is kept in memory for this tab only.
   */
  set(key: string, value: string): boolean;
  remove(key: string): void;
  keys(): string[];
  /** Calls `listener` with the key another tab changed (undefined when it cleared everything). */
  onExternalChange(listener: (key: string | undefined) => void): () => void;
}

/** A store kept in memory: tests, and the fallback when the browser refuses storage. */
export class MemoryStorage implements KeyValueStorage {
  private readonly values = new Map<string, string>();
  private readonly listeners = new Set<(key: string | undefined) => void>();
  /** Simulates a full browser storage: writes are refused (`set` returns false and keeps nothing). */
  full = false;

  get(key: string): string | undefined {
    return this.values.get(key);
  }
  set(key: string, value: string): boolean {
    if (this.full) return false;
    this.values.set(key, value);
    return true;
  }
  remove(key: string): void {
    this.values.delete(key);
  }
  keys(): string[] {
    return [...this.values.keys()];
  }
  onExternalChange(listener: (key: string | undefined) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  /** Simulates a change made by another tab. */
  changeFromAnotherTab(key: string, value: string | undefined): void {
    if (value === undefined) this.values.delete(key);
    else this.values.set(key, value);
    for (const listener of this.listeners) listener(key);
  }
}

/**
 * Browser storage (localStorage or sessionStorage). When the browser refuses it (disabled, private
 * mode, quota exceeded) values are kept in memory for this tab instead of failing the screen.
 */
export class BrowserStorage implements KeyValueStorage {
  private readonly fallback = new MemoryStorage();
  private readonly storage: Storage | undefined;

  constructor(kind: 'local' | 'session') {
    this.storage = BrowserStorage.open(kind);
  }

  private static open(kind: 'local' | 'session'): Storage | undefined {
    try {
      const storage = kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
      const probe = '__storage_probe__';
      storage.setItem(probe, probe);
      storage.removeItem(probe);
      return storage;
    } catch {
      return undefined;
    }
  }

  get(key: string): string | undefined {
    if (this.storage === undefined) return this.fallback.get(key);
    try {
      return this.storage.getItem(key) ?? this.fallback.get(key);
    } catch {
      return this.fallback.get(key);
    }
  }

  set(key: string, value: string): boolean {
    if (this.storage === undefined) {
      this.fallback.set(key, value);
      return false;
    }
    try {
      this.storage.setItem(key, value);
      this.fallback.remove(key);
      return true;
    } catch (error) {
      console.warn(`No se pudo guardar "${key}" en el almacenamiento del navegador; se conserva solo en esta pestaña.`, error);
      this.fallback.set(key, value);
      return false;
    }
  }

  remove(key: string): void {
    this.fallback.remove(key);
    try {
      this.storage?.removeItem(key);
    } catch {
      // Nothing to remove when storage is unavailable.
    }
  }

  keys(): string[] {
    const keys = new Set(this.fallback.keys());
    try {
      if (this.storage !== undefined) for (let i = 0; i < this.storage.length; i += 1) keys.add(this.storage.key(i) ?? '');
    } catch {
      // Only the fallback's keys are known.
    }
    keys.delete('');
    return [...keys];
  }

  onExternalChange(listener: (key: string | undefined) => void): () => void {
    if (typeof globalThis.addEventListener !== 'function') return () => undefined;
    const handler = (event: StorageEvent): void => {
      if (event.storageArea === this.storage) listener(event.key ?? undefined);
    };
    globalThis.addEventListener('storage', handler);
    return () => globalThis.removeEventListener('storage', handler);
  }
}
