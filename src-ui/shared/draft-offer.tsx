import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Text } from '@mantine/core';
import { formatDateTime } from '@domain/shared-kernel';

/**
 * The offer of a form's unsaved changes that this browser kept (`useFormDraft`): when they were kept,
 * and the choice to take them back into the form or to throw them away. `title` names what was being
 * edited ("Tienes cambios sin guardar en este pedido").
 */
export function DraftOffer({ title, savedAt, onRestore, onDiscard }: { readonly title: string; readonly savedAt: number; readonly onRestore: () => void; readonly onDiscard: () => void }) {
  const { t } = useLingui();
  return (
    <Alert color="blue" title={title}>
      <Text size="sm">{t`Se guardaron en este navegador el ${formatDateTime(savedAt)}. Puedes recuperarlos o descartarlos.`}</Text>
      <Group mt="sm" gap="sm">
        <Button size="xs" onClick={onRestore}>
          {t`Recuperar cambios`}
        </Button>
        <Button size="xs" variant="default" onClick={onDiscard}>
          {t`Descartar`}
        </Button>
      </Group>
    </Alert>
  );
}
