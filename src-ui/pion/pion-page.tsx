import { useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Group, Paper, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import {
  DEFAULT_PION_SORT,
  EXECUTE_NOW_MESSAGES,
  PION_SORT_COLUMNS,
  TOP_FAILING_PHARMACIES,
  checkExecuteNow,
  failuresPerTest,
  filterPionRows,
  mostFailedTest,
  pionRows,
  sortPionRows,
  topFailingPharmacies,
  type PionRow,
  type PionTest,
} from '@domain/pion';
import { formatInstantDateTime, isApiError } from '@domain/shared-kernel';
import { ChartFigure, type ChartData } from '../shared/charts';
import type { DataTableColumn } from '../shared/data-table';
import { useGuardedMutation } from '../shared/guarded-mutation';
import { icons } from '../shared/icons';
import { LoadFailure, useErrorText } from '../shared/load-failure';
import { notify } from '../shared/notify';
import { AddressTable } from '../shared/table/address-table';
import { useAddressTable } from '../shared/table/use-address-table';
import { useUiServices } from '../shared/ui-services-context';
import { pionQueries } from './pion.queries';

const PATH = '/app-h/backoffice/pion';

export const PionRoute = createLazyRoute(PATH)({ component: PionPage });

const countFormat = (value: number): string => String(value);

/** What the last run of a test found, shown under the runner. */
interface RunOutcome {
  readonly testId: string;
  readonly testName: string;
  readonly passed: number;
  readonly failed: number;
  readonly at: number | undefined;
}

function outcomeOf(test: PionTest): RunOutcome {
  const failed = test.latestResults.filter((result) => !result.passed).length;
  const at = test.latestResults.reduce<number | undefined>((latest, result) => (result.at !== undefined && (latest === undefined || result.at > latest) ? result.at : latest), undefined);
  return { testId: test.id, testName: test.testName, passed: test.latestResults.length - failed, failed, at };
}

/**
 * The test dashboard (spec 3 §2 "Test dashboard", §5 "Test runner", §7): every test's latest result
 * per pharmacy with its reason (searched, sorted, filtered by outcome and paged in the address); a
 * test run now ('test no seleccionado' without a choice, 'parametros del test incorrectos' when its
 * function is not offered) with what it found; the ten pharmacies with most failures and the failures
 * per test (the most failed first), each a chart with its table.
 */
export function PionPage() {
  const services = useUiServices();
  const queryClient = useQueryClient();
  const { t } = useLingui();
  const navigate = useNavigate({ from: PATH });
  const search = PionRoute.useSearch();
  const describe = useErrorText();
  const tests = useQuery(pionQueries.tests(services));
  const functionNames = useQuery(pionQueries.functionNames(services));
  const [outcome, setOutcome] = useState<RunOutcome | undefined>();
  const [runError, setRunError] = useState<string | undefined>();

  const setSearch = (change: Partial<typeof search>) => void navigate({ search: (previous) => ({ ...previous, ...change }), replace: true });
  const selected = tests.data?.find((test) => test.id === search.test);

  const execute = useGuardedMutation({
    mutationFn: async (id: string) => {
      await services.pion.executeNow(id);
      return queryClient.fetchQuery({ ...pionQueries.tests(services), staleTime: 0 });
    },
    onMutate: () => {
      setRunError(undefined);
      setOutcome(undefined);
    },
    onSuccess: (list, id) => {
      const test = list.find((candidate) => candidate.id === id);
      if (test === undefined) return;
      const found = outcomeOf(test);
      setOutcome(found);
      notify({ color: found.failed === 0 ? 'green' : 'yellow', message: t`Test «${found.testName}» ejecutado: ${found.failed} con fallo de ${found.passed + found.failed} farmacias.` });
    },
    onError: (error) => {
      const message = isApiError(error) && error.status === 400 ? EXECUTE_NOW_MESSAGES['bad-parameters'] : describe(error);
      setRunError(message);
      notify({ color: 'red', message });
    },
  });

  const runNow = async () => {
    let names = functionNames.data;
    if (names === undefined && selected !== undefined) {
      try {
        names = await queryClient.fetchQuery(pionQueries.functionNames(services));
      } catch (error) {
        setRunError(describe(error));
        return;
      }
    }
    const check = checkExecuteNow(selected, names ?? []);
    if (!check.ok) {
      const message = EXECUTE_NOW_MESSAGES[check.error];
      if (check.error === 'not-selected') notify({ color: 'yellow', message });
      else {
        setRunError(message);
        notify({ color: 'red', message });
      }
      return;
    }
    execute.mutate(check.value.id);
  };

  const rows = useMemo(() => (tests.data === undefined ? undefined : pionRows(tests.data)), [tests.data]);
  const shown = useMemo(() => (rows === undefined || search.result === undefined ? rows : rows.filter((row) => row.passed === (search.result === 'passed'))), [rows, search.result]);

  const table = useAddressTable({
    search,
    navigate: (change, options) => void navigate({ search: (previous) => ({ ...previous, ...change }), ...options }),
    path: PATH,
    sort: { columns: PION_SORT_COLUMNS, fallback: DEFAULT_PION_SORT },
    source: { kind: 'local', records: shown, loading: tests.isLoading, sort: sortPionRows, filter: filterPionRows },
  });

  const columns = useMemo(
    (): DataTableColumn<PionRow>[] => [
      { accessor: 'testName', title: t`Test`, sortable: true },
      { accessor: 'eid', title: t`Farmacia (eid)`, sortable: true, textAlign: 'right' },
      {
        accessor: 'result',
        title: t`Resultado`,
        sortable: true,
        render: (row) => (
          <Badge variant="light" color={row.passed ? 'green' : 'red'}>
            {row.passed ? t`Correcto` : t`Fallo`}
          </Badge>
        ),
      },
      { accessor: 'reason', title: t`Motivo`, sortable: true },
      { accessor: 'at', title: t`Fecha`, sortable: true, render: (row) => (row.at === undefined ? '—' : formatInstantDateTime(row.at)) },
    ],
    [t],
  );

  const charts = useMemo(() => {
    if (tests.data === undefined) return undefined;
    const top = topFailingPharmacies(tests.data);
    const perTest = failuresPerTest(tests.data);
    const pharmacies: ChartData = { kind: 'bar', horizontal: true, categories: top.map((entry) => t`Farmacia ${entry.eid}`), series: [{ name: t`Tests con fallo`, values: top.map((entry) => entry.failures) }], format: countFormat };
    const failures: ChartData = { kind: 'bar', horizontal: true, categories: perTest.map((entry) => entry.testName), series: [{ name: t`Farmacias con fallo`, values: perTest.map((entry) => entry.failures) }], format: countFormat };
    return { pharmacies, failures, worst: mostFailedTest(tests.data) };
  }, [tests.data, t]);

  const testOptions = (tests.data ?? []).map((test) => ({ value: test.id, label: test.testName }));

  return (
    <Stack gap="md">
      <div>
        <Title order={1}>{t`Panel de tests`}</Title>
        <Text c="dimmed" size="sm">{t`El último resultado de cada test en cada farmacia.`}</Text>
      </div>
      {tests.isError ? (
        <LoadFailure title={t`No se han podido cargar los tests`} error={tests.error} onRetry={() => void tests.refetch()} retrying={tests.isFetching} />
      ) : (
        <>
          <Paper withBorder p="md" radius="md" component="section" aria-labelledby="pion-run-title">
            <Title order={2} size="h4" id="pion-run-title" mb="xs">{t`Ejecutar un test ahora`}</Title>
            <Group align="flex-end" gap="sm">
              <Select
                label={t`Test`}
                placeholder={t`Elige un test`}
                data={testOptions}
                value={selected?.id ?? null}
                onChange={(value) => {
                  setRunError(undefined);
                  setSearch({ test: value ?? undefined });
                }}
                clearable
                searchable
                w={320}
                disabled={tests.data === undefined}
              />
              <Button leftSection={<icons.sync size={16} aria-hidden />} onClick={() => void runNow()} loading={execute.isPending}>
                {t`Ejecutar ahora`}
              </Button>
            </Group>
            {functionNames.isError && (
              <Alert color="orange" mt="sm" title={t`No se han podido leer las funciones de test`}>
                <Group gap="sm">
                  <Text size="sm">{describe(functionNames.error)}</Text>
                  <Button size="xs" variant="light" onClick={() => void functionNames.refetch()} loading={functionNames.isFetching}>
                    {t`Reintentar`}
                  </Button>
                </Group>
              </Alert>
            )}
            <div aria-live="polite">
              {runError !== undefined && (
                <Alert color="red" mt="sm" role="alert" title={t`No se ha ejecutado el test`}>
                  {runError}
                </Alert>
              )}
              {outcome !== undefined && (
                <Alert color={outcome.failed === 0 ? 'green' : 'yellow'} mt="sm" title={t`Resultado de «${outcome.testName}»`}>
                  <Text size="sm">
                    {outcome.at === undefined ? '' : `${formatInstantDateTime(outcome.at)} · `}
                    {t`${outcome.passed} correctos, ${outcome.failed} con fallo.`}
                  </Text>
                  {outcome.failed > 0 && (
                    <Button size="compact-sm" variant="subtle" mt={4} onClick={() => setSearch({ search: outcome.testName, result: 'failed', page: undefined })}>
                      {t`Ver los fallos`}
                    </Button>
                  )}
                </Alert>
              )}
            </div>
          </Paper>
          {charts !== undefined && (
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              <ChartFigure
                title={t`Las ${TOP_FAILING_PHARMACIES} farmacias con más fallos`}
                description={charts.pharmacies.categories.length === 0 ? t`Ninguna farmacia tiene tests con fallo.` : t`Tests con fallo por farmacia`}
                data={charts.pharmacies}
              />
              <ChartFigure
                title={t`Fallos por test`}
                description={charts.worst === undefined ? t`Ningún test ha fallado.` : t`El más fallido: ${charts.worst.testName} (${charts.worst.failures} de ${charts.worst.total} farmacias)`}
                data={charts.failures}
              />
            </SimpleGrid>
          )}
          <Group justify="space-between" align="flex-end">
            <SegmentedControl
              aria-label={t`Resultado`}
              value={search.result ?? 'all'}
              onChange={(value) => setSearch({ result: value === 'failed' || value === 'passed' ? value : undefined, page: undefined })}
              data={[
                { value: 'all', label: t`Todos` },
                { value: 'failed', label: t`Con fallo` },
                { value: 'passed', label: t`Correctos` },
              ]}
            />
            <TextInput
              label={t`Buscar`}
              placeholder={t`Test, eid, motivo…`}
              value={table.searchBox.value}
              onChange={(event) => table.searchBox.change(event.currentTarget.value)}
              w={260}
              type="search"
            />
          </Group>
          <AddressTable
            table={table}
            loadingText={t`Cargando los tests…`}
            noRecordsText={search.result !== undefined || table.search ? t`Ningún resultado coincide con la búsqueda.` : t`No hay resultados de tests.`}
            idAccessor="key"
            columns={columns}
          />
        </>
      )}
    </Stack>
  );
}
