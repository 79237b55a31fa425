import { useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Group, Modal, Paper, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { activeCrmFilters, crmAnswerFullName, crmFilterFor, crmFilterTypeOf, syncAnswersOf, type CrmAnswerValue, type CrmField, type CrmFilter, type CrmForm, type CrmResponse } from '@domain/crm';
import type { PageRequest } from '@domain/shared-kernel';
import type { DataTableColumn } from '../shared/data-table';
import { formatCount } from '../shared/format-count';
import { icons } from '../shared/icons';
import { LoadFailure } from '../shared/load-failure';
import { AddressTable } from '../shared/table/address-table';
import { useAddressTable } from '../shared/table/use-address-table';
import { useUiServices } from '../shared/ui-services-context';
import { answerLabels, useAnswerText } from './crm-answers';
import { crmFiltersFromAddress, crmFiltersToAddress } from './crm-address-filters';
import type { CrmFormSearch } from './crm-search';
import { crmQueries } from './crm.queries';

const PATH = '/app-h/crm/editForm';

/** How long a typed text filter waits for the next key before it reaches the address. */
const TEXT_FILTER_DEBOUNCE_MS = 300;

/**
 * The clients' responses to the form (spec 2 §2 "a response viewer"): filtered by their answers to the
 * form's questions (the CRM filter payload, spec 2 §3), counted and paged, each one opened in a dialog
 * and edited on its own screen. The filters and the page live in the address.
 */
export function CrmResponsesPanel({ form }: { form: CrmForm }) {
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
    source: { kind: 'server', queryKey: crmQueries.responsesKey(form.id), fetchPage: (request: PageRequest<readonly CrmFilter[]>) => services.crm.responses(form.id, request) },
  });
  const setFilters = (next: readonly CrmFilter[]): void => void navigate({ search: (previous) => ({ ...previous, filters: crmFiltersToAddress(next), page: undefined }), replace: true });
  const changeFilter = (id: string, value: CrmAnswerValue): void => setFilters(filters.map((filter) => (filter.id === id ? { ...filter, value } : filter)));
  const removeFilter = (id: string): void => setFilters(filters.filter((filter) => filter.id !== id));
  const addFilter = (id: string | null): void => {
    const question = form.fields.find((field) => field.id === id);
    const filter = question === undefined ? undefined : crmFilterFor(question, initialValue(question));
    if (filter !== undefined) setFilters([...filters, filter]);
  };
  const filterable = form.fields.filter((field) => crmFilterTypeOf(field.type) !== undefined && !filters.some((filter) => filter.id === field.id));

  const [opened, setOpened] = useState<CrmResponse | undefined>(undefined);
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
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="crm-filters-title">
        <Stack gap="sm">
          <Title order={2} size="h4" id="crm-filters-title">
            {t`Filtrar por respuestas`}
          </Title>
          {filters.map((filter) => {
            const question = form.fields.find((field) => field.id === filter.id);
            return question === undefined ? null : <FilterRow key={filter.id} question={question} filter={filter} onChange={(value) => changeFilter(filter.id, value)} onRemove={() => removeFilter(filter.id)} />;
          })}
          <Group gap="sm" align="flex-end">
            <Select
              label={t`Añadir un filtro`}
              placeholder={t`Elige una pregunta`}
              data={filterable.map((field) => ({ value: field.id, label: field.title }))}
              value={null}
              onChange={addFilter}
              searchable
              nothingFoundMessage={t`Sin resultados`}
              w={320}
            />
            {filters.length > 0 && (
              <Button variant="subtle" onClick={() => setFilters([])}>
                {t`Quitar los filtros`}
              </Button>
            )}
          </Group>
        </Stack>
      </Paper>
      <section aria-labelledby="crm-responses-title">
        <Stack gap="sm">
          <div>
            <Title order={2} size="h4" id="crm-responses-title">
              {t`Respuestas`}
            </Title>
            <Text size="lg" fw={700} aria-live="polite" data-testid="crm-responses-count">
              {!table.loaded ? t`Contando respuestas…` : table.total === 1 ? t`1 respuesta` : t`${total} respuestas`}
            </Text>
          </div>
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

/** What a new filter of `question` starts with: nothing chosen, an open period, yes, no text. */
function initialValue(question: CrmField): CrmAnswerValue {
  switch (crmFilterTypeOf(question.type)) {
    case 'any_of':
      return [];
    case 'between':
      return ['', ''];
    case 'equals':
      return true;
    default:
      return '';
  }
}

/** One filter: the question, the control its type takes, and a way to remove it. */
function FilterRow({ question, filter, onChange, onRemove }: { question: CrmField; filter: CrmFilter; onChange: (value: CrmAnswerValue) => void; onRemove: () => void }) {
  const { t } = useLingui();
  const remove = (
    <Button variant="subtle" color="red" size="compact-sm" onClick={onRemove} aria-label={t`Quitar el filtro ${question.title}`}>
      {t`Quitar`}
    </Button>
  );
  switch (filter.filterType) {
    case 'any_of': {
      const chosen = answerLabels(filter.value);
      return (
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Checkbox.Group label={question.title} description={t`Responde alguna de las opciones marcadas`} value={[...chosen]} onChange={(labels) => onChange(labels)}>
            <Group gap="md" mt={6}>
              {(question.properties.choices ?? []).map((choice) => (
                <Checkbox key={choice.ref} value={choice.label} label={choice.label} />
              ))}
            </Group>
          </Checkbox.Group>
          {remove}
        </Group>
      );
    }
    case 'between': {
      const [from = '', until = ''] = Array.isArray(filter.value) ? (filter.value as readonly string[]) : [];
      return (
        <Group justify="space-between" align="flex-end" wrap="nowrap">
          <Group gap="sm" align="flex-end">
            <TextInput type="date" label={t`${question.title}: desde`} value={from} onChange={(event) => onChange([event.currentTarget.value, until])} w={220} />
            <TextInput type="date" label={t`${question.title}: hasta`} value={until} onChange={(event) => onChange([from, event.currentTarget.value])} w={220} />
          </Group>
          {remove}
        </Group>
      );
    }
    case 'equals':
      return (
        <Group justify="space-between" align="flex-end" wrap="nowrap">
          <Select
            label={question.title}
            data={[
              { value: 'true', label: t`Sí` },
              { value: 'false', label: t`No` },
            ]}
            value={String(filter.value === true)}
            onChange={(value) => onChange(value === 'true')}
            allowDeselect={false}
            w={220}
          />
          {remove}
        </Group>
      );
    default:
      return <TextFilter question={question} value={typeof filter.value === 'string' ? filter.value : ''} onChange={onChange} remove={remove} />;
  }
}

/** A text filter: what the answer contains, sent to the address once typing pauses. */
function TextFilter({ question, value, onChange, remove }: { question: CrmField; value: string; onChange: (value: CrmAnswerValue) => void; remove: ReactNode }) {
  const { t } = useLingui();
  const [text, setText] = useState(value);
  const send = useDebouncedCallback((next: string) => onChange(next), TEXT_FILTER_DEBOUNCE_MS);
  return (
    <Group justify="space-between" align="flex-end" wrap="nowrap">
      <TextInput
        label={t`${question.title} contiene`}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          send(event.currentTarget.value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') send.flush();
        }}
        w={320}
      />
      {remove}
    </Group>
  );
}
