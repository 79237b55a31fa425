import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Alert, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { type UseQueryResult } from '@tanstack/react-query';
import { issueCounts, type CatalogJob, type DomainHealth } from '@domain/catalog-export';
import { formatDateTime } from '@domain/shared-kernel';
import { notify } from '../shared/notify';
import { notifyTitled } from '../shared/titled-notice';
import { AddressTable } from '../shared/table/address-table';
import { useAddressTable } from '../shared/table/use-address-table';
import { catalogMessages } from './catalog-messages';
import { useDeleteCatalogJob } from './catalog.mutations';
import { CATALOG_PATH, type CatalogSearch } from './catalog-search';
import { JobKindBadge, JobReport, JobStatusBadge } from './job-report';
import { useErrorText } from '../shared/load-failure';
import { LoadFailure } from './load-failure';
import { openConfirm } from '../shared/overlays';

/**
 * The report list of past jobs (spec 1 §2.4), newest first, with the report of the chosen one and job
 * deletion after a confirmation ('Error eliminando el reporte' when it fails, spec 1 §8).
 */
export function ReportsTab(props: {
  query: UseQueryResult<readonly CatalogJob[]>;
  search: CatalogSearch;
  onSearch: (change: Partial<CatalogSearch>, options?: { replace: boolean }) => void;
  health: ReadonlyMap<string, string>;
  onHealth: (results: readonly DomainHealth[]) => void;
}) {
  const { query, search, onSearch, health, onHealth } = props;
  const { t, i18n } = useLingui();
  const errorText = useErrorText();
  const table = useAddressTable({
    search,
    navigate: onSearch,
    path: CATALOG_PATH,
    source: { kind: 'local', records: query.data, loading: query.isLoading },
  });

  const { deleteJob, deleting } = useDeleteCatalogJob({
    onDeleted: (job) => {
      if (search.report === job.externalId) onSearch({ report: undefined });
      notify({ color: 'green', message: t`Informe del ${formatDateTime(job.registered)} eliminado.` });
    },
    onFailed: (error) => notifyTitled({ color: 'red', title: i18n._(catalogMessages.JOB_DELETE_FAILED), message: errorText(error) }),
  });

  const confirmDelete = (job: CatalogJob) =>
    openConfirm({
      title: t`Eliminar informe`,
      children: <Text size="sm">{t`Se eliminará el informe del ${formatDateTime(job.registered)} con todos sus errores. ¿Quieres continuar?`}</Text>,
      labels: { confirm: t`Eliminar`, cancel: t`Cancelar` },
      confirmProps: { color: 'red' },
      closeButtonProps: { 'aria-label': t`Cerrar` },
      onConfirm: () => deleteJob(job),
    });

  if (query.isError && query.data === undefined) return <LoadFailure error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;

  const records = query.data ?? [];
  const shown = search.report === undefined ? undefined : records.find((record) => record.externalId === search.report);

  return (
    <Stack gap="lg">
      {shown !== undefined && <JobReport key={shown.externalId} job={shown} health={health} onHealth={onHealth} onClose={() => onSearch({ report: undefined })} />}
      {search.report !== undefined && shown === undefined && query.data !== undefined && (
        <Alert color="gray" role="status" title={t`Informe no disponible`}>
          {t`El informe que buscas ya no existe. Puede que se haya eliminado.`}
        </Alert>
      )}
      <section aria-label={t`Registro de trabajos`}>
        <AddressTable
          table={table}
          emptyMinHeight={200}
          loadingText={t`Cargando informes…`}
          noRecordsText={t`Todavía no hay informes de comprobaciones ni exportaciones.`}
          idAccessor="externalId"
          rowStyle={(job) => (job.externalId === search.report ? { outline: '2px solid var(--mantine-color-pharmacy-8)', outlineOffset: -2 } : undefined)}
          columns={[
            { accessor: 'registered', title: t`Fecha`, width: 150, noWrap: true, render: (job) => formatDateTime(job.registered) },
            { accessor: 'kind', title: t`Tipo`, width: 140, noWrap: true, render: (job) => <JobKindBadge job={job} /> },
            { accessor: 'description', title: t`Descripción`, render: (job) => (job.description === undefined || job.description === '' ? '—' : job.description) },
            { accessor: 'status', title: t`Estado`, width: 210, noWrap: true, render: (job) => <JobStatusBadge status={job.status} /> },
            {
              accessor: 'errors',
              title: t`Errores`,
              render: (job) => {
                const counts = issueCounts(job, 'finished');
                return (
                  <Text size="sm">
                    {t`${counts.product_categories} cat. · ${counts.products} prod. · ${counts.images} img. · ${counts.domains} dom.`}
                  </Text>
                );
              },
            },
            {
              accessor: 'actions',
              title: t`Acciones`,
              textAlign: 'right',
              width: 170,
              noWrap: true,
              render: (job) => {
                const when = formatDateTime(job.registered);
                return (
                  <Group gap={6} justify="flex-end" wrap="nowrap">
                    <Button size="compact-sm" variant={job.externalId === search.report ? 'filled' : 'light'} onClick={() => onSearch({ report: job.externalId })} aria-label={t`Ver informe del ${when}`}>
                      {t`Ver informe`}
                    </Button>
                    <Tooltip label={t`Eliminar el informe del ${when}`}>
                      <ActionIcon variant="subtle" color="red" onClick={() => confirmDelete(job)} loading={deleting === job.externalId} aria-label={t`Eliminar el informe del ${when}`}>
                        <TrashIcon />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                );
              },
            },
          ]}
        />
      </section>
    </Stack>
  );
}

function TrashIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M4 7h16M10 11v6M14 11v6M5 7l1 12a2 2 0 0 0 2 2h8a2 2 0 0 0 2 -2l1 -12M9 7V4a1 1 0 0 1 1 -1h4a1 1 0 0 1 1 1v3" />
    </svg>
  );
}
