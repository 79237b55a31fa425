import '@mantine/dates/styles.layer.css';
import 'dayjs/locale/es';
import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, Group, List, Radio, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { DateInput, DatesProvider } from '@mantine/dates';
import { createLazyRoute } from '@tanstack/react-router';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  campaignReportFieldErrors,
  hasNoPurchases,
  reportDayStart,
  reportDayText,
  splitContactList,
  validateCampaignReport,
  type CampaignReportField,
  type CampaignReportFormError,
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

/** The date fields of the form. */
type DateField = 'dateMin' | 'dateMax';

/**
 * The campaign-reports screen (spec 1 §2.7): choose email or phone, enter a pharmacy id, a date range
 * (dd/mm/yyyy) and a pasted list, fetch the report of past campaigns and download it as JSON. The
 * domain validates the form (spec 1 §5); invalid lines are dropped and listed; what was typed is kept
 * whatever happens. Each validation message is shown beside its field once the user has tried to send
 * the form, and follows what is typed from then on; a date that does not exist (31/02/2026) stays as
 * typed, with its message, instead of being cleared. Each kind keeps its own list: switching from
 * email to phone does not turn the pasted emails into invalid phones.
 */
export function CampaignReportPage() {
  const services = useUiServices();
  const { t, i18n } = useLingui();
  const language = i18n.locale === 'en' ? 'en' : 'es';
  const [kind, setKind] = useState<ContactKind>('email');
  const [pharmacyId, setPharmacyId] = useState('');
  const [dateMin, setDateMin] = useState<string | null>(null);
  const [dateMax, setDateMax] = useState<string | null>(null);
  const [lists, setLists] = useState<Record<ContactKind, string>>({ email: '', phone: '' });
  const [badDates, setBadDates] = useState<Record<DateField, boolean>>({ dateMin: false, dateMax: false });
  const [checked, setChecked] = useState(false);
  const [alert, setAlert] = useState<{ code: CampaignReportMessageCode; kind: ContactKind; detail?: string } | undefined>();
  const [dropped, setDropped] = useState<readonly string[]>([]);
  const [report, setReport] = useState<{ request: CampaignReportRequest; result: CampaignReportResult } | undefined>();
  const pharmacyIdField = useRef<HTMLInputElement>(null);
  const dateMinField = useRef<HTMLInputElement>(null);
  const dateMaxField = useRef<HTMLInputElement>(null);
  const listField = useRef<HTMLTextAreaElement>(null);
  const focusField = (field: CampaignReportField | DateField): void => {
    const element = { pharmacyId: pharmacyIdField, dateMin: dateMinField, dateMax: dateMaxField, list: listField }[field].current;
    element?.focus();
  };
  const sample = services.demo?.campaignReportSample;
  const pasted = lists[kind];
  const lines = splitContactList(pasted, kind);
  const [valid, invalid] = [lines.kept.length, lines.dropped.length];
  const form = {
    kind,
    pharmacyId,
    dateMin: dateMin === null ? undefined : reportDayStart(dateMin),
    dateMax: dateMax === null ? undefined : reportDayStart(dateMax),
    pastedList: pasted,
  };
  // Shown once the user has tried to send the form; from then on they follow what is typed.
  const errors: Partial<Record<CampaignReportField, CampaignReportFormError>> = checked ? campaignReportFieldErrors(form) : {};

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
    setAlert(undefined);
    setDropped(lines.dropped);
    setChecked(true);
    const found = campaignReportFieldErrors(form);
    // The first field in error, in the order of the form, takes the focus.
    const firstBad = (['pharmacyId', 'dateMin', 'dateMax', 'list'] as const).find((field) => (field === 'dateMin' || field === 'dateMax' ? badDates[field] : false) || (field !== 'dateMin' && found[field] !== undefined));
    if (firstBad !== undefined) {
      focusField(firstBad);
      return;
    }
    const validation = validateCampaignReport(form);
    if (validation.ok) fetchReport.mutate(validation.value.request);
  };

  /** Reads what was typed in a date field when it loses the focus: a day that does not exist is kept, marked. */
  const checkTypedDate = (field: DateField, text: string) => {
    const typed = text.trim();
    setBadDates((current) => ({ ...current, [field]: typed !== '' && dayFromTyped(typed) === null }));
  };
  const changeDate = (field: DateField, value: string | null) => {
    (field === 'dateMin' ? setDateMin : setDateMax)(value);
    setBadDates((current) => ({ ...current, [field]: false }));
  };

  const fillSample = async () => {
    const values = await sample?.();
    if (values === undefined) return;
    setPharmacyId(values.pharmacyId);
    setLists((current) => ({ ...current, [kind]: kind === 'email' ? values.emails : values.phones }));
    // The sample covers every date: dates typed before would narrow it to nothing.
    changeDate('dateMin', null);
    changeDate('dateMax', null);
  };

  /** The message of a field in error, announced when it appears. */
  const fieldError = (code: CampaignReportFormError | undefined): ReactNode =>
    code === undefined ? undefined : <span role="alert">{i18n._({ ...campaignReportMessages[code], values: { type: i18n._(contactKindNames[kind]) } })}</span>;
  const badDateError = (field: DateField): ReactNode => (badDates[field] ? <span role="alert">{t`Esa fecha no existe. Escríbela como dd/mm/aaaa, por ejemplo 01/09/2026.`}</span> : undefined);

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
              <TextInput
                ref={pharmacyIdField}
                label={t`Id de farmacia`}
                value={pharmacyId}
                onChange={(event) => setPharmacyId(event.currentTarget.value)}
                inputMode="numeric"
                autoComplete="off"
                error={fieldError(errors.pharmacyId)}
              />
              <DateInput
                label={t`Desde`}
                placeholder={t`dd/mm/aaaa`}
                ref={dateMinField}
                value={dateMin}
                onChange={(value) => changeDate('dateMin', value)}
                onBlur={(event) => checkTypedDate('dateMin', event.currentTarget.value)}
                fixOnBlur={false}
                error={badDateError('dateMin')}
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
                ref={dateMaxField}
                value={dateMax}
                onChange={(value) => changeDate('dateMax', value)}
                onBlur={(event) => checkTypedDate('dateMax', event.currentTarget.value)}
                fixOnBlur={false}
                error={badDateError('dateMax') ?? fieldError(errors.dateMax)}
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
              ref={listField}
              value={pasted}
              onChange={(event) => {
                const text = event.currentTarget.value;
                setLists((current) => ({ ...current, [kind]: text }));
              }}
              error={fieldError(errors.list)}
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
        {/* What the server answered (the form's own messages are beside their fields). */}
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
