import { ContainerModule, type Container } from 'inversify';
import { Clock } from '@domain/shared-kernel';
import { DEMO_ACCOUNTS, DEMO_EMBEDDED_TOKEN, DemoDatabase, LazyOverlayStore, MemoryOverlayStore, demoPort, type OverlayStore } from '@adapters/demo';
import type { KeyValueStorage } from '@adapters/shared';
import type { DemoAccount, DemoControls } from '@ui/index';
import type { Configuration } from '../config';
import { CONTEXTS } from '../contexts/registry';
import { adapterDeps, portBindings } from './context-bindings';
import type { DemoDeps } from './context-module';
import type { Profile } from './profile-type';
import type { RuntimeEnvironment } from './runtime-environment';
import { AppConfiguration, DemoDatabaseToken, LocalStorageToken, RuntimeEnvironmentToken } from './tokens';

/**
 * Resolves once the browser has painted the next frame (or after 100 ms in a hidden tab, which paints
 * none): a screen's first render reaches the screen before the demo store's code is fetched and run.
 */
function afterNextPaint(): Promise<void> {
  if (typeof requestAnimationFrame === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 100);
  });
}

/** IndexedDB when the browser has it; otherwise changes live in memory, and the UI warns they will not survive a reload. */
function browserOverlay(): OverlayStore {
  return typeof indexedDB === 'undefined'
    ? new MemoryOverlayStore()
    : new LazyOverlayStore(async () => {
        await afterNextPaint();
        return new (await import('@adapters/demo/indexed-db')).DexieOverlayStore();
      });
}

/** The demo data set: generated from its seed, with the trainee's changes kept in IndexedDB. */
const demoDatabaseModule = new ContainerModule(({ bind }) => {
  bind(DemoDatabaseToken).toDynamicValue((context) => {
    const configuration = context.get<Configuration>(AppConfiguration);
    const database = new DemoDatabase({
      storage: context.get<KeyValueStorage>(LocalStorageToken),
      clock: context.get<Clock>(Clock),
      overlay: context.get<RuntimeEnvironment>(RuntimeEnvironmentToken).demoOverlay ?? browserOverlay(),
      pharmacyCount: configuration.demoPharmacies,
      latencyMs: configuration.demoLatencyMs,
    });
    // Loading starts with the first demo call (signing in, or the first screen's data): the login page
    // needs none, so the IndexedDB code is not part of what it fetches.
    return database;
  });
});

const demoDeps = (context: { get<T>(id: symbol): T }): DemoDeps => ({ ...adapterDeps(context), db: context.get<DemoDatabase>(DemoDatabaseToken) });

/**
 * Every port of the registered contexts served by its demo backend, behind the simulated latency and
 * the fault switch (operation `<service>.<method>`).
 */
const demoPorts = portBindings(CONTEXTS, (service, binding, context) => {
  const deps = demoDeps(context);
  return demoPort<object>({ db: deps.db, service, methods: binding.methods as never[], load: () => binding.memory(deps), waitForData: binding.demoData ?? true });
});

const ROLES: Record<string, DemoAccount['role']> = { backoffice: 'backoffice', farmacia: 'pharmacist', farmacia2: 'limited', socio: 'partner', demo: 'demo' };

/** The memory profile: the demo data set behind every port, with the controls the login page shows. */
export const memoryProfile: Profile = {
  modules: [demoDatabaseModule, demoPorts],
  demoControls: (container: Container): DemoControls => {
    const deps = demoDeps(container);
    return Object.assign(
      {
        accounts: DEMO_ACCOUNTS.map((account) => ({ username: account.username, password: account.password, name: account.name, role: ROLES[account.username] ?? 'pharmacist' })),
        embeddedToken: DEMO_EMBEDDED_TOKEN,
        reset: () => deps.db.reset(),
        storageStatus: () => deps.db.storageStatus(),
        onChange: (listener: Parameters<DemoControls['onChange']>[0]) => deps.db.onChange(listener),
      },
      ...CONTEXTS.map((context) => ('demoControls' in context && context.demoControls !== undefined ? context.demoControls(deps) : {})),
    ) as DemoControls;
  },
};
