import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { failureMessage } from './error-messages';

/** The text of a failed call, as the user reads it in the interface language. */
export function useErrorText(): (error: unknown) => string {
  const { i18n } = useLingui();
  return (error) => i18n._(failureMessage(error));
}

/**
 * The visible state of a load that failed: what failed (`title`), why, and a retry; `children` adds
 * other ways out, such as going back to a list.
 */
export function LoadFailure({ title, error, onRetry, retrying, children }: { title: string; error: unknown; onRetry: () => void; retrying?: boolean; children?: ReactNode }) {
  const { t } = useLingui();
  const errorText = useErrorText();
  return (
    <Alert color="red" role="alert" title={title}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{errorText(error)}</Text>
        <Group gap="xs">
          <Button size="xs" variant="light" color="red" onClick={onRetry} loading={retrying === true}>
            {t`Reintentar`}
          </Button>
          {children}
        </Group>
      </Stack>
    </Alert>
  );
}
