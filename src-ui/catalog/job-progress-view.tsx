import { useLingui } from '@lingui/react/macro';
import { Badge, Button, Card, Group, Loader, Progress, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import {
  domainExportOutcome,
  formatElapsed,
  isExportJob,
  jobProgress,
  sectionPercent,
  type CatalogJob,
  type JobPhase,
  type SectionProgress,
} from '@domain/catalog-export';
import { PRODUCT_TIME_ZONE } from '@domain/shared-kernel';
import { useUiServices } from '../shared/ui-services-context';
import { domainOutcomeColors, domainOutcomeLabels, sectionLabels, sectionStateColors, sectionStateLabels } from './catalog-messages';
import type { CatalogJobControl } from './use-catalog-job';
import { openConfirm } from '../shared/overlays';

/** The time since `since`, refreshed every second while shown (spec 1 §2.4 "a timer"). */
function ElapsedTimer({ since }: { since: number }) {
  const { clock } = useUiServices();
  const { t } = useLingui();
  const [now, setNow] = useState(() => clock.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(clock.now()), 1000);
    return () => clearInterval(timer);
  }, [clock]);
  const elapsed = formatElapsed(now - since);
  return (
    <Text size="sm" data-testid="job-timer">
      {t`Tiempo transcurrido:`}{' '}
      <Text span fw={700} ff="monospace">
        {elapsed}
      </Text>
    </Text>
  );
}

/** One section's bar: its share done, or a bar in motion while a running section has nothing to measure. */
function SectionBar({ progress, label }: { progress: SectionProgress; label: string }) {
  const { t } = useLingui();
  const percent = sectionPercent(progress);
  return (
    <Progress.Root size="lg">
      {percent === undefined ? (
        <Progress.Section value={100} animated withAria={false} role="progressbar" aria-label={label} aria-valuetext={t`En curso`} color="blue" />
      ) : (
        <Progress.Section value={percent} aria-label={label} color={progress.state === 'done' ? 'pharmacy' : 'blue'} animated={progress.state === 'running'} />
      )}
    </Progress.Root>
  );
}

/** What a section has done so far, in words. */
function SectionDetail({ progress, job }: { progress: SectionProgress; job: CatalogJob }) {
  const { t, i18n } = useLingui();
  switch (progress.section) {
    case 'check': {
      const [categories, products] = progress.subsections;
      return (
        <Text size="sm" c="dimmed">
          {t`Categorías: ${i18n._(sectionStateLabels[categories?.state ?? 'pending']).toLowerCase()} (${job.check.productCategories.length} con errores). Productos: ${i18n._(sectionStateLabels[products?.state ?? 'pending']).toLowerCase()} (${job.check.products.length} con errores).`}
        </Text>
      );
    }
    case 'reading_total_products':
      return null;
    case 'uploading_images_to_media_server':
      return (
        <Text size="sm" c="dimmed">
          {t`${progress.processed} de ${progress.total} imágenes procesadas · ${progress.errors} con errores`}
        </Text>
      );
    case 'exporting_catalog_to_domains':
      return progress.domains.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t`Este trabajo es una comprobación: no exporta a ningún dominio.`}
        </Text>
      ) : (
        <Group gap={6}>
          {progress.domains.map((entry) => {
            const outcome = domainExportOutcome(entry.status);
            return (
              <Badge key={entry.domain} variant="light" color={domainOutcomeColors[outcome]} tt="none" data-testid={`domain-status-${entry.domain}`}>
                {entry.domain}: {outcome === 'unknown' ? entry.status : i18n._(domainOutcomeLabels[outcome])}
              </Badge>
            );
          })}
        </Group>
      );
  }
}

/** A bar per section of a job, with its state and what it has done (spec 1 §2.4, §3). */
export function SectionBars({ job, phase }: { job: CatalogJob; phase: JobPhase }) {
  const { t, i18n } = useLingui();
  return (
    <Stack gap="md">
      {jobProgress(job, phase).map((progress) => {
        const label = i18n._(sectionLabels[progress.section]);
        // A check exports to no domain: its export section does not apply.
        const applies = progress.section !== 'exporting_catalog_to_domains' || progress.domains.length > 0;
        return (
          <Stack key={progress.section} gap={4} data-testid={`section-${progress.section}`}>
            <Group justify="space-between" gap="xs">
              <Text size="sm" fw={600}>
                {label}
              </Text>
              {applies ? (
                <Badge variant="light" color={sectionStateColors[progress.state]}>
                  {i18n._(sectionStateLabels[progress.state])}
                </Badge>
              ) : (
                <Badge variant="light" color="gray">
                  {t`No aplica`}
                </Badge>
              )}
            </Group>
            {applies && <SectionBar progress={progress} label={label} />}
            <SectionDetail progress={progress} job={job} />
          </Stack>
        );
      })}
    </Stack>
  );
}

/**
 * The progress view of the running job (spec 1 §2.4): what it is, a running timer, a bar per section and
 * a cancel action that asks for confirmation first.
 */
export function JobProgressView({ control }: { control: CatalogJobControl }) {
  const { t, i18n } = useLingui();
  const { snapshot } = control;
  const job = snapshot.context.job;
  const exporting = job === undefined ? snapshot.context.start?.kind === 'export' : isExportJob(job);
  const cancelling = snapshot.matches('cancelling');
  const timeOfDay = new Intl.DateTimeFormat(i18n.locale === 'en' ? 'en-GB' : 'es-ES', { timeStyle: 'medium', timeZone: PRODUCT_TIME_ZONE });

  const confirmCancel = () =>
    openConfirm({
      title: t`Cancelar el trabajo`,
      children: <Text size="sm">{t`Se detendrá el trabajo en curso; su informe conservará lo que haya hecho hasta ahora. ¿Quieres cancelarlo?`}</Text>,
      labels: { confirm: t`Cancelar el trabajo`, cancel: t`Seguir con el trabajo` },
      confirmProps: { color: 'red' },
      closeButtonProps: { 'aria-label': t`Cerrar` },
      onConfirm: control.cancel,
    });

  return (
    <Card withBorder radius="md" padding="lg" aria-labelledby="catalog-job-title" component="section" data-last-modified={job?.lastModified}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Title order={2} size="h3" id="catalog-job-title">
              {exporting ? t`Exportación del catálogo en curso` : t`Comprobación del catálogo en curso`}
            </Title>
            {job === undefined ? (
              <Group gap="xs">
                <Loader size="xs" aria-hidden />
                <Text size="sm" role="status">
                  {t`Iniciando el trabajo…`}
                </Text>
              </Group>
            ) : (
              <Group gap="lg">
                <ElapsedTimer since={job.registered} />
                <Text size="sm" c="dimmed">
                  {t`Última actualización: ${timeOfDay.format(job.lastModified)} · El estado se consulta cada 10 segundos.`}
                </Text>
              </Group>
            )}
          </Stack>
          {job !== undefined && (
            <Button variant="default" color="red" onClick={confirmCancel} loading={cancelling} disabled={!snapshot.can({ type: 'CANCEL' })}>
              {t`Cancelar`}
            </Button>
          )}
        </Group>
        {job !== undefined && <SectionBars job={job} phase="in-progress" />}
      </Stack>
    </Card>
  );
}
