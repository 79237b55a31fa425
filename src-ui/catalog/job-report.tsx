import { useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import {
  domainExportOutcome,
  failedDomainExports,
  formatElapsed,
  isExportJob,
  isExportWithoutResults,
  jobStatusKind,
  reportIssueRows,
  type CatalogIssue,
  type CatalogJob,
  type DomainExport,
  type DomainHealth,
  type IssueTable,
} from '@domain/catalog-export';
import { TABLE_DEFAULTS, formatDateTime } from '@domain/shared-kernel';
import { DataTable } from '../shared/data-table';
import { downloadCsv } from '../shared/download';
import { catalogMessages, domainOutcomeColors, domainOutcomeLabels, issueTableLabels, jobStatusColors, jobStatusLabels } from './catalog-messages';
import { HealthBadge, useHealthCheck } from './domain-health';
import { SectionBars } from './job-progress-view';

/** A job's status as a badge: a known status in words, any other as it came. */
export function JobStatusBadge({ status }: { status: string }) {
  const { i18n } = useLingui();
  const kind = jobStatusKind(status);
  return (
    <Badge variant="light" color={jobStatusColors[kind]} tt="none">
      {kind === 'unknown' ? status : i18n._(jobStatusLabels[kind])}
    </Badge>
  );
}

/** Whether a job checked or exported. */
export function JobKindBadge({ job }: { job: CatalogJob }) {
  const { t } = useLingui();
  return (
    <Badge variant="outline" color={isExportJob(job) ? 'blue' : 'gray'} tt="none">
      {isExportJob(job) ? t`Exportación` : t`Comprobación`}
    </Badge>
  );
}

/** Paging of a table shown inside the report, kept by the table itself. */
function usePaging<T>(rows: readonly T[]) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(TABLE_DEFAULTS.pageSize);
  const last = Math.max(1, Math.ceil(rows.length / pageSize));
  const current = Math.min(page, last);
  return {
    visible: rows.slice((current - 1) * pageSize, current * pageSize),
    props: {
      totalRecords: rows.length,
      recordsPerPage: pageSize,
      page: current,
      onPageChange: setPage,
      recordsPerPageOptions: [...TABLE_DEFAULTS.pageSizes],
      onRecordsPerPageChange: (size: number) => {
        setPageSize(size);
        setPage(1);
      },
    },
  };
}

/** One error table of a report: the id of what failed and why. */
function IssueTableSection({ table, issues, idTitle }: { table: Exclude<IssueTable, 'domains'>; issues: readonly CatalogIssue[]; idTitle: string }) {
  const { t, i18n } = useLingui();
  const paging = usePaging(issues);
  const title = i18n._(issueTableLabels[table]);
  return (
    <Stack gap="xs" component="section" aria-label={t`${title} con errores`}>
      <Title order={3} size="h5">
        {t`${title} con errores (${issues.length})`}
      </Title>
      {issues.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t`Sin errores.`}
        </Text>
      ) : (
        <DataTable<CatalogIssue>
          withTableBorder
          borderRadius="md"
          striped
          idAccessor={(issue) => `${issue.id}:${issue.message}`}
          records={paging.visible}
          {...paging.props}
          columns={[
            { accessor: 'id', title: idTitle, width: 200 },
            { accessor: 'message', title: t`Error`, render: (issue) => (issue.message === '' ? '—' : issue.message) },
          ]}
        />
      )}
    </Stack>
  );
}

/** The domains of an export with their status and a per-domain health check (spec 1 §2.4, §5). */
function DomainSection({ job, health, onHealth }: { job: CatalogJob; health: ReadonlyMap<string, string>; onHealth: (results: readonly DomainHealth[]) => void }) {
  const { t, i18n } = useLingui();
  const healthCheck = useHealthCheck(onHealth);
  const paging = usePaging(job.domainExports);
  const failed = failedDomainExports(job, 'finished').length;
  return (
    <Stack gap="xs" component="section" aria-label={t`Dominios`}>
      <Title order={3} size="h5">
        {job.domainExports.length === 0 ? t`Dominios` : t`Dominios con errores (${failed} de ${job.domainExports.length})`}
      </Title>
      {job.domainExports.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t`Este trabajo es una comprobación: no exportó a ningún dominio.`}
        </Text>
      ) : (
        <DataTable<DomainExport>
          withTableBorder
          borderRadius="md"
          striped
          idAccessor="domain"
          records={paging.visible}
          {...paging.props}
          columns={[
            { accessor: 'domain', title: t`Dominio` },
            {
              accessor: 'status',
              title: t`Estado`,
              render: (entry) => {
                const outcome = domainExportOutcome(entry.status);
                return (
                  <Badge variant="light" color={domainOutcomeColors[outcome]}>
                    {outcome === 'unknown' ? entry.status : i18n._(domainOutcomeLabels[outcome])}
                  </Badge>
                );
              },
            },
            { accessor: 'health', title: t`Salud del catálogo`, render: (entry) => <HealthBadge result={health.get(entry.domain)} /> },
            {
              accessor: 'actions',
              title: t`Acciones`,
              textAlign: 'right',
              render: (entry) => (
                <Button
                  size="compact-sm"
                  variant="default"
                  loading={healthCheck.checking.has(entry.domain)}
                  onClick={() => healthCheck.checkOne(entry.domain)}
                  aria-label={t`Comprobar salud de ${entry.domain}`}
                >
                  {t`Comprobar salud`}
                </Button>
              ),
            },
          ]}
        />
      )}
    </Stack>
  );
}

/**
 * The report of a finished job (spec 1 §2.4): what it was, how each section ended, 'Exportación sin
 * resultados' when an export reached no domain, the error tables of categories, products, images and
 * domains, and the CSV export of every error.
 */
export function JobReport(props: { job: CatalogJob; health: ReadonlyMap<string, string>; onHealth: (results: readonly DomainHealth[]) => void; onClose: () => void }) {
  const { job, health, onHealth, onClose } = props;
  const { t, i18n } = useLingui();
  const rows = reportIssueRows(job, 'finished');
  const when = formatDateTime(job.registered);

  const exportErrors = () =>
    downloadCsv(
      `errores-catalogo-${when.replace(/[/: ]+/g, '-')}`,
      [t`Tabla`, t`Id`, t`Error`],
      rows.map((row) => [i18n._(issueTableLabels[row.table]), row.id, row.message]),
    );

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="catalog-report-title">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start">
          <Stack gap={4}>
            <Title order={2} size="h3" id="catalog-report-title">
              {t`Informe del ${when}`}
            </Title>
            <Group gap="xs">
              <JobKindBadge job={job} />
              <JobStatusBadge status={job.status} />
            </Group>
            {job.description !== undefined && job.description !== '' && <Text size="sm">{job.description}</Text>}
            <Text size="sm" c="dimmed">
              {t`Duración: ${formatElapsed(job.lastModified - job.registered)}`}
              {job.reuseJobDate !== undefined && ` · ${t`Reutiliza el trabajo del ${formatDateTime(job.reuseJobDate)}`}`}
            </Text>
          </Stack>
          <Group gap="xs">
            <Button variant="light" onClick={exportErrors} disabled={rows.length === 0}>
              {t`Exportar errores (CSV)`}
            </Button>
            <Button variant="default" onClick={onClose}>
              {t`Cerrar informe`}
            </Button>
          </Group>
        </Group>
        {isExportWithoutResults(job, 'finished') && (
          <Alert color="red" role="status" title={i18n._(catalogMessages.EXPORT_WITHOUT_RESULTS)}>
            {t`El catálogo no se ha exportado a ningún dominio. Revisa los errores de la comprobación o activa «Continuar aunque haya errores en una sección».`}
          </Alert>
        )}
        <SectionBars job={job} phase="finished" />
        <IssueTableSection table="product_categories" issues={job.check.productCategories} idTitle={t`Categoría`} />
        <IssueTableSection table="products" issues={job.check.products} idTitle={t`Producto (CN)`} />
        <IssueTableSection table="images" issues={job.imageUpload.errors} idTitle={t`Imagen`} />
        <DomainSection job={job} health={health} onHealth={onHealth} />
      </Stack>
    </Card>
  );
}
