import { useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';

/** What the dialog needs of the router's navigation blocker (`useBlocker` with `withResolver`). */
export interface BlockedNavigation {
  readonly status: string;
  readonly proceed?: () => void;
  readonly reset?: () => void;
}

/**
 * The question asked before leaving a form with unsaved changes: keep editing, or discard them, which
 * also forgets the form's draft (`onDiscard`) before the navigation goes on.
 */
export function UnsavedChangesModal({ blocker, message, onDiscard }: { blocker: BlockedNavigation; message: string; onDiscard: () => void }) {
  const { t } = useLingui();
  return (
    <Modal opened={blocker.status === 'blocked'} onClose={() => blocker.reset?.()} title={t`Cambios sin guardar`} centered closeButtonProps={{ 'aria-label': t`Cerrar` }}>
      <Stack gap="md">
        <Text size="sm">{message}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => blocker.reset?.()}>
            {t`Seguir editando`}
          </Button>
          <Button
            color="red"
            onClick={() => {
              onDiscard();
              blocker.proceed?.();
            }}
          >
            {t`Descartar cambios`}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
