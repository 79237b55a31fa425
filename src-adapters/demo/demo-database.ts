import { ApiError, apiErrorKindForStatus, type Clock } from '@domain/shared-kernel';
import type { KeyValueStorage } from '@adapters/shared';
import { DEMO_DATA_VERSION, DEMO_SEED, demoDataSteps, generateDemoData, type DemoData, type DemoPharmacy } from './demo-data';
import { MemoryOverlayStore, type DemoMeta, type OverlayRow, type OverlayStore } from './overlay-store';
import { SeededRandom } from './seeded-random';

/**
 * The memory profile's fault switch: a JSON object in local storage mapping an operation name (such as
 * 'months.addNextMonth') to the HTTP status it should fail with (-1 for no server). Tests and trainers
 * use it to walk through the error paths without a server.
 */
export const DEMO_FAULTS_KEY = 'backoffice.demo.faults';

/** What a collection's generator gets: its own seeded random source, the data set's "now" and the core data. */
export interface DemoGenerationContext {
  readonly random: SeededRandom;
  readonly now: number;
  readonly data: DemoData;
  /** The random source of another name, for data generated once and shared by several collections. */
  readonly randomFor: (name: string) => SeededRandom;
}

/** How a collection of the demo data set is made: its records' key, its shape version and its generator. */
export interface DemoCollectionSpec<T> {
  /** Bumped when the records' shape changes: stored changes of another version are dropped. */
  readonly version: number;
  readonly key: (record: T) => string;
  /** The generated records, a function of the generation context only (never stored). */
  readonly generate: (context: DemoGenerationContext) => readonly T[];
}

/**
 * Records of one kind (months, templates, catalog jobs…): the generated ones with the trainee's
 * changes over them. Reads are synchronous once the database is ready; each write is kept in memory at
 * once and stored (IndexedDB) before the demo call that made it answers.
 */
export interface DemoCollection<T> {
  /** Every record: the generated ones in order (changed or removed as the trainee did), then the added ones. */
  all(): readonly T[];
  get(key: string): T | undefined;
  /** Adds a record, or replaces the one with its key. */
  put(record: T): void;
  remove(key: string): void;
}

/** Whether the trainee's changes survive a reload: 'volatile' when the browser refused storage. */
export type DemoStorageStatus = 'persistent' | 'volatile';

/** What the database tells the application: another tab changed or reset the data, or storage failed. */
export type DemoChange = { readonly kind: 'external' } | { readonly kind: 'reset' } | { readonly kind: 'storage'; readonly status: DemoStorageStatus };

/** Options of the memory profile's data set. */
export interface DemoDatabaseOptions {
  /** Where the fault switch is read (local storage). */
  readonly storage: KeyValueStorage;
  readonly clock: Clock;
  /** Where the trainee's changes are kept; in memory when absent (tests). */
  readonly overlay?: OverlayStore;
  readonly seed?: number;
  /** How many pharmacies the data set has (performance tests ask for thousands). */
  readonly pharmacyCount?: number;
  /** Simulated network latency of every in-memory call, in ms (0 in tests). */
  readonly latencyMs?: number;
}

interface LoadedState {
  meta: DemoMeta;
  /** The trainee's changes by collection, then key. */
  changes: Map<string, Map<string, OverlayRow>>;
}

const PHARMACIES = 'pharmacies';
const PHARMACIES_VERSION = 1;

/**
 * The memory profile's database. The data set is generated from its seed, its pharmacy count and an
 * anchor instant, never stored; only the trainee's changes are, one record each, in the overlay store
 * (IndexedDB in the browser). Two tabs see each other's changes; a reset starts every tab anew. When the
 * browser refuses storage, changes are kept for this tab only and the status says so.
 */
export class DemoDatabase {
  private readonly options: DemoDatabaseOptions;
  private overlay: OverlayStore;
  private readonly ownsOverlay: boolean;
  private state: LoadedState | undefined;
  private loading: Promise<void> | undefined;
  private core: DemoData | undefined;
  private readonly generated = new Map<string, readonly unknown[]>();
  private readonly merged = new Map<string, readonly unknown[]>();
  private readonly records = new Map<string, unknown>();
  private pending: OverlayRow[] = [];
  private writing: Promise<void> = Promise.resolve();
  private status: DemoStorageStatus;
  private readonly listeners = new Set<(change: DemoChange) => void>();
  private lastAt = 0;

  constructor(options: DemoDatabaseOptions) {
    this.options = options;
    this.ownsOverlay = options.overlay === undefined;
    this.overlay = options.overlay ?? new MemoryOverlayStore();
    this.status = this.overlay.persistent || this.ownsOverlay ? 'persistent' : 'volatile';
  }

  /**
   * Loads the trainee's changes (once); every demo call waits for it. A store that cannot be read is
   * replaced by memory, and the status turns 'volatile'.
   */
  ready(): Promise<void> {
    this.loading ??= this.load();
    return this.loading;
  }

  /** Whether the trainee's changes survive a reload. */
  storageStatus(): DemoStorageStatus {
    return this.status;
  }

  /** Calls `listener` when another tab changes or resets the data, or when storage fails; returns the unsubscribe. */
  onChange(listener: (change: DemoChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The core data set: the documented accounts, every pharmacy (with the trainee's changes) and their staff. */
  read(): DemoData {
    const core = this.generatedCore();
    return { ...core, pharmacies: [...this.collection<DemoPharmacy>(PHARMACIES, pharmacySpec(core)).all()] };
  }

  /** Replaces a pharmacy of the core data set (legal signatures, for example). */
  savePharmacy(pharmacy: DemoPharmacy): void {
    this.collection<DemoPharmacy>(PHARMACIES, pharmacySpec(this.generatedCore())).put(pharmacy);
  }

  /** A collection of the data set; the same name always gives the same records. */
  collection<T>(name: string, spec: DemoCollectionSpec<T>): DemoCollection<T> {
    const all = (): readonly T[] => {
      const cached = this.merged.get(name);
      if (cached !== undefined) return cached as readonly T[];
      const changes = this.changesOf(name, spec.version);
      const base = this.generatedOf(name, spec);
      const records: T[] = [];
      const seen = new Set<string>();
      for (const record of base) {
        const key = spec.key(record);
        seen.add(key);
        const change = changes.get(key);
        if (change === undefined) records.push(record);
        else if (change.value !== undefined) records.push(change.value as T);
      }
      for (const [key, change] of changes) if (!seen.has(key) && change.value !== undefined) records.push(change.value as T);
      this.merged.set(name, records);
      return records;
    };
    return {
      all,
      get: (key) => all().find((record) => spec.key(record) === key),
      put: (record) => this.stage(name, spec.version, spec.key(record), record),
      remove: (key) => this.stage(name, spec.version, key, undefined),
    };
  }

  /**
   * A generated, read-only record, produced on its own from the seed, `name` and `key` (and the data
   * set's "now"), so one pharmacy's clients never need every pharmacy's.
   */
  generatedRecord<T>(
    name: string,
    key: string,
    generate: (context: { readonly random: SeededRandom; readonly now: number; readonly randomFor: (source: string, offset: number) => SeededRandom }) => T,
  ): T {
    const id = `${name}\u0000${key}`;
    const cached = this.records.get(id);
    if (cached !== undefined) return cached as T;
    const { meta } = this.loaded();
    const randomFor = (source: string, offset: number): SeededRandom => new SeededRandom(meta.seed + hashName(source) + offset);
    const record = generate({ random: randomFor(name, hashName(key) * 7), now: meta.anchor, randomFor });
    this.records.set(id, record);
    return record;
  }

  /**
   * What every generated record is a function of: the seed and the data set's "now" (epoch ms), for
   * generators that run elsewhere (a Web Worker) and must produce the same records.
   */
  generationKey(): { readonly seed: number; readonly anchor: number } {
    const { meta } = this.loaded();
    return { seed: meta.seed, anchor: meta.anchor };
  }

  /** Resolves once every change made so far is stored (or known not to be storable). */
  flush(): Promise<void> {
    return this.writing;
  }

  /** Throws the trainee's changes away, in every tab: the data set is generated anew from now. */
  async reset(): Promise<void> {
    await this.ready();
    await this.flush();
    const meta = this.freshMeta();
    this.pending = [];
    try {
      await this.overlay.reset(meta);
    } catch (error) {
      await this.fallBackToMemory(error);
      await this.overlay.reset(meta);
    }
    this.apply({ meta, changes: new Map() });
    await this.warm();
    this.emit({ kind: 'reset' });
  }

  /** Waits the simulated latency, so loading states show as they would against a server. */
  async latency(): Promise<void> {
    const ms = this.options.latencyMs ?? 0;
    if (ms > 0) await new Promise((resolve) => setTimeout(resolve, ms));
  }

  /**
   * What every in-memory call does first: waits for the data (unless the call reads none of it) and
   * the simulated latency, then fails when the fault switch names `operation` (a 'success: false'
   * answer for status 200, no server for -1).
   */
  async simulate(operation: string, options: { readonly waitForData?: boolean } = {}): Promise<void> {
    await Promise.all([options.waitForData === false ? undefined : this.ready(), this.latency()]);
    const status = this.faultFor(operation);
    if (status === undefined) return;
    if (status === 200) throw new ApiError('server-message', 200, `Error simulado en ${operation}`, `Error simulado en ${operation}`);
    throw new ApiError(apiErrorKindForStatus(status), status, `Error simulado en ${operation} (${status})`);
  }

  private async load(): Promise<void> {
    let loaded: Awaited<ReturnType<OverlayStore['load']>>;
    try {
      loaded = await this.overlay.load();
    } catch (error) {
      await this.fallBackToMemory(error);
      loaded = await this.overlay.load();
    }
    const wanted = this.freshMeta();
    const fits = loaded.meta !== undefined && loaded.meta.seed === wanted.seed && loaded.meta.pharmacyCount === wanted.pharmacyCount;
    if (!fits) {
      // Another data set (first start, or another seed or size): its changes do not apply to this one.
      try {
        await this.overlay.reset(wanted);
      } catch (error) {
        await this.fallBackToMemory(error);
        await this.overlay.reset(wanted);
      }
    }
    this.apply({ meta: fits && loaded.meta !== undefined ? loaded.meta : wanted, changes: fits ? groupRows(loaded.rows) : new Map<string, Map<string, OverlayRow>>() });
    await this.warm();
    this.overlay.onExternalChange((change) => {
      if (change.kind === 'reset') {
        this.apply({ meta: change.meta, changes: new Map() });
        void this.warm().then(() => this.emit({ kind: 'reset' }));
        return;
      }
      const state = this.loaded();
      for (const row of change.rows) rowsOf(state.changes, row.collection).set(row.key, row);
      for (const name of new Set(change.rows.map((row) => row.collection))) this.merged.delete(name);
      this.emit({ kind: 'external' });
    });
  }

  /**
   * Generates the core data set in steps, giving the main thread back between them, so that thousands
   * of pharmacies never block the page for longer than a few milliseconds at a time.
   */
  private async warm(): Promise<void> {
    const state = this.state;
    if (state === undefined || this.core !== undefined) return;
    const steps = demoDataSteps({ seed: state.meta.seed, pharmacyCount: state.meta.pharmacyCount, now: state.meta.anchor });
    let pause = performance.now();
    for (let step = steps.next(); ; step = steps.next()) {
      // A reset or another tab's reset started a new data set meanwhile: this one is no longer wanted.
      if (this.state !== state) return;
      if (step.done === true) {
        this.core ??= step.value;
        return;
      }
      if (performance.now() - pause > 8) {
        await new Promise((resolve) => setTimeout(resolve, 0));
        pause = performance.now();
      }
    }
  }

  private apply(state: LoadedState): void {
    this.state = state;
    this.core = undefined;
    this.generated.clear();
    this.merged.clear();
    this.records.clear();
  }

  private loaded(): LoadedState {
    if (this.state === undefined) {
      // Tests build the database over memory and read it at once: nothing to wait for.
      if (!this.ownsOverlay) throw new Error('The demo database was read before ready()');
      this.state = { meta: this.freshMeta(), changes: new Map() };
      this.loading = Promise.resolve();
    }
    return this.state;
  }

  private freshMeta(): DemoMeta {
    return { seed: this.options.seed ?? DEMO_SEED, pharmacyCount: Math.max(this.options.pharmacyCount ?? 48, 4), anchor: this.options.clock.now() };
  }

  private generatedCore(): DemoData {
    const { meta } = this.loaded();
    this.core ??= generateDemoData({ seed: meta.seed, pharmacyCount: meta.pharmacyCount, now: meta.anchor });
    return this.core;
  }

  private generatedOf<T>(name: string, spec: DemoCollectionSpec<T>): readonly T[] {
    const cached = this.generated.get(name);
    if (cached !== undefined) return cached as readonly T[];
    const { meta } = this.loaded();
    const randomFor = (source: string): SeededRandom => new SeededRandom(meta.seed + hashName(source));
    const records = spec.generate({ random: randomFor(name), randomFor, now: meta.anchor, data: this.generatedCore() });
    this.generated.set(name, records);
    return records;
  }

  private changesOf(name: string, version: number): Map<string, OverlayRow> {
    const rows = this.loaded().changes.get(name);
    if (rows === undefined) return new Map();
    return new Map([...rows].filter(([, row]) => row.version === version));
  }

  private stage(collection: string, version: number, key: string, value: unknown): void {
    const state = this.loaded();
    // Strictly increasing, so records added in one tab keep their order even within one clock tick.
    this.lastAt = Math.max(this.lastAt + 1, this.options.clock.now());
    const row: OverlayRow = { collection, key, version, value, at: this.lastAt };
    rowsOf(state.changes, collection).set(key, row);
    this.merged.delete(collection);
    this.pending.push(row);
    this.writing = this.writing.then(() => this.writePending());
  }

  private async writePending(): Promise<void> {
    const rows = this.pending;
    this.pending = [];
    if (rows.length === 0) return;
    try {
      await this.overlay.write(rows);
    } catch (error) {
      await this.fallBackToMemory(error);
      await this.overlay.write(rows);
    }
  }

  /** Storage refused: keep going in memory, with what was loaded, and say that changes will not survive a reload. */
  private async fallBackToMemory(error: unknown): Promise<void> {
    if (this.overlay instanceof MemoryOverlayStore) throw error;
    console.warn('El almacenamiento del navegador no está disponible; los cambios de la demostración se conservan solo en esta pestaña.', error);
    const memory = new MemoryOverlayStore();
    const state = this.state;
    if (state !== undefined) {
      await memory.reset(state.meta);
      await memory.write([...state.changes.values()].flatMap((rows) => [...rows.values()]));
    }
    this.overlay = memory;
    this.status = 'volatile';
    this.emit({ kind: 'storage', status: 'volatile' });
  }

  private emit(change: DemoChange): void {
    for (const listener of this.listeners) listener(change);
  }

  private faultFor(operation: string): number | undefined {
    const text = this.options.storage.get(DEMO_FAULTS_KEY);
    if (text === undefined) return undefined;
    try {
      const faults = JSON.parse(text) as unknown;
      if (typeof faults !== 'object' || faults === null) return undefined;
      const status = (faults as Record<string, unknown>)[operation];
      return typeof status === 'number' && Number.isInteger(status) ? status : undefined;
    } catch {
      return undefined;
    }
  }
}

/** The pharmacies of the core data set, keyed by eid. */
function pharmacySpec(core: DemoData): DemoCollectionSpec<DemoPharmacy> {
  return { version: PHARMACIES_VERSION * 1000 + DEMO_DATA_VERSION, key: (pharmacy) => String(pharmacy.eid), generate: () => core.pharmacies };
}

function rowsOf(changes: Map<string, Map<string, OverlayRow>>, collection: string): Map<string, OverlayRow> {
  let rows = changes.get(collection);
  if (rows === undefined) {
    rows = new Map();
    changes.set(collection, rows);
  }
  return rows;
}

function groupRows(rows: readonly OverlayRow[]): Map<string, Map<string, OverlayRow>> {
  const changes = new Map<string, Map<string, OverlayRow>>();
  for (const row of [...rows].sort((a, b) => a.at - b.at)) rowsOf(changes, row.collection).set(row.key, row);
  return changes;
}

function hashName(name: string): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) % 1_000_003;
  return hash;
}
