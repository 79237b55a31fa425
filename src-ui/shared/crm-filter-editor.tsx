import { useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState, type ReactNode } from 'react';
import { crmFilterFor, filterableCrmQuestions, initialCrmFilterValue, type CrmAnswerValue, type CrmField, type CrmFilter, type CrmForm } from '@domain/crm';
import type { AddressCrmFilter } from './crm-filter-search';

/** How long a typed text filter waits for the next key before it reaches the address. */
const TEXT_FILTER_DEBOUNCE_MS = 300;

/**
 * The filter entries the address asks for, over `form`'s questions: an entry whose question the form
 * no longer has, or whose type is not filtered, is left out; one question counts once (the first).
 */
export function crmFiltersFromAddress(entries: readonly AddressCrmFilter[] | undefined, form: Pick<CrmForm, 'fields'>): CrmFilter[] {
  const seen = new Set<string>();
  return (entries ?? []).flatMap((entry) => {
    const question = form.fields.find((field) => field.id === entry.q);
    if (question === undefined || seen.has(entry.q)) return [];
    seen.add(entry.q);
    const filter = crmFilterFor(question, entry.v);
    return filter === undefined ? [] : [filter];
  });
}

/** The filters as the address holds them, undefined when there are none (a short address). */
export function crmFiltersToAddress(filters: readonly CrmFilter[]): AddressCrmFilter[] | undefined {
  return filters.length === 0 ? undefined : filters.map((filter) => ({ q: filter.id, v: filter.value }));
}

/** The labels a filter's value holds: one label, or the labels chosen. */
function labelsOf(value: CrmAnswerValue): readonly string[] {
  if (typeof value === 'string') return value === '' ? [] : [value];
  if (Array.isArray(value)) return value as readonly string[];
  return [];
}

/**
 * Filters made of the answers to a CRM form's questions (spec 2 §3 "CRM filter payload entry"): one
 * row a question, with the control its type takes (choices, a period, yes or no, a text), a list to
 * add a question not yet filtered by, and a way to remove one or all. The CRM responses and the
 * segmentation's CRM mode both use it; `title` names the section.
 */
export function CrmFilterEditor({
  title,
  titleId,
  questions,
  filters,
  onChange,
  description,
}: {
  title: string;
  titleId: string;
  questions: readonly CrmField[];
  filters: readonly CrmFilter[];
  onChange: (filters: readonly CrmFilter[]) => void;
  description?: ReactNode;
}) {
  const { t } = useLingui();
  const changeFilter = (id: string, value: CrmAnswerValue): void => onChange(filters.map((filter) => (filter.id === id ? { ...filter, value } : filter)));
  const removeFilter = (id: string): void => onChange(filters.filter((filter) => filter.id !== id));
  const addFilter = (id: string | null): void => {
    const question = questions.find((field) => field.id === id);
    const filter = question === undefined ? undefined : crmFilterFor(question, initialCrmFilterValue(question));
    if (filter !== undefined) onChange([...filters, filter]);
  };
  const filterable = filterableCrmQuestions(questions, filters);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {title}
        </Title>
        {description !== undefined && (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        )}
        {filters.map((filter) => {
          const question = questions.find((field) => field.id === filter.id);
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
            maw="100%"
          />
          {filters.length > 0 && (
            <Button variant="subtle" onClick={() => onChange([])}>
              {t`Quitar los filtros`}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
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
      const chosen = labelsOf(filter.value);
      return (
        <Group justify="space-between" align="flex-start" wrap="wrap">
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
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Group gap="sm" align="flex-end">
            <TextInput type="date" label={t`${question.title}: desde`} value={from} onChange={(event) => onChange([event.currentTarget.value, until])} w={220} maw="100%" />
            <TextInput type="date" label={t`${question.title}: hasta`} value={until} onChange={(event) => onChange([from, event.currentTarget.value])} w={220} maw="100%" />
          </Group>
          {remove}
        </Group>
      );
    }
    case 'equals':
      return (
        <Group justify="space-between" align="flex-end" wrap="wrap">
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
            maw="100%"
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
    <Group justify="space-between" align="flex-end" wrap="wrap">
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
        maw="100%"
      />
      {remove}
    </Group>
  );
}
