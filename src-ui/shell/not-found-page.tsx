import { Trans } from '@lingui/react/macro';
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/** The router's not-found page: an address that is not part of the application. */
export function NotFoundPage() {
  return (
    <Center mih="60vh" p="xl">
      <Stack align="center" gap="sm" maw={480}>
        <Title order={1}>
          <Trans>Página no encontrada</Trans>
        </Title>
        <Text ta="center" c="dimmed">
          <Trans>La dirección que has abierto no corresponde a ninguna pantalla. Revisa el enlace o vuelve al escritorio.</Trans>
        </Text>
        <Button component={Link} to="/app-h/dashboard">
          <Trans>Ir al escritorio</Trans>
        </Button>
      </Stack>
    </Center>
  );
}
