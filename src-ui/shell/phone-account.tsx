import { Trans } from '@lingui/react/macro';
import { Badge, Button, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { activePharmacy } from '@domain/session';
import { useSession } from '../shared/session-context';
import { useDemoReset } from './demo-reset';
import { LanguageSwitch } from './language-switch';

/**
 * On a phone, the drawer holds what the header has no room for: the pharmacy, back to the back
 * office, the language and the user's actions.
 */
export function PhoneAccount({ onSwapBack, onDone }: { onSwapBack: () => void; onDone: () => void }) {
  const session = useSession();
  const pharmacy = activePharmacy(session);
  const confirmReset = useDemoReset();
  return (
    <Stack gap="xs" pb="sm" mb="sm" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }} data-testid="phone-account">
      <Text fw={600} size="sm">
        {session.user.name}
      </Text>
      {pharmacy !== undefined && (
        <Badge variant="light" size="lg" style={{ maxWidth: '100%' }}>
          {pharmacy.name} · {pharmacy.eid}
        </Badge>
      )}
      {session.backoffice !== undefined && (
        <Button
          size="xs"
          variant="light"
          onClick={() => {
            onDone();
            onSwapBack();
          }}
        >
          <Trans>Volver al backoffice</Trans>
        </Button>
      )}
      <LanguageSwitch />
      {confirmReset !== undefined && (
        <Button size="xs" variant="subtle" color="red" onClick={confirmReset}>
          <Trans>Restablecer datos de demostración</Trans>
        </Button>
      )}
      <Button size="xs" variant="default" component={Link} to="/logout" onClick={onDone}>
        {session.backoffice !== undefined ? <Trans>Salir de la farmacia</Trans> : <Trans>Cerrar sesión</Trans>}
      </Button>
    </Stack>
  );
}
