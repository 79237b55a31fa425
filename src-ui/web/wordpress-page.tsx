import { useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useMemo } from 'react';
import { DEFAULT_VHOST_SORT, NO_DOMAIN_LABEL, VHOST_SORT_COLUMNS, filterVirtualHosts, sortVirtualHosts, vhostDomainLabel, type VirtualHost } from '@domain/web';
import type { DataTableColumn } from '../shared/data-table';
import { icons } from '../shared/icons';
import { LoadFailure } from '../shared/load-failure';
import { notify } from '../shared/notify';
import { AddressTable } from '../shared/table/address-table';
import { useAddressTable } from '../shared/table/use-address-table';
import { useUiServices } from '../shared/ui-services-context';
import { webDeployMessages } from './web-messages';
import { webQueries } from './web.queries';

const PATH = '/app-h/backoffice/wpmanager';

export const WordPressRoute = createLazyRoute(PATH)({ component: WordPressPage });

/** The plugins dialog comes when a host's plugins are first opened. */
const PluginsDialog = lazy(() => import('./plugins-dialog').then((module) => ({ default: module.PluginsDialog })));

/** A host's key in the address (`host`): its server and path. */
export const hostKey = (vhost: VirtualHost): string => `${vhost.server}|${vhost.path}`;

const filterHosts = (vhosts: readonly VirtualHost[], search: string): readonly VirtualHost[] => filterVirtualHosts(vhosts, search);

/**
 * The WordPress manager (spec 3 §2): the virtual hosts of every server (domain, server; 'Dominio no
 * disponible' without one), with search, sort and page in the address, and each host's plugins in a
 * dialog (the open host is in the address too), where one plugin or all can be updated.
 */
export function WordPressPage() {
  const { t, i18n } = useLingui();
  const services = useUiServices();
  const navigate = useNavigate({ from: PATH });
  const search = WordPressRoute.useSearch();
  const vhosts = useQuery(webQueries.vhosts(services));
  const table = useAddressTable({
    search,
    navigate: (change, options) => void navigate({ search: (previous) => ({ ...previous, ...change }), ...options }),
    path: PATH,
    sort: { columns: VHOST_SORT_COLUMNS, fallback: DEFAULT_VHOST_SORT },
    source: { kind: 'local', records: vhosts.data, loading: vhosts.isLoading, sort: sortVirtualHosts, filter: filterHosts },
  });
  const open = search.host === undefined ? undefined : vhosts.data?.find((vhost) => hostKey(vhost) === search.host);

  const columns = useMemo(
    (): DataTableColumn<VirtualHost>[] => [
      {
        accessor: 'domain',
        title: t`Dominio`,
        sortable: true,
        render: (vhost) => {
          const label = vhostDomainLabel(vhost);
          return label === NO_DOMAIN_LABEL ? (
            <Text size="sm" c="dimmed" fs="italic">
              {t`Dominio no disponible`}
            </Text>
          ) : (
            <Text size="sm" fw={500}>
              {label}
            </Text>
          );
        },
      },
      { accessor: 'server', title: t`Servidor`, sortable: true },
      {
        accessor: 'actions',
        title: t`Acciones`,
        textAlign: 'right',
        render: (vhost) => (
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<icons.eye size={14} aria-hidden />}
            aria-label={t`Plugins de ${vhost.domain === '' ? `${vhost.server} ${vhost.path}` : vhost.domain}`}
            onClick={() => {
              if (vhost.domain.trim() === '') {
                notify({ color: 'yellow', message: i18n._(webDeployMessages.VHOST_WITHOUT_DOMAIN) });
                return;
              }
              void navigate({ search: (previous) => ({ ...previous, host: hostKey(vhost) }) });
            }}
          >
            {t`Plugins`}
          </Button>
        ),
      },
    ],
    // navigate is stable for the page's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n],
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t`WordPress manager`}</Title>
          <Text c="dimmed" size="sm">
            {vhosts.data === undefined || !table.loaded ? ' ' : t`${table.total} de ${vhosts.data.length} vhosts`}
          </Text>
        </div>
        <TextInput label={t`Buscar`} placeholder={t`Dominio o servidor`} value={table.searchBox.value} onChange={(event) => table.searchBox.change(event.currentTarget.value)} w={280} type="search" />
      </Group>
      {vhosts.isError ? (
        <LoadFailure title={t`No se han podido cargar los vhosts`} error={vhosts.error} onRetry={() => void vhosts.refetch()} retrying={vhosts.isFetching} />
      ) : (
        <AddressTable
          table={table}
          loadingText={t`Cargando vhosts…`}
          noRecordsText={table.search ? t`Ningún vhost coincide con la búsqueda.` : t`No hay vhosts.`}
          idAccessor={hostKey}
          columns={columns}
        />
      )}
      {open !== undefined && (
        <Suspense fallback={null}>
          <PluginsDialog vhost={open} onClose={() => void navigate({ search: (previous) => ({ ...previous, host: undefined }) })} />
        </Suspense>
      )}
    </Stack>
  );
}
