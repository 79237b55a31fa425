import { useLingui } from '@lingui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { isApiError } from '@domain/shared-kernel';
import { sessionMessages } from '../shared/session-messages';
import { errorMessage } from '../shared/error-messages';
import { notify } from '../shared/notify';
import { useSessionState } from '../shared/session-context';
import { useUiServices } from '../shared/ui-services-context';

interface Swap {
  readonly swapping: boolean;
  swapTo(eid: number): Promise<void>;
  swapBack(): Promise<void>;
}

const SwapContext = createContext<Swap | undefined>(undefined);

const SWAP_MIN_VISIBLE_MS = 600;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Back-office to pharmacy swap and back (spec 2 §4, §8), shared by the whole shell: 'cambiando de
 * farmacia...' while it runs, 'Proceso completado...' when done; the cached data of the previous
 * entity is dropped.
 */
export function SwapProvider({ children }: { children: ReactNode }) {
  const { session } = useUiServices();
  const { refresh } = useSessionState();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { i18n } = useLingui();
  const [swapping, setSwapping] = useState(false);

  const swap = useMemo<Swap>(() => {
    const done = async (to: '/app-h/dashboard' | '/app-h/backoffice/admin') => {
      queryClient.clear();
      refresh();
      notify({ color: 'green', message: i18n._(sessionMessages.SWAP_DONE) });
      await navigate({ to });
    };
    return {
      swapping,
      async swapTo(eid) {
        setSwapping(true);
        try {
          // The change of pharmacy stays on screen long enough to be read, even when it is instant.
          await Promise.all([session.swapToEntity(eid), pause(SWAP_MIN_VISIBLE_MS)]);
          await done('/app-h/dashboard');
        } catch (error) {
          notify({ color: 'red', message: isApiError(error) ? i18n._(errorMessage(error)) : String(error) });
        } finally {
          setSwapping(false);
        }
      },
      async swapBack() {
        setSwapping(true);
        try {
          await pause(SWAP_MIN_VISIBLE_MS);
          if (session.swapBack() !== undefined) await done('/app-h/backoffice/admin');
        } finally {
          setSwapping(false);
        }
      },
    };
  }, [swapping, session, queryClient, refresh, navigate, i18n]);

  return <SwapContext.Provider value={swap}>{children}</SwapContext.Provider>;
}

/** The shell's swap: state and actions. */
export function useSwap(): Swap {
  const swap = useContext(SwapContext);
  if (swap === undefined) throw new Error('useSwap needs a SwapProvider above it');
  return swap;
}
