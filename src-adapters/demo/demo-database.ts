import { ApiError, apiErrorKindForStatus, type Clock } from '@domain/shared-kernel';
import type { KeyValueStorage } from '@adapters/shared';
import { DEMO_DATA_VERSION, DEMO_SEED, generateDemoData, type DemoData } from './demo-data';
import { SeededRandom } from './seeded-random';

/** Prefix of the storage keys of the contexts' own parts of the demo data (see {@link DemoDatabase.slice}). */
export const DEMO_SLICE_KEY_PREFIX = 'backoffice.demo.slice.';

/** What a slice's generator gets: its own seeded random source, the generation instant and the core data set. */
export interface DemoSliceContext {
  readonly random: SeededRandom;
  readonly now: number;
  readonly data: DemoData;
}

/** A context's own part of the demo data: generated on first use, persisted after each change. */
export interface DemoSlice<T> {
  read(): T;
  update(change: (value: T) => void): void;
}

/** Where the demo data set is kept; not a session key, so logging out keeps a trainee's work. */
export const DEMO_DATA_KEY = 'backoffice.demo.data';

/**
 * The memory profile's fault switch: a JSON object in local storage mapping an operation name (such as
 * 'months.add') to the HTTP status it should fail with (-1 for no server). Tests and trainers use it
 * to walk through the error paths without a server.
 */
export const DEMO_FAULTS_KEY = 'backoffice.demo.faults';

/** Options of the memory profile's data set. */
export interface DemoDatabaseOptions {
  readonly storage: KeyValueStorage;
  readonly clock: Clock;
  readonly seed?: number;
  /** How many pharmacies the data set has (performance tests ask for thousands). */
  readonly pharmacyCount?: number;
  /** Simulated network latency of every in-memory call, in ms (0 in tests). */
  readonly latencyMs?: number;
}

/**
 * The memory profile's database: generated from a fixed seed on first use, persisted in browser
 * storage after every change so a trainee's work survives a reload, and reset on request.
 */
export class DemoDatabase {
  private data: DemoData | undefined;
  private readonly options: DemoDatabaseOptions;
  private readonly slices = new Map<string, { value: unknown }>();

  constructor(options: DemoDatabaseOptions) {
    this.options = options;
  }

  /** The current data set (generated on first use). */
  read(): DemoData {
    this.data ??= this.load() ?? this.generate();
    return this.data;
  }

  /** Applies a change and persists the result. */
  update(change: (data: DemoData) => void): void {
    const data = this.read();
    change(data);
    this.persist(data);
  }

  /** Throws the trainee's changes away: the next read generates the data set anew. */
  reset(): void {
    this.options.storage.remove(DEMO_DATA_KEY);
    for (const key of this.options.storage.keys()) if (key.startsWith(DEMO_SLICE_KEY_PREFIX)) this.options.storage.remove(key);
    this.slices.clear();
    this.data = this.generate();
  }

  /**
   * A bounded context's own part of the demo data (catalog jobs, campaign months...), kept under its
   * own key so each context owns its shape. `generate` runs once with a random source seeded from the
   * data set's seed and the slice's name; the result is persisted, and reset with everything else.
   * `version` discards stored data of an older shape.
   */
  slice<T>(name: string, version: number, generate: (context: DemoSliceContext) => T): DemoSlice<T> {
    const key = `${DEMO_SLICE_KEY_PREFIX}${name}`;
    const seed = (this.options.seed ?? DEMO_SEED) + hashName(name);
    const load = (): { value: unknown } => {
      const cached = this.slices.get(name);
      if (cached !== undefined) return cached;
      let entry: { value: unknown } | undefined;
      const text = this.options.storage.get(key);
      if (text !== undefined) {
        try {
          const stored = JSON.parse(text) as { version?: unknown; seed?: unknown; value?: unknown } | null;
          if (stored !== null && stored.version === version && stored.seed === seed) entry = { value: stored.value };
        } catch {
          entry = undefined;
        }
      }
      if (entry === undefined) {
        entry = { value: generate({ random: new SeededRandom(seed), now: this.options.clock.now(), data: this.read() }) };
        this.options.storage.set(key, JSON.stringify({ version, seed, value: entry.value }));
      }
      this.slices.set(name, entry);
      return entry;
    };
    return {
      read: () => load().value as T,
      update: (change) => {
        const entry = load();
        change(entry.value as T);
        this.options.storage.set(key, JSON.stringify({ version, seed, value: entry.value }));
      },
    };
  }

  /** Waits the simulated latency, so loading states show as they would against a server. */
  async latency(): Promise<void> {
    const ms = this.options.latencyMs ?? 0;
    if (ms > 0) await new Promise((resolve) => setTimeout(resolve, ms));
  }

  /**
   * What every in-memory call does first: waits the simulated latency, then fails when the fault
   * switch names `operation` (a 'success: false' answer for status 200, no server for -1).
   */
  async simulate(operation: string): Promise<void> {
    await this.latency();
    const status = this.faultFor(operation);
    if (status === undefined) return;
    if (status === 200) throw new ApiError('server-message', 200, `Error simulado en ${operation}`, `Error simulado en ${operation}`);
    throw new ApiError(apiErrorKindForStatus(status), status, `Error simulado en ${operation} (${status})`);
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

  private generate(): DemoData {
    const data = generateDemoData({
      seed: this.options.seed ?? DEMO_SEED,
      pharmacyCount: this.options.pharmacyCount ?? 48,
      now: this.options.clock.now(),
    });
    this.persist(data);
    return data;
  }

  private load(): DemoData | undefined {
    const text = this.options.storage.get(DEMO_DATA_KEY);
    if (text === undefined) return undefined;
    try {
      const data = JSON.parse(text) as Partial<DemoData> | null;
      const fits =
        data !== null &&
        data.version === DEMO_DATA_VERSION &&
        data.seed === (this.options.seed ?? DEMO_SEED) &&
        Array.isArray(data.pharmacies) &&
        data.pharmacies.length === Math.max(this.options.pharmacyCount ?? 48, 4) &&
        Array.isArray(data.users);
      return fits ? (data as DemoData) : undefined;
    } catch {
      return undefined;
    }
  }

  private persist(data: DemoData): void {
    this.options.storage.set(DEMO_DATA_KEY, JSON.stringify(data));
  }
}

function hashName(name: string): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) % 1_000_003;
  return hash;
}
