import { useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';
import { activeCrmFilters, crmAnswerFullName, syncAnswersOf, type CrmFilter, type CrmForm, type CrmResponse } from '@domain/crm';
import type { PageRequest } from '@domain/shared-kernel';
import type { DataTableColumn } from '../shared/data-table';
import { CrmFilterEditor, crmFiltersFromAddress, crmFiltersToAddress } from '../shared/crm-filter-editor';
import { formatCount } from '../shared/format-count';
import { icons } from '../shared/icons';
import { LoadFailure } from '../shared/load-failure';
import { notify } from '../shared/notify';
import { AddressTable } from '../shared/table/address-table';
import { useAddressTable } from '../shared/table/use-address-table';
import { useUiServices } from '../shared/ui-services-context';
import { useAnswerText } from './crm-answers';
import type { CrmFormSearch } from './crm-search';
import { useDownloadCrmResponses } from './crm.mutations';
import { crmQueries } from './crm.queries';

const PATH = '/app-h/crm/editForm';

/**
 * The clients' responses to the form (spec 2 §2 "a response viewer"): filtered by their answers to the
 * form's questions (the CRM filter payload, spec 2 §3), counted and paged, each one opened in a dialog
 * and edited on its own screen. The filters and the page live in the address.
 */
export function CrmResponsesPanel({ eid, form }: { eid: number; form: CrmForm }) {
  const services = useUiServices();
  const { t, i18n } = useLingui();
  const search = useSearch({ from: PATH });
  const navigate = useNavigate({ from: PATH });
  const answerText = useAnswerText();
  const filters = useMemo(() => crmFiltersFromAddress(search.filters, form), [search.filters, form]);
  const filtersOf = useCallback((address: CrmFormSearch) => activeCrmFilters(crmFiltersFromAddress(address.filters, form)), [form]);
  const table = useAddressTable<CrmResponse, string, readonly CrmFilter[], CrmFormSearch>({
    search,
    // The table changes only its page and page size; the address keeps the section and the filters.
    navigate: (change, options) =>
      void navigate({ search: (previous) => ({ ...previous, ...('page' in change ? { page: change.page } : {}), ...('count' in change ? { count: change.count } : {}) }), ...options }),
    path: PATH,
    filters: filtersOf,
    source: { kind: 'server', queryKey: crmQueries.responsesKey(eid, form.id), fetchPage: (request: PageRequest<readonly CrmFilter[]>) => services.crm.responses(form.id, request) },
  });
  const setFilters = (next: readonly CrmFilter[]): void => void navigate({ search: (previous) => ({ ...previous, filters: crmFiltersToAddress(next), page: undefined }), replace: true });

  const [opened, setOpened] = useState<CrmResponse | undefined>(undefined);
  const [downloadError, setDownloadError] = useState<Error | undefined>(undefined);
  const download = useDownloadCrmResponses(eid, {
    onDone: (count) => {
      setDownloadError(undefined);
      const rows = formatCount(count, i18n.locale);
      notify({ color: 'green', message: count === 1 ? t`1 respuesta descargada.` : t`${rows} respuestas descargadas.` });
    },
    onFailed: setDownloadError,
  });
  const startDownload = (): void => {
    setDownloadError(undefined);
    download.mutate();
  };
  const columns = useMemo<DataTableColumn<CrmResponse>[]>(
    () => [
      { accessor: 'name', title: t`Nombre`, render: (response) => crmAnswerFullName(syncAnswersOf(response)) || '—' },
      { accessor: 'email', title: t`Email`, render: (response) => syncAnswersOf(response).email || '—' },
      { accessor: 'phone', title: t`Teléfono`, render: (response) => syncAnswersOf(response).phone || '—' },
      {
        accessor: 'actions',
        title: t`Acciones`,
        textAlign: 'right',
        render: (response) => {
          const name = crmAnswerFullName(syncAnswersOf(response)) || response.idAnswer;
          return (
            <Group gap="xs" justify="flex-end" wrap="nowrap">
              <Button size="compact-sm" variant="light" leftSection={<icons.eye size={14} aria-hidden />} onClick={() => setOpened(response)} aria-label={t`Ver la respuesta de ${name}`}>
                {t`Ver`}
              </Button>
              <Button
                size="compact-sm"
                variant="default"
                leftSection={<icons.edit size={14} aria-hidden />}
                aria-label={t`Editar la respuesta de ${name}`}
                renderRoot={(rootProps) => <Link {...rootProps} to="/app-h/crm/editResponse/idForm/$idForm/idResponse/$idResponse" params={{ idForm: form.id, idResponse: response.idAnswer }} />}
              >
                {t`Editar`}
              </Button>
            </Group>
          );
        },
      },
    ],
    [t, form.id, setOpened],
  );
  const total = formatCount(table.total, i18n.locale);

  return (
    <Stack gap="md">
      <CrmFilterEditor title={t`Filtrar por respuestas`} titleId="crm-filters-title" questions={form.fields} filters={filters} onChange={setFilters} />
      <section aria-labelledby="crm-responses-title">
        <Stack gap="sm">
          <Group justify="space-between" align="flex-start" wrap="wrap">
            <div>
              <Title order={2} size="h4" id="crm-responses-title">
                {t`Respuestas`}
              </Title>
              <Text size="lg" fw={700} aria-live="polite" data-testid="crm-responses-count">
                {!table.loaded ? t`Contando respuestas…` : table.total === 1 ? t`1 respuesta` : t`${total} respuestas`}
              </Text>
            </div>
            <Button variant="light" leftSection={<icons.download size={16} aria-hidden />} onClick={startDownload} loading={download.isPending}>
              {t`Descargar respuestas`}
            </Button>
          </Group>
          <Text size="xs" c="dimmed">
            {t`Todas las respuestas, sin filtros: una columna por pregunta y una fila por respuesta (CSV para hojas de cálculo).`}
          </Text>
          {downloadError !== undefined && <LoadFailure title={t`No se han podido descargar las respuestas`} error={downloadError} onRetry={startDownload} retrying={download.isPending} />}
          {table.error !== null && !table.loaded ? (
            <LoadFailure title={t`No se han podido cargar las respuestas`} error={table.error} onRetry={table.retry} retrying={table.fetching} />
          ) : (
            <AddressTable table={table} columns={columns} idAccessor="idAnswer" loadingText={t`Cargando respuestas…`} noRecordsText={activeCrmFilters(filters).length > 0 ? t`Ninguna respuesta cumple estos filtros` : t`Aún no hay respuestas`} />
          )}
        </Stack>
      </section>
      <Modal opened={opened !== undefined} onClose={() => setOpened(undefined)} title={opened === undefined ? '' : t`Respuesta de ${crmAnswerFullName(syncAnswersOf(opened)) || opened.idAnswer}`} centered size="lg" closeButtonProps={{ 'aria-label': t`Cerrar` }}>
        {opened !== undefined && (
          <Stack gap="md">
            <Table>
              <Table.Tbody>
                {opened.questions.map((question) => (
                  <Table.Tr key={question.id}>
                    <Table.Th scope="row" w="45%">
                      {question.label}
                    </Table.Th>
                    <Table.Td>{answerText(opened.answers.get(question.id), question.type) ?? <Text span c="dimmed" size="sm">{t`Sin respuesta`}</Text>}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Group justify="flex-end">
              <Button renderRoot={(rootProps) => <Link {...rootProps} to="/app-h/crm/editResponse/idForm/$idForm/idResponse/$idResponse" params={{ idForm: form.id, idResponse: opened.idAnswer }} />} leftSection={<icons.edit size={16} aria-hidden />}>
                {t`Editar respuesta`}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
