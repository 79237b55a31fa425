import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Badge, Button, Group, Modal, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { memo, useCallback, useMemo, useState } from 'react';
import {
  DEFAULT_JOB_SORT,
  JOB_SEARCH_LIMIT,
  JOB_SORT_COLUMNS,
  allowedJobCommands,
  filterJobs,
  jobFilterOfForm,
  sortJobs,
  statusChoices,
  type Job,
  type JobCommand,
  type JobFieldValues,
  type JobSearchForm,
} from '@domain/jobs';
import { formatInstantDateTime, isApiError } from '@domain/shared-kernel';
import type { DataTableColumn } from '../shared/data-table';
import { icons } from '../shared/icons';
import { LoadFailure, useErrorText } from '../shared/load-failure';
import { notify } from '../shared/notify';
import { openConfirm } from '../shared/overlays';
import { useSession } from '../shared/session-context';
import { AddressTable } from '../shared/table/address-table';
import { useAddressTable } from '../shared/table/use-address-table';
import { useUiServices } from '../shared/ui-services-context';
import { JobInfoDialog } from './job-info-dialog';
import { jobCommandLabels, jobMessages, jobStatusColor } from './job-messages';
import type { JobMonitorSearch } from './job-search';
import { useJobCommand } from './jobs.mutations';
import { jobQueries } from './jobs.queries';

const PATH = '/app-h/backoffice/jobs';

export const JobMonitorRoute = createLazyRoute(PATH)({ component: JobMonitorPage });

/** How long typing in the eid box pauses before the search follows it. */
const EID_PAUSE_MS = 400;

const filterRows = (rows: readonly Job[], search: string): readonly Job[] => filterJobs(rows, search);

/** The search form's fields as the address holds them; the same object while they do not change. */
function formOf(search: JobMonitorSearch): JobSearchForm {
  return {
    createdFrom: search.createdFrom,
    createdTo: search.createdTo,
    updatedFrom: search.updatedFrom,
    updatedTo: search.updatedTo,
    eid: search.eid,
    type: search.type,
    subtype: search.subtype,
    author: search.author,
    status: search.status,
  };
}

/** What failed, for the error dialog. */
interface Failure {
  readonly title: string;
  readonly message: string;
}

/**
 * The job monitor (spec 3 §2, §7 "Jobs"): the search by creation and last update (each end day
 * included whole), eid, type, subtype, author and status (the field values, 'deleted' left out), at
 * most 200 jobs refreshed every 8 s; the results searched, sorted and paged in the address; a job's
 * info read as a folding tree; reset to PENDING or CANCELLED and delete, each after a confirmation;
 * a failed change in an error dialog.
 */
export function JobMonitorPage() {
  const services = useUiServices();
  const session = useSession();
  const { t, i18n } = useLingui();
  const navigate = useNavigate({ from: PATH });
  const search = JobMonitorRoute.useSearch();
  const describe = useErrorText();
  const [opened, setOpened] = useState<string | undefined>();
  const [failure, setFailure] = useState<Failure | undefined>();

  const formKey = JSON.stringify(formOf(search));
  // The form and the filter change only when a field of the form does: a new page or sort asks nothing of
  // the server, and does not draw the form again.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const form = useMemo(() => formOf(search), [formKey]);
  const filter = useMemo(() => jobFilterOfForm(form), [form]);
  const results = useQuery(jobQueries.search(services, filter));
  const fields = useQuery(jobQueries.fieldValues(services));

  const setForm = useCallback((change: Partial<JobSearchForm>) => void navigate({ search: (previous) => ({ ...previous, ...change, page: undefined }), replace: true }), [navigate]);
  const refetchFields = fields.refetch;
  const retryFields = useCallback(() => void refetchFields(), [refetchFields]);

  const { run, busy } = useJobCommand(session.user.username, {
    onDone: (command, job) =>
      notify({
        color: 'green',
        message: command === 'delete' ? t`Trabajo ${job.id} eliminado.` : command === 'reset-to-pending' ? t`Trabajo ${job.id} reiniciado a PENDING.` : t`Trabajo ${job.id} cancelado (CANCELLED).`,
      }),
    onFailed: (command, error, job) => {
      const reason = isApiError(error) && error.kind === 'server-message' ? (error.serverMessage ?? error.message) : describe(error);
      setFailure({
        title: command === 'delete' ? t`No se ha podido eliminar el trabajo ${job.id}` : t`No se ha podido cambiar el estado del trabajo ${job.id}`,
        message: `${i18n._(jobMessages.ACTION_FAILED)} ${reason}`,
      });
    },
  });

  const confirm = (command: JobCommand, job: Job) =>
    openConfirm({
      title: command === 'delete' ? t`Eliminar trabajo` : command === 'reset-to-pending' ? t`Reiniciar trabajo` : t`Cancelar trabajo`,
      children: (
        <Stack gap="xs">
          <Text size="sm">
            {command === 'delete'
              ? t`El trabajo dejará de aparecer en las búsquedas. Esta acción no se puede deshacer.`
              : command === 'reset-to-pending'
                ? t`El trabajo vuelve a PENDING y se ejecutará de nuevo.`
                : t`El trabajo pasa a CANCELLED y no se ejecutará.`}
          </Text>
          <Text size="sm" fw={600}>
            {`${job.id} · ${job.type} ${job.subtype} · ${job.status}`}
          </Text>
        </Stack>
      ),
      labels: { confirm: i18n._(jobCommandLabels[command]), cancel: t`Volver` },
      confirmProps: { color: command === 'reset-to-pending' ? 'blue' : 'red' },
      onConfirm: () => run(command, job),
    });

  const table = useAddressTable({
    search,
    navigate: (change, options) => void navigate({ search: (previous) => ({ ...previous, ...change }), ...options }),
    path: PATH,
    sort: { columns: JOB_SORT_COLUMNS, fallback: DEFAULT_JOB_SORT },
    source: { kind: 'local', records: results.data, loading: results.isLoading, sort: sortJobs, filter: filterRows },
  });

  const columns = useMemo(
    (): DataTableColumn<Job>[] => [
      { accessor: 'id', title: t`Id`, render: (job) => <Text size="sm" ff="monospace">{job.id}</Text> },
      { accessor: 'creation', title: t`Creado`, sortable: true, render: (job) => formatInstantDateTime(job.creation) },
      { accessor: 'lastUpdate', title: t`Actualizado`, sortable: true, render: (job) => formatInstantDateTime(job.lastUpdate) },
      { accessor: 'type', title: t`Tipo`, sortable: true },
      { accessor: 'subtype', title: t`Subtipo`, sortable: true },
      { accessor: 'eid', title: t`Eid`, sortable: true, textAlign: 'right', render: (job) => job.eid ?? '—' },
      { accessor: 'author', title: t`Autor`, sortable: true },
      {
        accessor: 'status',
        title: t`Estado`,
        sortable: true,
        render: (job) => (
          <Badge variant="light" color={jobStatusColor(job.status)}>
            {job.status}
          </Badge>
        ),
      },
      {
        accessor: 'actions',
        title: t`Acciones`,
        textAlign: 'right',
        render: (job) => {
          const allowed = allowedJobCommands(job.status);
          const pending = busy === job.id;
          return (
            <Group gap={6} justify="flex-end" wrap="nowrap">
              <Button size="compact-sm" variant="light" leftSection={<icons.eye size={14} aria-hidden />} onClick={() => setOpened(job.id)} aria-label={t`Info del trabajo ${job.id}`}>
                {t`Info`}
              </Button>
              <Tooltip label={i18n._(jobCommandLabels['reset-to-pending'])}>
                <ActionIcon variant="light" size="md" disabled={!allowed.includes('reset-to-pending') || pending} onClick={() => confirm('reset-to-pending', job)} aria-label={t`Reiniciar ${job.id}`}>
                  <icons.sync size={16} aria-hidden />
                </ActionIcon>
              </Tooltip>
              <Tooltip label={i18n._(jobCommandLabels['reset-to-cancelled'])}>
                <ActionIcon variant="light" color="orange.9" size="md" disabled={!allowed.includes('reset-to-cancelled') || pending} onClick={() => confirm('reset-to-cancelled', job)} aria-label={t`Cancelar ${job.id}`}>
                  <icons.ban size={16} aria-hidden />
                </ActionIcon>
              </Tooltip>
              <Tooltip label={i18n._(jobCommandLabels.delete)}>
                <ActionIcon variant="light" color="red" size="md" disabled={!allowed.includes('delete')} loading={pending} onClick={() => confirm('delete', job)} aria-label={t`Eliminar ${job.id}`}>
                  <icons.trash size={16} aria-hidden />
                </ActionIcon>
              </Tooltip>
            </Group>
          );
        },
      },
    ],
    // confirm reads only stable values and `busy`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n, busy],
  );

  const found = results.data?.length ?? 0;
  const hasFilter = formKey !== '{}';

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t`Trabajos`}</Title>
          <Text c="dimmed" size="sm" aria-live="polite">
            {results.data === undefined || !table.loaded ? ' ' : found >= JOB_SEARCH_LIMIT ? t`${table.total} de ${found} trabajos (los ${JOB_SEARCH_LIMIT} más recientes; acota la búsqueda para ver otros)` : t`${table.total} de ${found} trabajos`}
          </Text>
        </div>
        <TextInput
          label={t`Buscar en los resultados`}
          placeholder={t`Id, tipo, autor, estado…`}
          value={table.searchBox.value}
          onChange={(event) => table.searchBox.change(event.currentTarget.value)}
          w={260}
          type="search"
        />
      </Group>
      <JobSearchFields form={form} choices={fields.data} failed={fields.isError} retrying={fields.isFetching} onRetry={retryFields} onChange={setForm} />
      {results.isError ? (
        <LoadFailure title={t`No se han podido buscar los trabajos`} error={results.error} onRetry={() => void results.refetch()} retrying={results.isFetching} />
      ) : (
        <AddressTable
          table={table}
          loadingText={t`Buscando trabajos…`}
          noRecordsText={hasFilter || table.search ? t`Ningún trabajo coincide con la búsqueda.` : t`No hay trabajos.`}
          idAccessor="id"
          columns={columns}
        />
      )}
      {opened !== undefined && (
        <JobInfoDialog
          id={opened}
          busy={busy === opened}
          onClose={() => setOpened(undefined)}
          onCommand={(command, job) => {
            setOpened(undefined);
            confirm(command, job);
          }}
        />
      )}
      <Modal opened={failure !== undefined} onClose={() => setFailure(undefined)} title={failure?.title} centered>
        <Stack gap="md">
          <Text size="sm" role="alert">
            {failure?.message}
          </Text>
          <Group justify="flex-end">
            <Button onClick={() => setFailure(undefined)} data-autofocus>
              {t`Aceptar`}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

/** What the search form is given: the fields of the address, the fields' values to choose from, and the changes. */
interface JobSearchFieldsProps {
  readonly form: JobSearchForm;
  readonly choices: JobFieldValues | undefined;
  readonly failed: boolean;
  readonly retrying: boolean;
  readonly onRetry: () => void;
  readonly onChange: (change: Partial<JobSearchForm>) => void;
}

/**
 * The search form: creation and last update, eid (sent once typing pauses), type, subtype, author and
 * status, each choice from the fields' values. Drawn again only when one of its props changes: a sort,
 * a page or a search in the results does not draw it.
 */
const JobSearchFields = memo(function JobSearchFields({ form, choices, failed, retrying, onRetry, onChange }: JobSearchFieldsProps) {
  const { t } = useLingui();
  const [eidText, setEidText] = useState(form.eid === undefined ? '' : String(form.eid));
  const sendEid = useDebouncedCallback((text: string) => {
    const value = text.trim();
    onChange({ eid: /^\d+$/.test(value) ? Number(value) : undefined });
  }, EID_PAUSE_MS);
  const eidInvalid = eidText.trim() !== '' && !/^\d+$/.test(eidText.trim());
  const options = (values: readonly string[] | undefined, current: string | undefined) => [...new Set([...(values ?? []), ...(current === undefined ? [] : [current])])];
  const statuses = options(choices === undefined ? undefined : statusChoices(choices.statuses), form.status);
  const hasFilter = JSON.stringify(form) !== '{}';
  return (
    <Paper withBorder p="md" radius="md" component="form" role="search" aria-label={t`Búsqueda de trabajos`} onSubmit={(event) => event.preventDefault()}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <TextInput type="date" label={t`Creado desde`} value={form.createdFrom ?? ''} onChange={(event) => onChange({ createdFrom: event.currentTarget.value || undefined })} />
        <TextInput type="date" label={t`Creado hasta`} value={form.createdTo ?? ''} onChange={(event) => onChange({ createdTo: event.currentTarget.value || undefined })} />
        <TextInput type="date" label={t`Actualizado desde`} value={form.updatedFrom ?? ''} onChange={(event) => onChange({ updatedFrom: event.currentTarget.value || undefined })} />
        <TextInput type="date" label={t`Actualizado hasta`} value={form.updatedTo ?? ''} onChange={(event) => onChange({ updatedTo: event.currentTarget.value || undefined })} />
        <TextInput
          label={t`Eid`}
          inputMode="numeric"
          value={eidText}
          error={eidInvalid ? t`El eid es un número.` : undefined}
          onChange={(event) => {
            setEidText(event.currentTarget.value);
            sendEid(event.currentTarget.value);
          }}
        />
        <Select label={t`Tipo`} data={options(choices?.types, form.type)} value={form.type ?? null} onChange={(value) => onChange({ type: value ?? undefined })} clearable searchable />
        <Select label={t`Subtipo`} data={options(choices?.subtypes, form.subtype)} value={form.subtype ?? null} onChange={(value) => onChange({ subtype: value ?? undefined })} clearable searchable />
        <Select label={t`Autor`} data={options(choices?.authors, form.author)} value={form.author ?? null} onChange={(value) => onChange({ author: value ?? undefined })} clearable searchable />
        <Select label={t`Estado`} data={statuses} value={form.status ?? null} onChange={(value) => onChange({ status: value ?? undefined })} clearable searchable />
      </SimpleGrid>
      <Group justify="space-between" mt="sm">
        <Text size="xs" c="dimmed">
          {failed ? t`No se han podido cargar los valores de los campos; escribe la búsqueda en la dirección o reintenta.` : t`Los resultados se actualizan cada 8 segundos.`}
        </Text>
        <Group gap="xs">
          {failed && (
            <Button size="xs" variant="light" onClick={onRetry} loading={retrying}>
              {t`Reintentar valores`}
            </Button>
          )}
          <Button
            size="xs"
            variant="default"
            disabled={!hasFilter}
            onClick={() => {
              setEidText('');
              sendEid.cancel();
              onChange({ createdFrom: undefined, createdTo: undefined, updatedFrom: undefined, updatedTo: undefined, eid: undefined, type: undefined, subtype: undefined, author: undefined, status: undefined });
            }}
          >
            {t`Limpiar filtros`}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
});
