import { useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { Job, WebToolsJobSubtype } from '@domain/jobs';
import { formatInstantDateTime } from '@domain/shared-kernel';
import { DEFAULT_WEB_JOB_SORT, WEB_JOB_SORT_COLUMNS, filterWebToolJobs, sortWebToolJobs, webJobDomain } from '@domain/web';
import type { DataTableColumn } from '../shared/data-table';
import { icons } from '../shared/icons';
import { LoadFailure } from '../shared/load-failure';
import { AddressTable } from '../shared/table/address-table';
import { useAddressTable } from '../shared/table/use-address-table';
import { useUiServices } from '../shared/ui-services-context';
import { jobStatusLabels } from './web-messages';
import { JOB_REFRESH_MS, webQueries } from './web.queries';

const filterJobs = (jobs: readonly Job[], search: string): readonly Job[] => filterWebToolJobs(jobs, search);

/** The pages that list web-tool jobs: their address keeps the table's search, sort and page. */
export type WebJobsPagePath = '/app-h/backoffice/web-manager/productionDeploy' | '/app-h/backoffice/web-manager/webDeploy';

/**
 * A table of web-tool jobs of one subtype (spec 3 §2 "a jobs table with global search"): read again
 * every 8 s (production) or 4 s (web) while the tab is visible; search, sort and page in the address
 * of the page it is on; each row opens its pharmacy's setup in a new window.
 */
export function WebJobsTable({ subtype, path }: { readonly subtype: WebToolsJobSubtype; readonly path: WebJobsPagePath }) {
  const { t, i18n } = useLingui();
  const services = useUiServices();
  const search = useSearch({ from: path });
  const navigate = useNavigate({ from: path });
  const jobs = useQuery(webQueries.jobs(services, subtype));
  const table = useAddressTable({
    search,
    navigate: (change, options) => void navigate({ search: (previous) => ({ ...previous, ...change }), ...options }),
    path,
    sort: { columns: WEB_JOB_SORT_COLUMNS, fallback: DEFAULT_WEB_JOB_SORT },
    source: { kind: 'local', records: jobs.data, loading: jobs.isLoading, sort: sortWebToolJobs, filter: filterJobs },
  });
  const seconds = JOB_REFRESH_MS[subtype] / 1000;

  const columns = useMemo(
    (): DataTableColumn<Job>[] => [
      { accessor: 'creation', title: t`Creado`, sortable: true, render: (job) => formatInstantDateTime(job.creation) },
      { accessor: 'eid', title: t`Farmacia`, sortable: true, render: (job) => job.eid ?? '—' },
      { accessor: 'domain', title: t`Dominio`, sortable: true, render: (job) => webJobDomain(job) || '—' },
      {
        accessor: 'status',
        title: t`Estado`,
        sortable: true,
        render: (job) => {
          const known = jobStatusLabels[job.status];
          return (
            <Badge variant="light" color={known?.color ?? 'gray.9'}>
              {known === undefined ? job.status : i18n._(known.label)}
            </Badge>
          );
        },
      },
      { accessor: 'lastUpdate', title: t`Última actualización`, sortable: true, render: (job) => formatInstantDateTime(job.lastUpdate) },
      { accessor: 'author', title: t`Autor`, sortable: true, render: (job) => job.author || '—' },
      {
        accessor: 'actions',
        title: t`Acciones`,
        textAlign: 'right',
        render: (job) =>
          job.eid === undefined ? null : (
            <Button
              size="compact-sm"
              variant="light"
              leftSection={<icons.settings size={14} aria-hidden />}
              renderRoot={(props) => <Link {...props} to="/app-h/wizard/$eid" params={{ eid: String(job.eid) }} target="_blank" rel="noopener" />}
              aria-label={t`Abrir la ficha de la farmacia ${job.eid} en una ventana nueva`}
            >
              {t`Ficha`}
            </Button>
          ),
      },
    ],
    [t, i18n],
  );

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2} size="h3">
            {t`Tareas`}
          </Title>
          <Text c="dimmed" size="sm">
            {jobs.data === undefined || !table.loaded ? ' ' : t`${table.total} de ${jobs.data.length} tareas · se actualiza cada ${seconds} s`}
          </Text>
        </div>
        <TextInput label={t`Buscar tareas`} placeholder={t`Farmacia, dominio, estado o autor`} value={table.searchBox.value} onChange={(event) => table.searchBox.change(event.currentTarget.value)} w={280} type="search" />
      </Group>
      {jobs.isError ? (
        <LoadFailure title={t`No se han podido cargar las tareas`} error={jobs.error} onRetry={() => void jobs.refetch()} retrying={jobs.isFetching} />
      ) : (
        <AddressTable
          table={table}
          loadingText={t`Cargando tareas…`}
          noRecordsText={table.search ? t`Ninguna tarea coincide con la búsqueda.` : t`Aún no hay tareas.`}
          idAccessor="id"
          columns={columns}
        />
      )}
    </Stack>
  );
}
