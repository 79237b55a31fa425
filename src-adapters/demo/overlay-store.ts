/**
 * One change a trainee made to the demo data: the whole new record under its collection and key, or
 * its removal. Generated records are never stored; only these changes are.
 */
export interface OverlayRow {
  readonly collection: string;
  readonly key: string;
  /** The shape version of the collection when the change was made; changes of another version are dropped. */
  readonly version: number;
  /** The record, or undefined when it was removed. */
  readonly value: unknown;
  /** When the change was made (clock ms), which orders added records. */
  readonly at: number;
}

/** What the generated data depends on besides the code: the same meta gives the same data set. */
export interface DemoMeta {
  readonly seed: number;
  readonly pharmacyCount: number;
  /** The instant the data set is generated relative to (its "now"), fixed until the next reset. */
  readonly anchor: number;
}

/** A change another tab made. */
export type ExternalChange = { readonly kind: 'rows'; readonly rows: readonly OverlayRow[] } | { readonly kind: 'reset'; readonly meta: DemoMeta };

/**
 * Where the memory profile keeps a trainee's changes: IndexedDB in the browser, memory in tests and
 * when the browser refuses storage. Every method may reject (quota, private mode, blocked database).
 */
export interface OverlayStore {
  /** Whether what is written survives a reload. */
  readonly persistent: boolean;
  load(): Promise<{ readonly meta: DemoMeta | undefined; readonly rows: readonly OverlayRow[] }>;
  write(rows: readonly OverlayRow[]): Promise<void>;
  /** Drops every change and starts the data set anew from `meta`, in every tab. */
  reset(meta: DemoMeta): Promise<void>;
  /** Calls `listener` with what other tabs change; returns the unsubscribe. */
  onExternalChange(listener: (change: ExternalChange) => void): () => void;
}

/** Changes kept in memory: tests, and the fallback when the browser refuses storage. */
export class MemoryOverlayStore implements OverlayStore {
  readonly persistent: boolean;
  private meta: DemoMeta | undefined;
  private readonly rows = new Map<string, OverlayRow>();

  /** `persistent` says whether a reload would find the changes (true for a store shared by a test's two "tabs"). */
  constructor(options: { persistent?: boolean } = {}) {
    this.persistent = options.persistent ?? false;
  }

  load(): Promise<{ meta: DemoMeta | undefined; rows: readonly OverlayRow[] }> {
    return Promise.resolve({ meta: this.meta, rows: [...this.rows.values()] });
  }

  write(rows: readonly OverlayRow[]): Promise<void> {
    for (const row of rows) this.rows.set(`${row.collection}\u0000${row.key}`, row);
    return Promise.resolve();
  }

  reset(meta: DemoMeta): Promise<void> {
    this.rows.clear();
    this.meta = meta;
    return Promise.resolve();
  }

  onExternalChange(): () => void {
    return () => undefined;
  }
}

/**
 * A store whose code is fetched on its first use (IndexedDB's library stays out of the first page);
 * a load that fails rejects like a store the browser refuses.
 */
export class LazyOverlayStore implements OverlayStore {
  readonly persistent = true;
  private store: Promise<OverlayStore> | undefined;
  private readonly open: () => Promise<OverlayStore>;

  constructor(open: () => Promise<OverlayStore>) {
    this.open = open;
  }

  private opened(): Promise<OverlayStore> {
    this.store ??= this.open();
    return this.store;
  }

  async load(): Promise<{ readonly meta: DemoMeta | undefined; readonly rows: readonly OverlayRow[] }> {
    return (await this.opened()).load();
  }

  async write(rows: readonly OverlayRow[]): Promise<void> {
    await (await this.opened()).write(rows);
  }

  async reset(meta: DemoMeta): Promise<void> {
    await (await this.opened()).reset(meta);
  }

  onExternalChange(listener: (change: ExternalChange) => void): () => void {
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    this.opened().then(
      (store) => {
        if (!cancelled) unsubscribe = store.onExternalChange(listener);
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }
}
