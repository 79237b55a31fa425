import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { failureMessage } from '../shared/error-messages';

/** A screen's code that did not arrive (offline, or a deployment replaced it): browsers word it differently. */
function isChunkLoadError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module|ChunkLoadError|Unable to preload CSS/i.test(text);
}

/**
 * What a screen shows in place of itself when it fails to load or to render: the reason in the user's
 * language, a retry, and the way back to the dashboard; the shell around it (navigation, user menu)
 * keeps working. A screen whose code did not arrive is retried by loading the page again, which also
 * picks up a new deployment; any other failure renders the screen again after reloading its data.
 */
export function ScreenError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const { i18n } = useLingui();
  const chunk = isChunkLoadError(error);
  const retry = () => {
    if (chunk) {
      window.location.reload();
      return;
    }
    reset();
    void router.invalidate();
  };
  return (
    <Stack gap="md" maw={640} p="md">
      <Alert color="red" role="alert" title={<Trans>No se ha podido mostrar esta pantalla</Trans>}>
        {chunk ? <Trans>No se ha podido cargar la pantalla. Comprueba tu conexión y vuelve a intentarlo.</Trans> : i18n._(failureMessage(error))}
      </Alert>
      <Group>
        <Button onClick={retry}>
          <Trans>Reintentar</Trans>
        </Button>
        <Button variant="default" component={Link} to="/app-h/dashboard">
          <Trans>Ir al escritorio</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
