import { useLingui } from '@lingui/react/macro';
import { Badge, Stack, Tabs, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { DEFAULT_EXPORT_OPTIONS, type DomainHealth, type ExportOptions } from '@domain/catalog-export';
import { useUiServices } from '../shared/ui-services-context';
import { catalogQueries } from './catalog.queries';
import { CATALOG_TABS, type CatalogSearch, type CatalogTab } from './catalog-search';
import { ExportTab } from './export-tab';
import { JobProgressView } from './job-progress-view';
import { useLoadFailureToast } from './load-failure';
import { ReportsTab } from './reports-tab';
import { SubscriptionsTab } from './subscriptions-tab';
import { useCatalogJob } from './use-catalog-job';

export const CatalogRoute = createLazyRoute('/app-h/backoffice/catalog')({ component: CatalogPage });

/**
 * The catalog screen (spec 1 §2.4): pharmacy-domain subscriptions, the check and export of the
 * parapharmacy catalog with the running job's progress, and the reports of past jobs.
 */
export function CatalogPage() {
  const services = useUiServices();
  const { t } = useLingui();
  const navigate = useNavigate({ from: '/app-h/backoffice/catalog' });
  const search = CatalogRoute.useSearch();
  const control = useCatalogJob();
  const options = useQuery(catalogQueries.options(services));
  const subscriptions = useQuery(catalogQueries.subscriptions(services));
  const jobs = useQuery(catalogQueries.jobs(services));
  useLoadFailureToast(options);
  useLoadFailureToast(subscriptions);
  useLoadFailureToast(jobs);
  const [exportOptions, setExportOptions] = useState<ExportOptions>(DEFAULT_EXPORT_OPTIONS);
  const [health, setHealth] = useState<ReadonlyMap<string, string>>(new Map());
  const tab: CatalogTab = search.tab ?? 'subscriptions';

  const onSearch = (change: Partial<CatalogSearch>, options?: { replace: boolean }) => void navigate({ search: (previous) => ({ ...previous, ...change }), ...options });
  const onHealth = (results: readonly DomainHealth[]) =>
    setHealth((current) => {
      const next = new Map(current);
      for (const entry of results) next.set(entry.domain, entry.result);
      return next;
    });
  const openTab = (value: string | null) => {
    const next = CATALOG_TABS.find((candidate) => candidate === value);
    // Each tab has its own table: its search and page start afresh.
    if (next !== undefined && next !== tab) void navigate({ search: { tab: next } });
  };

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t`Catálogo`}</Title>
        <Text c="dimmed" size="sm">
          {t`Suscripciones de los dominios de farmacia, comprobación y exportación del catálogo de parafarmacia, e informes de los trabajos.`}
        </Text>
      </div>
      {control.active && <JobProgressView control={control} />}
      <Tabs value={tab} onChange={openTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="subscriptions">{t`Suscripciones`}</Tabs.Tab>
          <Tabs.Tab value="export">{t`Comprobación y exportación`}</Tabs.Tab>
          <Tabs.Tab
            value="reports"
            rightSection={
              jobs.data === undefined ? undefined : (
                <Badge size="sm" variant="light" color="gray" aria-hidden>
                  {jobs.data.length}
                </Badge>
              )
            }
          >
            {t`Informes`}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="subscriptions" pt="md">
          <SubscriptionsTab query={subscriptions} blocked={control.active} search={search} onSearch={onSearch} />
        </Tabs.Panel>
        <Tabs.Panel value="export" pt="md">
          <ExportTab
            query={options}
            records={jobs.data ?? []}
            control={control}
            exportOptions={exportOptions}
            onExportOptions={setExportOptions}
            health={health}
            onHealth={onHealth}
          />
        </Tabs.Panel>
        <Tabs.Panel value="reports" pt="md">
          <ReportsTab query={jobs} search={search} onSearch={onSearch} health={health} onHealth={onHealth} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
