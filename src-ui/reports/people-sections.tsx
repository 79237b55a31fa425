import { useLingui } from '@lingui/react/macro';
import { Alert, NativeSelect, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { StaffResume, YearPair } from '@domain/reports';
import { ChartFigure } from '../shared/charts';
import { LoadFailure } from '../shared/load-failure';
import { useUiServices } from '../shared/ui-services-context';
import { useReportScope } from './report-context';
import { formatMoney, formatNumber, formatPercent } from './report-format';
import { reportQueries } from './reports.queries';
import { REPORT_TEXT } from './reports-messages';
import { SectionSkeleton, useEvolutionAxis, yearOverYearChart } from './sales-sections';

/** The staff section (spec 3 §2 "Staff report screen"): one employee's four measures over 12 months, both years, and the global comparison tables. */
export function StaffSection() {
  const { t, i18n } = useLingui();
  const services = useUiServices();
  const { eid, month } = useReportScope();
  const sales = useQuery(reportQueries.sales(services, eid, month));
  const axis = useEvolutionAxis();
  const [picked, setPicked] = useState<string | undefined>(undefined);
  if (sales.isError) return <LoadFailure title={i18n._(REPORT_TEXT.SALES_FAILED)} error={sales.error} onRetry={() => void sales.refetch()} retrying={sales.isFetching} />;
  if (sales.data === undefined) return <SectionSkeleton charts={4} />;
  const staff = sales.data.staffResumes;
  if (staff.length === 0) return <Alert role="status">{t`No hay datos de personal para este mes.`}</Alert>;
  const employee = staff.find((each) => each.employee === picked) ?? staff[0];
  if (employee === undefined) return null;
  const money = (value: number) => formatMoney(value, i18n.locale);
  const number = (value: number) => formatNumber(value, i18n.locale);
  const count = (value: number) => formatNumber(value, i18n.locale, 0);
  const measures: readonly { title: string; pair: (resume: StaffResume) => YearPair; format: (value: number) => string }[] = [
    { title: t`Ventas`, pair: (resume) => resume.salesAmount, format: money },
    { title: t`Operaciones`, pair: (resume) => resume.operations, format: count },
    { title: t`Ticket medio`, pair: (resume) => resume.averageTicket, format: money },
    { title: t`Unidades por ticket`, pair: (resume) => resume.unitsPerTicket, format: number },
  ];
  return (
    <Stack gap="lg">
      <section aria-label={t`Por empleado`}>
        <Title order={2} size="h3" mb="sm">
          {t`Por empleado`}
        </Title>
        <NativeSelect label={t`Empleado`} value={employee.employee} onChange={(event) => setPicked(event.currentTarget.value)} data={staff.map((each) => each.employee)} w={280} mb="sm" />
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <ChartFigure title={t`Ventas de ${employee.employee}`} data={yearOverYearChart(employee.evolution.salesAmount, axis, money)} />
          <ChartFigure title={t`Operaciones de ${employee.employee}`} data={yearOverYearChart(employee.evolution.operations, axis, count)} />
          <ChartFigure title={t`Ticket medio de ${employee.employee}`} data={yearOverYearChart(employee.evolution.averageTicket, axis, money)} />
          <ChartFigure title={t`Unidades por ticket de ${employee.employee}`} data={yearOverYearChart(employee.evolution.unitsPerTicket, axis, number)} />
        </SimpleGrid>
      </section>
      <section aria-label={t`Comparativa del equipo`}>
        <Title order={2} size="h3" mb="sm">
          {t`Comparativa del equipo (12 meses)`}
        </Title>
        <SimpleGrid cols={{ base: 1, lg: 2 }}>
          {measures.map((measure) => (
            <Paper key={measure.title} withBorder p="sm" radius="md">
              <Table.ScrollContainer minWidth={420}>
                <Table striped fz="sm" data-testid="staff-comparison">
                  <caption style={{ captionSide: 'top', textAlign: 'start', fontWeight: 600 }}>{measure.title}</caption>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">{t`Empleado`}</Table.Th>
                      <Table.Th scope="col" ta="right">{axis.previousName}</Table.Th>
                      <Table.Th scope="col" ta="right">{axis.currentName}</Table.Th>
                      <Table.Th scope="col" ta="right">{t`Variación`}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {staff.map((resume) => {
                      const pair = measure.pair(resume);
                      return (
                        <Table.Tr key={resume.employee}>
                          <Table.Th scope="row" fw={400}>
                            {resume.employee}
                          </Table.Th>
                          <Table.Td ta="right">{measure.format(pair.previousYear)}</Table.Td>
                          <Table.Td ta="right">{measure.format(pair.currentYear)}</Table.Td>
                          <Table.Td ta="right">{pair.previousYear === 0 ? '—' : formatPercent(((pair.currentYear - pair.previousYear) / Math.abs(pair.previousYear)) * 100, i18n.locale, true)}</Table.Td>
                        </Table.Tr>
                      );
                    })}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Paper>
          ))}
        </SimpleGrid>
      </section>
    </Stack>
  );
}

/** The marketing section (spec 3 §2, §7 campaignReport): the month's campaign counts and each campaign's results. */
export function MarketingSection() {
  const { t, i18n } = useLingui();
  const services = useUiServices();
  const { eid, month } = useReportScope();
  const marketing = useQuery(reportQueries.marketing(services, eid, month));
  if (marketing.isError) return <LoadFailure title={i18n._(REPORT_TEXT.MARKETING_REPORT_FAILED)} error={marketing.error} onRetry={() => void marketing.refetch()} retrying={marketing.isFetching} />;
  if (marketing.data === undefined) return <SectionSkeleton charts={1} />;
  const report = marketing.data;
  const count = (value: number) => formatNumber(value, i18n.locale, 0);
  const cards = [
    { label: t`Campañas de correo`, value: count(report.emailCampaigns) },
    { label: t`Campañas de SMS`, value: count(report.smsCampaigns) },
    { label: t`Mensajes enviados`, value: count(report.sent) },
    { label: t`Aperturas`, value: count(report.opened) },
    { label: t`Clics`, value: count(report.clicked) },
  ];
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }}>
        {cards.map((card) => (
          <Paper key={card.label} withBorder p="md" radius="md">
            <Text size="sm" c="dimmed">
              {card.label}
            </Text>
            <Text size="xl" fw={700}>
              {card.value}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <ChartFigure
        title={t`Resultados por campaña`}
        data={{ kind: 'bar', categories: report.campaigns.map((campaign) => campaign.name), series: [{ name: t`Enviados`, values: report.campaigns.map((campaign) => campaign.sent) }, { name: t`Compradores`, values: report.campaigns.map((campaign) => campaign.buyers) }], format: count, horizontal: true }}
      />
      <Table.ScrollContainer minWidth={640}>
        <Table striped withTableBorder data-testid="campaign-results">
          <caption style={{ captionSide: 'top', textAlign: 'start' }}>{t`Campañas del mes`}</caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t`Campaña`}</Table.Th>
              <Table.Th scope="col">{t`Canal`}</Table.Th>
              <Table.Th scope="col" ta="right">{t`Enviados`}</Table.Th>
              <Table.Th scope="col" ta="right">{t`Aperturas`}</Table.Th>
              <Table.Th scope="col" ta="right">{t`Clics`}</Table.Th>
              <Table.Th scope="col" ta="right">{t`Compradores`}</Table.Th>
              <Table.Th scope="col" ta="right">{t`Ventas`}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {report.campaigns.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={7}>{t`No hubo campañas este mes.`}</Table.Td>
              </Table.Tr>
            ) : (
              report.campaigns.map((campaign, index) => (
                <Table.Tr key={`${campaign.name}-${index}`}>
                  <Table.Th scope="row" fw={400}>
                    {campaign.name}
                  </Table.Th>
                  <Table.Td>{campaign.channel === 'email' ? t`Correo` : t`SMS`}</Table.Td>
                  <Table.Td ta="right">{count(campaign.sent)}</Table.Td>
                  <Table.Td ta="right">{campaign.channel === 'email' ? count(campaign.opened) : '—'}</Table.Td>
                  <Table.Td ta="right">{count(campaign.clicked)}</Table.Td>
                  <Table.Td ta="right">{count(campaign.buyers)}</Table.Td>
                  <Table.Td ta="right">{formatMoney(campaign.salesAmount, i18n.locale)}</Table.Td>
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
