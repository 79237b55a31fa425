import { refuseFraming } from './framing';
import { nextTask } from './next-task';

/**
 * Starts the application in steps, each in a task of its own so that none holds the main thread long:
 * the entry file's modules are evaluated in the task that loads it; React DOM, whose evaluation alone
 * takes tens of milliseconds, in the next; then the composition and the interface (boot.tsx). No
 * module of the entry file imports React DOM's client statically, or its evaluation would join the
 * first task.
 */
async function main(): Promise<void> {
  await nextTask();
  const { createRoot } = await import('react-dom/client');
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
