import { useLingui } from '@lingui/react/macro';
import { Progress } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { LOADING_BAR_DELAY_MS } from '../shared/ui-constants';

/** A bar at the top of the page while something takes longer than 500 ms (spec 1 §9). */
export function LoadingBar() {
  const { t } = useLingui();
  const routing = useRouterState({ select: (state) => state.status === 'pending' });
  const busy = useQueriesBusy(useQueryClient()) || routing;
  const [busyForAWhile] = useDebouncedValue(busy, LOADING_BAR_DELAY_MS);

  if (!busy || !busyForAWhile) return null;
  return (
    <Progress
      value={100}
      striped
      animated
      size="xs"
      radius={0}
      aria-label={t`Cargando`}
      data-testid="loading-bar"
      style={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 1000 }}
    />
  );
}

/**
 * Whether a query is fetching or a mutation running, followed from the caches once the bar is mounted.
 * Not an external store read during render (`useIsFetching`): a fetch that starts or ends while React
 * draws a screen in slices would make React draw the whole screen again in one blocking task, to keep
 * this bar consistent with the cache.
 *
 * Only the events that can change the answer are followed: a query or mutation whose state changed
 * ('updated') or that left the cache ('removed'). The others come while a screen renders (a `useQuery`
 * adds its query to the cache, 'added', in its first render; its observer announces itself), and
 * setting the bar's state then is an update of one component during the render of another.
 */
function useQueriesBusy(client: QueryClient): boolean {
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    const check = () => setBusy(client.isFetching() + client.isMutating() > 0);
    const follow = (event: { readonly type: string } | undefined) => {
      if (event !== undefined && (event.type === 'updated' || event.type === 'removed')) check();
    };
    check();
    const unsubscribeQueries = client.getQueryCache().subscribe(follow);
    const unsubscribeMutations = client.getMutationCache().subscribe(follow);
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [client]);
  return busy;
}
