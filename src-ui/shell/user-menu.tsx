import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Menu } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useSession } from '../shared/session-context';
import { useDemoReset } from './demo-reset';

/**
 * The user menu of the header: the user name, the demo data reset (memory profile only) and logout,
 * which inside a pharmacy means leaving it for the back-office user. `defaultOpened` opens it at once
 * (a click that came before the menu had loaded); `focused` puts the focus on it (the button it
 * replaces had it).
 */
export function UserMenu({ defaultOpened = false, focused = false }: { defaultOpened?: boolean; focused?: boolean }) {
  // The button replaces the one shown while the menu loaded: a keyboard user keeps the focus on it.
  const target = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focused) target.current?.focus();
  }, [focused]);
  const session = useSession();
  const { t } = useLingui();
  const confirmReset = useDemoReset();

  return (
    <Menu position="bottom-end" withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>
        <Button ref={target} variant="subtle" size="xs" aria-label={t`Menú de usuario: ${session.user.name}`}>
          {session.user.name}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{session.user.username}</Menu.Label>
        {confirmReset !== undefined && (
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
