import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Badge, Button, Checkbox, Group, Stack, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, createLazyRoute, useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import {
  DEFAULT_HEALTHCARE_SORT,
  HEALTHCARE_SORT_COLUMNS,
  NEW_HEALTHCARE_CAMPAIGN_ID,
  canCancelHealthcareCampaign,
  canEditHealthcareCampaign,
  cancelFailureMessage,
  filterHealthcareCampaigns,
  healthcareCampaignRows,
  sortHealthcareCampaigns,
  type HealthcareCampaignRow,
} from '@domain/healthcare';
import { formatInstantDateTime, isApiError } from '@domain/shared-kernel';
import type { DataTableColumn } from '../shared/data-table';
import { downloadCsv } from '../shared/download';
import { icons } from '../shared/icons';
import { LoadFailure, useErrorText } from '../shared/load-failure';
import { notify } from '../shared/notify';
import { openConfirm } from '../shared/overlays';
import { AddressTable } from '../shared/table/address-table';
import { useAddressTable } from '../shared/table/use-address-table';
import { notifyTitled } from '../shared/titled-notice';
import { useUiServices } from '../shared/ui-services-context';
import { healthcareMessages, healthcareStatusColors, healthcareStatusLabels } from './healthcare-messages';
import { useHealthcareRowAction } from './healthcare.mutations';
import { healthcareQueries } from './healthcare.queries';

const LIST_PATH = '/app-h/backoffice/healthcareCampaignsList';

export const HealthcareListRoute = createLazyRoute(LIST_PATH)({ component: HealthcareListPage });

const filterRows = (rows: readonly HealthcareCampaignRow[], search: string, onlySent: boolean | undefined): readonly HealthcareCampaignRow[] =>
  filterHealthcareCampaigns(rows, search, onlySent === true);

/** A campaign's delivery as dd/mm/yyyy HH:mm (Madrid), or its raw text when it cannot be read. */
const deliveryText = (row: HealthcareCampaignRow): string => (row.deliveryAt === undefined ? `${row.deliveryDate} ${row.deliveryTime}` : formatInstantDateTime(row.deliveryAt));

/**
 * The healthcare campaigns (spec 2 §2): search, the "only sent" filter (status 30), sort and page kept
 * in the address; CSV export of what the table shows; create, edit a ready campaign, cancel one through
 * the server and delete, each after a confirmation, with the spec's messages (a 40x cancel: in use).
 */
export function HealthcareListPage() {
  const services = useUiServices();
  const { t, i18n } = useLingui();
  const navigate = useNavigate({ from: LIST_PATH });
  const search = HealthcareListRoute.useSearch();
  const list = useQuery(healthcareQueries.list(services));
  const describe = useErrorText();
  const records = useMemo(() => (list.data === undefined ? undefined : healthcareCampaignRows(list.data)), [list.data]);

  const { run, busy } = useHealthcareRowAction({
    onDone: (action, campaign) =>
      notify({ color: 'green', message: action === 'delete' ? i18n._(healthcareMessages.DELETED) : t`Campaña «${campaign.name}» cancelada.` }),
    onFailed: (action, error) => {
      if (isApiError(error) && error.kind === 'server-message') {
        notify({ color: 'yellow', message: error.serverMessage ?? error.message });
        return;
      }
      const status = isApiError(error) && error.kind !== 'rate-limited' ? error.status : -1;
      if (action === 'cancel') {
        const code = cancelFailureMessage(status);
        if (code === 'CAMPAIGN_IN_USE') notify({ color: 'red', message: i18n._(healthcareMessages[code]) });
        else notifyTitled({ color: 'red', title: i18n._(healthcareMessages[code]), message: describe(error) });
        return;
      }
      notifyTitled({ color: 'red', title: i18n._(healthcareMessages.DELETE_FAILED), message: isApiError(error) && error.status >= 400 && error.status < 500 ? error.message : describe(error) });
    },
  });

  const confirm = (action: 'cancel' | 'delete', campaign: HealthcareCampaignRow) =>
    openConfirm({
      title: action === 'cancel' ? t`Cancelar campaña sanitaria` : t`Eliminar campaña sanitaria`,
      children: (
        <Stack gap="xs">
          <Text size="sm">
            {action === 'cancel'
              ? t`La campaña no se enviará a ninguna farmacia. Esta acción no se puede deshacer.`
              : t`La campaña dejará de aparecer en el listado. Esta acción no se puede deshacer.`}
          </Text>
          <Text size="sm" fw={600}>
            {campaign.name}
          </Text>
        </Stack>
      ),
      labels: { confirm: action === 'cancel' ? t`Cancelar campaña` : t`Eliminar`, cancel: t`Volver` },
      confirmProps: { color: 'red' },
      onConfirm: () => run(action, campaign),
    });

  const table = useAddressTable({
    search,
    navigate: (change, options) => void navigate({ search: (previous) => ({ ...previous, ...change }), ...options }),
    path: LIST_PATH,
    sort: { columns: HEALTHCARE_SORT_COLUMNS, fallback: DEFAULT_HEALTHCARE_SORT },
    filters: (address) => address.sent,
    source: { kind: 'local', records, loading: list.isLoading, sort: sortHealthcareCampaigns, filter: filterRows },
  });
  const rows = table.rows ?? [];

  const exportCsv = () => {
    downloadCsv(
      'campanas-sanitarias',
      [t`Id`, t`Nombre`, t`Envío`, t`Estado`, t`Farmacias`, t`Plantillas`, t`Creada por`, t`Editada por`],
      rows.map((row) => [
        row.id,
        row.name,
        deliveryText(row),
        i18n._(healthcareStatusLabels[row.status]),
        row.pharmacies.length,
        row.campaignTemplates.map((template) => `${template.segmentName}: ${template.templateName}`).join(' | '),
        row.createdBy,
        row.editedBy,
      ]),
    );
    notify({ color: 'green', message: t`Exportadas ${rows.length} campañas.` });
  };

  const columns = useMemo(
    (): DataTableColumn<HealthcareCampaignRow>[] => [
      {
        accessor: 'name',
        title: t`Nombre`,
        sortable: true,
        render: (row) => (
          <Text size="sm" fw={500}>
            {row.name}
          </Text>
        ),
      },
      { accessor: 'delivery', title: t`Envío`, sortable: true, render: deliveryText },
      {
        accessor: 'status',
        title: t`Estado`,
        sortable: true,
        render: (row) => (
          <Badge variant="light" color={healthcareStatusColors[row.status]}>
            {i18n._(healthcareStatusLabels[row.status])}
          </Badge>
        ),
      },
      { accessor: 'pharmacies', title: t`Farmacias`, sortable: true, textAlign: 'right', render: (row) => row.pharmacies.length },
      {
        accessor: 'templates',
        title: t`Segmentos`,
        render: (row) => [...new Set(row.campaignTemplates.map((template) => template.segmentName))].join(', ') || '—',
      },
      { accessor: 'createdBy', title: t`Creada por`, sortable: true, render: (row) => row.createdBy || '—' },
      {
        accessor: 'actions',
        title: t`Acciones`,
        textAlign: 'right',
        render: (row) => {
          const editable = canEditHealthcareCampaign(row);
          const cancellable = canCancelHealthcareCampaign(row.status);
          return (
            <Group gap={6} justify="flex-end" wrap="nowrap">
              <Button
                size="compact-sm"
                variant="light"
                leftSection={editable ? <icons.edit size={14} aria-hidden /> : <icons.eye size={14} aria-hidden />}
                renderRoot={(props) => <Link {...props} to="/app-h/healthcareCampaign/saveHealthcareCampaign/{-$id}" params={{ id: String(row.id) }} />}
                aria-label={editable ? t`Editar ${row.name}` : t`Ver ${row.name}`}
              >
                {editable ? t`Editar` : t`Ver`}
              </Button>
              <Tooltip label={cancellable ? t`Cancelar` : t`Solo se cancela una campaña lista`}>
                <ActionIcon
                  variant="light"
                  color="orange.9"
                  size="md"
                  onClick={() => confirm('cancel', row)}
                  disabled={!cancellable || busy === row.id}
                  aria-label={t`Cancelar ${row.name}`}
                >
                  <icons.ban size={16} aria-hidden />
                </ActionIcon>
              </Tooltip>
              <Tooltip label={t`Eliminar`}>
                <ActionIcon variant="light" color="red" size="md" onClick={() => confirm('delete', row)} loading={busy === row.id} aria-label={t`Eliminar ${row.name}`}>
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

  const total = records?.length ?? 0;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t`Campañas sanitarias`}</Title>
          <Text c="dimmed" size="sm">
            {records === undefined || !table.loaded ? ' ' : t`${table.total} de ${total} campañas`}
          </Text>
        </div>
        <Group align="flex-end">
          <TextInput
            label={t`Buscar`}
            placeholder={t`Nombre, autor o fecha`}
            value={table.searchBox.value}
            onChange={(event) => table.searchBox.change(event.currentTarget.value)}
            w={260}
            type="search"
          />
          <Checkbox
            label={t`Solo enviadas`}
            checked={search.sent === true}
            onChange={(event) => void navigate({ search: (previous) => ({ ...previous, sent: event.currentTarget.checked ? true : undefined, page: undefined }) })}
            mb={8}
          />
          <Button variant="default" leftSection={<icons.download size={16} aria-hidden />} onClick={exportCsv} disabled={rows.length === 0}>
            {t`Exportar CSV`}
          </Button>
          <Button
            leftSection={<icons.plus size={16} aria-hidden />}
            renderRoot={(props) => <Link {...props} to="/app-h/healthcareCampaign/saveHealthcareCampaign/{-$id}" params={{ id: NEW_HEALTHCARE_CAMPAIGN_ID }} />}
          >
            {t`Nueva campaña sanitaria`}
          </Button>
        </Group>
      </Group>
      {list.isError ? (
        <LoadFailure title={i18n._(healthcareMessages.LIST_LOAD_FAILED)} error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : (
        <AddressTable
          table={table}
          loadingText={t`Cargando campañas sanitarias…`}
          noRecordsText={
            table.search || search.sent === true
              ? t`Ninguna campaña sanitaria coincide con la búsqueda o el filtro.`
              : t`No hay campañas sanitarias. Crea la primera con «Nueva campaña sanitaria».`
          }
          idAccessor="id"
          columns={columns}
        />
      )}
    </Stack>
  );
}
