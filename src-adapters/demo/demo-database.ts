import type { Clock } from '@domain/shared-kernel';
import type { KeyValueStorage } from '@adapters/shared';
import { DEMO_DATA_VERSION, DEMO_SEED, generateDemoData, type DemoData } from './demo-data';

/** Where the demo data set is kept; not a session key, so logging out keeps a trainee's work. */
export const DEMO_DATA_KEY = 'backoffice.demo.data';

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
    this.data = this.generate();
  }

  /** Waits the simulated latency, so loading states show as they would against a server. */
  async latency(): Promise<void> {
    const ms = this.options.latencyMs ?? 0;
    if (ms > 0) await new Promise((resolve) => setTimeout(resolve, ms));
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
