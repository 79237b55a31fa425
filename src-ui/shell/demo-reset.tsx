import { useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { notify } from '../shared/notify';
import { openConfirm } from '../shared/overlays';
import { useUiServices } from '../shared/ui-services-context';

/**
 * Asks before throwing the demo data set's changes away (memory profile), then does it and logs out.
 * Undefined in the http profile, which has no demo data.
 */
export function useDemoReset(): (() => void) | undefined {
  const services = useUiServices();
  const { t } = useLingui();
  const demo = services.demo;
  if (demo === undefined) return undefined;
  return () =>
    openConfirm({
      title: t`Restablecer datos de demostración`,
      children: <Text size="sm">{t`Se perderán todos los cambios hechos en los datos de demostración de este navegador y se cerrará la sesión. ¿Quieres continuar?`}</Text>,
      labels: { confirm: t`Restablecer`, cancel: t`Cancelar` },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        demo.reset().then(
          () => {
            notify({ color: 'green', message: t`Datos de demostración restablecidos.` });
            window.location.hash = '#/logout';
          },
          () => notify({ color: 'red', message: t`No se han podido restablecer los datos de demostración. Recarga la página y vuelve a intentarlo.` }),
        );
      },
    });
}
