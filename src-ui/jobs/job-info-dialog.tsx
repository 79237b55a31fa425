import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Loader, Modal, ScrollArea, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { allowedJobCommands, parseJobInfo, type Job, type JobCommand } from '@domain/jobs';
import { formatInstantDateTime } from '@domain/shared-kernel';
import { LoadFailure } from '../shared/load-failure';
import { notify } from '../shared/notify';
import { useUiServices } from '../shared/ui-services-context';
import { JobInfoTree } from './job-info-tree';
import { jobCommandLabels, jobMessages } from './job-messages';
import { jobQueries } from './jobs.queries';

function Field({ label, value }: { readonly label: string; readonly value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" ff="monospace">
        {value}
      </Text>
    </div>
  );
}

/**
 * One job read from the server (GET /api/v1/job/{id}): its fields, its info as a folding tree with a
 * copy of the formatted JSON, or 'No job data found' (spec 3 §8); and the commands its status offers.
 */
export function JobInfoDialog({ id, busy, onClose, onCommand }: { readonly id: string; readonly busy: boolean; readonly onClose: () => void; readonly onCommand: (command: JobCommand, job: Job) => void }) {
  const { t, i18n } = useLingui();
  const services = useUiServices();
  const detail = useQuery(jobQueries.detail(services, id));
  const job = detail.data;
  const info = job === undefined ? undefined : parseJobInfo(job.info);

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      notify({ color: 'green', message: t`Información copiada al portapapeles.` });
    } catch {
      notify({ color: 'yellow', message: t`El navegador no ha permitido copiar; selecciona el texto y cópialo.` });
    }
  };

  return (
    <Modal opened onClose={onClose} title={t`Trabajo ${id}`} size="xl" scrollAreaComponent={ScrollArea.Autosize}>
      {detail.isPending ? (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text size="sm">{t`Cargando el trabajo…`}</Text>
        </Group>
      ) : detail.isError ? (
        <LoadFailure title={t`No se ha podido leer el trabajo`} error={detail.error} onRetry={() => void detail.refetch()} retrying={detail.isFetching} />
      ) : (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
            <Field label={t`Tipo`} value={`${detail.data.type} · ${detail.data.subtype}`} />
            <Field label={t`Estado`} value={detail.data.status} />
            <Field label={t`Eid`} value={detail.data.eid === undefined ? '—' : String(detail.data.eid)} />
            <Field label={t`Autor`} value={detail.data.author || '—'} />
            <Field label={t`Creado`} value={formatInstantDateTime(detail.data.creation)} />
            <Field label={t`Actualizado`} value={formatInstantDateTime(detail.data.lastUpdate)} />
          </SimpleGrid>
          <div>
            <Group justify="space-between" mb="xs">
              <Text fw={600} size="sm">
                {t`Información`}
              </Text>
              {info?.ok === true && (
                <Button size="compact-sm" variant="light" onClick={() => void copy(JSON.stringify(info.value, null, 2))}>
                  {t`Copiar JSON`}
                </Button>
              )}
            </Group>
            {info?.ok === true ? (
              <JobInfoTree value={info.value} />
            ) : (
              <Alert color="gray" title={info === undefined ? undefined : i18n._(jobMessages[info.error])} styles={{ title: { color: 'var(--mantine-color-text)' } }}>
                {detail.data.info !== undefined && detail.data.info.trim() !== '' ? (
                  <Text size="xs" ff="monospace" style={{ wordBreak: 'break-all' }}>
                    {detail.data.info}
                  </Text>
                ) : null}
              </Alert>
            )}
          </div>
          <Group justify="flex-end" gap="xs">
            {allowedJobCommands(detail.data.status).map((command) => (
              <Button key={command} variant={command === 'delete' ? 'light' : 'default'} color={command === 'delete' ? 'red' : undefined} disabled={busy} onClick={() => onCommand(command, detail.data)}>
                {i18n._(jobCommandLabels[command])}
              </Button>
            ))}
            <Button onClick={onClose}>{t`Cerrar`}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
