import { useLingui } from '@lingui/react/macro';
import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import type { ClientFileReading } from './client-file-reader';

/** The reading of a client file under way: its name, how far it has got, and a button that cancels it. */
export function ClientFileProgress({ state, onCancel }: { state: ClientFileReading; onCancel: () => void }) {
  const { t } = useLingui();
  if (state.status !== 'reading') return null;
  return (
    <Stack gap={4} role="status">
      <Text size="sm">{t`Leyendo ${state.name}…`}</Text>
      <Group gap="sm">
        <Progress value={Math.round(state.progress * 100)} flex={1} aria-label={t`Progreso de la lectura`} />
        <Button size="compact-sm" variant="default" onClick={onCancel}>
          {t`Cancelar`}
        </Button>
      </Group>
    </Stack>
  );
}
