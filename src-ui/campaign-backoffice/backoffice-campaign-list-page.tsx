import { useLingui } from '@lingui/react/macro';
import { Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import {
  BACKOFFICE_CAMPAIGN_SORT_COLUMNS,
  DEFAULT_BACKOFFICE_CAMPAIGN_SORT,
  filterBackofficeCampaigns,
  isUnsent,
  parseEntityId,
  sortBackofficeCampaigns,
  type BackofficeCampaignFilters,
} from '@domain/campaign-backoffice';
import { CAMPAIGN_STATUSES, type Campaign, type CampaignStatus, type CampaignSubtype } from '@domain/campaigns';
import type { EntityListRow } from '@domain/entities';
import { CampaignFilters, CampaignTable, type WizardSection } from '../campaigns';
import { LoadFailure } from '../shared/load-failure';
import { useAddressTable } from '../shared/table/use-address-table';
import type { TableSearch } from '../shared/table-search';
import { useUiServices } from '../shared/ui-services-context';
import { backofficeCampaignMessages, statsFilterMessages } from './campaign-backoffice-messages';
import type { BackofficeCampaignSearch } from './campaign-backoffice-search';
import { backofficeCampaignQueries, type BackofficeCampaignList } from './campaign-backoffice.queries';
import { useEnterPharmacy } from './enter-pharmacy';

const ALL_PATH = '/app-h/backoffice/campaigns/listAllCampaign';
const UNSENT_PATH = '/app-h/backoffice/campaigns/listCampaignNotSend';

export const AllCampaignsRoute = createLazyRoute(ALL_PATH)({ component: AllCampaignsPage });
export const UnsentCampaignsRoute = createLazyRoute(UNSENT_PATH)({ component: UnsentCampaignsPage });

/** Every campaign of every pharmacy (spec 2 §2 /backoffice/campaigns/listAllCampaign). */
export function AllCampaignsPage() {
  const search = AllCampaignsRoute.useSearch();
  const navigate = useNavigate({ from: ALL_PATH });
  const change = useCallback(
    (next: Partial<BackofficeCampaignSearch>, options: { replace: boolean }) => void navigate({ search: (previous) => ({ ...previous, ...next }), ...options }),
    [navigate],
  );
  return <BackofficeCampaignsScreen list="all" path={ALL_PATH} search={search} change={change} />;
}

/** The campaigns not sent of every pharmacy (spec 2 §2 /backoffice/campaigns/listCampaignNotSend). */
export function UnsentCampaignsPage() {
  const search = UnsentCampaignsRoute.useSearch();
  const navigate = useNavigate({ from: UNSENT_PATH });
  const change = useCallback(
    (next: Partial<BackofficeCampaignSearch>, options: { replace: boolean }) => void navigate({ search: (previous) => ({ ...previous, ...next }), ...options }),
    [navigate],
  );
  return <BackofficeCampaignsScreen list="unsent" path={UNSENT_PATH} search={search} change={change} />;
}

/** The tables' filters as the address holds them (a module function: its identity never changes). */
const filtersOf = (search: BackofficeCampaignSearch): BackofficeCampaignFilters => ({ status: search.status, subtype: search.channel, eid: search.entity });

/** The pharmacies' names by eid, from the entity list. */
const namesOf = (rows: readonly EntityListRow[]): ReadonlyMap<number, string> => new Map(rows.map((row) => [row.id, row.name]));

/**
 * A back-office campaign table (spec 2 §2: "The campaign table in the backoffice offers view HTML, view
 * JSON, reset, duplicate as draft, delete, modify schedule, view draft, view report, plus an entity
 * column"): every pharmacy's campaigns, or those not sent, newest first, with the pharmacy of each (its
 * id and, once the entity list has answered, its name), searchable and filtered by status, channel and
 * pharmacy in the address, sortable by pharmacy too. The rows are the pharmacy list's (`CampaignTable`).
 *
 * "Modify schedule" and "view report" open pharmacy screens (the wizard at its last step and the
 * campaign's report), which act for the session's pharmacy: the back-office user first enters the
 * campaign's pharmacy, as "Entrar como…" does (`useEnterPharmacy`), then the screen opens; "Volver al
 * backoffice" brings them back. Previews, JSON, duplicate, reset and delete need no pharmacy: they
 * name the campaign by its id.
 */
function BackofficeCampaignsScreen({
  list: which,
  path,
  search,
  change,
}: {
  readonly list: BackofficeCampaignList;
  readonly path: string;
  readonly search: BackofficeCampaignSearch;
  readonly change: (next: Partial<BackofficeCampaignSearch>, options: { replace: boolean }) => void;
}) {
  const services = useUiServices();
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const list = useQuery(backofficeCampaignQueries.list(services, which));
  const names = useQuery({ ...backofficeCampaignQueries.pharmacies(services), select: namesOf });
  const nameMap = names.data;
  const nameOf = useCallback((eid: number) => nameMap?.get(eid), [nameMap]);
  const { enter } = useEnterPharmacy();
  const [opening, setOpening] = useState<string | undefined>();

  const table = useAddressTable({
    search,
    navigate: (next: Partial<TableSearch<(typeof BACKOFFICE_CAMPAIGN_SORT_COLUMNS)[number]>>, options) => change(next, options),
    path,
    sort: { columns: BACKOFFICE_CAMPAIGN_SORT_COLUMNS, fallback: DEFAULT_BACKOFFICE_CAMPAIGN_SORT },
    filters: filtersOf,
    source: { kind: 'local', records: list.data, loading: list.isLoading, sort: sortBackofficeCampaigns, filter: filterBackofficeCampaigns },
  });

  const setFilter = (next: { status?: CampaignStatus | undefined; channel?: CampaignSubtype | undefined; entity?: number | undefined }) => change({ ...next, page: undefined }, { replace: true });

  // The pharmacy filter as typed: applied once it is a pharmacy id (or empty), said when it cannot be.
  const [entityText, setEntityText] = useState(search.entity === undefined ? '' : String(search.entity));
  // Another address (back, forward, a link) shows its pharmacy in the box.
  const [addressEntity, setAddressEntity] = useState(search.entity);
  if (addressEntity !== search.entity) {
    setAddressEntity(search.entity);
    if (parseEntityId(entityText) !== search.entity) setEntityText(search.entity === undefined ? '' : String(search.entity));
  }
  const entityInvalid = entityText.trim() !== '' && parseEntityId(entityText) === undefined;
  const typeEntity = (text: string) => {
    setEntityText(text);
    const eid = parseEntityId(text);
    if (text.trim() === '' || eid !== undefined) setFilter({ entity: eid });
  };

  /** Enters the campaign's pharmacy, then opens one of its screens; the row shows it meanwhile. */
  const openInPharmacy = async (campaign: Campaign, go: () => Promise<void>) => {
    setOpening(campaign.id);
    try {
      if (await enter(campaign.eid)) await go();
    } finally {
      setOpening(undefined);
    }
  };
  const openWizard = (campaign: Campaign, section: WizardSection) =>
    void openInPharmacy(campaign, () => navigate({ to: '/app-h/campaigns/manageCampaign/cid/$cid', params: { cid: campaign.id ?? '' }, search: section === 0 ? {} : { section } }));
  const openReport = (campaign: Campaign) =>
    void openInPharmacy(campaign, () => navigate({ to: '/app-h/campaigns/viewReport/cid/$cid', params: { cid: campaign.id ?? '' } }));

  const statuses = which === 'unsent' ? CAMPAIGN_STATUSES.filter((status) => isUnsent({ status })) : CAMPAIGN_STATUSES;
  const filtered = table.search !== '' || search.status !== undefined || search.channel !== undefined || search.entity !== undefined;

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{which === 'all' ? t`Todas las campañas` : t`Campañas no enviadas`}</Title>
        <Text c="dimmed" size="sm">
          {which === 'all' ? t`Las campañas de email y SMS de todas las farmacias.` : t`Las campañas de todas las farmacias que no se han enviado: borradores, programadas, enviándose y con error.`}
        </Text>
      </div>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end">
          <Text c="dimmed" size="sm">
            {list.data === undefined || !table.loaded ? ' ' : t`${table.total} de ${list.data.length} campañas`}
          </Text>
          <CampaignFilters channel={search.channel} status={search.status} statuses={statuses} onChange={setFilter} searchBox={table.searchBox}>
            <TextInput
              label={t`Farmacia (id)`}
              placeholder={t`Todas`}
              inputMode="numeric"
              autoComplete="off"
              w={130}
              value={entityText}
              onChange={(event) => typeEntity(event.currentTarget.value)}
              error={entityInvalid ? i18n._(statsFilterMessages.INVALID_ENTITY) : undefined}
            />
          </CampaignFilters>
        </Group>
        {list.isError ? (
          <LoadFailure title={i18n._(backofficeCampaignMessages.LIST_LOAD_FAILED)} error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} />
        ) : (
          <CampaignTable
            table={table}
            backoffice
            entityColumn={{ nameOf }}
            offerEdit={false}
            onOpenWizard={openWizard}
            onOpenReport={openReport}
            openingId={opening}
            loadingText={t`Cargando campañas…`}
            noRecordsText={filtered ? t`Ninguna campaña coincide con la búsqueda o los filtros.` : which === 'all' ? t`Ninguna farmacia tiene campañas todavía.` : t`No hay campañas sin enviar.`}
          />
        )}
      </Stack>
    </Stack>
  );
}
