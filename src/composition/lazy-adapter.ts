import { ApiError } from '@domain/shared-kernel';

/**
 * A port whose adapter module is fetched on its first call, so a screen's adapter (and its demo
 * data) never weighs on the first page. Every method of such a port returns a promise: the proxy
 * awaits the adapter, built once, and forwards the call. A module that cannot be fetched (network
 * cut, new deployment) fails the call like a missing server, and the next call tries again.
 */
export function lazyAdapter<T extends object>(load: () => Promise<T>): T {
  let adapter: Promise<T> | undefined;
  const instance = (): Promise<T> =>
    (adapter ??= load().catch((error: unknown) => {
      adapter = undefined;
      throw new ApiError('network', -1, `No se ha podido cargar una parte de la aplicación: ${error instanceof Error ? error.message : String(error)}`);
    }));
  return new Proxy({} as T, {
    get(_target, property) {
      // Not a thenable: `await port` must not call into the adapter.
      if (property === 'then') return undefined;
      return async (...args: unknown[]): Promise<unknown> => {
        const target = await instance();
        const member = (target as Record<PropertyKey, unknown>)[property];
        if (typeof member !== 'function') throw new TypeError(`The adapter has no method ${String(property)}`);
        return (member as (...parameters: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}
