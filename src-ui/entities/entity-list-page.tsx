import { useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import { DEFAULT_ENTITY_SORT, ENTITY_SORT_COLUMNS, isUploadOutdated, searchEntities, sortEntities, type EntityListRow } from '@domain/entities';
import { formatInstantDateTime, isApiError } from '@domain/shared-kernel';
import { useSwap } from '../shell/swap-context';
import type { DataTableColumn } from '../shared/data-table';
import { AddressTable } from '../shared/table/address-table';
import { useAddressTable } from '../shared/table/use-address-table';
import { useUiServices } from '../shared/ui-services-context';
import { entityQueries } from './entity.queries';
import { notify } from '../shared/notify';

export const EntityListRoute = createLazyRoute('/app-h/backoffice/admin')({ component: EntityListPage });

/**
 * The back-office landing (spec 3 §2 "Backoffice entity list", standard mode): every pharmacy with a
 * global search, sorting and paging kept in the address, and a row action that logs in as the
 * pharmacy. A 403 quietly leads to the dashboard; any other failure logs out (spec 3 §6).
 */
export function EntityListPage() {
  const services = useUiServices();
  const { t } = useLingui();
  const navigate = useNavigate({ from: '/app-h/backoffice/admin' });
  const search = EntityListRoute.useSearch();
  const list = useQuery(entityQueries.list(services));
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

  // Sorted when the data or the sort change, searched when the search changes (the search keeps the order).
  const table = useAddressTable({
    search,
    navigate: (change, options) => void navigate({ search: (previous) => ({ ...previous, ...change }), ...options }),
    path: '/app-h/backoffice/admin',
    sort: { columns: ENTITY_SORT_COLUMNS, fallback: DEFAULT_ENTITY_SORT },
    source: { kind: 'local', records: list.data, loading: list.isLoading, sort: sortEntities, filter: searchEntities },
  });

  const { flush } = table.searchBox;
  const columns = useMemo<DataTableColumn<EntityListRow>[]>(
    () => [
        { accessor: 'id', title: t`Id`, sortable: true, width: 80 },
        { accessor: 'name', title: t`Farmacia`, sortable: true },
        { accessor: 'contactName', title: t`Contacto`, sortable: true },
        { accessor: 'kam', title: t`KAM`, sortable: true },
        { accessor: 'erp', title: t`ERP`, sortable: true },
        {
          accessor: 'lastUploadDate',
          title: t`Última subida`,
          sortable: true,
          render: (row) => (
            <Group gap={6} wrap="nowrap">
              <Text size="sm">{row.lastUploadDate === undefined ? t`Nunca` : formatInstantDateTime(row.lastUploadDate)}</Text>
              {/* A native title, not a floating tooltip per row: a page of 100 rows mounts no positioning code. */}
              {isUploadOutdated(row.lastUploadDate, now) && (
                <Badge color="red" variant="light" size="sm" title={t`Hace más de 24 horas que no sube datos`}>
                  {t`Desactualizada`}
                </Badge>
              )}
            </Group>
          ),
        },
        {
          accessor: 'actions',
          title: t`Acciones`,
          textAlign: 'right',
          render: (row) => (
            <Button size="compact-sm" onClick={() => {
                // A search still waiting to reach the address goes there now, not after the swap has left the list.
                flush();
                void swap.swapTo(row.id);
              }} loading={swap.swapping} aria-label={t({ message: `Entrar como ${row.name}`, context: 'entrar en una farmacia como el usuario de backoffice' })}>
              {t({ message: 'Entrar', context: 'entrar en una farmacia como el usuario de backoffice' })}
            </Button>
          ),
        },
      ],
    [flush, now, swap, t],
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t`Entidades`}</Title>
          <Text c="dimmed" size="sm">
            {list.data === undefined || !table.loaded ? ' ' : t`${table.total} de ${list.data.length} farmacias`}
          </Text>
        </div>
        <TextInput
          label={t`Buscar`}
          placeholder={t`Nombre, id, contacto, KAM o ERP`}
          value={table.searchBox.value}
          onChange={(event) => table.searchBox.change(event.currentTarget.value)}
          w={320}
          type="search"
        />
      </Group>
      {list.isError && !isApiError(list.error) && (
        <Alert color="red" role="alert">
          {t`Hubo un error. Por favor reintente.`}
        </Alert>
      )}
      <AddressTable
        table={table}
        loadingText={t`Cargando entidades…`}
        noRecordsText={table.search ? t`Ninguna farmacia coincide con la búsqueda.` : t`No hay farmacias.`}
        idAccessor="id"
        columns={columns}
      />
    </Stack>
  );
}
