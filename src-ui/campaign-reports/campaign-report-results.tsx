import { useLingui } from '@lingui/react/macro';
import { Button, Card, Group, Paper, ScrollArea, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import {
  campaignReportDocument,
  campaignReportFileName,
  netTotal,
  salesTotals,
  type CampaignReportRequest,
  type CampaignReportResult,
} from '@domain/campaign-reports';
import { formatDate, formatMoney } from '@domain/shared-kernel';
import { downloadJson } from '../shared/download';

/** One figure of the report's summary. */
function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="xl" fw={700} data-testid={testId}>
        {value}
      </Text>
    </Paper>
  );
}

/**
 * A campaign report (spec 1 §3 response): the aggregate figures when the service sent them (clients,
 * transactions, returns, total, total returned and the net), the per-client sales with units and final
 * value and their totals, and the download of the whole report as JSON (spec 1 §2.7).
 */
export function CampaignReportResults({ request, result }: { request: CampaignReportRequest; result: CampaignReportResult }) {
  const { t, i18n } = useLingui();
  const language = i18n.locale === 'en' ? 'en' : 'es';
  const money = (amount: number) => formatMoney(amount, language);
  const sales = result.sales ?? [];
  const totals = salesTotals(sales);
  const [pharmacy, matched, sent] = [request.eid, sales.length, request.erp.length];
  const from = request.dateMin === undefined ? undefined : formatDate(request.dateMin);
  const to = request.dateMax === undefined ? undefined : formatDate(request.dateMax);
  const period =
    from !== undefined && to !== undefined ? t`del ${from} al ${to}` : from !== undefined ? t`desde el ${from}` : to !== undefined ? t`hasta el ${to}` : t`todas las fechas`;

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="campaign-report-title">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} size="h3" id="campaign-report-title">
              {t`Resultado`}
            </Title>
            <Text size="sm" c="dimmed" data-testid="report-scope">
              {t`Farmacia ${pharmacy}, ${period}. ${matched} de ${sent} contactos con movimientos.`}
            </Text>
          </div>
          <Button variant="light" onClick={() => downloadJson(campaignReportFileName(request), campaignReportDocument(request, result))}>
            {t`Descargar JSON`}
          </Button>
        </Group>
        {result.kind === 'summary' && (
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
            <Figure label={t`Clientes con compras`} value={String(result.summary.clients)} testId="report-clients" />
            <Figure label={t`Transacciones`} value={String(result.summary.transactions)} testId="report-transactions" />
            <Figure label={t`Devoluciones`} value={String(result.summary.returns)} testId="report-returns" />
            <Figure label={t`Total vendido`} value={money(result.summary.total)} testId="report-total" />
            <Figure label={t`Total devuelto`} value={money(result.summary.totalReturned)} testId="report-total-returned" />
            <Figure label={t`Neto`} value={money(netTotal(result.summary))} testId="report-net" />
          </SimpleGrid>
        )}
        {sales.length > 0 && (
          <ScrollArea.Autosize mah={420} type="auto">
            <Table striped withTableBorder verticalSpacing="xs" aria-label={t`Ventas por cliente`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t`Cliente`}</Table.Th>
                  <Table.Th scope="col" ta="right">{t`Unidades`}</Table.Th>
                  <Table.Th scope="col" ta="right">{t`Valor final`}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {sales.map((sale) => (
                  <Table.Tr key={sale.client}>
                    <Table.Td>{sale.client}</Table.Td>
                    <Table.Td ta="right">{sale.quantity}</Table.Td>
                    <Table.Td ta="right">{money(sale.finalValue)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
              <Table.Tfoot>
                <Table.Tr>
                  <Table.Th scope="row">{t`Total`}</Table.Th>
                  <Table.Td ta="right" fw={700} data-testid="sales-total-quantity">
                    {totals.quantity}
                  </Table.Td>
                  <Table.Td ta="right" fw={700} data-testid="sales-total-value">
                    {money(totals.finalValue)}
                  </Table.Td>
                </Table.Tr>
              </Table.Tfoot>
            </Table>
          </ScrollArea.Autosize>
        )}
      </Stack>
    </Card>
  );
}
