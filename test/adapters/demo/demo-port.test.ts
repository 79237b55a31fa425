import { describe, expect, it } from 'vitest';
import { DEMO_FAULTS_KEY, DemoDatabase, demoPort, type OverlayStore } from '@adapters/demo';
import { ManualClock, MemoryStorage } from '@adapters/shared';

/** A store that has not finished loading: the trainee's changes are still on their way. */
function loadingStore(): { store: OverlayStore; loads: () => number } {
  let loads = 0;
  const store: OverlayStore = {
    persistent: true,
    load: () => {
      loads += 1;
      return new Promise(() => undefined);
    },
    write: () => Promise.resolve(),
    reset: () => Promise.resolve(),
    onExternalChange: () => () => undefined,
  };
  return { store, loads: () => loads };
}

interface Probe {
  ping(): Promise<string>;
}

const settled = async (promise: Promise<unknown>): Promise<boolean> => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 20));
  return done;
};

describe('a demo port', () => {
  it('waits for the demo data before answering a port that reads it', async () => {
    const { store, loads } = loadingStore();
    const db = new DemoDatabase({ storage: new MemoryStorage(), clock: new ManualClock(0), overlay: store, latencyMs: 0 });
    const probe = demoPort<Probe>({ db, service: 'probe', methods: ['ping'], load: () => ({ ping: () => Promise.resolve('pong') }) });
    expect(await settled(probe.ping())).toBe(false);
    expect(loads()).toBe(1);
  });

  it('answers at once, without loading the demo data, a port whose demo reads none of it', async () => {
    const { store, loads } = loadingStore();
    const db = new DemoDatabase({ storage: new MemoryStorage(), clock: new ManualClock(0), overlay: store, latencyMs: 0 });
    const probe = demoPort<Probe>({ db, service: 'probe', methods: ['ping'], load: () => ({ ping: () => Promise.resolve('pong') }), waitForData: false });
    expect(await probe.ping()).toBe('pong');
    expect(loads()).toBe(0);
  });

  it('fetches its backend while the call waits for the demo data, not after it', async () => {
    const { store } = loadingStore();
    const db = new DemoDatabase({ storage: new MemoryStorage(), clock: new ManualClock(0), overlay: store, latencyMs: 0 });
    let backendLoads = 0;
    const probe = demoPort<Probe>({
      db,
      service: 'probe',
      methods: ['ping'],
      load: () => {
        backendLoads += 1;
        return { ping: () => Promise.resolve('pong') };
      },
    });
    expect(await settled(probe.ping())).toBe(false);
    expect(backendLoads).toBe(1);
  });

  it('answers a fault of the switch first, even when its backend could not be fetched', async () => {
    const storage = new MemoryStorage();
    storage.set(DEMO_FAULTS_KEY, JSON.stringify({ 'probe.ping': 500 }));
    const db = new DemoDatabase({ storage, clock: new ManualClock(0), latencyMs: 0 });
    const probe = demoPort<Probe>({ db, service: 'probe', methods: ['ping'], load: () => Promise.reject(new Error('chunk gone')) });
    await expect(probe.ping()).rejects.toMatchObject({ status: 500 });
  });
});
