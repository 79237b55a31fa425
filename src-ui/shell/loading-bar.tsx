import { useLingui } from '@lingui/react/macro';
import { Progress } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { LOADING_BAR_DELAY_MS } from '../shared/ui-constants';

/** A bar at the top of the page while something takes longer than 500 ms (spec 1 §9). */
export function LoadingBar() {
  const { t } = useLingui();
  const routing = useRouterState({ select: (state) => state.status === 'pending' });
  const busy = useIsFetching() + useIsMutating() > 0 || routing;
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
