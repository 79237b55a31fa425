import { Trans, useLingui } from '@lingui/react/macro';
import { Alert } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useUiServices } from '../shared/ui-services-context';

/**
 * The memory profile's demo data, seen from every screen: what another tab changes or resets shows here
 * at the next look (cached answers are refetched), and when the browser refuses storage a warning says
 * that changes will be lost at the next reload, while the screen goes on working.
 */
export function DemoDataWatcher() {
  const demo = useUiServices().demo;
  const queryClient = useQueryClient();
  const { t } = useLingui();
  const subscribe = useCallback((notify: () => void) => demo?.onChange((change) => change.kind === 'storage' && notify()) ?? (() => undefined), [demo]);
  const status = useSyncExternalStore(subscribe, () => demo?.storageStatus() ?? 'persistent');

  useEffect(
    () =>
      demo?.onChange((change) => {
        if (change.kind !== 'storage') void queryClient.invalidateQueries();
      }),
    [demo, queryClient],
  );

  if (status !== 'volatile') return null;
  return (
    <Alert color="yellow" role="alert" radius={0} title={t`Los cambios no se guardarán`} data-testid="demo-storage-warning" styles={{ title: { color: 'var(--mantine-color-text)' } }}>
      <Trans>
        Este navegador no permite guardar los datos de demostración (modo privado, almacenamiento bloqueado o sin espacio). Puedes seguir trabajando, pero los
        cambios se perderán al recargar la página.
      </Trans>
    </Alert>
  );
}
