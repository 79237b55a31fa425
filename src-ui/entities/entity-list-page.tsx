import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Loader, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { Suspense, lazy, useCallback, useEffect, useMemo, useState } from 'react';
import { DEFAULT_ENTITY_SORT, ENTITY_SORT_COLUMNS, searchEntities, sortEntities, withEntityDetails, withReportStatuses } from '@domain/entities';
import { isApiError } from '@domain/shared-kernel';
import { useSwap } from '../shell/swap-context';
import type { DataTableColumn } from '../shared/data-table';
import { icons } from '../shared/icons';
import { AddressTable } from '../shared/table/address-table';
import { useAddressTable } from '../shared/table/use-address-table';
import { useUiServices } from '../shared/ui-services-context';
import { actionsColumn, leadingColumns, type EntityRow } from './entity-columns';
import { FORM_STATUS_LABELS } from './entity-messages';
import type { EntityRowAction } from './entity-row-actions';
import { entityQueries } from './entity.queries';
import { PharmacyConfigLauncher } from '../pharmacy-config';
import { notify } from '../shared/notify';

export const EntityListRoute = createLazyRoute('/app-h/backoffice/admin')({ component: EntityListPage });

/** The cache/report mode's columns, selection and dialogs: fetched only when that mode is used. */
const CacheReportMode = lazy(() => import('./cache-report-mode').then((module) => ({ default: module.CacheReportMode })));

const DownloadIcon = icons.download;

/**
 * The back-office landing (spec 3 §2 "Backoffice entity list"): every pharmacy with a global search,
 * sorting and paging kept in the address, the row actions (configure, log in as the pharmacy), a CSV
 * export with ';', and two modes kept in the address: the standard mode with the v2 columns (sign-up
 * form, commercial, administrative, contact e-mail) and the cache/report mode (`mode=cache`) with the
 * last cache and report, the jobs' state and the generation dialogs. A 403 quietly leads to the
 * dashboard; any other failure of the list logs out (spec 3 §6).
 */
export function EntityListPage() {
  const services = useUiServices();
  const { t, i18n } = useLingui();
  const navigate = useNavigate({ from: '/app-h/backoffice/admin' });
  const search = EntityListRoute.useSearch();
  const cacheMode = search.mode === 'cache';
  const list = useQuery(entityQueries.list(services));
  const details = useQuery({ ...entityQueries.details(services), enabled: !cacheMode && list.isSuccess });
  const statuses = useQuery({ ...entityQueries.statuses(services), enabled: cacheMode && list.isSuccess });
  const swap = useSwap();
  // The time the list was opened: whether a pharmacy's data is out of date does not change while it is read.
  const [now] = useState(() => services.clock.now());

  useEffect(() => {
    const error = list.error;
    if (!isApiError(error)) return;
    if (error.kind === 'forbidden') {
      void navigate({ to: '/app-h/dashboard', replace: true });
    } else if (error.kind !== 'session-expired') {
      notify({ color: 'red', message: t`No se ha podido cargar el listado de entidades. Vuelve a entrar.` });
      services.session.end();
      void navigate({ to: '/', replace: true });
    }
  }, [list.error, navigate, services.session, t]);

  // The standard mode joins the v2 details; the cache/report mode the months of the reports status.
  const records = useMemo<readonly EntityRow[] | undefined>(() => {
    if (list.data === undefined) return undefined;
    if (cacheMode) return statuses.data === undefined ? list.data : withReportStatuses<EntityRow>(list.data, new Map(statuses.data.map((status) => [status.eid, status])));
    return details.data === undefined ? list.data : withEntityDetails(list.data, new Map(details.data.map((entry) => [entry.eid, entry])));
  }, [cacheMode, details.data, list.data, statuses.data]);

  // Sorted when the data or the sort change, searched when the search changes (the search keeps the order).
  const table = useAddressTable({
    search,
    navigate: (change, options) => void navigate({ search: (previous) => ({ ...previous, ...change }), ...options }),
    path: '/app-h/backoffice/admin',
    sort: { columns: ENTITY_SORT_COLUMNS, fallback: DEFAULT_ENTITY_SORT },
    source: { kind: 'local', records, loading: list.isLoading, sort: sortEntities, filter: searchEntities },
  });

  const { flush } = table.searchBox;
  // The configuration dialog lives in the address (`?config=<eid>&tab=…`): a reload keeps it open.
  const configure = useCallback(
    (eid: number | undefined) => {
      flush();
      void navigate({ search: (previous) => ({ ...previous, config: eid, tab: undefined }) });
    },
    [flush, navigate],
  );

  // Every row action of both modes, in order: one more action is one more entry.
  const rowActions = useMemo<EntityRowAction[]>(
    () => [
      { id: 'configure', label: t`Configurar`, accessibleName: (row) => t`Configurar ${row.name}`, variant: 'default', run: (row) => configure(row.id) },
      { id: 'wizard', label: t`Editar datos`, accessibleName: (row) => t`Editar datos de ${row.name}`, variant: 'default', run: (row) => void navigate({ to: '/app-h/wizard/$eid', params: { eid: String(row.id) } }) },
      {
        id: 'enter',
        label: t({ message: 'Entrar', context: 'entrar en una farmacia como el usuario de backoffice' }),
        accessibleName: (row) => t({ message: `Entrar como ${row.name}`, context: 'entrar en una farmacia como el usuario de backoffice' }),
        loading: swap.swapping,
        run: (row) => {
          // A search still waiting to reach the address goes there now, not after the swap has left the list.
          flush();
          void swap.swapTo(row.id);
        },
      },
    ],
    [configure, flush, navigate, swap, t],
  );

  const columns = useMemo<DataTableColumn<EntityRow>[]>(
    () => [
      ...leadingColumns(i18n, now),
      { accessor: 'details.formStatus', title: t`Formulario de alta`, render: (row) => (row.details?.formStatus === undefined ? '' : i18n._(FORM_STATUS_LABELS[row.details.formStatus])) },
      { accessor: 'details.commercial', title: t`Comercial`, render: (row) => row.details?.commercial ?? '' },
      { accessor: 'details.administrative', title: t`Administrativo`, render: (row) => row.details?.administrative ?? '' },
      { accessor: 'details.contactMail', title: t`Correo de contacto`, render: (row) => row.details?.contactMail ?? '' },
      actionsColumn(i18n, rowActions),
    ],
    [i18n, now, rowActions, t],
  );

  const changeMode = (mode: string) => {
    flush();
    const sortedByMonth = search['sort-by'] === 'lastCache' || search['sort-by'] === 'lastReport';
    void navigate({
      search: (previous) => ({
        ...previous,
        mode: mode === 'cache' ? 'cache' : undefined,
        page: undefined,
        // The standard mode has no month columns to sort by.
        ...(mode !== 'cache' && sortedByMonth ? { 'sort-by': undefined, 'sort-order': undefined } : {}),
      }),
    });
  };

  const exportCsv = () => {
    const rows = table.rows;
    if (rows === undefined) return;
    void import('./entity-list-csv').then(
      (module) => module.downloadEntityList(i18n, rows, cacheMode ? 'cache' : 'standard', now),
      () => notify({ color: 'red', message: t`No se ha podido exportar. Comprueba tu conexión y vuelve a intentarlo.` }),
    );
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t`Entidades`}</Title>
          <Text c="dimmed" size="sm">
            {list.data === undefined || !table.loaded ? ' ' : t`${table.total} de ${list.data.length} farmacias`}
          </Text>
        </div>
        <Group align="flex-end" gap="sm">
          <TextInput
            label={t`Buscar`}
            placeholder={t`Nombre, id, contacto, KAM o ERP`}
            value={table.searchBox.value}
            onChange={(event) => table.searchBox.change(event.currentTarget.value)}
            w={320}
            type="search"
          />
          <Button variant="default" leftSection={<DownloadIcon size={16} aria-hidden />} onClick={exportCsv} disabled={table.rows === undefined || table.total === 0}>
            {t`Exportar CSV`}
          </Button>
          <Button onClick={() => void navigate({ to: '/app-h/backoffice/wizard' })}>{t`Nueva farmacia`}</Button>
        </Group>
      </Group>
      <SegmentedControl
        aria-label={t`Modo de la lista`}
        value={cacheMode ? 'cache' : 'standard'}
        onChange={changeMode}
        data={[
          { value: 'standard', label: t`Estándar` },
          { value: 'cache', label: t`Caché e informes` },
        ]}
        w="fit-content"
      />
      {list.isError && !isApiError(list.error) && (
        <Alert color="red" role="alert">
          {t`Hubo un error. Por favor reintente.`}
        </Alert>
      )}
      {!cacheMode && details.isError && (
        <Alert color="yellow" role="status">
          {t`No se han podido cargar el formulario de alta, el comercial, el administrativo ni el correo de contacto.`}{' '}
          <Button variant="subtle" size="compact-sm" onClick={() => void details.refetch()} loading={details.isFetching}>
            {t`Reintentar`}
          </Button>
        </Alert>
      )}
      {cacheMode ? (
        <Suspense
          fallback={
            <Group justify="center" mih={220} gap="xs" aria-busy>
              <Loader size="md" aria-hidden />
              <Text size="sm" c="dimmed">{t`Cargando entidades…`}</Text>
            </Group>
          }
        >
          <CacheReportMode table={table} statuses={statuses} rowActions={rowActions} now={now} />
        </Suspense>
      ) : (
        <AddressTable
          table={table}
          loadingText={t`Cargando entidades…`}
          noRecordsText={table.search ? t`Ninguna farmacia coincide con la búsqueda.` : t`No hay farmacias.`}
          idAccessor="id"
          columns={columns}
        />
      )}
      <PharmacyConfigLauncher
        eid={search.config}
        name={list.data?.find((row) => row.id === search.config)?.name}
        tab={search.tab}
        onTabChange={(tab) => void navigate({ search: (previous) => ({ ...previous, tab }), replace: true })}
        onClose={() => configure(undefined)}
      />
    </Stack>
  );
}
