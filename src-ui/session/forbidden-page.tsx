import { Trans } from '@lingui/react/macro';
import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { createLazyRoute, Link } from '@tanstack/react-router';

export const ForbiddenRoute = createLazyRoute('/403')({ component: ForbiddenPage });

/** The not-authorised page (spec 1 §2.1 /403). */
export function ForbiddenPage() {
  return (
    <Center component="main" mih="100vh" p="xl" bg="gray.1">
      <Stack align="center" gap="sm" maw={520}>
        <Text fz={64} fw={800} c="red.8" aria-hidden>
          403
        </Text>
        <Title order={1}>
          <Trans>Acceso no autorizado</Trans>
        </Title>
        <Text ta="center">
          <Trans>No tienes permiso para ver esta página o el enlace de acceso no es válido. Si crees que es un error, contacta con soporte.</Trans>
        </Text>
        <Group>
          <Button component={Link} to="/app-h/dashboard">
            <Trans>Ir al escritorio</Trans>
          </Button>
          <Button component={Link} to="/logout" variant="default">
            <Trans>Cerrar sesión</Trans>
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
