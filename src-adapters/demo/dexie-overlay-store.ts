import Dexie, { type Table } from 'dexie';
import type { DemoMeta, ExternalChange, OverlayRow, OverlayStore } from './overlay-store';

/** The IndexedDB database of the memory profile's demo changes. */
export const DEMO_INDEXED_DB_NAME = 'backoffice-demo';

const META_KEY = 'meta';

interface MetaRow {
  readonly id: string;
  readonly meta: DemoMeta;
}

class DemoChangesDatabase extends Dexie {
  changes!: Table<OverlayRow, [string, string]>;
  meta!: Table<MetaRow, string>;

  constructor(name: string, dependencies?: { indexedDB: IDBFactory; IDBKeyRange: typeof IDBKeyRange }) {
    super(name, dependencies);
    this.version(1).stores({ changes: '[collection+key]', meta: 'id' });
  }
}

/**
 * A trainee's changes in IndexedDB (through Dexie), one row per changed record, so two tabs each
 * writing a different record both keep theirs. Other tabs hear of every write and reset through a
 * BroadcastChannel, which carries the changed rows themselves.
 */
export class DexieOverlayStore implements OverlayStore {
  readonly persistent = true;
  private readonly db: DemoChangesDatabase;
  private readonly channel: BroadcastChannel | undefined;

  /** `dependencies` replaces the browser's IndexedDB (tests); `channel` the BroadcastChannel to the other tabs. */
  constructor(options: { name?: string; dependencies?: { indexedDB: IDBFactory; IDBKeyRange: typeof IDBKeyRange }; channel?: BroadcastChannel } = {}) {
    const name = options.name ?? DEMO_INDEXED_DB_NAME;
    this.db = new DemoChangesDatabase(name, options.dependencies);
    this.channel = options.channel ?? (typeof BroadcastChannel === 'function' ? new BroadcastChannel(name) : undefined);
  }

  async load(): Promise<{ meta: DemoMeta | undefined; rows: readonly OverlayRow[] }> {
    const [meta, rows] = await this.db.transaction('r', this.db.meta, this.db.changes, async () => [await this.db.meta.get(META_KEY), await this.db.changes.toArray()] as const);
    return { meta: meta?.meta, rows: [...rows].sort((a, b) => a.at - b.at) };
  }

  async write(rows: readonly OverlayRow[]): Promise<void> {
    if (rows.length === 0) return;
    await this.db.changes.bulkPut([...rows]);
    this.channel?.postMessage({ kind: 'rows', rows } satisfies ExternalChange);
  }

  async reset(meta: DemoMeta): Promise<void> {
    await this.db.transaction('rw', this.db.meta, this.db.changes, async () => {
      await this.db.changes.clear();
      await this.db.meta.put({ id: META_KEY, meta });
    });
    this.channel?.postMessage({ kind: 'reset', meta } satisfies ExternalChange);
  }

  onExternalChange(listener: (change: ExternalChange) => void): () => void {
    const channel = this.channel;
    if (channel === undefined) return () => undefined;
    const handler = (event: MessageEvent<ExternalChange>): void => listener(event.data);
    channel.addEventListener('message', handler);
    return () => channel.removeEventListener('message', handler);
  }
}
