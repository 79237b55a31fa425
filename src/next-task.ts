/** The browser's scheduler where it has one (Chromium): `yield()` continues ahead of other queued work. */
interface TaskScheduler {
  yield(): Promise<void>;
}

/**
 * Resolves in a later task of the event loop, so that what comes after it runs in a task of its own and
 * the browser can paint and handle input in between. Where the browser can (`scheduler.yield`), the
 * continuation goes ahead of other queued tasks; elsewhere it is a zero-delay timer.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<TaskScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve));
}
