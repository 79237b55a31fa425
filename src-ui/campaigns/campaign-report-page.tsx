import { Alert, Badge, Button, Group, Loader, Paper, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createLazyRoute, Link } from '@tanstack/react-router';
import { useMemo, useState, type FormEvent } from 'react';
import {
  PRE_PROCESS_KEYS,
  ROI_MAX_PRODUCT_CODES,
  ROI_WINDOW_DAYS,
  mailingFigures,
  roiFilterForm,
  roiSummary,
  sameRoiFilter,
  smsFigures,
  validateRoiFilter,
  type Campaign,
  type PreProcessResults,
  type RoiFigures,
  type RoiFilter,
  type RoiFilterError,
  type RoiFilterForm,
} from '@domain/campaigns';
import { safeFileName } from '@domain/exports';
import { formatDateTime, formatMoney, isApiError } from '@domain/shared-kernel';
import { ChartFigure, type ChartData } from '../shared/charts';
import { openFileLink } from '../shared/download';
import { formatCount, formatShare } from '../shared/format-count';
import { useGuardedMutation } from '../shared/guarded-mutation';
import { LoadFailure, useErrorText } from '../shared/load-failure';
import { notify } from '../shared/notify';
import { notifyTitled } from '../shared/titled-notice';
import { useUiServices } from '../shared/ui-services-context';
import { campaignMessages, campaignStatusLabels, campaignSubtypeLabels } from './campaign-messages';
import { campaignQueries } from './campaign.queries';

const REPORT_PATH = '/app-h/campaigns/viewReport/cid/$cid';

export const CampaignReportRoute = createLazyRoute(REPORT_PATH)({ component: CampaignReportPage });

/** How often a campaign being sent is read again, to show its report once it is sent. */
const SENDING_REFRESH_MS = 15_000;

/**
 * A campaign's report (spec 2 §2 "Campaign report"): the mailing figures (or the SMS variant), the
 * recipients' pre-processing, each as figures and as a chart with its table, the return on investment
 * with the filter that attributes it, and the Excel report. A campaign not sent yet says when it goes.
 */
export function CampaignReportPage() {
  const services = useUiServices();
  const { t, i18n } = useLingui();
  const { cid } = CampaignReportRoute.useParams();
  const campaign = useQuery({
    ...campaignQueries.detail(services, cid),
    refetchInterval: (query) => (query.state.data?.status === 'PENDING' || query.state.data?.status === 'PROCESSING' ? SENDING_REFRESH_MS : false),
  });

  if (campaign.isPending) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text>{t`Cargando informe…`}</Text>
      </Group>
    );
  }
  if (campaign.isError) {
    return (
      <Stack gap="md">
        <BackToList />
        <Title order={1}>{t`Informe de campaña`}</Title>
        <LoadFailure title={i18n._(campaignMessages.REPORT_LOAD_FAILED)} error={campaign.error} onRetry={() => void campaign.refetch()} retrying={campaign.isFetching} />
      </Stack>
    );
  }
  const shown = campaign.data;
  return (
    <Stack gap="lg">
      <div>
        <BackToList />
        <Title order={1}>{t`Informe: ${shown.content.name || t`(sin nombre)`}`}</Title>
        <Group gap="xs" mt={4}>
          <Badge variant="outline" color={shown.subtype === 'email' ? 'blue.9' : 'grape.9'}>
            {i18n._(campaignSubtypeLabels[shown.subtype])}
          </Badge>
          <Badge variant="light" color={shown.status === 'SENDED' ? 'green.9' : shown.status === 'ERROR' ? 'red.9' : 'gray.8'}>
            {i18n._(campaignStatusLabels[shown.status])}
          </Badge>
          {shown.schedule?.scheduled !== undefined && (
            <Text size="sm" c="dimmed">
              {t`Envío: ${formatDateTime(shown.schedule.scheduled)}`}
            </Text>
          )}
        </Group>
        {shown.subtype === 'email' && shown.content.subject !== '' && (
          <Text size="sm" c="dimmed" mt={4}>
            {t`Asunto: ${shown.content.subject}`}
          </Text>
        )}
      </div>
      {shown.status === 'SENDED' ? <SentReport campaign={shown} /> : <NotSent campaign={shown} />}
    </Stack>
  );
}

function BackToList() {
  const { t } = useLingui();
  return (
    <Button variant="subtle" px={0} size="compact-sm" renderRoot={(props) => <Link {...props} to="/app-h/campaigns/listCampaigns" />}>
      {t`← Volver a campañas`}
    </Button>
  );
}

/** What a campaign not sent says instead of its report. */
function NotSent({ campaign }: { readonly campaign: Campaign }) {
  const { t } = useLingui();
  const text = (() => {
    switch (campaign.status) {
      case 'DRAFT':
        return t`Esta campaña es un borrador: tendrá informe cuando se envíe.`;
      case 'PENDING':
        return campaign.schedule?.scheduled === undefined
          ? t`Esta campaña está programada: tendrá informe cuando se envíe.`
          : t`Esta campaña se enviará el ${formatDateTime(campaign.schedule.scheduled)}; su informe estará aquí después del envío.`;
      case 'PROCESSING':
        return t`Esta campaña se está enviando. El informe aparecerá aquí en cuanto termine el envío.`;
      default:
        return t`El envío de esta campaña falló y no tiene informe. Puedes duplicarla y programarla de nuevo desde el listado.`;
    }
  })();
  return (
    <Alert color={campaign.status === 'ERROR' ? 'red' : 'blue'} title={t`Todavía no hay informe`}>
      {text}
    </Alert>
  );
}

/** The report of a sent campaign: its figures, pre-processing, return and Excel report. */
function SentReport({ campaign }: { readonly campaign: Campaign }) {
  const services = useUiServices();
  const { t, i18n } = useLingui();
  const cid = campaign.id ?? '';
  const report = useQuery({
    queryKey: [...campaignQueries.all, 'report', cid, campaign.subtype] as const,
    queryFn: async () =>
      campaign.subtype === 'sms' ? ({ kind: 'sms', report: await services.campaignResults.smsReport(cid) } as const) : ({ kind: 'email', report: await services.campaignResults.emailReport(cid) } as const),
    retry: false,
  });
  const count = (value: number) => formatCount(value, i18n.locale);
  const share = (value: number | undefined) => formatShare(value, i18n.locale);
  const labels: Record<keyof PreProcessResults, string> = {
    valid: t`Válidos`,
    invalid: t`Inválidos`,
    empty: t`Vacíos`,
    bounced: t`Rebotados`,
    unsubscribed: t`Dados de baja`,
  };

  const preProcessChart = useMemo((): ChartData | undefined => {
    const results = campaign.results;
    if (results === undefined) return undefined;
    return { kind: 'pie', categories: PRE_PROCESS_KEYS.map((key) => labels[key]), series: [{ name: t`Destinatarios`, values: PRE_PROCESS_KEYS.map((key) => results[key]) }], format: (value) => formatCount(value, i18n.locale) };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [campaign.results, i18n.locale]);

  if (report.isPending) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text>{t`Cargando informe…`}</Text>
      </Group>
    );
  }
  if (report.isError) {
    return <LoadFailure title={i18n._(campaignMessages.REPORT_LOAD_FAILED)} error={report.error} onRetry={() => void report.refetch()} retrying={report.isFetching} />;
  }

  const data = report.data.report;
  let reached: number;
  let figures: React.ReactNode;
  let deliveryChart: ChartData;
  if (report.data.kind === 'sms') {
    const sms = smsFigures(report.data.report);
    reached = sms.delivered;
    figures = (
      <>
        <Figure label={t`Enviados`} value={count(sms.sent)} />
        <Figure label={t`Entregados`} value={count(sms.delivered)} detail={t`${share(sms.deliveryRate)} de los enviados`} />
        <Figure label={t`No entregados`} value={count(sms.undelivered)} />
        <Figure label={t`Sin confirmar`} value={count(sms.awaiting)} detail={t`Entrega aún no confirmada por el operador`} />
        <Figure label={t`SMS facturados`} value={count(sms.segmentsBilled)} detail={t`${report.data.report.segmentsPerMessage} SMS por mensaje × ${count(sms.sent)} enviados`} />
      </>
    );
    deliveryChart = {
      kind: 'bar',
      categories: [t`Entregados`, t`No entregados`, t`Sin confirmar`],
      series: [{ name: t`Mensajes`, values: [sms.delivered, sms.undelivered, sms.awaiting] }],
      format: (value) => formatCount(value, i18n.locale),
    };
  } else {
    const mail = mailingFigures(report.data.report.sent, campaign.brokerData);
    reached = mail.delivered;
    figures = (
      <>
        <Figure label={t`Enviados`} value={count(mail.sent)} />
        <Figure label={t`Entregados`} value={count(mail.delivered)} />
        <Figure label={t`Clics`} value={count(mail.clickers)} detail={t`${share(mail.clickRate)} de los entregados`} />
        <Figure label={t`Rebotes`} value={count(mail.bouncers)} detail={t`${share(mail.bounceRate)} de los enviados`} />
        <Figure label={t`Bajas`} value={count(mail.unsubscribed)} detail={t`${share(mail.unsubscribeRate)} de los entregados`} />
      </>
    );
    deliveryChart = {
      kind: 'bar',
      categories: [t`Entregados`, t`Clics`, t`Rebotes`, t`Bajas`],
      series: [{ name: t`Emails`, values: [mail.delivered, mail.clickers, mail.bouncers, mail.unsubscribed] }],
      format: (value) => formatCount(value, i18n.locale),
    };
  }

  return (
    <Stack gap="lg">
      <section aria-labelledby="report-sending">
        <Group justify="space-between" align="flex-end" mb="sm">
          <div>
            <Title order={2} size="h3" id="report-sending">
              {campaign.subtype === 'sms' ? t`Envío de SMS` : t`Envío de emails`}
            </Title>
            {data.creationDate !== undefined && (
              <Text size="xs" c="dimmed">
                {t`Informe generado el ${formatDateTime(data.creationDate)}`}
              </Text>
            )}
          </div>
          <ExcelReport campaign={campaign} />
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
          {figures}
        </SimpleGrid>
      </section>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <ChartFigure title={campaign.subtype === 'sms' ? t`Entrega de los SMS` : t`Resultado del envío`} data={deliveryChart} />
        {preProcessChart === undefined ? (
          <Paper withBorder p="md" radius="md">
            <Text fw={600}>{t`Preprocesado de destinatarios`}</Text>
            <Text size="sm" c="dimmed">
              {t`El servidor no ha enviado los resultados del preprocesado.`}
            </Text>
          </Paper>
        ) : (
          <ChartFigure
            title={t`Preprocesado de destinatarios`}
            description={t`Qué se encontró en la lista antes de enviar: solo los válidos reciben la campaña.`}
            data={preProcessChart}
          />
        )}
      </SimpleGrid>
      <ReturnOnInvestment cid={cid} filter={data.roiFilter} roi={data.roi} reached={reached} />
    </Stack>
  );
}

function Figure({ label, value, detail }: { readonly label: string; readonly value: string; readonly detail?: string }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="xl" fw={700}>
        {value}
      </Text>
      {detail !== undefined && (
        <Text size="xs" c="dimmed">
          {detail}
        </Text>
      )}
    </Paper>
  );
}

/** The Excel report: its link opened (the demo's file downloaded) when ready; while it is being generated, the spec's notice. */
function ExcelReport({ campaign }: { readonly campaign: Campaign }) {
  const services = useUiServices();
  const { t, i18n } = useLingui();
  const describe = useErrorText();
  const download = useGuardedMutation({
    mutationFn: () => services.campaignResults.excelReport(campaign.id ?? '', campaign.eid),
    onSuccess: (link) => {
      if (link === undefined) {
        notify({ color: 'yellow', message: i18n._(campaignMessages.REPORT_NOT_READY) });
        return;
      }
      openFileLink(link, `${safeFileName(`informe ${campaign.content.name}`, 'informe-campana')}.xlsx`);
    },
    onError: (error) =>
      isApiError(error) && error.kind === 'server-message'
        ? notify({ color: 'yellow', message: error.serverMessage ?? error.message })
        : notifyTitled({ color: 'red', title: t`No se ha podido descargar el informe Excel.`, message: describe(error) }),
  });
  return (
    <Button variant="light" onClick={() => download.mutate()} loading={download.isPending}>
      {t`Descargar informe Excel`}
    </Button>
  );
}

/**
 * The return on investment (spec 2 §2): its figures under the filter, the rule that attributes them
 * (shown in words, so the figures can be explained), and the filter's form. A failed update keeps what
 * was typed and says the spec's message.
 */
function ReturnOnInvestment({ cid, filter, roi, reached }: { readonly cid: string; readonly filter: RoiFilter; readonly roi: RoiFigures | undefined; readonly reached: number }) {
  const services = useUiServices();
  const queryClient = useQueryClient();
  const { t, i18n } = useLingui();
  const describe = useErrorText();
  const [applied, setApplied] = useState<{ readonly filter: RoiFilter; readonly roi: RoiFigures | undefined }>({ filter, roi });
  const [form, setForm] = useState<RoiFilterForm>(() => roiFilterForm(filter));
  const [error, setError] = useState<{ readonly code: RoiFilterError; readonly value?: string } | undefined>();
  const update = useGuardedMutation({
    mutationFn: (next: RoiFilter) => services.campaignResults.updateRoiFilter(cid, next),
    onSuccess: (figures, next) => {
      setApplied({ filter: next, roi: figures });
      void queryClient.invalidateQueries({ queryKey: [...campaignQueries.all, 'report', cid] });
      notify({ color: 'green', message: t`Rentabilidad actualizada.` });
    },
    onError: (failure) =>
      notifyTitled({
        color: 'red',
        title: i18n._(campaignMessages.ROI_UPDATE_FAILED),
        message: isApiError(failure) && failure.kind === 'server-message' ? (failure.serverMessage ?? failure.message) : describe(failure),
      }),
  });

  const errorText = (failure: { readonly code: RoiFilterError; readonly value?: string }): string => {
    switch (failure.code) {
      case 'DAYS_INVALID':
        return t`Indica un número de días entre ${ROI_WINDOW_DAYS.min} y ${ROI_WINDOW_DAYS.max}.`;
      case 'PRODUCT_CODE_INVALID':
        return t`«${failure.value ?? ''}» no es un código de producto: use de 6 a 13 cifras.`;
      case 'TOO_MANY_PRODUCT_CODES':
        return t`Como máximo ${ROI_MAX_PRODUCT_CODES} códigos de producto.`;
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = validateRoiFilter(form);
    if (!read.ok) {
      setError(read.error);
      return;
    }
    setError(undefined);
    update.mutate(read.value);
  };

  const summary = applied.roi === undefined ? undefined : roiSummary(applied.roi, reached);
  const money = (cents: number | undefined) => (cents === undefined ? '—' : formatMoney(cents / 100, i18n.locale === 'en' ? 'en' : 'es'));
  const days = applied.filter.days;
  const codes = applied.filter.productCodes;
  const read = validateRoiFilter(form);
  const unchanged = read.ok && sameRoiFilter(read.value, applied.filter);

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="report-roi">
      <Title order={2} size="h3" id="report-roi">
        {t`Rentabilidad`}
      </Title>
      <Text size="sm" c="dimmed" mb="sm" data-testid="roi-attribution">
        {codes.length === 0
          ? t`Se atribuyen a la campaña las compras de sus destinatarios en los ${days} días siguientes al envío, de cualquier producto, con IVA y descontadas las devoluciones.`
          : t`Se atribuyen a la campaña las compras de sus destinatarios en los ${days} días siguientes al envío, solo de los productos ${codes.join(', ')}, con IVA y descontadas las devoluciones.`}
      </Text>
      {summary === undefined ? (
        <Alert color="gray" mb="sm">
          {t`La rentabilidad todavía no se ha calculado. Actualiza el filtro para calcularla.`}
        </Alert>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm" mb="md">
          <Figure label={t`Ventas atribuidas`} value={money(summary.revenueCents)} />
          <Figure label={t`Compradores`} value={formatCount(summary.buyers, i18n.locale)} />
          <Figure label={t`Conversión`} value={formatShare(summary.conversionRate, i18n.locale)} detail={t`de ${formatCount(reached, i18n.locale)} destinatarios alcanzados`} />
          <Figure label={t`Ticket medio`} value={money(summary.averageTicketCents)} />
          <Figure label={t`Ventas por destinatario`} value={money(summary.revenuePerRecipientCents)} />
        </SimpleGrid>
      )}
      <form onSubmit={submit} noValidate>
        <Group align="flex-start" gap="sm">
          <TextInput
            label={t`Días tras el envío`}
            inputMode="numeric"
            w={160}
            value={form.days}
            onChange={(event) => setForm({ ...form, days: event.currentTarget.value })}
            error={error?.code === 'DAYS_INVALID' ? errorText(error) : undefined}
          />
          <Textarea
            label={t`Códigos de producto (opcional)`}
            description={t`Separados por comas o espacios; vacío: todos los productos.`}
            autosize={false}
            rows={2}
            style={{ flex: 1, minWidth: 240 }}
            value={form.productCodes}
            onChange={(event) => setForm({ ...form, productCodes: event.currentTarget.value })}
            error={error !== undefined && error.code !== 'DAYS_INVALID' ? errorText(error) : undefined}
          />
          <Button type="submit" mt={25} loading={update.isPending} disabled={unchanged}>
            {t`Actualizar rentabilidad`}
          </Button>
        </Group>
      </form>
    </Paper>
  );
}
