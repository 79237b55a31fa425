import { useLingui } from '@lingui/react/macro';
import { Badge, Button, Code, Group, Loader, Menu, Modal, ScrollArea, SegmentedControl, Select, Stack, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createLazyRoute, Link, useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import {
  CAMPAIGN_SORT_COLUMNS,
  CAMPAIGN_STATUSES,
  DEFAULT_CAMPAIGN_SORT,
  campaignRowActions,
  campaignStatusBadge,
  filterCampaigns,
  sortCampaigns,
  type Campaign,
  type CampaignListFilters,
  type CampaignStatus,
  type CampaignSubtype,
} from '@domain/campaigns';
import { activePharmacy, isBackofficeUser } from '@domain/session';
import { formatDateTime, isApiError } from '@domain/shared-kernel';
import { HtmlPreview } from '../shared/html-preview';
import { icons } from '../shared/icons';
import { LoadFailure, useErrorText } from '../shared/load-failure';
import { notify } from '../shared/notify';
import { openConfirm } from '../shared/overlays';
import { useSession } from '../shared/session-context';
import { AddressTable } from '../shared/table/address-table';
import { useAddressTable } from '../shared/table/use-address-table';
import { notifyTitled } from '../shared/titled-notice';
import { useUiServices } from '../shared/ui-services-context';
import { campaignMessages, campaignStatusLabels, campaignSubtypeLabels } from './campaign-messages';
import { useCreateCampaign, useDeleteCampaign, useDuplicateCampaign, useResetCampaign } from './campaign.mutations';
import { campaignQueries } from './campaign.queries';
import type { CampaignListSearch } from './campaign-list-search';
import { markCreatedHere } from './own-changes';
import { SenderPanel } from './sender-panel';

const LIST_PATH = '/app-h/campaigns/listCampaigns';

export const CampaignListRoute = createLazyRoute(LIST_PATH)({ component: CampaignListPage });

/** The list's filters as the address holds them (a module function: its identity never changes). */
const filtersOf = (search: CampaignListSearch): CampaignListFilters => ({ status: search.status, subtype: search.channel });

/** What the preview dialog shows: a campaign's email or SMS, or its stored JSON. */
type Shown = { readonly kind: 'content' | 'json'; readonly campaign: Campaign };

/**
 * The pharmacy's campaigns (spec 2 §2 "Pharmacy campaign list"): the sender form with its verification
 * state, then the campaigns, newest first and at most 250, searchable and filtered by status and
 * channel in the address. Each campaign can be previewed, duplicated as a draft and deleted after the
 * spec's confirmation; a back-office user also resets it to pending and reads its JSON.
 */
export function CampaignListPage() {
  const services = useUiServices();
  const session = useSession();
  const { t, i18n } = useLingui();
  const navigate = useNavigate({ from: LIST_PATH });
  const search = CampaignListRoute.useSearch();
  const pharmacy = activePharmacy(session);
  const eid = pharmacy?.eid ?? 0;
  const backoffice = isBackofficeUser(session);
  const list = useQuery(campaignQueries.list(services, eid));
  const [shown, setShown] = useState<Shown | undefined>();
  const describe = useErrorText();

  /** A `success: false` answer says its own message (spec 2 §8); anything else says `code` and why. */
  const failed = (code: keyof typeof campaignMessages | undefined, error: Error, fallbackTitle: string) => {
    if (isApiError(error) && error.kind === 'server-message') {
      notify({ color: 'yellow', message: error.serverMessage ?? error.message });
      return;
    }
    notifyTitled({ color: 'red', title: code === undefined ? fallbackTitle : i18n._(campaignMessages[code]), message: describe(error) });
  };

  const removal = useDeleteCampaign(eid, {
    onDone: (_done, campaign) => notify({ color: 'green', message: t`Campaña eliminada: ${campaign.content.name}` }),
    onFailed: (error) => failed(undefined, error, t`No se ha podido eliminar la campaña.`),
  });
  const duplication = useDuplicateCampaign(eid, {
    onDone: (_id, campaign) => notify({ color: 'green', message: t`Borrador creado: copia de ${campaign.content.name}` }),
    onFailed: (error) => failed('CREATION_FAILED', error, ''),
  });
  const reset = useResetCampaign(eid, {
    onDone: () => notify({ color: 'green', message: i18n._(campaignMessages.RESET_DONE) }),
    onFailed: (error) => failed('RESET_FAILED', error, ''),
  });

  const openWizard = (cid: string, section?: 2) =>
    void navigate({ to: '/app-h/campaigns/manageCampaign/cid/$cid', params: { cid }, search: section === undefined ? {} : { section } });
  const creation = useCreateCampaign(eid, {
    onDone: (cid) => {
      markCreatedHere(cid);
      openWizard(cid);
    },
    onFailed: (error) => failed('CREATION_FAILED', error, ''),
  });

  const confirmDelete = (campaign: Campaign) =>
    openConfirm({
      title: i18n._(campaignMessages.DELETE_CONFIRM_TITLE),
      children: (
        <Stack gap="xs">
          <Text size="sm">{i18n._(campaignMessages.DELETE_CONFIRM_TEXT)}</Text>
          <Text size="sm" fw={600}>
            {campaign.content.name}
          </Text>
        </Stack>
      ),
      labels: { confirm: t`Eliminar`, cancel: t`Cancelar` },
      confirmProps: { color: 'red' },
      onConfirm: () => removal.mutate(campaign),
    });

  const confirmReset = (campaign: Campaign) =>
    openConfirm({
      title: t`¿Volver a pendiente?`,
      children: <Text size="sm">{t`La campaña «${campaign.content.name}» volverá a estado pendiente y se enviará de nuevo en su fecha programada.`}</Text>,
      labels: { confirm: t`Volver a pendiente`, cancel: t`Cancelar` },
      onConfirm: () => reset.mutate(campaign),
    });

  const table = useAddressTable({
    search,
    navigate: (change, options) => void navigate({ search: (previous) => ({ ...previous, ...change }), ...options }),
    path: LIST_PATH,
    sort: { columns: CAMPAIGN_SORT_COLUMNS, fallback: DEFAULT_CAMPAIGN_SORT },
    filters: filtersOf,
    source: { kind: 'local', records: list.data, loading: list.isLoading, sort: sortCampaigns, filter: filterCampaigns },
  });

  const setFilter = (change: { status?: CampaignStatus | undefined; channel?: CampaignSubtype | undefined }) =>
    void navigate({ search: (previous) => ({ ...previous, ...change, page: undefined }), replace: true });

  const columns = useMemo(
    () => [
      {
        accessor: 'name',
        title: t`Nombre`,
        sortable: true,
        render: (row: Campaign) => (
          <Stack gap={0}>
            <Text size="sm" fw={500}>
              {row.content.name || t`(sin nombre)`}
            </Text>
            <Text size="xs" c="dimmed" lineClamp={1}>
              {row.subtype === 'email' ? row.content.subject : row.content.smsContent}
            </Text>
          </Stack>
        ),
      },
      {
        accessor: 'subtype',
        title: t`Canal`,
        sortable: true,
        render: (row: Campaign) => (
          <Badge variant="outline" color={row.subtype === 'email' ? 'blue.9' : 'grape.9'}>
            {i18n._(campaignSubtypeLabels[row.subtype])}
          </Badge>
        ),
      },
      { accessor: 'status', title: t`Estado`, sortable: true, render: (row: Campaign) => <StatusBadge status={row.status} /> },
      { accessor: 'created', title: t`Creada`, sortable: true, render: (row: Campaign) => formatDateTime(row.created) },
      {
        accessor: 'scheduled',
        title: t`Envío`,
        sortable: true,
        render: (row: Campaign) => (row.schedule?.scheduled === undefined ? '—' : formatDateTime(row.schedule.scheduled)),
      },
      {
        accessor: 'actions',
        title: t`Acciones`,
        textAlign: 'right' as const,
        render: (row: Campaign) => {
          const actions = campaignRowActions(row, backoffice);
          const viewLabel = (campaign: Campaign) => (campaign.status === 'DRAFT' ? t`Ver borrador` : campaign.subtype === 'email' ? t`Ver HTML` : t`Ver SMS`);
          const name = row.content.name;
          return (
            <Group gap={6} justify="flex-end" wrap="nowrap">
              {actions.edit && row.id !== undefined && (
                <Button size="compact-sm" onClick={() => openWizard(row.id ?? '')} aria-label={t`Editar ${name}`}>
                  {t`Editar`}
                </Button>
              )}
              {actions.modifySchedule && row.id !== undefined && (
                <Button size="compact-sm" onClick={() => openWizard(row.id ?? '', 2)} aria-label={t`Modificar programación de ${name}`}>
                  {t`Modificar programación`}
                </Button>
              )}
              {actions.preview && (
                <Button size="compact-sm" variant="default" onClick={() => setShown({ kind: 'content', campaign: row })} aria-label={`${viewLabel(row)} ${t`de ${name}`}`}>
                  {viewLabel(row)}
                </Button>
              )}
              <Button size="compact-sm" variant="light" onClick={() => duplication.mutate(row)} loading={duplication.isPending} aria-label={t`Duplicar ${name}`}>
                {t`Duplicar`}
              </Button>
              {(actions.reset || actions.json) && (
                <Menu position="bottom-end" withinPortal>
                  <Menu.Target>
                    <Button size="compact-sm" variant="subtle" aria-label={t`Acciones de backoffice para ${name}`}>
                      {t`Backoffice`}
                    </Button>
                  </Menu.Target>
                  <Menu.Dropdown>
                    {actions.json && <Menu.Item onClick={() => setShown({ kind: 'json', campaign: row })}>{t`Ver JSON`}</Menu.Item>}
                    {actions.reset && <Menu.Item onClick={() => confirmReset(row)}>{t`Volver a pendiente`}</Menu.Item>}
                  </Menu.Dropdown>
                </Menu>
              )}
              {actions.remove ? (
                <Button size="compact-sm" variant="light" color="red" onClick={() => confirmDelete(row)} aria-label={t`Eliminar ${name}`}>
                  {t`Eliminar`}
                </Button>
              ) : (
                <Tooltip label={t`No se puede eliminar mientras se envía.`}>
                  <Button size="compact-sm" variant="light" color="red" data-disabled aria-disabled="true" onClick={(event) => event.preventDefault()} aria-label={t`Eliminar ${name}`}>
                    {t`Eliminar`}
                  </Button>
                </Tooltip>
              )}
            </Group>
          );
        },
      },
    ],
    // The columns change with the language and the user's role; actions read the latest mutations.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [i18n.locale, backoffice, duplication.isPending],
  );

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t`Campañas`}</Title>
        <Text c="dimmed" size="sm">
          {pharmacy === undefined ? '' : t`Campañas de email y SMS de ${pharmacy.name}.`}
        </Text>
      </div>
      <SenderPanel eid={eid} />
      <Group gap="sm">
        <Button leftSection={<icons.email size={16} aria-hidden />} onClick={() => creation.mutate('email')} loading={creation.isPending && creation.variables === 'email'} disabled={creation.isPending}>
          {t`Nueva campaña de email`}
        </Button>
        <Button leftSection={<icons.message size={16} aria-hidden />} variant="light" onClick={() => creation.mutate('sms')} loading={creation.isPending && creation.variables === 'sms'} disabled={creation.isPending}>
          {t`Nueva campaña SMS`}
        </Button>
        <Button variant="subtle" renderRoot={(props) => <Link {...props} to="/app-h/setHeader/$eid" params={{ eid }} />}>
          {t`Cabecera de email`}
        </Button>
      </Group>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={2} size="h3">
              {t`Listado de campañas`}
            </Title>
            <Text c="dimmed" size="sm">
              {list.data === undefined ? ' ' : t`${table.total} de ${list.data.length} campañas (se muestran las 250 más recientes)`}
            </Text>
          </div>
          <Group align="flex-end">
            <SegmentedControl
              aria-label={t`Filtrar por canal`}
              value={search.channel ?? 'all'}
              onChange={(value) => setFilter({ channel: value === 'all' ? undefined : (value) })}
              data={[
                { value: 'all', label: t`Todas` },
                { value: 'email', label: t`Email` },
                { value: 'sms', label: t`SMS` },
              ]}
            />
            <Select
              label={t`Filtrar por estado`}
              placeholder={t`Todos`}
              clearable
              w={170}
              value={search.status ?? null}
              onChange={(value) => setFilter({ status: (value ?? undefined) })}
              data={CAMPAIGN_STATUSES.map((status) => ({ value: status, label: i18n._(campaignStatusLabels[status]) }))}
            />
            <TextInput
              label={t`Buscar`}
              placeholder={t`Nombre, asunto o texto`}
              value={table.searchBox.value}
              onChange={(event) => table.searchBox.change(event.currentTarget.value)}
              w={240}
              type="search"
            />
          </Group>
        </Group>
        {list.isError ? (
          <LoadFailure title={i18n._(campaignMessages.LIST_LOAD_FAILED)} error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} />
        ) : (
          <AddressTable
            table={table}
            loadingText={t`Cargando campañas…`}
            noRecordsText={
              table.search || search.status !== undefined || search.channel !== undefined
                ? t`Ninguna campaña coincide con la búsqueda o los filtros.`
                : t`Esta farmacia todavía no tiene campañas.`
            }
            idAccessor={(row: Campaign) => row.id ?? ''}
            columns={columns}
          />
        )}
      </Stack>
      <Modal
        opened={shown !== undefined}
        onClose={() => setShown(undefined)}
        size="xl"
        title={shown === undefined ? '' : shown.kind === 'json' ? t`JSON: ${shown.campaign.content.name}` : shown.campaign.content.name}
        closeButtonProps={{ 'aria-label': t`Cerrar` }}
      >
        {shown !== undefined && <CampaignContentView shown={shown} />}
      </Modal>
    </Stack>
  );
}

/** Enviada, Borrador, Error, and a clock for pending and processing (spec 2 §2), named for screen readers. */
function StatusBadge({ status }: { status: CampaignStatus }) {
  const { i18n } = useLingui();
  const badge = campaignStatusBadge(status);
  const label = i18n._(campaignStatusLabels[status]);
  if (badge.kind === 'clock') {
    const Clock = icons.clock;
    return (
      <Badge variant="filled" color="yellow.9" leftSection={<Clock size={14} aria-hidden />}>
        {label}
      </Badge>
    );
  }
  const color = status === 'SENDED' ? 'teal.9' : status === 'ERROR' ? 'red.9' : 'gray.7';
  return (
    <Badge variant="filled" color={color}>
      {label}
    </Badge>
  );
}

/** One campaign read whole: its email (sanitised, in a sandboxed frame), its SMS text, or its JSON. */
function CampaignContentView({ shown }: { shown: Shown }) {
  const services = useUiServices();
  const { t, i18n } = useLingui();
  const detail = useQuery(campaignQueries.detail(services, shown.campaign.id ?? ''));
  if (detail.isPending) {
    return (
      <Group justify="center" p="xl">
        <Loader size="sm" />
        <Text size="sm">{t`Cargando campaña…`}</Text>
      </Group>
    );
  }
  if (detail.isError) {
    return <LoadFailure title={i18n._(campaignMessages.DRAFT_LOAD_FAILED)} error={detail.error} onRetry={() => void detail.refetch()} retrying={detail.isFetching} />;
  }
  const campaign = detail.data;
  if (shown.kind === 'json') {
    return (
      <ScrollArea h={480} type="auto">
        <Code block>{JSON.stringify(campaign, null, 2)}</Code>
      </ScrollArea>
    );
  }
  if (campaign.subtype === 'sms') {
    return (
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          {t`Texto del SMS`}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} p="sm" bg="gray.0">
          {campaign.content.smsContent}
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap="xs">
      <Text size="sm">
        <Text span fw={600}>
          {t`Asunto:`}
        </Text>{' '}
        {campaign.content.subject || '—'}
      </Text>
      <HtmlPreview html={campaign.content.html} title={t`Correo de la campaña ${campaign.content.name}`} emptyText={t`Esta campaña todavía no tiene diseño.`} />
    </Stack>
  );
}
