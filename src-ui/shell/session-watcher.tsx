import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { isApiError } from '@domain/shared-kernel';
import { useUiServices } from '../shared/ui-services-context';
import { notify } from '../shared/notify';

const EXPIRY_CHECK_MS = 30_000;

/**
 * Keeps every tab in step with the session: a logout or swap in another tab reaches this one at once
 * (ASVS 14.3.1), an expired session or a 401 answer logs out, and the cached data of the previous user
 * is dropped.
 */
export function SessionWatcher() {
  const { session } = useUiServices();
  const queryClient = useQueryClient();
  const router = useRouter();
  const { t } = useLingui();

  useEffect(() => {
    const endSession = (reason: 'expired' | 'elsewhere') => {
      const here = router.state.location;
      session.end();
      queryClient.clear();
      if (reason === 'expired') {
        notify({ id: 'session-expired', color: 'yellow', message: t`Tu sesión ha caducado. Vuelve a entrar para continuar.` });
        // Signing in again comes back here, where a form offers back what was typed (its draft).
        if (here.pathname.startsWith('/app-h')) session.rememberRedirectTarget(here.href);
      }
      // Straight to the login page, even from a form with unsaved changes: they are kept as its draft,
      // and a question about leaving would leave the user on a screen that can no longer work.
      void router.navigate({ to: '/', replace: true, ignoreBlocker: true });
    };

    const unsubscribeStore = session.subscribe((next) => {
      queryClient.clear();
      if (next === undefined) endSession('elsewhere');
      else void router.invalidate();
    });

    const onError = (error: unknown) => {
      if (isApiError(error) && error.kind === 'session-expired') endSession('expired');
    };
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
    });

    const timer = window.setInterval(() => {
      const path = router.state.location.pathname;
      if (path.startsWith('/app-h') && session.current() === undefined) endSession('expired');
    }, EXPIRY_CHECK_MS);

    return () => {
      unsubscribeStore();
      unsubscribeQueries();
      unsubscribeMutations();
      window.clearInterval(timer);
    };
  }, [session, queryClient, router, t]);

  return null;
}
