import '@mantine/dates/styles.layer.css';
import 'dayjs/locale/es';
import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, Group, List, Radio, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { DateInput, DatesProvider } from '@mantine/dates';
import { createLazyRoute } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import {
  hasNoPurchases,
  reportDayStart,
  reportDayText,
  splitContactList,
  validateCampaignReport,
  type CampaignReportMessageCode,
  type CampaignReportRequest,
  type CampaignReportResult,
  type ContactKind,
} from '@domain/campaign-reports';
import { parseDate } from '@domain/shared-kernel';
import { failureMessage } from '../shared/error-messages';
import { useUiServices } from '../shared/ui-services-context';
import { campaignReportMessages, contactKindNames } from './campaign-report-messages';
import { CampaignReportResults } from './campaign-report-results';
import { useFetchCampaignReport } from './campaign-report.mutations';

export const CampaignReportRoute = createLazyRoute('/app-h/backoffice/campaignReports')({ component: CampaignReportPage });

/** How many dropped lines the screen lists; the rest are counted. */
const DROPPED_SHOWN = 10;

/** A dd/mm/yyyy text typed in a date field, as the 'YYYY-MM-DD' value of the field (spec 1 §5); null when it is not a date. */
function dayFromTyped(text: string): string | null {
  const parsed = parseDate(text);
  return parsed.ok ? reportDayText(parsed.value) : null;
}

/**
 * The campaign-reports screen (spec 1 §2.7): choose email or phone, enter a pharmacy id, a date range
 * (dd/mm/yyyy) and a pasted list, fetch the report of past campaigns and download it as JSON. The
 * domain validates the form (spec 1 §5); invalid lines are dropped and listed; what was typed is kept
 * whatever happens.
 */
export function CampaignReportPage() {
  const services = useUiServices();
  const { t, i18n } = useLingui();
  const language = i18n.locale === 'en' ? 'en' : 'es';
  const [kind, setKind] = useState<ContactKind>('email');
  const [pharmacyId, setPharmacyId] = useState('');
  const [dateMin, setDateMin] = useState<string | null>(null);
  const [dateMax, setDateMax] = useState<string | null>(null);
  const [pasted, setPasted] = useState('');
  const [alert, setAlert] = useState<{ code: CampaignReportMessageCode; kind: ContactKind; detail?: string } | undefined>();
  const [dropped, setDropped] = useState<readonly string[]>([]);
  const [report, setReport] = useState<{ request: CampaignReportRequest; result: CampaignReportResult } | undefined>();
  const sample = services.demo?.campaignReportSample;
  const lines = splitContactList(pasted, kind);
  const [valid, invalid] = [lines.kept.length, lines.dropped.length];

  const fetchReport = useFetchCampaignReport({
    onFetched: (result, request) => {
      if (hasNoPurchases(result)) setAlert({ code: 'NO_PURCHASES', kind });
      else setReport({ request, result });
    },
    onFailed: (error) => setAlert({ code: 'REQUEST_FAILED', kind, detail: i18n._(failureMessage(error)) }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setReport(undefined);
    setDropped(lines.dropped);
    const validation = validateCampaignReport({
      kind,
      pharmacyId,
      dateMin: dateMin === null ? undefined : reportDayStart(dateMin),
      dateMax: dateMax === null ? undefined : reportDayStart(dateMax),
      pastedList: pasted,
    });
    if (!validation.ok) {
      setAlert({ code: validation.error, kind });
      return;
    }
    setAlert(undefined);
    fetchReport.mutate(validation.value.request);
  };

  const fillSample = async () => {
    const values = await sample?.();
    if (values === undefined) return;
    setPharmacyId(values.pharmacyId);
    setPasted(kind === 'email' ? values.emails : values.phones);
  };

  const droppedCount = dropped.length;
  const moreDropped = dropped.length - DROPPED_SHOWN;
  const calendarLabels = {
    nextMonth: t`Mes siguiente`,
    previousMonth: t`Mes anterior`,
    nextYear: t`Año siguiente`,
    previousYear: t`Año anterior`,
    nextDecade: t`Década siguiente`,
    previousDecade: t`Década anterior`,
  };
  const listLabel = kind === 'email' ? t`Emails` : t`Teléfonos`;

  return (
    <DatesProvider settings={{ locale: language, firstDayOfWeek: 1 }}>
      <Stack gap="md">
        <div>
          <Title order={1}>{t`Informes de campañas`}</Title>
          <Text c="dimmed" size="sm">
            {t`Lo que compraron en una farmacia los clientes de una campaña pasada, a partir de sus emails o teléfonos.`}
          </Text>
        </div>
        {sample !== undefined && (
          <Card withBorder radius="md" padding="sm" bg="var(--mantine-color-blue-light)" aria-labelledby="campaign-report-sample-title">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <div>
                <Text fw={600} size="sm" id="campaign-report-sample-title">
                  {t`Datos de demostración`}
                </Text>
                <Text size="sm">
                  {t`La farmacia 500 tiene clientes con compras. El ejemplo incluye tres que compraron, uno que no, un desconocido y una línea no válida.`}
                </Text>
              </div>
              <Button size="xs" variant="white" onClick={() => void fillSample()}>
                {t`Usar datos de ejemplo`}
              </Button>
            </Group>
          </Card>
        )}
        <Card withBorder radius="md" padding="lg" component="form" onSubmit={submit} noValidate aria-label={t`Datos del informe`}>
          <Stack gap="md">
            <Radio.Group label={t`Buscar clientes por`} value={kind} onChange={(value) => setKind(value === 'phone' ? 'phone' : 'email')}>
              <Group mt={6}>
                <Radio value="email" label={t`Email`} />
                <Radio value="phone" label={t`Teléfono`} />
              </Group>
            </Radio.Group>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
              <TextInput label={t`Id de farmacia`} value={pharmacyId} onChange={(event) => setPharmacyId(event.currentTarget.value)} inputMode="numeric" autoComplete="off" />
              <DateInput
                label={t`Desde`}
                placeholder={t`dd/mm/aaaa`}
                value={dateMin}
                onChange={setDateMin}
                valueFormat="DD/MM/YYYY"
                dateParser={dayFromTyped}
                ariaLabels={calendarLabels}
                weekendDays={[]}
                hideOutsideDates
                clearable
                clearButtonProps={{ 'aria-label': t`Borrar la fecha desde` }}
              />
              <DateInput
                label={t`Hasta`}
                placeholder={t`dd/mm/aaaa`}
                value={dateMax}
                onChange={setDateMax}
                valueFormat="DD/MM/YYYY"
                dateParser={dayFromTyped}
                ariaLabels={calendarLabels}
                weekendDays={[]}
                hideOutsideDates
                clearable
                clearButtonProps={{ 'aria-label': t`Borrar la fecha hasta` }}
              />
            </SimpleGrid>
            <Textarea
              label={listLabel}
              description={kind === 'email' ? t`Un email por línea. Las líneas no válidas se descartan.` : t`Un teléfono por línea (empieza por 9 cifras). Las líneas no válidas se descartan.`}
              value={pasted}
              onChange={(event) => setPasted(event.currentTarget.value)}
              autosize
              minRows={5}
              maxRows={14}
              spellCheck={false}
            />
            <Group justify="space-between">
              <Text size="sm" c="dimmed" data-testid="contact-count" aria-live="polite">
                {t`Válidos: ${valid} · No válidos: ${invalid}`}
              </Text>
              <Button type="submit" loading={fetchReport.isPending}>
                {t`Obtener informe`}
              </Button>
            </Group>
          </Stack>
        </Card>
        {alert !== undefined && (
          <Alert
            role="alert"
            color={alert.code === 'NO_PURCHASES' ? 'blue' : 'red'}
            title={i18n._({ ...campaignReportMessages[alert.code], values: { type: i18n._(contactKindNames[alert.kind]) } })}
          >
            {alert.detail}
          </Alert>
        )}
        {dropped.length > 0 && (
          <Alert color="yellow" title={t`Líneas no válidas descartadas: ${droppedCount}`} styles={{ title: { color: 'var(--mantine-color-text)' } }} data-testid="dropped-lines">
            <List size="sm" spacing={2}>
              {dropped.slice(0, DROPPED_SHOWN).map((line, index) => (
                <List.Item key={`${index}-${line}`}>{line}</List.Item>
              ))}
            </List>
            {moreDropped > 0 && <Text size="sm">{t`y ${moreDropped} más`}</Text>}
          </Alert>
        )}
        {report !== undefined && <CampaignReportResults request={report.request} result={report.result} />}
      </Stack>
    </DatesProvider>
  );
}
