import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A function whose identity never changes and that calls the `callback` of the latest render: a
 * memoised child given it is not drawn again only because its parent was. For event handlers: it is
 * not meant to be called while rendering.
 */
export function useStableCallback<A extends unknown[], R>(callback: (...args: A) => R): (...args: A) => R {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
