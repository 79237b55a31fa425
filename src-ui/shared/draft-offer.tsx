import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Text } from '@mantine/core';
import { formatDateTime } from '@domain/shared-kernel';
import type { FormDraftControls } from './form-draft';

/**
 * The offer of a form's unsaved changes that this browser kept (`useFormDraft`): when they were kept,
 * and the choice to take them back into the form or to throw them away. Renders nothing when no draft
 * is offered. `title` names what was being edited ("Tienes cambios sin guardar en este pedido");
 * `onRestore` puts the kept value back in the form.
 */
export function DraftOffer<T>({ draft, title, onRestore }: { readonly draft: FormDraftControls<T>; readonly title: string; readonly onRestore: (value: T) => void }) {
  const { t } = useLingui();
  if (draft.offered === undefined) return null;
  return (
    <Alert color="blue" title={title}>
      <Text size="sm">{t`Se guardaron en este navegador el ${formatDateTime(draft.offered.savedAt)}. Puedes recuperarlos o descartarlos.`}</Text>
      <Group mt="sm" gap="sm">
        <Button
          size="xs"
          onClick={() => {
            const value = draft.restore();
            if (value !== undefined) onRestore(value);
          }}
        >
          {t`Recuperar cambios`}
        </Button>
        <Button size="xs" variant="default" onClick={() => draft.discard()}>
          {t`Descartar`}
        </Button>
      </Group>
    </Alert>
  );
}
