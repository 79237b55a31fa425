import { StrictMode, startTransition } from 'react';
import type { createRoot as CreateRoot } from 'react-dom/client';
import { BrowserStorage, systemClock } from '@adapters/shared';
import { App, activateLanguage, createQueryClient, storedLanguage } from '@ui/index';
import { createAppRouter } from './composition/app-router';
import { composeApplication } from './composition/compose';
import { announceFirstScreens } from './composition/first-screen-ready';
import { readConfiguration } from './config';
import { nextTask } from './next-task';

declare const __APP_VERSION__: string;

/**
 * Reads the configuration once, composes the application for its profile and renders it with
 * `createRoot` (React DOM, which the entry evaluates in a task of its own: see main.tsx).
 */
export async function start(createRoot: typeof CreateRoot): Promise<void> {
  const configuration = readConfiguration(import.meta.env, __APP_VERSION__);
  // The profile's adapters and the language's messages are fetched side by side, not one after the other.
  const [services] = await Promise.all([
    composeApplication(configuration, {
      local: new BrowserStorage('local'),
      tab: new BrowserStorage('session'),
      clock: systemClock,
      locks: typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : undefined,
    }, nextTask),
    activateLanguage(storedLanguage()),
  ]);
  // Each step below runs in a task of its own: together they are more than the 50 ms a task may hold
  // the main thread for.
  await nextTask();
  const queryClient = createQueryClient();
  const router = createAppRouter({ services, queryClient });
  await nextTask();
  // The first screen's route is resolved (guard, screen file, its catalogue) before React renders, so
  // that the first render draws the whole screen inside the transition below, in slices, rather than a
  // frame whose screen then arrives as one blocking render. A failure here is the router's to show.
  const firstPath = router.latestLocation.pathname;
  await router.load().catch(() => undefined);
  await nextTask();
  // What this screen fetched is remembered, so that the next page opened on it asks for it at once.
  announceFirstScreens({ router, signedIn: () => services.session.current() !== undefined, target: window, now: () => performance.now() }, firstPath);

  const root = document.getElementById('root');
  if (root === null) throw new Error('index.html has no #root element');
  // A transition: React renders the first screen in slices of a few milliseconds, not in one long task.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App services={services} queryClient={queryClient} router={router} />
      </StrictMode>,
    );
  });
}
