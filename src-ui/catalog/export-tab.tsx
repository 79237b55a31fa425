import { useLingui } from '@lingui/react/macro';
import {
  ActionIcon,
  Button,
  Card,
  Checkbox,
  Grid,
  Group,
  Loader,
  ScrollArea,
  Select,
  Stack,
  Switch,
  TagsInput,
  Text,
  TextInput,
  Textarea,
  Title,
  Tooltip,
} from '@mantine/core';
import { type UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import {
  disabledExportFields,
  excludedWorkingCategories,
  invalidTestEmails,
  isExportJob,
  prepareExport,
  reusableJobs,
  selectedDomains,
  withAllSubscriptionsSelected,
  withReusedJob,
  withSubscriptionSelected,
  withWorkingCategorySelected,
  type CatalogJob,
  type CatalogOptions,
  type DomainHealth,
  type ExportOptions,
  type ExportValidationError,
} from '@domain/catalog-export';
import { formatDateTime, matchesWords } from '@domain/shared-kernel';
import { notify } from '../shared/notify';
import { notifyTitled } from '../shared/titled-notice';
import { catalogMessages } from './catalog-messages';
import { useSaveCatalogOptions } from './catalog.mutations';
import { HealthBadge, useHealthCheck } from './domain-health';
import { useErrorText } from '../shared/load-failure';
import { LoadFailure } from './load-failure';
import type { CatalogJobControl } from './use-catalog-job';

/**
 * The check-and-export tab (spec 1 §2.4, §5): the domains to export to with their catalog health, the
 * working categories left out, the check, and the export with its options. Exporting needs a selected
 * domain and a healthy catalog on the selected domains; only the healthy ones are exported.
 */
export function ExportTab(props: {
  query: UseQueryResult<CatalogOptions>;
  records: readonly CatalogJob[];
  control: CatalogJobControl;
  exportOptions: ExportOptions;
  onExportOptions: (options: ExportOptions) => void;
  health: ReadonlyMap<string, string>;
  onHealth: (results: readonly DomainHealth[]) => void;
}) {
  const { query, records, control, exportOptions, onExportOptions, health, onHealth } = props;
  const { t, i18n } = useLingui();
  const errorText = useErrorText();
  const [filter, setFilter] = useState('');
  const [validation, setValidation] = useState<ExportValidationError | undefined>();
  const [emailsTouched, setEmailsTouched] = useState(false);
  const [preparing, setPreparing] = useState(false);
  const healthCheck = useHealthCheck(onHealth);

  const { saveOptions } = useSaveCatalogOptions({
    onFailed: (error) => notifyTitled({ color: 'red', title: t`No se han podido guardar las opciones del catálogo`, message: errorText(error) }),
  });

  if (query.isError && query.data === undefined) return <LoadFailure error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  const options = query.data;
  if (options === undefined) {
    return (
      <Group justify="center" p="xl">
        <Loader aria-label={t`Cargando las opciones del catálogo…`} />
      </Group>
    );
  }

  /** Shows the change at once and saves it; a failed save puts the options back as they were. */
  const change = (next: CatalogOptions) => {
    setValidation(undefined);
    saveOptions(next);
  };
  const selected = selectedDomains(options.subscriptions);
  const excluded = excludedWorkingCategories(options.workingCategories);
  const listed = options.subscriptions.filter((entry) => matchesWords(`${entry.domain} ${entry.name} ${entry.eid}`, filter));
  const disabled = disabledExportFields(exportOptions);
  const invalidEmails = invalidTestEmails(exportOptions.testEmails);
  const reusable = reusableJobs(records);

  const startCheck = () => control.start({ kind: 'check', excludeWorkingCategories: excluded });

  const startExport = async () => {
    setEmailsTouched(true);
    if (invalidEmails.length > 0) return;
    const quick = prepareExport(options, [], exportOptions);
    if (!quick.ok && quick.error === 'NO_DOMAIN_SELECTED') {
      setValidation(quick.error);
      notify({ color: 'red', message: i18n._(catalogMessages.NO_DOMAIN_SELECTED) });
      return;
    }
    setPreparing(true);
    let results: readonly DomainHealth[] | undefined;
    try {
      results = await healthCheck.check(selected);
    } catch {
      return;
    } finally {
      setPreparing(false);
    }
    // The same check already running (a second press): that one goes on.
    if (results === undefined) return;
    const prepared = prepareExport(options, results, exportOptions);
    if (!prepared.ok) {
      setValidation(prepared.error);
      notify({ color: 'red', message: i18n._(catalogMessages[prepared.error]) });
      return;
    }
    setValidation(undefined);
    const skipped = selected.filter((domain) => !prepared.value.domains.includes(domain));
    if (skipped.length > 0) notify({ color: 'yellow', message: t`Se omiten los dominios con un catálogo no apto: ${skipped.join(', ')}` });
    control.start({ kind: 'export', request: prepared.value });
  };

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="lg">
          <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="catalog-domains-title">
            <Stack gap="sm">
              <Group justify="space-between" align="flex-end">
                <div>
                  <Title order={2} size="h4" id="catalog-domains-title">
                    {t`Dominios de destino`}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {t`${selected.length} de ${options.subscriptions.length} dominios con parafarmacia seleccionados`}
                  </Text>
                </div>
                <Group gap="xs">
                  <Button variant="default" size="xs" onClick={() => change(withAllSubscriptionsSelected(options, true))}>
                    {t`Todos`}
                  </Button>
                  <Button variant="default" size="xs" onClick={() => change(withAllSubscriptionsSelected(options, false))}>
                    {t`Ninguno`}
                  </Button>
                  <Button
                    variant="light"
                    size="xs"
                    disabled={selected.length === 0}
                    loading={selected.length > 0 && selected.every((domain) => healthCheck.checking.has(domain))}
                    onClick={() => healthCheck.checkAll(selected)}
                  >
                    {t`Comprobar salud de los seleccionados`}
                  </Button>
                </Group>
              </Group>
              <TextInput label={t`Filtrar dominios`} placeholder={t`Dominio, farmacia o id`} type="search" value={filter} onChange={(event) => setFilter(event.currentTarget.value)} />
              <ScrollArea.Autosize mah={360} type="auto">
                <Stack gap={6} pr="sm">
                  {listed.length === 0 && (
                    <Text size="sm" c="dimmed">
                      {filter.trim() === '' ? t`Ningún dominio está suscrito a parafarmacia.` : t`Ningún dominio coincide con el filtro.`}
                    </Text>
                  )}
                  {listed.map((entry) => (
                    <Group key={entry.id} justify="space-between" wrap="nowrap" gap="xs">
                      <Checkbox
                        checked={entry.selected}
                        onChange={(event) => change(withSubscriptionSelected(options, entry.id, event.currentTarget.checked))}
                        label={entry.domain}
                        description={`${entry.name} · ${entry.eid}`}
                      />
                      <Group gap={6} wrap="nowrap">
                        <HealthBadge result={health.get(entry.domain)} />
                        <Tooltip label={t`Comprobar salud de ${entry.domain}`}>
                          <ActionIcon
                            variant="subtle"
                            color="gray"
                            loading={healthCheck.checking.has(entry.domain)}
                            onClick={() => healthCheck.checkOne(entry.domain)}
                            aria-label={t`Comprobar salud de ${entry.domain}`}
                          >
                            <HeartbeatIcon />
                          </ActionIcon>
                        </Tooltip>
                      </Group>
                    </Group>
                  ))}
                </Stack>
              </ScrollArea.Autosize>
            </Stack>
          </Card>

          <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="catalog-categories-title">
            <Stack gap="sm">
              <div>
                <Title order={2} size="h4" id="catalog-categories-title">
                  {t`Categorías de trabajo`}
                </Title>
                <Text size="sm" c="dimmed">
                  {t`Las categorías marcadas quedan fuera de la comprobación y de la exportación.`}
                </Text>
              </div>
              <Group gap="md">
                {options.workingCategories.map((category) => (
                  <Checkbox
                    key={category.termId}
                    w={220}
                    checked={category.selected}
                    onChange={(event) => change(withWorkingCategorySelected(options, category.termId, event.currentTarget.checked))}
                    label={category.name ?? t`Categoría ${category.termId}`}
                  />
                ))}
                {options.workingCategories.length === 0 && (
                  <Text size="sm" c="dimmed">
                    {t`No hay categorías de trabajo.`}
                  </Text>
                )}
              </Group>
            </Stack>
          </Card>
        </Stack>
      </Grid.Col>

      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="lg">
          <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="catalog-check-title">
            <Stack gap="sm">
              <Title order={2} size="h4" id="catalog-check-title">
                {t`Comprobación`}
              </Title>
              <Text size="sm">
                {t`Comprueba las categorías y los productos del catálogo de parafarmacia, lee el total de productos y sube sus imágenes nuevas al servidor de medios. No exporta a ningún dominio.`}
              </Text>
              <Text size="sm" c="dimmed">
                {excluded.length === 0 ? t`No se excluye ninguna categoría.` : t`Se excluyen ${excluded.length} categorías.`}
              </Text>
              <Button onClick={startCheck} disabled={!control.canStart}>
                {t`Comprobar catálogo`}
              </Button>
            </Stack>
          </Card>

          <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="catalog-export-title">
            <Stack gap="sm">
              <Title order={2} size="h4" id="catalog-export-title">
                {t`Exportación`}
              </Title>
              <Select
                label={t`Reutilizar un trabajo anterior`}
                description={t`Aprovecha la comprobación y las imágenes de un trabajo terminado.`}
                placeholder={t`No reutilizar`}
                clearable
                data={reusable.map((job) => ({
                  value: job.externalId,
                  label: `${formatDateTime(job.registered)} · ${isExportJob(job) ? t`Exportación` : t`Comprobación`}${job.description ? ` · ${job.description}` : ''}`,
                }))}
                value={exportOptions.reuseJob ?? null}
                onChange={(value) => onExportOptions(withReusedJob(exportOptions, value ?? undefined))}
                nothingFoundMessage={t`No hay trabajos que reutilizar`}
              />
              <Switch
                label={t`Mantener los productos eliminados`}
                checked={exportOptions.maintainDeletedProducts}
                onChange={(event) => onExportOptions({ ...exportOptions, maintainDeletedProducts: event.currentTarget.checked })}
              />
              <Switch
                label={t`Comprobar las imágenes`}
                description={disabled.includes('checkImages') ? t`No disponible al reutilizar un trabajo` : undefined}
                checked={exportOptions.checkImages}
                disabled={disabled.includes('checkImages')}
                onChange={(event) => onExportOptions({ ...exportOptions, checkImages: event.currentTarget.checked })}
              />
              <Switch
                label={t`Continuar aunque haya errores en una sección`}
                checked={exportOptions.bypassSectionErrors}
                onChange={(event) => onExportOptions({ ...exportOptions, bypassSectionErrors: event.currentTarget.checked })}
              />
              <Textarea
                label={t`Descripción`}
                placeholder={disabled.includes('description') ? t`No disponible al reutilizar un trabajo` : t`Por ejemplo: exportación semanal`}
                autosize
                minRows={2}
                maxLength={200}
                value={exportOptions.description}
                disabled={disabled.includes('description')}
                onChange={(event) => onExportOptions({ ...exportOptions, description: event.currentTarget.value })}
              />
              <TagsInput
                label={t`Correos de prueba`}
                description={t`Opcional. Pulsa Intro tras cada dirección.`}
                value={[...exportOptions.testEmails]}
                onChange={(emails) => onExportOptions({ ...exportOptions, testEmails: emails.map((email) => email.trim()) })}
                onBlur={() => setEmailsTouched(true)}
                error={emailsTouched && invalidEmails.length > 0 ? t`No son correos válidos: ${invalidEmails.join(', ')}` : undefined}
                splitChars={[',', ';', ' ']}
                clearable
              />
              <Button onClick={() => void startExport()} disabled={!control.canStart} loading={preparing}>
                {t`Exportar catálogo`}
              </Button>
              {validation !== undefined && (
                <Text size="sm" c="red.9" role="alert">
                  {i18n._(catalogMessages[validation])}
                </Text>
              )}
            </Stack>
          </Card>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

/** A pulse line: the health check of a domain's catalog. */
function HeartbeatIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M3 12h4l3 -8l4 16l3 -8h4" />
    </svg>
  );
}
