import { act, render, screen, waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { MemoryOverlayStore, type DEMO_FAULTS_KEY } from '@adapters/demo';
import { ManualClock, MemoryStorage } from '@adapters/shared';
import { App, activateLanguage, createQueryClient, type UiServices } from '@ui/index';
import { loadAddressTableView } from '@ui/shared/table/address-table';
import { createAppRouter, type AppRouter } from '@app/composition/app-router';
import { composeApplication } from '@app/composition/compose';
import { readConfiguration } from '@app/config';
import { DEMO_FAULTS_STORAGE_KEY, type DemoFaultOperation, type DemoFaults } from './demo-faults';

// A screen's code and messages load on its first visit, and the first screen of a test file also
// generates the demo data it reads; a screen test walks through several such steps. What a test may
// cost on a 2-core machine running another suite beside this one: 60 s (a step: see setup-dom.ts). A
// test that needs more is stuck, not slow.
vi.setConfig({ testTimeout: 60_000 });

/**
 * The fault switch's key. The Playwright specs cannot import the adapters and write the key the test
 * support declares; typing it as the adapters' key makes a renamed key fail the type check.
 */
const FAULTS_KEY: typeof DEMO_FAULTS_KEY = DEMO_FAULTS_STORAGE_KEY;

/** The instant screen tests run at unless told otherwise: 21/11/2026 10:00 in Madrid, as the Playwright specs. */
export const HARNESS_NOW = Date.UTC(2026, 10, 21, 9);

/** The demo accounts of the memory profile (every password is `demo`). */
export type DemoUsername = 'backoffice' | 'farmacia' | 'farmacia2' | 'socio' | 'demo';

/** How {@link startApp} starts the application. */
export interface StartOptions {
  /** Environment variables on top of the memory profile with no simulated latency. */
  readonly env?: Record<string, string>;
  /** The injected clock's start, epoch milliseconds ({@link HARNESS_NOW} by default). */
  readonly now?: number;
  /** The address to open, such as '#/app-h/backoffice/admin'; the login screen, or the account's landing, by default. */
  readonly at?: `#/${string}`;
  /** Signs this demo account in (through the session use cases) before the first screen renders. */
  readonly signInAs?: DemoUsername;
  /** Operations that fail from the start, with their status. */
  readonly faults?: DemoFaults;
}

/** The running application and the handles a screen test drives it with. */
export interface RunningApp {
  readonly services: UiServices;
  readonly router: AppRouter;
  /** The injected clock: screens and the demo data read the time from it, and only `advance`/`set` move it. */
  readonly clock: ManualClock;
  /** The local storage the application was given (session, fault switch). */
  readonly local: MemoryStorage;
  /** Where the demo keeps the trainee's changes, as IndexedDB would in the browser. */
  readonly overlay: MemoryOverlayStore;
  readonly user: UserEvent;
  /** Makes the demo fail `operation` with `status` (-1 no server, 200 a `success: false` answer) until healed. */
  fail(operation: DemoFaultOperation, status: number): void;
  /** Makes `operation` succeed again; every operation when none is named. */
  heal(operation?: DemoFaultOperation): void;
  /**
   * Lets `ms` pass: the injected clock moves, and so do the timers when the test has installed fake
   * timers (`vi.useFakeTimers({ shouldAdvanceTime: true })` before {@link startApp}), running what falls due.
   */
  elapse(ms: number): Promise<void>;
}

/**
 * Starts the real application in jsdom the way `src/boot.tsx` does, through `composeApplication`:
 * the memory profile with no simulated latency, a manual clock, in-memory storage that counts as
 * lasting (jsdom has no IndexedDB) and no network.
 * Failed queries are retried as in production, without the wait between attempts.
 */
export async function startApp(options: StartOptions = {}): Promise<RunningApp> {
  const local = new MemoryStorage();
  const overlay = new MemoryOverlayStore({ persistent: true });
  const clock = new ManualClock(options.now ?? HARNESS_NOW);
  const configuration = readConfiguration({ VITE_DEMO_LATENCY_MS: '0', ...options.env }, '1.0.0-test');
  const services = await composeApplication(configuration, {
    local,
    tab: new MemoryStorage(),
    clock,
    fetch: () => Promise.reject(new TypeError('offline')),
    demoOverlay: overlay,
  });

  const faults = (): DemoFaults => JSON.parse(local.get(FAULTS_KEY) ?? '{}') as DemoFaults;
  const writeFaults = (value: DemoFaults): void => {
    if (Object.keys(value).length === 0) local.remove(FAULTS_KEY);
    else local.set(FAULTS_KEY, JSON.stringify(value));
  };
  writeFaults(options.faults ?? {});

  if (options.signInAs !== undefined) await services.session.login(options.signInAs, 'demo');

  const queryClient = createQueryClient();
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retryDelay: 0 } });
  window.location.hash = options.at ?? (options.signInAs === undefined ? '#/' : '#/app-h/');
  const router = createAppRouter({ services, queryClient });
  await activateLanguage('es');
  // In a browser the data table's code is fetched after the screen's first paint; here it is in memory
  // before the screen renders, so a screen test reads the rows once they are there, as a user does.
  // (The deferred fetch itself: test/ui/shared/address-table-deferred.test.tsx, e2e/screen-error.spec.ts.)
  await loadAddressTableView();
  render(<App services={services} queryClient={queryClient} router={router} />);

  return {
    services,
    router,
    clock,
    local,
    overlay,
    // With fake timers, the pauses between simulated key presses must run on them too.
    user: userEvent.setup(vi.isFakeTimers() ? { advanceTimers: (ms) => vi.advanceTimersByTime(ms) } : {}),
    fail: (operation, status) => writeFaults({ ...faults(), [operation]: status }),
    heal: (operation) => {
      if (operation === undefined) return writeFaults({});
      const { [operation]: _healed, ...rest } = faults();
      writeFaults(rest);
    },
    elapse: async (ms) => {
      clock.advance(ms);
      if (vi.isFakeTimers()) await act(() => vi.advanceTimersByTimeAsync(ms));
    },
  };
}

/**
 * The screen's table once it shows what it was last given: a server's page is drawn in a deferred
 * render after the count above it, and the table's wrapper is `aria-busy` until then.
 */
export async function settledTable(): Promise<HTMLElement> {
  await waitFor(() => expect(screen.getByRole('table').closest('[aria-busy]')).toHaveAttribute('aria-busy', 'false'));
  return screen.getByRole('table');
}
