import { useCallback, useRef, useState } from 'react';
import { useStableCallback } from './use-stable-callback';

/**
 * An action that does not run twice at once: a call while it runs is ignored (a double click on
 * "Guardar", Enter pressed twice), set synchronously on the call, before the screen can show it is
 * busy. For a form's submit that does several steps (read the editor, check for a conflict, save);
 * a single call to a port is a guarded mutation (`useGuardedMutation`) instead.
 */
export function useOneAtATime<A extends unknown[]>(action: (...args: A) => Promise<void>): { readonly run: (...args: A) => void; readonly running: boolean } {
  const runningRef = useRef(false);
  const [running, setRunning] = useState(false);
  const latest = useStableCallback(action);
  const run = useCallback((...args: A): void => {
    if (runningRef.current) return;
    runningRef.current = true;
    setRunning(true);
    void latest(...args)
      .catch(() => undefined)
      .finally(() => {
        runningRef.current = false;
        setRunning(false);
      });
  }, [latest]);
  return { run, running };
}
