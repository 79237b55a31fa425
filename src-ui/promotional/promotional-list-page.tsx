import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Badge, Button, Group, SegmentedControl, Stack, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, createLazyRoute, useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import {
  DEFAULT_PROMOTIONAL_SORT,
  NEW_PROMOTIONAL_CAMPAIGN_ID,
  PROMOTIONAL_SORT_COLUMNS,
  filterPromotionalCampaigns,
  promotionalCampaignRows,
  promotionalFailureMessage,
  promotionalSuccessMessage,
  sortPromotionalCampaigns,
  type PromotionalCampaignRow,
  type PromotionalCampaignState,
  type PromotionalListFilters,
} from '@domain/promotional';
import { formatInstantDateTime, isApiError } from '@domain/shared-kernel';
import { icons } from '../shared/icons';
import { LoadFailure, useErrorText } from '../shared/load-failure';
import { notify } from '../shared/notify';
import { openConfirm } from '../shared/overlays';
import { AddressTable } from '../shared/table/address-table';
import { useAddressTable } from '../shared/table/use-address-table';
import { notifyTitled } from '../shared/titled-notice';
import { useUiServices } from '../shared/ui-services-context';
import type { PromotionalListSearch } from './promotional-search';
import { promotionalMessages, promotionalStateLabels } from './promotional-messages';
import { useDeletePromotionalCampaign } from './promotional.mutations';
import { promotionalQueries } from './promotional.queries';

const LIST_PATH = '/app-h/backoffice/promotionalCampaignsList';

export const PromotionalListRoute = createLazyRoute(LIST_PATH)({ component: PromotionalListPage });

/** The list's filters from the address. */
const filtersOf = (search: PromotionalListSearch): PromotionalListFilters => ({ state: search.state });


/**
 * The promotional campaigns (spec 2 §2): each with its delivery, promotion, template, state and
 * author; search, state filter, sort and page kept in the address; create, edit and delete (after a
 * confirmation) while the campaign waits for its delivery; a sent campaign can only be viewed.
 */
export function PromotionalListPage() {
  const services = useUiServices();
  const { t, i18n } = useLingui();
  const navigate = useNavigate({ from: LIST_PATH });
  const search = PromotionalListRoute.useSearch();
  const list = useQuery(promotionalQueries.list(services));
  const promotions = useQuery(promotionalQueries.promotions(services));
  const templates = useQuery(promotionalQueries.activeTemplates(services));
  const describe = useErrorText();
  const now = services.clock.now();

  // The names come when the lookups answer; until then (or if they fail) the rows show the ids.
  const records = useMemo(
    () => (list.data === undefined ? undefined : promotionalCampaignRows(list.data, promotions.data ?? [], templates.data ?? [], now)),
    // The rows' states are read at the time the list answered, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [list.data, promotions.data, templates.data],
  );

  const { deleteCampaign, deleting } = useDeletePromotionalCampaign({
    onDeleted: () => notify({ color: 'green', message: i18n._(promotionalMessages[promotionalSuccessMessage('delete')]) }),
    onFailed: (error) => {
      if (isApiError(error) && error.kind === 'server-message') {
        notify({ color: 'yellow', message: error.serverMessage ?? error.message });
        return;
      }
      const code = promotionalFailureMessage('delete', isApiError(error) ? error.status : -1);
      if (code === 'DELETE_FAILED') notifyTitled({ color: 'red', title: i18n._(promotionalMessages[code]), message: describe(error) });
      else notify({ color: 'red', message: i18n._(promotionalMessages[code]) });
    },
  });

  const confirmDelete = (campaign: PromotionalCampaignRow) =>
    openConfirm({
      title: i18n._(promotionalMessages.DELETE_CONFIRM_TITLE),
      children: (
        <Stack gap="xs">
          <Text size="sm">{i18n._(promotionalMessages.DELETE_CONFIRM_TEXT)}</Text>
          <Text size="sm" fw={600}>
            {campaign.name}
          </Text>
        </Stack>
      ),
      labels: { confirm: t`Eliminar`, cancel: t`Cancelar` },
      confirmProps: { color: 'red' },
      onConfirm: () => deleteCampaign(campaign),
    });

  const table = useAddressTable({
    search,
    navigate: (change, options) => void navigate({ search: (previous) => ({ ...previous, ...change }), ...options }),
    path: LIST_PATH,
    sort: { columns: PROMOTIONAL_SORT_COLUMNS, fallback: DEFAULT_PROMOTIONAL_SORT },
    filters: filtersOf,
    source: { kind: 'local', records, loading: list.isLoading, sort: sortPromotionalCampaigns, filter: filterPromotionalCampaigns },
  });

  const setState = (value: string) =>
    void navigate({ search: (previous) => ({ ...previous, state: value === 'all' ? undefined : (value as PromotionalCampaignState), page: undefined }), replace: true });

  const EditIcon = icons.edit;
  const TrashIcon = icons.trash;
  const columns = useMemo(
    () => [
      {
        accessor: 'name' as const,
        title: t`Nombre`,
        sortable: true,
        render: (row: PromotionalCampaignRow) => (
          <Text size="sm" fw={500}>
            {row.name}
          </Text>
        ),
      },
      { accessor: 'delivery' as const, title: t`Envío`, sortable: true, render: (row: PromotionalCampaignRow) => (row.deliveryAt === undefined ? `${row.deliveryDate} ${row.deliveryTime}` : formatInstantDateTime(row.deliveryAt)) },
      { accessor: 'promotion' as const, title: t`Promoción`, sortable: true, render: (row: PromotionalCampaignRow) => row.promotionName ?? t`Promoción ${row.selectedPromotion}` },
      {
        accessor: 'template' as const,
        title: t`Plantilla`,
        sortable: true,
        render: (row: PromotionalCampaignRow) =>
          row.templateName ?? (
            <Text size="sm" c="dimmed">
              {templates.isSuccess ? t`Plantilla ${row.activePromotionalTemplateSelected} (no activa)` : t`Plantilla ${row.activePromotionalTemplateSelected}`}
            </Text>
          ),
      },
      {
        accessor: 'state' as const,
        title: t`Estado`,
        sortable: true,
        width: 130,
        render: (row: PromotionalCampaignRow) => (
          <Badge variant="filled" color={row.state === 'sent' ? 'gray.8' : 'teal.9'} style={{ overflow: 'visible' }}>
            {i18n._(promotionalStateLabels[row.state])}
          </Badge>
        ),
      },
      { accessor: 'createdBy' as const, title: t`Creada por`, sortable: true, render: (row: PromotionalCampaignRow) => row.createdBy || '—' },
      {
        accessor: 'actions' as const,
        title: t`Acciones`,
        textAlign: 'right' as const,
        render: (row: PromotionalCampaignRow) => (
          <Group gap={6} justify="flex-end" wrap="nowrap">
            <Button
              size="compact-sm"
              variant="light"
              leftSection={<EditIcon size={14} aria-hidden />}
              renderRoot={(props) => <Link {...props} to="/app-h/promotionalCampaign/savePromotionalCampaign/{-$id}" params={{ id: row.id }} />}
              aria-label={row.state === 'sent' ? t`Ver ${row.name}` : t`Editar ${row.name}`}
            >
              {row.state === 'sent' ? t`Ver` : t`Editar`}
            </Button>
            <Tooltip label={row.state === 'sent' ? t`Ya se ha enviado: no se puede eliminar` : t`Eliminar`}>
              <ActionIcon
                variant="light"
                color="red"
                size="md"
                onClick={() => confirmDelete(row)}
                loading={deleting === row.id}
                disabled={row.state === 'sent'}
                aria-label={t`Eliminar ${row.name}`}
              >
                <TrashIcon size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
        ),
      },
    ],
    // confirmDelete reads only stable values and `deleting`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n, deleting, templates.isSuccess],
  );

  const total = list.data?.length ?? 0;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t`Campañas promocionales`}</Title>
          <Text c="dimmed" size="sm">
            {list.data === undefined || !table.loaded ? ' ' : t`${table.total} de ${total} campañas`}
          </Text>
        </div>
        <Group align="flex-end">
          <TextInput
            label={t`Buscar`}
            placeholder={t`Nombre, promoción, plantilla o fecha`}
            value={table.searchBox.value}
            onChange={(event) => table.searchBox.change(event.currentTarget.value)}
            w={300}
            type="search"
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="promotional-state-label">
              {t`Estado`}
            </Text>
            <SegmentedControl
              aria-labelledby="promotional-state-label"
              value={search.state ?? 'all'}
              onChange={setState}
              data={[
                { value: 'all', label: t`Todas` },
                { value: 'scheduled', label: t`Programadas` },
                { value: 'sent', label: t`Enviadas` },
              ]}
            />
          </Stack>
          <Button
            leftSection={<icons.plus size={16} aria-hidden />}
            renderRoot={(props) => <Link {...props} to="/app-h/promotionalCampaign/savePromotionalCampaign/{-$id}" params={{ id: NEW_PROMOTIONAL_CAMPAIGN_ID }} />}
          >
            {t`Nueva campaña promocional`}
          </Button>
        </Group>
      </Group>
      {list.isError ? (
        <LoadFailure title={i18n._(promotionalMessages.LIST_LOAD_FAILED)} error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : (
        <AddressTable
          table={table}
          loadingText={t`Cargando campañas promocionales…`}
          noRecordsText={
            table.search || search.state !== undefined
              ? t`Ninguna campaña promocional coincide con la búsqueda o el filtro.`
              : t`No hay campañas promocionales. Crea la primera con «Nueva campaña promocional».`
          }
          idAccessor="id"
          columns={columns}
        />
      )}
      {(promotions.isError || templates.isError) && !list.isError && (
        <Text size="sm" c="red.9" role="alert">
          {i18n._(promotionalMessages.OPTIONS_LOAD_FAILED)}
        </Text>
      )}
    </Stack>
  );
}
