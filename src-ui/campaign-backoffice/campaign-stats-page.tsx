import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Loader, Pagination, Paper, SegmentedControl, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { useId, useMemo, useState, type FormEvent } from 'react';
import {
  STATS_SUBTYPES,
  countsRates,
  defaultStatsPeriod,
  isEmptyReport,
  parseEntityId,
  reportRates,
  sentAt,
  validateStatsFilters,
  type AggregateCounts,
  type AggregateReport,
  type AggregateReportFilters,
  type Rate,
  type StatsFilterErrors,
  type StatsFiltersInput,
  type StatsSubtype,
} from '@domain/campaign-backoffice';
import { formatDate, formatInstantDateTime, monthName, pageOf } from '@domain/shared-kernel';
import type { Campaign } from '@domain/campaigns';
import { ChartFigure, type ChartData } from '../shared/charts';
import { formatCount } from '../shared/format-count';
import { LoadFailure } from '../shared/load-failure';
import { useUiServices } from '../shared/ui-services-context';
import { backofficeCampaignMessages, statsFilterMessages, statsSubtypeLabels } from './campaign-backoffice-messages';
import type { StatsSearch } from './campaign-backoffice-search';
import { backofficeCampaignQueries } from './campaign-backoffice.queries';

const STATS_PATH = '/app-h/backoffice/campaigns/backofficeCampaignsStats';

export const CampaignStatsRoute = createLazyRoute(STATS_PATH)({ component: CampaignStatsPage });

/** The statistics' address as the domain's filters input (`validateStatsFilters`): every value as text. */
function statsFiltersInput(search: StatsSearch): StatsFiltersInput {
  return { ...search, entity: search.entity === undefined ? undefined : String(search.entity) };
}

const percentFormatters = new Map<string, Intl.NumberFormat>();

/** A rate as the interface's language writes a percentage with one decimal ('es': 85,2 %); '—' without one. */
function formatRate(rate: Rate, locale: string): string {
  if (rate === undefined) return '—';
  const tag = locale === 'en' ? 'en-GB' : 'es-ES';
  let formatter = percentFormatters.get(tag);
  if (formatter === undefined) {
    formatter = new Intl.NumberFormat(tag, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
    percentFormatters.set(tag, formatter);
  }
  return formatter.format(rate);
}

/**
 * The back office's aggregated statistics of the sent campaigns (spec 2 §2
 * /backoffice/campaigns/backofficeCampaignsStats, §7 POST /reports/getAggregateReport). The filters —
 * first and last day (YYYY-MM-DD), one pharmacy or all, one channel or both — live in the address and
 * are judged by the domain (`validateStatsFilters`): a day that is not a date says 'fecha no valida'
 * beside its field, and nothing is asked for until the filters are valid; without days, the last
 * twelve months. The figures show as cards (with the rates the domain computes), three charts (sent
 * campaigns per month, sendings and reactions per month, messages per channel), each with its data as a
 * table for screen readers and on request, and a table by channel.
 */
export function CampaignStatsPage() {
  const services = useUiServices();
  const { t, i18n } = useLingui();
  const search = CampaignStatsRoute.useSearch();
  const navigate = useNavigate({ from: STATS_PATH });
  const clock = services.clock;
  const validation = useMemo(() => validateStatsFilters(statsFiltersInput(search), clock.now()), [search, clock]);
  const defaults = useMemo(() => defaultStatsPeriod(clock.now()), [clock]);
  const filters = validation.ok ? validation.value : undefined;
  const [generation, setGeneration] = useState(0);
  const report = useQuery({ ...backofficeCampaignQueries.report(services, filters ?? { ...defaults, eid: undefined, subtype: 'all' }), enabled: filters !== undefined });

  const apply = (typed: StatsFormValues) =>
    void navigate({
      search: {
        dateMin: typed.dateMin.trim() || undefined,
        dateMax: typed.dateMax.trim() || undefined,
        // A number, so that the address reads ?entity=500 (text that reads as a number would be quoted).
        entity: parseEntityId(typed.entity),
        subtype: typed.subtype === 'all' ? undefined : typed.subtype,
        // New filters list their campaigns from the first page.
        page: undefined,
      },
    });

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t`Estadísticas de campañas`}</Title>
        <Text c="dimmed" size="sm">
          {t`Cifras agregadas de las campañas enviadas por todas las farmacias, o por una.`}
        </Text>
      </div>
      <StatsFilterForm
        // A new address (back, forward, a link, the reset) starts the form anew from it.
        key={`${generation}:${JSON.stringify(search)}`}
        search={search}
        defaults={defaults}
        addressErrors={validation.ok ? {} : validation.error}
        now={() => clock.now()}
        onApply={apply}
        onReset={() => {
          setGeneration((current) => current + 1);
          void navigate({ search: {} });
        }}
      />
      {filters === undefined ? (
        <Alert color="yellow" role="status" title={t`Revisa los filtros`}>
          {t`Corrige los filtros marcados para ver las estadísticas.`}
        </Alert>
      ) : report.isError ? (
        <LoadFailure title={i18n._(backofficeCampaignMessages.REPORT_LOAD_FAILED)} error={report.error} onRetry={() => void report.refetch()} retrying={report.isFetching} />
      ) : report.data === undefined ? (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text size="sm">{t`Cargando estadísticas…`}</Text>
        </Group>
      ) : (
        <StatsFigures report={report.data} filters={filters} />
      )}
      {filters !== undefined && (
        <SentCampaigns
          filters={filters}
          page={search.page ?? 1}
          onPage={(page) => void navigate({ search: (previous) => ({ ...previous, page: page > 1 ? page : undefined }), resetScroll: false })}
        />
      )}
    </Stack>
  );
}

/** How many sent campaigns a page of the statistics lists. */
const SENT_PAGE_SIZE = 10;

/**
 * The sent campaigns the figures count, most recently sent first (the campaign service's search, POST
 * /campaign/getCampaigns with the same filters), ten a page, the page in the address: which campaigns
 * make the figures, each with its pharmacy, channel, send date and its own figures.
 */
function SentCampaigns({ filters, page, onPage }: { readonly filters: AggregateReportFilters; readonly page: number; readonly onPage: (page: number) => void }) {
  const services = useUiServices();
  const { t, i18n } = useLingui();
  const sent = useQuery(backofficeCampaignQueries.sent(services, filters));
  const headingId = useId();
  const heading = (
    <Title order={2} size="h3" id={headingId}>
      {t`Campañas enviadas en el periodo`}
    </Title>
  );
  if (sent.isError) {
    return (
      <Stack gap="sm">
        {heading}
        <LoadFailure title={t`No se han podido buscar las campañas enviadas`} error={sent.error} onRetry={() => void sent.refetch()} retrying={sent.isFetching} />
      </Stack>
    );
  }
  if (sent.data === undefined) {
    return (
      <Stack gap="sm">
        {heading}
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text size="sm">{t`Buscando las campañas enviadas…`}</Text>
        </Group>
      </Stack>
    );
  }
  if (sent.data.length === 0) {
    return (
      <Stack gap="sm">
        {heading}
        <Text size="sm" c="dimmed" role="status">
          {t`Ninguna campaña enviada con estos filtros.`}
        </Text>
      </Stack>
    );
  }
  const shown = pageOf(sent.data, { page, size: SENT_PAGE_SIZE });
  const pages = Math.ceil(shown.total / SENT_PAGE_SIZE);
  const locale = i18n.locale;
  return (
    <Stack gap="sm" data-testid="sent-campaigns">
      {heading}
      <Text size="sm" c="dimmed">
        {t`${formatCount(shown.total, locale)} campañas · página ${shown.page} de ${pages}`}
      </Text>
      <Table.ScrollContainer minWidth={720}>
        <Table striped withTableBorder fz="sm" aria-labelledby={headingId}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t`Campaña`}</Table.Th>
              <Table.Th scope="col">{t`Farmacia`}</Table.Th>
              <Table.Th scope="col">{t`Canal`}</Table.Th>
              <Table.Th scope="col">{t`Enviada`}</Table.Th>
              <Table.Th scope="col" ta="right">{t`Enviados`}</Table.Th>
              <Table.Th scope="col" ta="right">{t`Clics`}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.records.map((campaign: Campaign) => (
              <Table.Tr key={campaign.id ?? `${campaign.eid}:${campaign.created}`}>
                <Table.Th scope="row" fw={500}>
                  {campaign.content.name || t`(sin nombre)`}
                </Table.Th>
                <Table.Td>{campaign.eid}</Table.Td>
                <Table.Td>{i18n._(statsSubtypeLabels[campaign.subtype])}</Table.Td>
                <Table.Td>{formatInstantDateTime(sentAt(campaign))}</Table.Td>
                <Table.Td ta="right">{formatCount(campaign.results?.valid ?? 0, locale)}</Table.Td>
                <Table.Td ta="right">{campaign.subtype === 'sms' ? '—' : formatCount(campaign.brokerData?.clickers ?? 0, locale)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pages > 1 && (
        <nav aria-label={t`Páginas de las campañas enviadas`}>
          <Pagination
            total={pages}
            value={shown.page}
            onChange={onPage}
            size="sm"
            getControlProps={(control) => ({ 'aria-label': { first: t`Primera página`, last: t`Última página`, previous: t`Página anterior`, next: t`Página siguiente` }[control] })}
          />
        </nav>
      )}
    </Stack>
  );
}

/** What the filter form holds: the texts as typed, and the channel. */
interface StatsFormValues {
  readonly dateMin: string;
  readonly dateMax: string;
  readonly entity: string;
  readonly subtype: StatsSubtype;
}

/**
 * The statistics' filters: the address's values (the default period's days when it names none),
 * checked by the domain when applied; the errors of the address show until the form is applied again.
 */
function StatsFilterForm({
  search,
  defaults,
  addressErrors,
  now,
  onApply,
  onReset,
}: {
  readonly search: StatsSearch;
  readonly defaults: { readonly dateMin: string; readonly dateMax: string };
  readonly addressErrors: StatsFilterErrors;
  readonly now: () => number;
  readonly onApply: (values: StatsFormValues) => void;
  readonly onReset: () => void;
}) {
  const { t, i18n } = useLingui();
  const [values, setValues] = useState<StatsFormValues>({
    dateMin: search.dateMin ?? defaults.dateMin,
    dateMax: search.dateMax ?? defaults.dateMax,
    entity: search.entity === undefined ? '' : String(search.entity),
    subtype: search.subtype ?? 'all',
  });
  const [errors, setErrors] = useState<StatsFilterErrors>(addressErrors);
  const set = (field: keyof StatsFormValues) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  const errorOf = (field: keyof StatsFilterErrors) => {
    const code = errors[field];
    return code === undefined ? undefined : i18n._(statsFilterMessages[code]);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateStatsFilters(values, now());
    setErrors(checked.ok ? {} : checked.error);
    if (checked.ok) onApply(values);
  };

  return (
    <Paper withBorder p="md" radius="md" component="form" onSubmit={submit} noValidate aria-label={t`Filtros de las estadísticas`}>
      <Group align="flex-start" gap="md">
        <TextInput
          label={t`Desde`}
          description={t`AAAA-MM-DD`}
          placeholder={defaults.dateMin}
          value={values.dateMin}
          onChange={(event) => set('dateMin')(event.currentTarget.value)}
          error={errorOf('dateMin')}
          autoComplete="off"
          w={150}
        />
        <TextInput
          label={t`Hasta`}
          description={t`AAAA-MM-DD`}
          placeholder={defaults.dateMax}
          value={values.dateMax}
          onChange={(event) => set('dateMax')(event.currentTarget.value)}
          error={errorOf('dateMax')}
          autoComplete="off"
          w={150}
        />
        <TextInput
          label={t`Farmacia (id)`}
          description={t`Vacío: todas`}
          placeholder={t`Todas`}
          inputMode="numeric"
          value={values.entity}
          onChange={(event) => set('entity')(event.currentTarget.value)}
          error={errorOf('entity')}
          autoComplete="off"
          w={150}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} component="span" id="stats-subtype-label">
            {t`Canal`}
          </Text>
          <SegmentedControl
            aria-labelledby="stats-subtype-label"
            value={values.subtype}
            onChange={(value) => set('subtype')(value)}
            data={STATS_SUBTYPES.map((subtype) => ({ value: subtype, label: i18n._(statsSubtypeLabels[subtype]) }))}
          />
          {errorOf('subtype') !== undefined && (
            <Text size="xs" c="red.8">
              {errorOf('subtype')}
            </Text>
          )}
        </Stack>
      </Group>
      <Group gap="sm" mt="md">
        <Button type="submit">{t`Aplicar filtros`}</Button>
        <Button variant="subtle" onClick={onReset}>
          {t`Últimos 12 meses`}
        </Button>
      </Group>
    </Paper>
  );
}

/** A month 'YYYY-MM' as the charts name it: 'dic 2025' ('Dec 2025' in English). */
function monthLabel(month: string, language: 'es' | 'en'): string {
  const [year, number] = month.split('-');
  return `${(monthName(Number(number), language) ?? '').slice(0, 3)} ${year ?? ''}`;
}

/** The figures of a report: what was asked, the cards, the charts and the table by channel; or why there are none. */
function StatsFigures({ report, filters }: { readonly report: AggregateReport; readonly filters: AggregateReportFilters }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const language = locale === 'en' ? 'en' : 'es';
  const count = (value: number) => formatCount(value, locale);
  const rate = (value: Rate) => formatRate(value, locale);
  const from = formatDate(filters.dateMin);
  const to = formatDate(filters.dateMax);
  const who = filters.eid === undefined ? t`todas las farmacias` : t`farmacia ${filters.eid}`;
  const channel = filters.subtype === 'all' ? t`email y SMS` : i18n._(statsSubtypeLabels[filters.subtype]);
  const summary = t`Del ${from} al ${to} · ${who} · ${channel}`;

  const charts = useMemo(() => {
    const categories = report.byMonth.map((month) => monthLabel(month.month, language));
    const series = (name: string, pick: (counts: AggregateCounts) => number) => ({ name, values: report.byMonth.map((month) => pick(month.counts)) });
    const format = (value: number) => formatCount(value, locale);
    const perMonth: ChartData = { kind: 'bar', categories, series: [series(t`Campañas`, (counts) => counts.campaigns)], format };
    const reactions: ChartData = {
      kind: 'line',
      categories,
      series: [series(t`Enviados`, (counts) => counts.valid), series(t`Clics`, (counts) => counts.clickers), series(t`Rebotados`, (counts) => counts.bounced), series(t`Bajas`, (counts) => counts.unsubscribed)],
      format,
    };
    const byChannel: ChartData = { kind: 'pie', categories: [t`Email`, t`SMS`], series: [{ name: t`Enviados`, values: [report.bySubtype.email.valid, report.bySubtype.sms.valid] }], format };
    return { perMonth, reactions, byChannel };
    // The charts change with the report and the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [report, locale]);

  if (isEmptyReport(report)) {
    return (
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {summary}
        </Text>
        <Alert color="gray" role="status" title={t`No hay campañas enviadas con estos filtros.`}>
          {t`Prueba con otro periodo, otra farmacia o los dos canales.`}
        </Alert>
      </Stack>
    );
  }

  const totals = report.totals;
  const rates = reportRates(report);
  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed" role="status">
        {summary}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        <StatCard label={t`Campañas enviadas`} value={count(totals.campaigns)} />
        <StatCard label={t`Destinatarios`} value={count(totals.recipients)} note={t`En las listas, antes de depurarlas`} />
        <StatCard label={t`Enviados`} value={count(totals.valid)} note={t`${rate(rates.valid)} de los destinatarios`} />
        <StatCard label={t`Rebotados`} value={count(totals.bounced)} note={t`${rate(rates.bounce)} de los enviados`} />
        <StatCard label={t`Clics`} value={count(totals.clickers)} note={t`${rate(rates.click)} de los entregados por email`} />
        <StatCard label={t`Bajas`} value={count(totals.unsubscribed)} note={t`${rate(rates.unsubscribe)} de los entregados`} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <ChartFigure title={t`Campañas enviadas por mes`} data={charts.perMonth} />
        <ChartFigure title={t`Envíos, clics, rebotes y bajas por mes`} data={charts.reactions} />
        <ChartFigure title={t`Mensajes enviados por canal`} data={charts.byChannel} />
      </SimpleGrid>
      <ChannelTable report={report} />
    </Stack>
  );
}

/** One figure: its name, its value and what it is measured against. */
function StatCard({ label, value, note }: { readonly label: string; readonly value: string; readonly note?: string }) {
  const id = useId();
  return (
    <Paper withBorder p="md" radius="md" role="group" aria-labelledby={id}>
      <Text size="sm" c="dimmed" id={id}>
        {label}
      </Text>
      <Text fw={700} size="xl">
        {value}
      </Text>
      {note !== undefined && (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      )}
    </Paper>
  );
}

/** The figures by channel, and in all, with their click and bounce rates. */
function ChannelTable({ report }: { readonly report: AggregateReport }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const rows = [
    { key: 'email', label: t`Email`, counts: report.bySubtype.email },
    { key: 'sms', label: t`SMS`, counts: report.bySubtype.sms },
    { key: 'total', label: t`Total`, counts: report.totals },
  ];
  return (
    // Nine columns: on a phone the table scrolls sideways in its own box, not the page.
    <Table.ScrollContainer minWidth={720}>
      <Table striped withTableBorder fz="sm">
        <Table.Caption>{t`Cifras por canal`}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t`Canal`}</Table.Th>
            <Table.Th scope="col" ta="right">{t`Campañas`}</Table.Th>
            <Table.Th scope="col" ta="right">{t`Destinatarios`}</Table.Th>
            <Table.Th scope="col" ta="right">{t`Enviados`}</Table.Th>
            <Table.Th scope="col" ta="right">{t`Rebotados`}</Table.Th>
            <Table.Th scope="col" ta="right">{t`Clics`}</Table.Th>
            <Table.Th scope="col" ta="right">{t`Bajas`}</Table.Th>
            <Table.Th scope="col" ta="right">{t`Tasa de rebote`}</Table.Th>
            <Table.Th scope="col" ta="right">{t`Tasa de clics`}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const rates = countsRates(row.counts);
            return (
              <Table.Tr key={row.key}>
                <Table.Th scope="row">{row.label}</Table.Th>
                {[row.counts.campaigns, row.counts.recipients, row.counts.valid, row.counts.bounced, row.counts.clickers, row.counts.unsubscribed].map((value, index) => (
                  <Table.Td key={index} ta="right">
                    {formatCount(value, locale)}
                  </Table.Td>
                ))}
                <Table.Td ta="right">{formatRate(rates.bounce, locale)}</Table.Td>
                {/* The click rate is the email campaigns' (an SMS carries no link the broker counts). */}
                <Table.Td ta="right">{formatRate(row.key === 'sms' ? undefined : row.key === 'total' ? reportRates(report).click : rates.click, locale)}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
