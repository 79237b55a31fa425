import { useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Checkbox, Group, Loader, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { DateTime } from 'luxon';
import { Suspense, lazy, useEffect, useMemo, useState } from 'react';
import {
  TOP_DOCTORS_OWNER,
  calendarDay,
  calendarMonth,
  calendarOwnerGroups,
  entriesOfOwners,
  monthRange,
  sameDayClashes,
  validateEventSpan,
  type CalendarCampaign,
  type CalendarEntry,
  type NewCalendarEntry,
} from '@domain/calendar';
import { PRODUCT_TIME_ZONE, formatInstantDateTime } from '@domain/shared-kernel';
import { icons } from '../shared/icons';
import { LoadFailure, useErrorText } from '../shared/load-failure';
import { notify } from '../shared/notify';
import { openConfirm } from '../shared/overlays';
import { notifyTitled } from '../shared/titled-notice';
import { useUiServices } from '../shared/ui-services-context';
import { CALENDAR_COLOURS } from './calendar-colours';
import { EntryDialog, NewEntryDialog, newEntryForm, type NewEntryForm } from './calendar-entry-dialogs';
import { calendarMessages } from './calendar-messages';
import type { MonthItem } from './calendar-month-view';
import swatches from '../shared/full-calendar.module.css';
import { useCalendarChanges } from './calendar.mutations';
import { calendarQueries } from './calendar.queries';

const PATH = '/app-h/backoffice/campaigns/calendarCampaigns';

export const CalendarRoute = createLazyRoute(PATH)({ component: CalendarPage });

const CalendarMonthView = lazy(() => import('./calendar-month-view').then((module) => ({ default: module.CalendarMonthView })));

/** The month 'YYYY-MM' `by` months from `month`. */
const shiftMonth = (month: string, by: number): string => DateTime.fromFormat(month, 'yyyy-MM', { zone: PRODUCT_TIME_ZONE }).plus({ months: by }).toFormat('yyyy-MM');

/**
 * The calendar campaigns (spec 2 "Backoffice calendar campaigns"): the month's entries of the two
 * owner groups (each can be hidden), with the campaigns already scheduled and sent drawn read-only
 * beside them, and a warning when an owner group has two entries on one day. A day opens the create
 * dialog; an entry, its actions (delete after a confirmation, view its pharmacies, turn it into a
 * campaign draft). The month, the hidden groups and the view (month or agenda list) live in the address.
 */
export function CalendarPage() {
  const services = useUiServices();
  const { t, i18n } = useLingui();
  const describe = useErrorText();
  const navigate = useNavigate({ from: PATH });
  const search = CalendarRoute.useSearch();
  const now = services.clock.now();
  const month = search.month ?? calendarMonth(now);
  const hidden = search.hide ?? [];
  const owners = calendarOwnerGroups(services.config.productName);
  const entries = useQuery(calendarQueries.entries(services));
  const campaigns = useQuery(calendarQueries.campaigns(services, month));
  const queryClient = useQueryClient();
  // The months either side are read once this one is: a month switch then draws the calendar once, not
  // once without the month's campaigns and again with them.
  const monthRead = campaigns.isSuccess;
  useEffect(() => {
    if (!monthRead) return;
    for (const by of [1, -1]) void queryClient.prefetchQuery(calendarQueries.campaigns(services, shiftMonth(month, by)));
  }, [monthRead, month, queryClient, services]);
  const [creating, setCreating] = useState<NewEntryForm | undefined>();
  const [openId, setOpenId] = useState<string | undefined>();

  const ownerLabel = (owner: string): string => (owner === TOP_DOCTORS_OWNER ? t`Top doctors` : `${owner.charAt(0).toUpperCase()}${owner.slice(1)}`);
  const failed = (error: Error) => notifyTitled({ color: 'red', title: i18n._(calendarMessages.REQUEST_FAILED), message: describe(error) });
  const changes = useCalendarChanges({
    onCreated: (entry) => {
      setCreating(undefined);
      notify({ color: 'green', message: t`Entrada «${entry.name}» creada` });
    },
    onRemoved: (entry) => {
      setOpenId(undefined);
      notify({ color: 'green', message: t`Entrada «${entry.name}» eliminada` });
    },
    onDrafted: (entry) => {
      setOpenId(undefined);
      notify({ color: 'green', message: t`«${entry.name}» se ha guardado como borrador de campaña` });
    },
    onFailed: failed,
  });

  const hiddenKey = hidden.join(',');
  const product = services.config.productName;
  const visible = useMemo(() => {
    const range = monthRange(month);
    const groups = calendarOwnerGroups(product);
    const shown = groups.filter((owner) => !hiddenKey.split(',').includes(owner));
    // An entry the service gives no known owner group belongs to the product's own.
    const grouped = (entries.data ?? []).map((entry) => (groups.includes(entry.owner) ? entry : { ...entry, owner: product }));
    const all = entriesOfOwners(grouped, shown);
    return range === undefined ? all : all.filter((entry) => entry.scheduledDate >= range.from && entry.scheduledDate < range.to);
  }, [entries.data, hiddenKey, month, product]);
  const clashes = useMemo(() => sameDayClashes(visible).filter((clash) => clash.day.startsWith(month)), [visible, month]);
  const open = entries.data?.find((entry) => entry.id === openId);

  const items = useMemo((): readonly MonthItem[] => {
    const entryItems = visible.map((entry) => ({
      id: entry.id,
      title: `${entry.type === 'sms' ? 'SMS' : 'Email'} · ${entry.name}`,
      start: entry.scheduledDate,
      ...CALENDAR_COLOURS[entry.type],
      readOnly: false,
    }));
    const campaignItems = (campaigns.data ?? []).map((campaign) => ({
      id: `campaign:${campaign.id}`,
      title: `${campaign.state === 'sent' ? t`Enviada` : t`Programada`} · ${campaign.name}`,
      start: campaign.date,
      ...CALENDAR_COLOURS[campaign.state],
      readOnly: true,
    }));
    return [...entryItems, ...campaignItems];
  }, [visible, campaigns.data, t]);

  const setSearch = (change: Partial<typeof search>) => void navigate({ search: (previous) => ({ ...previous, ...change }), replace: true });
  const toggleOwner = (owner: string, shown: boolean) => {
    const next = shown ? hidden.filter((name) => name !== owner) : [...hidden, owner];
    setSearch({ hide: next.length === 0 ? undefined : next });
  };
  const openDay = (day: string, start: number, end: number) => {
    const span = validateEventSpan(start, end);
    if (!span.ok) {
      notify({ color: 'red', message: i18n._(calendarMessages[span.error]) });
      return;
    }
    setCreating(newEntryForm(day));
  };
  const create = (entry: NewCalendarEntry, done: () => void) =>
    changes.create.mutate(entry, { onSuccess: done });
  const confirmDelete = (entry: CalendarEntry) =>
    openConfirm({
      title: t`Eliminar entrada`,
      children: (
        <Stack gap="xs">
          <Text size="sm">{t`La entrada dejará de estar en el calendario. ¿Quieres eliminarla?`}</Text>
          <Text size="sm" fw={600}>
            {entry.name}
          </Text>
        </Stack>
      ),
      labels: { confirm: t`Eliminar`, cancel: t`Cancelar` },
      confirmProps: { color: 'red' },
      onConfirm: () => changes.remove.mutate(entry),
    });

  const monthTitle = DateTime.fromFormat(month, 'yyyy-MM', { zone: PRODUCT_TIME_ZONE, locale: i18n.locale === 'en' ? 'en-GB' : 'es' }).toFormat('LLLL yyyy');
  const PlusIcon = icons.plus;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t`Calendario de campañas`}</Title>
          <Text c="dimmed" size="sm">
            {t`Envíos de email y SMS planificados para grupos de farmacias.`}
          </Text>
        </div>
        <Group align="flex-end">
          <SegmentedControl
            aria-label={t`Vista`}
            value={search.view ?? 'calendar'}
            onChange={(value) => setSearch({ view: value === 'list' ? 'list' : undefined })}
            data={[
              { value: 'calendar', label: t`Calendario` },
              { value: 'list', label: t`Lista` },
            ]}
          />
          <Button leftSection={<PlusIcon size={16} aria-hidden />} onClick={() => setCreating(newEntryForm(month === calendarMonth(now) ? calendarDay(now) : `${month}-01`))}>
            {t`Nueva entrada`}
          </Button>
        </Group>
      </Group>
      <Group gap="lg" role="group" aria-label={t`Grupos`}>
        {owners.map((owner) => (
          <Checkbox key={owner} label={ownerLabel(owner)} checked={!hidden.includes(owner)} onChange={(event) => toggleOwner(owner, event.currentTarget.checked)} />
        ))}
      </Group>
      <Legend />
      {entries.isError ? (
        <LoadFailure title={t`Error al cargar el calendario`} error={entries.error} onRetry={() => void entries.refetch()} retrying={entries.isFetching} />
      ) : (
        <>
          {campaigns.isError && (
            <Alert color="yellow" role="alert" title={t`No se han podido cargar las campañas programadas y enviadas`}>
              <Button size="compact-sm" variant="light" onClick={() => void campaigns.refetch()}>
                {t`Reintentar`}
              </Button>
            </Alert>
          )}
          {clashes.length > 0 && (
            <Alert color="yellow" title={t`Entradas el mismo día`} data-testid="calendar-clashes">
              <Stack gap={2} component="ul" style={{ margin: 0, paddingLeft: '1.2rem' }}>
                {clashes.map((clash) => (
                  <Text component="li" size="sm" key={`${clash.day}-${clash.owner}`}>
                    {t`${ownerLabel(clash.owner)} tiene ${clash.entries.length} entradas el ${clash.day.split('-').reverse().join('/')}: ${clash.entries.map((entry) => entry.name).join(', ')}`}
                  </Text>
                ))}
              </Stack>
            </Alert>
          )}
          {entries.isLoading ? (
            <Group gap="xs" role="status">
              <Loader size="sm" />
              <Text size="sm">{t`Cargando el calendario…`}</Text>
            </Group>
          ) : search.view === 'list' ? (
            <Agenda
              monthTitle={monthTitle}
              entries={visible}
              campaigns={campaigns.data ?? []}
              ownerLabel={ownerLabel}
              onMonth={(by) => setSearch({ month: shiftMonth(month, by) })}
              onOpen={setOpenId}
            />
          ) : (
            <Suspense
              fallback={
                <Group gap="xs" role="status">
                  <Loader size="sm" />
                  <Text size="sm">{t`Cargando el calendario…`}</Text>
                </Group>
              }
            >
              <CalendarMonthView
                items={items}
                busy={campaigns.isFetching}
                month={month}
                now={now}
                onMonth={(next) => setSearch({ month: next === calendarMonth(now) ? undefined : next })}
                onSpan={openDay}
                onEntry={(id) => {
                  if (!id.startsWith('campaign:')) setOpenId(id);
                }}
              />
            </Suspense>
          )}
        </>
      )}
      <NewEntryDialog start={creating} saving={changes.create.isPending} onClose={() => setCreating(undefined)} onCreate={create} />
      <EntryDialog
        entry={open}
        ownerLabel={ownerLabel}
        busy={changes.remove.isPending || changes.toDraft.isPending}
        onClose={() => setOpenId(undefined)}
        onDelete={confirmDelete}
        onDraft={(entry) => changes.toDraft.mutate(entry)}
      />
    </Stack>
  );
}

/** What the colours mean (the texts, not the colours, tell them apart). */
function Legend() {
  const { t } = useLingui();
  const kinds = [
    ['email', t`Entrada de email`],
    ['sms', t`Entrada de SMS`],
    ['scheduled', t`Campaña programada`],
    ['sent', t`Campaña enviada`],
  ] as const;
  return (
    <Group gap="md" component="ul" aria-label={t`Leyenda`} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {kinds.map(([kind, label]) => (
        <Group key={kind} gap={6} component="li" wrap="nowrap">
          <span className={swatches.swatch} style={{ backgroundColor: CALENDAR_COLOURS[kind].backgroundColor, border: '1px solid #5f6672' }} aria-hidden />
          <Text size="sm">{label}</Text>
        </Group>
      ))}
    </Group>
  );
}

/** The month as a table, in date order: the entries (each opening its actions) and the campaigns. */
function Agenda({
  monthTitle,
  entries,
  campaigns,
  ownerLabel,
  onMonth,
  onOpen,
}: {
  monthTitle: string;
  entries: readonly CalendarEntry[];
  campaigns: readonly CalendarCampaign[];
  ownerLabel: (owner: string) => string;
  onMonth: (by: number) => void;
  onOpen: (id: string) => void;
}) {
  const { t } = useLingui();
  const rows = [
    ...entries.map((entry) => ({ key: entry.id, date: entry.scheduledDate, entry, campaign: undefined })),
    ...campaigns.map((campaign) => ({ key: `campaign:${campaign.id}`, date: campaign.date, entry: undefined, campaign })),
  ].sort((a, b) => a.date - b.date);
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Button variant="default" size="compact-sm" onClick={() => onMonth(-1)}>
          {t`Mes anterior`}
        </Button>
        <Title order={2} size="h4" style={{ textTransform: 'capitalize' }} aria-live="polite">
          {monthTitle}
        </Title>
        <Button variant="default" size="compact-sm" onClick={() => onMonth(1)}>
          {t`Mes siguiente`}
        </Button>
      </Group>
      {rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t`No hay entradas ni campañas este mes.`}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped aria-label={t`Entradas y campañas del mes`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t`Fecha`}</Table.Th>
                <Table.Th>{t`Nombre`}</Table.Th>
                <Table.Th>{t`Tipo`}</Table.Th>
                <Table.Th>{t`Grupo`}</Table.Th>
                <Table.Th>{t`Estado`}</Table.Th>
                <Table.Th>{t`Acciones`}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.key}>
                  <Table.Td>{formatInstantDateTime(row.date)}</Table.Td>
                  <Table.Td>{row.entry?.name ?? row.campaign?.name}</Table.Td>
                  <Table.Td>{(row.entry?.type ?? row.campaign?.subtype) === 'sms' ? t`SMS` : t`Email`}</Table.Td>
                  <Table.Td>{row.entry === undefined ? t`Farmacia ${row.campaign?.eid ?? ''}` : ownerLabel(row.entry.owner)}</Table.Td>
                  <Table.Td>
                    {row.entry !== undefined ? (
                      <Badge variant="light" color="blue.9">
                        {row.entry.campaigns.length > 0 ? t`Borrador creado` : t`Planificada`}
                      </Badge>
                    ) : (
                      <Badge variant="outline" color="gray.8">
                        {row.campaign?.state === 'sent' ? t`Enviada` : t`Programada`}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {row.entry !== undefined && (
                      <Button size="compact-sm" variant="light" onClick={() => onOpen(row.key)} aria-label={t`Abrir ${row.entry.name}`}>
                        {t`Abrir`}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
