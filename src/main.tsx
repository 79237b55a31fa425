import { refuseFraming } from './framing';
import { nextTask } from './next-task';

/**
 * React's concurrent rendering (transitions, deferred values) gives the thread back to the browser
 * every 1000 / 40 = 25 ms instead of every 5 ms: a page of rows drawn in a transition pays for far
 * fewer yields and frames in between, and a slice leaves room, under the 50 ms of a long task, for the
 * commit that may follow it in the same task (ADR 25).
 */
const RENDER_SLICES_PER_SECOND = 40;

/**
 * Starts the application in steps, each in a task of its own so that none holds the main thread long:
 * the entry file's modules are evaluated in the task that loads it; React DOM, whose evaluation alone
 * takes tens of milliseconds, in the next; then the composition and the interface (boot.tsx). No
 * module of the entry file imports React DOM's client statically, or its evaluation would join the
 * first task.
 */
async function main(): Promise<void> {
  await nextTask();
  const [{ createRoot }, { unstable_forceFrameRate }] = await Promise.all([import('react-dom/client'), import('scheduler')]);
  unstable_forceFrameRate(RENDER_SLICES_PER_SECOND);
  await nextTask();
  const { start } = await import('./boot');
  await start(createRoot);
}

if (!refuseFraming(window)) {
  main().catch((error: unknown) => {
    console.error(error);
    const root = document.getElementById('root');
    if (root !== null) root.textContent = `No se ha podido iniciar la aplicación: ${error instanceof Error ? error.message : String(error)}`;
  });
}
