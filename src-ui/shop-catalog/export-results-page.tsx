import { useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createLazyRoute, Link, useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { DEFAULT_JOB_SORT, JOB_SORT_COLUMNS, sortJobs } from '@domain/jobs';
import { formatInstantDateTime, isApiError } from '@domain/shared-kernel';
import { CATALOG_REPORT_COLUMNS, catalogReportFileName, catalogReportRows, exportResultRows, filterExportResults, type ExportResultRow } from '@domain/shop-catalog';
import type { DataTableColumn } from '../shared/data-table';
import { downloadCsv } from '../shared/download';
import { useGuardedMutation } from '../shared/guarded-mutation';
import { icons } from '../shared/icons';
import { LoadFailure, useErrorText } from '../shared/load-failure';
import { notify } from '../shared/notify';
import { AddressTable } from '../shared/table/address-table';
import { useAddressTable } from '../shared/table/use-address-table';
import { notifyTitled } from '../shared/titled-notice';
import { useUiServices } from '../shared/ui-services-context';
import { settingsMessages } from './shop-catalog-messages';
import { shopCatalogQueries } from './shop-catalog.queries';

const PATH = '/app-h/backoffice/export-products-results';

export const ExportResultsRoute = createLazyRoute(PATH)({ component: ExportResultsPage });

/** The badge colour of a job's status. */
const statusColor = (status: string): string => ({ DONE: 'green.9', FAILED: 'red.9', RUNNING: 'blue.9', PENDING: 'orange.9' })[status.toUpperCase()] ?? 'gray.9';

/**
 * The export results (spec 3 §2): the catalogue export jobs, refreshed every 8 s, searched, sorted
 * and paged in the address; and the catalogue report of a domain (the products published on its
 * shop), downloaded as a spreadsheet file.
 */
export function ExportResultsPage() {
  const { t, i18n } = useLingui();
  const services = useUiServices();
  const navigate = useNavigate({ from: PATH });
  const search = ExportResultsRoute.useSearch();
  const describe = useErrorText();
  const exports = useQuery(shopCatalogQueries.exports(services));
  const domains = useQuery(shopCatalogQueries.domains(services));
  const records = useMemo(() => (exports.data === undefined ? undefined : exportResultRows(exports.data)), [exports.data]);

  const table = useAddressTable({
    search,
    navigate: (change, options) => void navigate({ search: (previous) => ({ ...previous, ...change }), ...options }),
    path: PATH,
    sort: { columns: JOB_SORT_COLUMNS, fallback: DEFAULT_JOB_SORT },
    source: { kind: 'local', records, loading: exports.isLoading, sort: sortJobs, filter: filterExportResults },
  });

  const report = useGuardedMutation({
    mutationFn: (domain: string) => services.shopCatalog.publishedProducts(domain),
    onSuccess: (products, domain) => {
      if (products.length === 0) {
        notify({ color: 'yellow', message: i18n._(settingsMessages.REPORT_EMPTY) });
        return;
      }
      downloadCsv(catalogReportFileName(domain), [...CATALOG_REPORT_COLUMNS], catalogReportRows(products));
      notify({ color: 'green', message: t`Informe del catálogo de ${domain} descargado: ${products.length} productos.` });
    },
    onError: (error) =>
      notifyTitled({ color: 'red', title: i18n._(settingsMessages.REPORT_FAILED), message: isApiError(error) && error.kind === 'server-message' ? (error.serverMessage ?? error.message) : describe(error) }),
  });

  const columns = useMemo(
    (): DataTableColumn<ExportResultRow>[] => [
      { accessor: 'creation', title: t`Pedida`, sortable: true, render: (row) => formatInstantDateTime(row.creation) },
      { accessor: 'domain', title: t`Dominio`, render: (row) => row.domain || '—' },
      { accessor: 'eid', title: t`Eid`, sortable: true, textAlign: 'right', render: (row) => row.eid ?? '—' },
      { accessor: 'author', title: t`Autor`, sortable: true },
      {
        accessor: 'status',
        title: t`Estado`,
        sortable: true,
        render: (row) => (
          <Badge variant="light" color={statusColor(row.status)}>
            {row.status}
          </Badge>
        ),
      },
      { accessor: 'lastUpdate', title: t`Actualizada`, sortable: true, render: (row) => formatInstantDateTime(row.lastUpdate) },
      {
        accessor: 'actions',
        title: t`Informe`,
        textAlign: 'right',
        render: (row) =>
          row.domain === '' ? null : (
            <Button size="compact-sm" variant="light" leftSection={<icons.download size={14} aria-hidden />} onClick={() => report.mutate(row.domain)} aria-label={t`Descargar el informe del catálogo de ${row.domain}`}>
              {t`Informe`}
            </Button>
          ),
      },
    ],
    // report.mutate is stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t],
  );

  const chosen = search.domain;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t`Resultados de exportación`}</Title>
          <Text c="dimmed" size="sm" aria-live="polite">
            {records === undefined || !table.loaded ? ' ' : t`${table.total} de ${records.length} exportaciones · se actualiza cada 8 segundos`}
          </Text>
        </div>
        <Group align="flex-end">
          <TextInput label={t`Buscar`} placeholder={t`Dominio, estado, eid…`} value={table.searchBox.value} onChange={(event) => table.searchBox.change(event.currentTarget.value)} w={240} type="search" />
          <Button leftSection={<icons.plus size={16} aria-hidden />} renderRoot={(props) => <Link {...props} to="/app-h/backoffice/export-products" search={{ domain: undefined }} />}>
            {t`Nueva exportación`}
          </Button>
        </Group>
      </Group>
      <Paper withBorder p="md" radius="md">
        <Group align="flex-end" gap="sm">
          <Select
            label={t`Informe del catálogo por dominio`}
            placeholder={domains.isError ? i18n._(settingsMessages.DOMAINS_FAILED) : t`Elige un dominio`}
            data={[...(domains.data ?? [])]}
            value={chosen ?? null}
            onChange={(value) => void navigate({ search: (previous) => ({ ...previous, domain: value ?? undefined }), replace: true })}
            searchable
            clearable
            w={340}
          />
          <Button leftSection={<icons.download size={16} aria-hidden />} disabled={chosen === undefined} loading={report.isPending} onClick={() => chosen !== undefined && report.mutate(chosen)}>
            {t`Descargar informe`}
          </Button>
          {domains.isError && (
            <Button variant="light" onClick={() => void domains.refetch()} loading={domains.isFetching}>
              {t`Reintentar dominios`}
            </Button>
          )}
        </Group>
      </Paper>
      {exports.isError ? (
        <LoadFailure title={t`No se han podido cargar las exportaciones`} error={exports.error} onRetry={() => void exports.refetch()} retrying={exports.isFetching} />
      ) : (
        <AddressTable
          table={table}
          loadingText={t`Cargando exportaciones…`}
          noRecordsText={table.search ? t`Ninguna exportación coincide con la búsqueda.` : t`Aún no hay exportaciones. Pide la primera con «Nueva exportación».`}
          idAccessor="id"
          columns={columns}
        />
      )}
    </Stack>
  );
}
