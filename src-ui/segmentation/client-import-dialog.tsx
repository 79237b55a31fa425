import { useLingui } from '@lingui/react/macro';
import { Alert, Button, FileInput, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { memo, useState } from 'react';
import { isApiError } from '@domain/shared-kernel';
import { useClientFileReader, type SummarisedClientFile } from '../shared/client-file-reader';
import { ClientFileProgress } from '../shared/client-file-progress';
import { formatCount } from '../shared/format-count';
import { useGuardedMutation } from '../shared/guarded-mutation';
import { icons } from '../shared/icons';
import { notify } from '../shared/notify';
import { useUiServices } from '../shared/ui-services-context';
import { segmentationMessages } from './segmentation-messages';
import { segmentationQueries } from './segmentation.queries';

/** The campaign wizard's segments (their counts change with the clients). */
const CAMPAIGN_SEGMENTS_KEY = ['campaigns', 'segments'] as const;

/** A file read and ready to be sent: its name, the chosen file itself and how many clients it holds. */
type ReadyFile = SummarisedClientFile;

/** What the last import did: how many clients, from which file. */
interface Imported {
  readonly name: string;
  readonly count: number;
}

/**
 * The import of a client file into the pharmacy (spec 2 §2 "Excel import", §5, §7 upload_excel): the
 * file is checked by its name, size and content, read away from the main thread with its progress and
 * a cancel button, refused with 'Hay emails incorrectos en el excel' when an email is wrong, and only
 * then sent. A refusal of the server shows its own message; any other failure the spec's 'Hubo un error
 * interno…' with a retry that sends the same file again, so nothing chosen is lost. Once imported the
 * results and the segments' counts are read again.
 */
export const ClientImportDialog = memo(function ClientImportDialog({ eid, opened, onClose }: { eid: number; opened: boolean; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const services = useUiServices();
  const queryClient = useQueryClient();
  const reader = useClientFileReader({ checkEmails: true });
  const [ready, setReady] = useState<ReadyFile | undefined>(undefined);
  const [imported, setImported] = useState<Imported | undefined>(undefined);

  const upload = useGuardedMutation({
    mutationFn: (chosen: ReadyFile) => services.clients.importClients(eid, { name: chosen.name, content: chosen.original }),
    onSuccess: (result, chosen) => {
      const count = result.imported ?? chosen.clients;
      setImported({ name: chosen.name, count });
      setReady(undefined);
      notify({ color: 'green', message: count === 1 ? t`Se ha importado 1 cliente.` : t`Se han importado ${formatCount(count, i18n.locale)} clientes.` });
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: segmentationQueries.clientsKey(eid) });
      void queryClient.invalidateQueries({ queryKey: segmentationQueries.savedKey(eid) });
      void queryClient.invalidateQueries({ queryKey: CAMPAIGN_SEGMENTS_KEY });
    },
  });

  const choose = async (chosen: File | null) => {
    setImported(undefined);
    setReady(undefined);
    upload.reset();
    let file: ReadyFile | undefined;
    try {
      // Only the count and the emails' check come back from the reading: the file is sent as it is.
      file = await reader.readSummary(chosen);
    } catch {
      reader.refuse(t`No se ha podido leer el archivo. Vuelve a elegirlo.`);
      return;
    }
    if (file === undefined) return;
    if (file.clients === 0) {
      reader.refuse(t`El archivo no tiene ningún cliente: solo tiene la fila de títulos, o ninguna.`);
      return;
    }
    setReady(file);
    upload.mutate(file);
  };

  const failure = upload.error;
  const failureText =
    failure === null ? undefined : isApiError(failure) && failure.serverMessage !== undefined && failure.status >= 400 && failure.status < 500 ? failure.serverMessage : i18n._(segmentationMessages.INTERNAL_ERROR);
  const sending = upload.isPending;
  const busy = reader.state.status === 'reading' || sending;

  const close = () => {
    if (sending) return;
    reader.cancel();
    reader.reset();
    upload.reset();
    setReady(undefined);
    setImported(undefined);
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title={t`Importar clientes`} centered closeOnEscape={!sending} closeOnClickOutside={!sending} withCloseButton={!sending} closeButtonProps={{ 'aria-label': t`Cerrar` }}>
      <Stack gap="sm">
        <Text size="sm">
          {t`Un Excel .xls o .xlsx de menos de 30 MB. La primera fila nombra las columnas (por ejemplo Nombre, Apellidos, Email, Teléfono, Tarjeta, Ciudad, Código postal, Fecha de nacimiento, Sexo y LOPD) y cada fila siguiente es un cliente. Un cliente que ya estaba, con el mismo email, teléfono o tarjeta, se actualiza.`}
        </Text>
        <FileInput
          label={t`Archivo de clientes`}
          placeholder={t`Elige un archivo`}
          // The theme's placeholder grey is too light to read on white (WCAG 1.4.3).
          styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
          accept=".xls,.xlsx,application/vnd.ms-excel,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          onChange={(chosen) => void choose(chosen)}
          disabled={busy}
          clearable={false}
          value={null}
          error={reader.state.status === 'refused' ? reader.state.message : undefined}
          leftSection={<icons.upload size={16} aria-hidden />}
        />
        <ClientFileProgress state={reader.state} onCancel={reader.cancel} />
        {sending && ready !== undefined && (
          <Group gap="xs" role="status">
            <Loader size="xs" />
            <Text size="sm">{ready.clients === 1 ? t`Importando 1 cliente de ${ready.name}…` : t`Importando ${formatCount(ready.clients, i18n.locale)} clientes de ${ready.name}…`}</Text>
          </Group>
        )}
        {failureText !== undefined && ready !== undefined && (
          <Alert color="red" variant="light" title={t`No se ha importado ${ready.name}`} role="alert">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{failureText}</Text>
              <Button size="compact-sm" variant="default" onClick={() => upload.mutate(ready)}>
                {t`Reintentar`}
              </Button>
            </Stack>
          </Alert>
        )}
        {imported !== undefined && (
          <Text size="sm" fw={600} role="status">
            {imported.count === 1 ? t`${imported.name}: 1 cliente importado.` : t`${imported.name}: ${formatCount(imported.count, i18n.locale)} clientes importados.`}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={sending}>
            {imported === undefined ? t`Cancelar` : t`Cerrar`}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
});
