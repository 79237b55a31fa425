import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Menu, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { notify } from '../shared/notify';
import { useSession } from '../shared/session-context';
import { useUiServices } from '../shared/ui-services-context';
import { openConfirm } from '../shared/overlays';

/**
 * The user menu of the header: the user name, the demo data reset (memory profile only) and logout,
 * which inside a pharmacy means leaving it for the back-office user. `defaultOpened` opens it at once
 * (a click that came before the menu had loaded); `focused` puts the focus on it (the button it
 * replaces had it).
 */
export function UserMenu({ defaultOpened = false, focused = false }: { defaultOpened?: boolean; focused?: boolean }) {
  const services = useUiServices();
  // The button replaces the one shown while the menu loaded: a keyboard user keeps the focus on it.
  const target = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focused) target.current?.focus();
  }, [focused]);
  const session = useSession();
  const { t } = useLingui();

  const confirmReset = () =>
    openConfirm({
      title: t`Restablecer datos de demostración`,
      children: <Text size="sm">{t`Se perderán todos los cambios hechos en los datos de demostración de este navegador y se cerrará la sesión. ¿Quieres continuar?`}</Text>,
      labels: { confirm: t`Restablecer`, cancel: t`Cancelar` },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        (services.demo?.reset() ?? Promise.resolve()).then(
          () => {
            notify({ color: 'green', message: t`Datos de demostración restablecidos.` });
            window.location.hash = '#/logout';
          },
          () => notify({ color: 'red', message: t`No se han podido restablecer los datos de demostración. Recarga la página y vuelve a intentarlo.` }),
        );
      },
    });

  return (
    <Menu position="bottom-end" withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>
        <Button ref={target} variant="subtle" size="xs" aria-label={t`Menú de usuario: ${session.user.name}`}>
          {session.user.name}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{session.user.username}</Menu.Label>
        {services.demo !== undefined && (
          <Menu.Item onClick={confirmReset} color="red">
            <Trans>Restablecer datos de demostración</Trans>
          </Menu.Item>
        )}
        <Menu.Item component={Link} to="/logout">
          {session.backoffice !== undefined ? <Trans>Salir de la farmacia</Trans> : <Trans>Cerrar sesión</Trans>}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
