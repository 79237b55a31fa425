import { useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createLazyRoute, Link, useNavigate } from '@tanstack/react-router';
import {
  CAMPAIGN_SORT_COLUMNS,
  CAMPAIGN_STATUSES,
  DEFAULT_CAMPAIGN_SORT,
  filterCampaigns,
  sortCampaigns,
  type Campaign,
  type CampaignListFilters,
} from '@domain/campaigns';
import { activePharmacy, isBackofficeUser } from '@domain/session';
import { isApiError } from '@domain/shared-kernel';
import { icons } from '../shared/icons';
import { LoadFailure, useErrorText } from '../shared/load-failure';
import { notify } from '../shared/notify';
import { useSession } from '../shared/session-context';
import { useAddressTable } from '../shared/table/use-address-table';
import { notifyTitled } from '../shared/titled-notice';
import { useUiServices } from '../shared/ui-services-context';
import { campaignMessages } from './campaign-messages';
import { useCreateCampaign } from './campaign.mutations';
import { campaignQueries } from './campaign.queries';
import type { CampaignListSearch } from './campaign-list-search';
import { CampaignFilters, type CampaignFilterChange } from './campaign-filters';
import { CampaignTable, type WizardSection } from './campaign-table';
import { markCreatedHere } from './own-changes';
import { SenderPanel } from './sender-panel';

const LIST_PATH = '/app-h/campaigns/listCampaigns';

export const CampaignListRoute = createLazyRoute(LIST_PATH)({ component: CampaignListPage });

/** How often the list is read again while a campaign waits to go or is being sent. */
const LIST_REFRESH_MS = 30_000;

/** The list's filters as the address holds them (a module function: its identity never changes). */
const filtersOf = (search: CampaignListSearch): CampaignListFilters => ({ status: search.status, subtype: search.channel });

/**
 * The pharmacy's campaigns (spec 2 §2 "Pharmacy campaign list"): the sender form with its verification
 * state, then the campaigns, newest first and at most 250, searchable and filtered by status and
 * channel in the address. Each campaign can be previewed, duplicated as a draft and deleted after the
 * spec's confirmation, a draft edited, a pending one rescheduled and a sent one's report viewed; a
 * back-office user also resets it to pending and reads its JSON (the shared `CampaignTable`).
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
  // While a campaign waits to go or is being sent, the list is read again, so its status follows.
  const list = useQuery({
    ...campaignQueries.list(services, eid),
    refetchInterval: (query) => (query.state.data?.some((campaign) => campaign.status === 'PENDING' || campaign.status === 'PROCESSING') === true ? LIST_REFRESH_MS : false),
  });
  const describe = useErrorText();

  /** A `success: false` answer says its own message (spec 2 §8); anything else says `code` and why. */
  const failed = (code: keyof typeof campaignMessages, error: Error) => {
    if (isApiError(error) && error.kind === 'server-message') {
      notify({ color: 'yellow', message: error.serverMessage ?? error.message });
      return;
    }
    notifyTitled({ color: 'red', title: i18n._(campaignMessages[code]), message: describe(error) });
  };

  const openWizard = (cid: string, section?: WizardSection) =>
    void navigate({ to: '/app-h/campaigns/manageCampaign/cid/$cid', params: { cid }, search: section === undefined || section === 0 ? {} : { section } });
  const openReport = (campaign: Campaign) => void navigate({ to: '/app-h/campaigns/viewReport/cid/$cid', params: { cid: campaign.id ?? '' } });
  const creation = useCreateCampaign(eid, {
    onDone: (cid) => {
      markCreatedHere(cid);
      openWizard(cid);
    },
    onFailed: (error) => failed('CREATION_FAILED', error),
  });

  const table = useAddressTable({
    search,
    navigate: (change, options) => void navigate({ search: (previous) => ({ ...previous, ...change }), ...options }),
    path: LIST_PATH,
    sort: { columns: CAMPAIGN_SORT_COLUMNS, fallback: DEFAULT_CAMPAIGN_SORT },
    filters: filtersOf,
    source: { kind: 'local', records: list.data, loading: list.isLoading, sort: sortCampaigns, filter: filterCampaigns },
  });

  const setFilter = (change: CampaignFilterChange) =>
    void navigate({ search: (previous) => ({ ...previous, ...change, page: undefined }), replace: true });

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
              {list.data === undefined || !table.loaded ? ' ' : t`${table.total} de ${list.data.length} campañas (se muestran las 250 más recientes)`}
            </Text>
          </div>
          <CampaignFilters channel={search.channel} status={search.status} statuses={CAMPAIGN_STATUSES} onChange={setFilter} searchBox={table.searchBox} />
        </Group>
        {list.isError ? (
          <LoadFailure title={i18n._(campaignMessages.LIST_LOAD_FAILED)} error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} />
        ) : (
          <CampaignTable
            table={table}
            backoffice={backoffice}
            offerEdit
            onOpenWizard={(campaign, section) => openWizard(campaign.id ?? '', section)}
            onOpenReport={openReport}
            loadingText={t`Cargando campañas…`}
            noRecordsText={
              table.search || search.status !== undefined || search.channel !== undefined
                ? t`Ninguna campaña coincide con la búsqueda o los filtros.`
                : t`Esta farmacia todavía no tiene campañas.`
            }
          />
        )}
      </Stack>
    </Stack>
  );
}

