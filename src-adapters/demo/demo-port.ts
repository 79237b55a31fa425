import { ApiError, type PortMethod } from '@domain/shared-kernel';
import type { DemoDatabase } from './demo-database';

/** What {@link demoPort} wraps: one port of a context, served by a demo backend loaded on first use. */
export interface DemoPortOptions<T> {
  /** The demo data set, which holds the simulated latency and the fault switch. */
  readonly db: DemoDatabase;
  /** The name the UI reaches the port under; fault-switch operations are `<service>.<method>`. */
  readonly service: string;
  /** Every method of the port. */
  readonly methods: readonly PortMethod<T>[];
  /** The implementation over the demo data; its code may be fetched here, on the first call. */
  readonly load: () => T | Promise<T>;
  /** Whether calls wait for the demo data set to load (default true); false for backends that read none of it. */
  readonly waitForData?: boolean;
}

/**
 * The memory profile's adapter of a port: each call waits for the demo data and the simulated latency,
 * fails as the fault switch says for operation `<service>.<method>`, and is then answered by the demo
 * backend; it settles once the changes it made are stored. The backend
 * is built once, on the first call; when its code cannot be fetched (network cut, new deployment) the
 * call fails like a missing server and the next call tries again.
 */
export function demoPort<T extends object>(options: DemoPortOptions<T>): T {
  let backend: Promise<T> | undefined;
  const instance = (): Promise<T> =>
    (backend ??= Promise.resolve()
      .then(options.load)
      .catch((error: unknown) => {
        backend = undefined;
        if (error instanceof ApiError) throw error;
        throw new ApiError('network', -1, `No se ha podido cargar una parte de la aplicación: ${error instanceof Error ? error.message : String(error)}`);
      }));
  const port: Record<string, (...args: unknown[]) => Promise<unknown>> = {};
  for (const method of options.methods) {
    port[method] = async (...args: unknown[]): Promise<unknown> => {
      // The backend's code is fetched while the call waits for the data and the latency, not after.
      const loading = instance();
      loading.catch(() => undefined);
      await options.db.simulate(`${options.service}.${method}`, { waitForData: options.waitForData ?? true });
      const target = await loading;
      const member = (target as Record<string, unknown>)[method];
      if (typeof member !== 'function') throw new TypeError(`The demo backend of ${options.service} has no method ${method}`);
      try {
        return await (member as (...parameters: unknown[]) => unknown).apply(target, args);
      } finally {
        // A call answers once what it changed is stored, so a reload right after it finds the change.
        await options.db.flush();
      }
    };
  }
  return Object.freeze(port) as T;
}
