import { useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Fragment, useMemo, useState } from 'react';
import {
  coverageDecimals,
  deltaArrow,
  familyTable,
  isCoverageBad,
  isLowRotationShareBad,
  lowRotationProductsOf,
  stockDeltaClass,
  stockReportState,
  type Assessment,
  type FamilyRow,
  type ProductKind,
  type StockFigures,
} from '@domain/reports';
import { ChartFigure } from '../shared/charts';
import { LoadFailure } from '../shared/load-failure';
import { useUiServices } from '../shared/ui-services-context';
import { useReportScope } from './report-context';
import { formatMoney, formatNumber, formatPercent } from './report-format';
import { reportQueries } from './reports.queries';
import { REPORT_TEXT } from './reports-messages';
import { SectionSkeleton } from './sales-sections';

const ASSESSMENT_COLOUR: Record<Assessment, string> = { good: 'teal', bad: 'red', neutral: 'gray' };

/** The stock section (spec 3 §2 "Stock report screen"): three stock tables with two charts each, and the low-rotation products. */
export function StockSection() {
  const { t, i18n } = useLingui();
  const services = useUiServices();
  const { eid, month } = useReportScope();
  const stock = useQuery(reportQueries.stock(services, eid, month));
  const [kind, setKind] = useState<ProductKind>('free');
  if (stock.isError) {
    return (
      <div data-testid="stock-error">
        <LoadFailure title={i18n._(REPORT_TEXT.STOCK_REPORT_FAILED)} error={stock.error} onRetry={() => void stock.refetch()} retrying={stock.isFetching} />
      </div>
    );
  }
  if (stock.data === undefined) return <SectionSkeleton charts={6} />;
  const report = stock.data;
  if (stockReportState(report) === 'not-ready') {
    return (
      <Alert color="blue" role="status" data-testid="stock-not-ready">
        {i18n._(REPORT_TEXT.NO_STOCK_DATA_FOR_THIS_MONTH)}
      </Alert>
    );
  }
  const tables: readonly { title: string; figures: StockFigures }[] = [
    { title: t`Stock total`, figures: report.totalStock },
    { title: t`Stock libre`, figures: report.freeStock },
    { title: t`Stock de receta`, figures: report.prescriptionStock },
  ];
  const products = lowRotationProductsOf(report.lowRotationProducts, kind);
  const money = (value: number) => formatMoney(value, i18n.locale);
  return (
    <Stack gap="lg">
      <Group justify="flex-end">
        <Anchor component={Link} to="/app-h/mainpanel/stock/by_family" search={true}>
          {t`Ver informe por familias`}
        </Anchor>
      </Group>
      {tables.map(({ title, figures }) => (
        <section key={title} aria-label={title}>
          <Title order={2} size="h3" mb="sm">
            {title}
          </Title>
          <SimpleGrid cols={{ base: 1, md: 3 }}>
            <StockTable title={title} figures={figures} coverageThreshold={report.coverageThreshold} />
            <ChartFigure
              title={t`${title}: valor y baja rotación`}
              data={{ kind: 'bar', categories: [t`Valor del stock`, t`Baja rotación`], series: [{ name: title, values: [figures.totalValue, figures.lowRotationAmount] }], format: money }}
            />
            <ChartFigure
              title={t`${title}: reparto de la rotación`}
              data={{ kind: 'pie', categories: [t`Rotación normal`, t`Baja rotación`], series: [{ name: title, values: [Math.max(0, figures.totalValue - figures.lowRotationAmount), figures.lowRotationAmount] }], format: money }}
            />
          </SimpleGrid>
        </section>
      ))}
      <section aria-label={t`Productos de baja rotación`}>
        <Group justify="space-between" mb="sm" wrap="wrap">
          <Title order={2} size="h3">
            {t`Productos de baja rotación`}
          </Title>
          <Group gap={4} role="group" aria-label={t`Tipo de producto`}>
            <Button size="xs" variant={kind === 'free' ? 'filled' : 'default'} aria-pressed={kind === 'free'} onClick={() => setKind('free')}>
              {t`Libre`}
            </Button>
            <Button size="xs" variant={kind === 'prescription' ? 'filled' : 'default'} aria-pressed={kind === 'prescription'} onClick={() => setKind('prescription')}>
              {t`Receta`}
            </Button>
          </Group>
        </Group>
        <Table.ScrollContainer minWidth={640}>
          <Table striped withTableBorder data-testid="low-rotation-table">
            <caption style={{ captionSide: 'top', textAlign: 'start' }}>{kind === 'free' ? t`Productos libres de baja rotación` : t`Productos de receta de baja rotación`}</caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t`Código`}</Table.Th>
                <Table.Th scope="col">{t`Producto`}</Table.Th>
                <Table.Th scope="col" ta="right">{t`Unidades`}</Table.Th>
                <Table.Th scope="col" ta="right">{t`Venta media`}</Table.Th>
                <Table.Th scope="col" ta="right">{t`Coste`}</Table.Th>
                <Table.Th scope="col" ta="right">{t`Cobertura (meses)`}</Table.Th>
                <Table.Th scope="col" ta="right">{t`Valor del stock`}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {products.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={7}>{t`No hay productos de baja rotación de este tipo.`}</Table.Td>
                </Table.Tr>
              ) : (
                products.map((product) => (
                  <Table.Tr key={product.idProduct}>
                    <Table.Td>{product.idProduct}</Table.Td>
                    <Table.Td>{product.description}</Table.Td>
                    <Table.Td ta="right">{formatNumber(product.stockUnits, i18n.locale, 0)}</Table.Td>
                    <Table.Td ta="right">{formatNumber(product.averageSale, i18n.locale)}</Table.Td>
                    <Table.Td ta="right">{money(product.cost)}</Table.Td>
                    <Table.Td ta="right">{formatNumber(product.coverage, i18n.locale, 1)}</Table.Td>
                    <Table.Td ta="right">{money(product.stockPrice)}</Table.Td>
                  </Table.Tr>
                ))
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </section>
    </Stack>
  );
}

/** One stock table: value, change against last month (class and arrow), coverage against the threshold, low rotation. */
function StockTable({ title, figures, coverageThreshold }: { readonly title: string; readonly figures: StockFigures; readonly coverageThreshold: number }) {
  const { t, i18n } = useLingui();
  const deltaClass = stockDeltaClass(figures.lastMonthDelta);
  const arrow = deltaArrow(figures.lastMonthDelta);
  const coverageBad = isCoverageBad(figures.coverage, coverageThreshold);
  const coverageDigits = coverageDecimals(figures.coverage, coverageThreshold);
  const assessmentText: Record<Assessment, string> = { good: t`bien`, bad: t`mal`, neutral: t`estable` };
  return (
    <Paper withBorder p="md" radius="md">
      <Table fz="sm" data-testid="stock-figures">
        <caption style={{ captionSide: 'top', textAlign: 'start', fontWeight: 600 }}>{title}</caption>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th scope="row">{t`Valor`}</Table.Th>
            <Table.Td ta="right">{formatMoney(figures.totalValue, i18n.locale)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">{t`Variación frente al mes anterior`}</Table.Th>
            <Table.Td ta="right" data-delta={deltaClass}>
              <Text span c={`${ASSESSMENT_COLOUR[deltaClass]}.9`} fw={600} size="sm">
                {arrow === 'up' ? '▲ ' : arrow === 'down' ? '▼ ' : ''}
                {formatPercent(figures.lastMonthDelta, i18n.locale, true)}
              </Text>{' '}
              <Text span size="xs" fw={600} c={`${ASSESSMENT_COLOUR[deltaClass]}.9`}>
                ({assessmentText[deltaClass]})
              </Text>
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">{t`Cobertura`}</Table.Th>
            <Table.Td ta="right" data-coverage={coverageBad ? 'bad' : 'good'}>
              {t`${formatNumber(figures.coverage, i18n.locale, coverageDigits)} meses`}{' '}
              <Text span size="xs" fw={600} c={coverageBad ? 'red.9' : 'teal.9'}>
                ({coverageBad ? t`por encima de ${formatNumber(coverageThreshold, i18n.locale, coverageDigits)}` : t`correcta`})
              </Text>
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">{t`Baja rotación`}</Table.Th>
            <Table.Td ta="right">
              {formatMoney(figures.lowRotationAmount, i18n.locale)} ({formatPercent(figures.lowRotationPercent, i18n.locale)})
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

/** The per-family stock (spec 3 §2): super-family rows that expand to their families, and a totals footer. */
export function StockFamiliesSection() {
  const { t, i18n } = useLingui();
  const services = useUiServices();
  const { eid, month } = useReportScope();
  const families = useQuery(reportQueries.families(services, eid, month));
  const table = useMemo(() => (families.data === undefined ? undefined : familyTable(families.data)), [families.data]);
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  if (families.isError) return <LoadFailure title={i18n._(REPORT_TEXT.FAMILIES_FAILED)} error={families.error} onRetry={() => void families.refetch()} retrying={families.isFetching} />;
  if (table === undefined) return <SectionSkeleton charts={0} />;
  const money = (value: number) => formatMoney(value, i18n.locale);
  const share = (value: number) => formatPercent(value * 100, i18n.locale);
  const toggle = (id: number) =>
    setOpen((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table withTableBorder data-testid="family-table">
        <caption style={{ captionSide: 'top', textAlign: 'start' }}>{t`Stock por superfamilias y familias`}</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t`Familia`}</Table.Th>
            <Table.Th scope="col" ta="right">{t`Unidades`}</Table.Th>
            <Table.Th scope="col" ta="right">{t`Stock`}</Table.Th>
            <Table.Th scope="col" ta="right">{t`Cobertura (meses)`}</Table.Th>
            <Table.Th scope="col" ta="right">{t`Baja rotación`}</Table.Th>
            <Table.Th scope="col" ta="right">{t`% baja rotación`}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {table.groups.map((group, index) => {
            const key = group.superFamily?.superId ?? group.families[0]?.superId ?? index;
            const expanded = group.superFamily === undefined || open.has(key);
            return (
              <Fragment key={key}>
                {group.superFamily !== undefined && (
                  <Table.Tr fw={600} bg="var(--mantine-color-gray-0)">
                    <Table.Th scope="row">
                      <Button variant="subtle" size="compact-sm" aria-expanded={expanded} onClick={() => toggle(key)} leftSection={<span aria-hidden="true">{expanded ? '▾' : '▸'}</span>}>
                        {group.superFamily.name}
                      </Button>
                    </Table.Th>
                    <FamilyCells row={group.superFamily} money={money} share={share} />
                  </Table.Tr>
                )}
                {expanded &&
                  group.families.map((family) => (
                    <Table.Tr key={`${family.superId}-${family.id}`}>
                      <Table.Th scope="row" fw={400} pl="xl">
                        {family.name}
                      </Table.Th>
                      <FamilyCells row={family} money={money} share={share} />
                    </Table.Tr>
                  ))}
              </Fragment>
            );
          })}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr fw={700}>
            <Table.Th scope="row">{t`Total`}</Table.Th>
            <Table.Td ta="right">{formatNumber(table.totals.stockUnits, i18n.locale, 0)}</Table.Td>
            <Table.Td ta="right" data-testid="family-total">{money(table.totals.stockAmount)}</Table.Td>
            <Table.Td ta="right">—</Table.Td>
            <Table.Td ta="right">{money(table.totals.lowRotationAmount)}</Table.Td>
            <Table.Td ta="right">{share(table.totals.lowRotationShare)}</Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}

function FamilyCells({ row, money, share }: { readonly row: FamilyRow; readonly money: (value: number) => string; readonly share: (value: number) => string }) {
  const { t, i18n } = useLingui();
  const bad = isLowRotationShareBad(row.lowRotationPercent);
  return (
    <>
      <Table.Td ta="right">{formatNumber(row.stockUnits, i18n.locale, 0)}</Table.Td>
      <Table.Td ta="right">{money(row.stockAmount)}</Table.Td>
      <Table.Td ta="right">{formatNumber(row.coverage, i18n.locale, 1)}</Table.Td>
      <Table.Td ta="right">{money(row.lowRotationAmount)}</Table.Td>
      <Table.Td ta="right" data-low-rotation={bad ? 'bad' : 'good'}>
        {share(row.lowRotationPercent)}
        {bad && (
          <Text span ml={4} size="xs" fw={600} c="red.9">
            ({t`alta`})
          </Text>
        )}
      </Table.Td>
    </>
  );
}
