import { refuseFraming } from './framing';

/** The next task of the event loop: what comes after runs in a task of its own. */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve));

/**
 * Starts the application in steps, each evaluated in a task of its own so that none holds the main
 * thread long: React first, then the composition and the interface (boot.tsx).
 */
async function main(): Promise<void> {
  await import('react-dom/client');
  await nextTask();
  const { start } = await import('./boot');
  await start();
}

if (!refuseFraming(window)) {
  main().catch((error: unknown) => {
    console.error(error);
    const root = document.getElementById('root');
    if (root !== null) root.textContent = `No se ha podido iniciar la aplicación: ${error instanceof Error ? error.message : String(error)}`;
  });
}
