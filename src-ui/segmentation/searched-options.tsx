import { useLingui } from '@lingui/react/macro';
import { MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { searchTerm, type FilterOption, type SearchableFilter } from '@domain/segmentation';
import { useUiServices } from '../shared/ui-services-context';
import { segmentationQueries } from './segmentation.queries';

/** How long typing pauses before a filter's options are searched. */
export const OPTION_SEARCH_DEBOUNCE_MS = 300;

const LABELS_KEY = 'segmentation.option-labels';
const MAX_LABELS = 500;

/**
 * The names of the options chosen in the searched filters, by filter and id: a link or a reload names
 * only ids, and the server has no call that names them again, so the names seen are kept (at most 500,
 * in the browser's storage when it allows).
 */
const labels: Map<string, string> = (() => {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(LABELS_KEY) ?? '[]');
    return new Map(Array.isArray(stored) ? stored.filter((entry): entry is [string, string] => Array.isArray(entry) && entry.length === 2 && entry.every((part) => typeof part === 'string')) : []);
  } catch {
    return new Map<string, string>();
  }
})();

function remember(filter: SearchableFilter, options: readonly FilterOption[]): void {
  for (const option of options) labels.set(`${filter}:${option.id}`, option.name);
  while (labels.size > MAX_LABELS) labels.delete(labels.keys().next().value ?? '');
  try {
    localStorage.setItem(LABELS_KEY, JSON.stringify([...labels]));
  } catch {
    // Storage full or refused: the names stay for this visit.
  }
}

/**
 * A filter whose options the server searches (spec 2 §5 "Async searches": product codes,
 * laboratories, brands, description): the search starts once the trimmed text is longer than 2
 * characters and typing pauses; a newer term replaces the older one's answer (each term is a query of
 * its own, so a late answer to an old term is never shown). The chosen options stay listed with their names.
 */
export function SearchedOptions(props: {
  readonly eid: number;
  readonly filter: SearchableFilter;
  readonly label: string;
  readonly value: readonly string[];
  readonly onChange: (ids: readonly string[]) => void;
}) {
  const { eid, filter, label, value, onChange } = props;
  const { t } = useLingui();
  const services = useUiServices();
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text, OPTION_SEARCH_DEBOUNCE_MS);
  const term = searchTerm(debounced);
  const found = useQuery({
    ...segmentationQueries.options(services, eid, filter, term ?? ''),
    enabled: term !== undefined,
    placeholderData: keepPreviousData,
  });
  const results = term === undefined ? undefined : found.data;

  const data = useMemo(() => {
    const options = new Map<string, string>();
    for (const id of value) options.set(id, labels.get(`${filter}:${id}`) ?? id);
    for (const option of results ?? []) options.set(option.id, option.name);
    return [...options].map(([id, name]) => ({ value: id, label: name }));
  }, [filter, results, value]);

  const typedEnough = searchTerm(text) !== undefined;
  const nothingFound = !typedEnough ? t`Escribe al menos 3 caracteres` : found.isFetching || term === undefined ? t`Buscando…` : found.isError ? t`No se pudo buscar. Vuelve a escribir para reintentar.` : t`Sin resultados`;

  return (
    <MultiSelect
      label={label}
      data={data}
      value={[...value]}
      onChange={(ids) => {
        remember(filter, results ?? []);
        onChange(ids);
      }}
      searchable
      searchValue={text}
      onSearchChange={setText}
      // The server has filtered the options already.
      filter={({ options }) => options}
      nothingFoundMessage={nothingFound}
      placeholder={value.length === 0 ? t`Buscar…` : undefined}
      clearable
      hidePickedOptions
      maxDropdownHeight={260}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
