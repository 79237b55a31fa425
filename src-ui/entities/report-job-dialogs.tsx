import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Checkbox, Group, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { memo, useState } from 'react';
import {
  REPORT_BY_ERP_OPTIONS,
  REPORT_DIALOG_MONTHS,
  REPORT_DIALOG_YEARS,
  regenerateByErpError,
  reportGenerationError,
  type RegenerateByErpRequest,
  type ReportByErpOption,
  type ReportJobKind,
} from '@domain/entities';
import { failureMessage } from '../shared/error-messages';
import { notify } from '../shared/notify';
import { openConfirm } from '../shared/overlays';
import { REPORT_JOB_MESSAGE_TEXTS } from './entity-messages';
import { useGenerateReportJobs, useRegenerateByErp } from './report-jobs.mutations';

/** How many of the selected pharmacies the generation dialog names; the rest are counted. */
const NAMED_PHARMACIES = 5;

/** The months' names per language shown, made on first use. */
const monthNamesByLocale = new Map<string, readonly string[]>();
function monthNames(locale: string): readonly string[] {
  let names = monthNamesByLocale.get(locale);
  if (names === undefined) {
    const format = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
    names = REPORT_DIALOG_MONTHS.map((month) => format.format(Date.UTC(2017, month - 1, 1)));
    monthNamesByLocale.set(locale, names);
  }
  return names;
}

/**
 * The dialog that generates the cache or the reports of the selected pharmacies from a month (spec 3
 * §7; the years and months of §9). It needs a selected pharmacy ('Selecciona alguna farmacia', §5) and
 * asks for confirmation before the job is added; while the question is open the dialog steps aside,
 * and comes back as it was when the answer is no or the call fails.
 *
 * It stays in the document while closed (hidden), drawn again only when its props change: opening it
 * shows what is there rather than building it, and the month and year chosen last are kept.
 */
export const GenerateReportDialog = memo(function GenerateReportDialog({
  opened,
  kind,
  selected,
  onClose,
}: {
  readonly opened: boolean;
  readonly kind: ReportJobKind;
  readonly selected: ReadonlyMap<number, string>;
  readonly onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const [year, setYear] = useState<number>(REPORT_DIALOG_YEARS[0]);
  const [month, setMonth] = useState<number>(1);
  const [confirming, setConfirming] = useState(false);
  const generate = useGenerateReportJobs();
  const months = monthNames(i18n.locale);

  const entities = [...selected.keys()];
  const error = reportGenerationError({ kind, entities, from: { year, month } });
  const names = [...selected.values()];
  const count = names.length;
  const monthName = months[month - 1] ?? String(month);
  const title = kind === 'cache' ? t`Generar caché` : t`Generar informes`;

  const run = async () => {
    try {
      await generate.mutateAsync({ kind, entities, from: { year, month } });
      notify({
        color: 'green',
        message:
          kind === 'cache'
            ? count === 1
              ? t`Se ha añadido el trabajo de cálculo de la caché de 1 farmacia.`
              : t`Se ha añadido el trabajo de cálculo de la caché de ${count} farmacias.`
            : count === 1
              ? t`Se ha añadido el trabajo de cálculo de los informes de 1 farmacia.`
              : t`Se ha añadido el trabajo de cálculo de los informes de ${count} farmacias.`,
      });
      setConfirming(false);
      onClose();
    } catch (caught) {
      notify({ color: 'red', title: i18n._(REPORT_JOB_MESSAGE_TEXTS.GENERATION_FAILED), message: i18n._(failureMessage(caught)) });
      setConfirming(false);
    }
  };

  const submit = () => {
    if (error !== undefined) return;
    setConfirming(true);
    openConfirm({
      title: kind === 'cache' ? t`¿Generar la caché?` : t`¿Generar los informes?`,
      children: (
        <Text size="sm">
          {kind === 'cache'
            ? count === 1
              ? t`Se calculará la caché de 1 farmacia desde ${monthName} de ${year}. ¿Quieres continuar?`
              : t`Se calculará la caché de ${count} farmacias desde ${monthName} de ${year}. ¿Quieres continuar?`
            : count === 1
              ? t`Se calcularán los informes de 1 farmacia desde ${monthName} de ${year}. ¿Quieres continuar?`
              : t`Se calcularán los informes de ${count} farmacias desde ${monthName} de ${year}. ¿Quieres continuar?`}
        </Text>
      ),
      labels: { confirm: t`Generar`, cancel: t`Cancelar` },
      closeButtonProps: { 'aria-label': t`Cerrar` },
      onConfirm: () => void run(),
      onCancel: () => setConfirming(false),
    });
  };

  return (
    <Modal opened={opened && !confirming} keepMounted onClose={onClose} title={title} centered closeButtonProps={{ 'aria-label': t`Cerrar` }}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          {error === 'NO_PHARMACY_SELECTED' ? (
            <Alert color="yellow" role="alert">
              {i18n._(REPORT_JOB_MESSAGE_TEXTS.NO_PHARMACY_SELECTED)}
            </Alert>
          ) : (
            <Text size="sm">
              {count === 1 ? t`1 farmacia seleccionada:` : t`${count} farmacias seleccionadas:`} {names.slice(0, NAMED_PHARMACIES).join(', ')}
              {count > NAMED_PHARMACIES ? ` ${t`y ${count - NAMED_PHARMACIES} más`}` : ''}
            </Text>
          )}
          <Group grow>
            <NativeSelect label={t`Año`} value={String(year)} onChange={(event) => setYear(Number(event.currentTarget.value))} data={REPORT_DIALOG_YEARS.map(String)} />
            <NativeSelect
              label={t`Mes`}
              value={String(month)}
              onChange={(event) => setMonth(Number(event.currentTarget.value))}
              data={REPORT_DIALOG_MONTHS.map((value) => ({ value: String(value), label: months[value - 1] ?? String(value) }))}
            />
          </Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>{t`Cancelar`}</Button>
            <Button type="submit" disabled={error !== undefined} loading={generate.isPending}>
              {t`Generar`}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
});

/**
 * The dialog that regenerates the cache, the reports or both of every pharmacy of an ERP, or of all
 * (spec 3 §7 PUT /api/v2/regenerate-data/by-erp; the ERP choices of §9), confirmed before it runs
 * (spec 3 §5 "report regeneration ask[s] for confirmation").
 */
export function RegenerateByErpDialog({ onClose }: { readonly onClose: () => void }) {
  const { t, i18n } = useLingui();
  const [request, setRequest] = useState<RegenerateByErpRequest>({ cache: true, report: true, erp: 'all' });
  const [confirming, setConfirming] = useState(false);
  const regenerate = useRegenerateByErp();
  const error = regenerateByErpError(request);
  const erpLabel = (erp: ReportByErpOption) => (erp === 'all' ? t`Todos los ERP` : erp);
  const what = request.cache && request.report ? t`la caché y los informes` : request.cache ? t`la caché` : t`los informes`;
  const whose = request.erp === 'all' ? t`de todas las farmacias` : t`de las farmacias con ${request.erp}`;

  const run = async () => {
    try {
      await regenerate.mutateAsync(request);
      notify({ color: 'green', message: t`Se han creado los trabajos de regeneración.` });
      onClose();
    } catch (caught) {
      notify({ color: 'red', title: i18n._(REPORT_JOB_MESSAGE_TEXTS.REGENERATION_FAILED), message: i18n._(failureMessage(caught)) });
      setConfirming(false);
    }
  };

  const submit = () => {
    if (error !== undefined) return;
    setConfirming(true);
    openConfirm({
      title: t`¿Regenerar por ERP?`,
      children: <Text size="sm">{t`Se regenerarán ${what} ${whose}. ¿Quieres continuar?`}</Text>,
      labels: { confirm: t`Regenerar`, cancel: t`Cancelar` },
      closeButtonProps: { 'aria-label': t`Cerrar` },
      onConfirm: () => void run(),
      onCancel: () => setConfirming(false),
    });
  };

  return (
    <Modal opened={!confirming} onClose={onClose} title={t`Regenerar por ERP`} centered closeButtonProps={{ 'aria-label': t`Cerrar` }}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <NativeSelect
            label={t`ERP`}
            value={request.erp}
            onChange={(event) => setRequest({ ...request, erp: event.currentTarget.value as ReportByErpOption })}
            data={REPORT_BY_ERP_OPTIONS.map((erp) => ({ value: erp, label: erpLabel(erp) }))}
          />
          <Checkbox label={t`Caché`} checked={request.cache} onChange={(event) => setRequest({ ...request, cache: event.currentTarget.checked })} />
          <Checkbox label={t`Informes`} checked={request.report} onChange={(event) => setRequest({ ...request, report: event.currentTarget.checked })} />
          {error !== undefined && (
            <Text size="sm" c="red" role="alert">
              {t`Marca la caché, los informes o ambos.`}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>{t`Cancelar`}</Button>
            <Button type="submit" disabled={error !== undefined} loading={regenerate.isPending}>
              {t`Regenerar`}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
