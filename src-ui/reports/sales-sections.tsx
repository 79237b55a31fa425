import { useLingui } from '@lingui/react/macro';
import { Anchor, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { addMonths, deltaArrow, evolutionMonths, evolutionPeriods, evolutionQuarters, lastTwelveMonths, cachedSalesVariation, monthlyDifference, quarterAggregates, runningAggregate, type MonthlyAggregate, type YearOverYear } from '@domain/reports';
import { ChartFigure, type ChartData } from '../shared/charts';
import { LoadFailure } from '../shared/load-failure';
import { useUiServices } from '../shared/ui-services-context';
import { useReportScope } from './report-context';
import { formatMoney, formatNumber, formatPercent, languageOf, monthAbbreviation, monthText, periodText, quarterText } from './report-format';
import { reportQueries } from './reports.queries';
import { REPORT_TEXT } from './reports-messages';

/**
 * The labels of an evolution's charts: its 12 months along the axis, by name alone ('nov'), and the
 * two periods as the series' names ('nov 2024 – oct 2025', 'nov 2025 – oct 2026'), so every figure
 * reads with its own month and year, in the chart, its table and for screen readers; the quarters by
 * their months ('nov–ene').
 */
export function useEvolutionAxis() {
  const { i18n } = useLingui();
  const { month } = useReportScope();
  const language = languageOf(i18n.locale);
  return useMemo(() => {
    const periods = evolutionPeriods(month);
    return {
      categories: evolutionMonths(month).map((each) => monthAbbreviation(each.month, language)),
      quarters: evolutionQuarters(month).map((quarter) => quarterText(quarter, language)),
      previousName: periodText(periods.previous, language),
      currentName: periodText(periods.current, language),
    };
  }, [month, language]);
}

/** A measure's two years over 12 months as a line chart's data (a 13th month is dropped). */
export function yearOverYearChart(series: YearOverYear, axis: { categories: readonly string[]; previousName: string; currentName: string }, format: (value: number) => string, kind: ChartData['kind'] = 'line'): ChartData {
  return {
    kind,
    categories: axis.categories,
    series: [
      { name: axis.previousName, values: lastTwelveMonths(series.previousYear) },
      { name: axis.currentName, values: lastTwelveMonths(series.currentYear) },
    ],
    format,
  };
}

/** The sales section (spec 3 §2): total sales, average ticket and units per ticket over 12 months, both years, and the month's variation. */
export function SalesSection() {
  const { t, i18n } = useLingui();
  const services = useUiServices();
  const { eid, month } = useReportScope();
  const sales = useQuery(reportQueries.sales(services, eid, month));
  // The variation comes from the global cache (spec 3 §7), computed here; its failure leaves the rest of the section.
  const cache = useQuery(reportQueries.salesCache(services, eid));
  const axis = useEvolutionAxis();
  const money = (value: number) => formatMoney(value, i18n.locale);
  const number = (value: number) => formatNumber(value, i18n.locale);
  if (sales.isError) return <LoadFailure title={i18n._(REPORT_TEXT.SALES_FAILED)} error={sales.error} onRetry={() => void sales.refetch()} retrying={sales.isFetching} />;
  if (sales.data === undefined) return <SectionSkeleton charts={3} />;
  const report = sales.data;
  const variation = cache.data === undefined ? undefined : cachedSalesVariation(cache.data, month);
  const arrow = variation?.ok === true ? deltaArrow(variation.value) : 'none';
  const language = languageOf(i18n.locale);
  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md">
        <Group justify="space-between" wrap="wrap">
          <div>
            <Text size="sm" c="dimmed">
              {t`Ventas de ${monthText(month, language)}`}
            </Text>
            <Text size="xl" fw={700} data-testid="month-sales">
              {money(report.totalSales.currentYear.at(-1) ?? 0)}
            </Text>
          </div>
          <div>
            <Text size="sm" c="dimmed">
              {t`Frente a ${monthText(addMonths(month, -12), language)}`}
            </Text>
            {variation === undefined && !cache.isError ? (
              <Skeleton height={28} width={96} data-testid="sales-variation-loading" />
            ) : (
              <Text size="lg" fw={600} data-testid="sales-variation" c={variation?.ok !== true ? undefined : variation.value >= 0 ? 'teal.9' : 'red.9'}>
                {variation?.ok === true
                  ? `${arrow === 'up' ? '▲ ' : arrow === 'down' ? '▼ ' : ''}${formatPercent(variation.value, i18n.locale, true)}`
                  : variation?.ok === false && variation.error === 'NO_PREVIOUS_SALES'
                    ? t`Sin ventas el año anterior`
                    : t`Variación no disponible`}
              </Text>
            )}
          </div>
          <Anchor component={Link} to="/app-h/mainpanel/sales/by_family" search={true}>
            {t`Ver informe`}
          </Anchor>
        </Group>
      </Paper>
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        <ChartFigure title={t`Ventas totales`} data={yearOverYearChart(report.totalSales, axis, money)} />
        <ChartFigure title={t`Ticket medio`} data={yearOverYearChart(report.averageTicketEvolution, axis, money)} />
        <ChartFigure title={t`Unidades por ticket`} data={yearOverYearChart(report.unitsPerTicketEvolution, axis, number)} />
      </SimpleGrid>
    </Stack>
  );
}

/**
 * The sales report behind 'Ver informe': for each measure, the evolution of both years, the monthly
 * difference, the year so far and the quarters (12 charts, each with its table).
 */
export function SalesDetailSection() {
  const { t, i18n } = useLingui();
  const services = useUiServices();
  const { eid, month } = useReportScope();
  const sales = useQuery(reportQueries.sales(services, eid, month));
  const axis = useEvolutionAxis();
  if (sales.isError) return <LoadFailure title={i18n._(REPORT_TEXT.SALES_FAILED)} error={sales.error} onRetry={() => void sales.refetch()} retrying={sales.isFetching} />;
  if (sales.data === undefined) return <SectionSkeleton charts={12} />;
  const report = sales.data;
  const money = (value: number) => formatMoney(value, i18n.locale);
  const number = (value: number) => formatNumber(value, i18n.locale);
  const measures: readonly { title: string; series: YearOverYear; format: (value: number) => string; aggregate: MonthlyAggregate }[] = [
    { title: t`Ventas totales`, series: report.totalSales, format: money, aggregate: 'sum' },
    { title: t`Ticket medio`, series: report.averageTicketEvolution, format: money, aggregate: 'mean' },
    { title: t`Unidades por ticket`, series: report.unitsPerTicketEvolution, format: number, aggregate: 'mean' },
  ];
  return (
    <Stack gap="lg">
      {measures.map((measure) => {
        const previous = lastTwelveMonths(measure.series.previousYear);
        const current = lastTwelveMonths(measure.series.currentYear);
        return (
          <section key={measure.title} aria-label={measure.title}>
            <Title order={2} size="h3" mb="sm">
              {measure.title}
            </Title>
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              <ChartFigure title={t`${measure.title}: evolución`} data={yearOverYearChart(measure.series, axis, measure.format)} />
              <ChartFigure
                title={t`${measure.title}: diferencia con el año anterior`}
                data={{ kind: 'bar', categories: axis.categories, series: [{ name: t`Diferencia`, values: monthlyDifference({ previousYear: previous, currentYear: current }) }], format: measure.format }}
              />
              <ChartFigure
                title={measure.aggregate === 'sum' ? t`${measure.title}: acumulado` : t`${measure.title}: media acumulada`}
                data={yearOverYearChart({ previousYear: runningAggregate(previous, measure.aggregate), currentYear: runningAggregate(current, measure.aggregate) }, axis, measure.format)}
              />
              <ChartFigure
                title={t`${measure.title}: por trimestres`}
                data={yearOverYearChart({ previousYear: quarterAggregates(previous, measure.aggregate), currentYear: quarterAggregates(current, measure.aggregate) }, { ...axis, categories: axis.quarters }, measure.format, 'bar')}
              />
            </SimpleGrid>
          </section>
        );
      })}
    </Stack>
  );
}

/** Where a section's charts will be, while its data loads. */
export function SectionSkeleton({ charts }: { readonly charts: number }) {
  const { t } = useLingui();
  return (
    <Stack gap="md" aria-busy="true">
      <Text role="status" size="sm">
        {t`Cargando el informe…`}
      </Text>
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        {Array.from({ length: Math.min(charts, 6) }, (_, index) => (
          <Skeleton key={index} height={300} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
