// The table's stylesheet travels with the screens that use a table, not with the first page.
import 'mantine-datatable/styles.layer.css';
import './data-table.css';
import { useLingui } from '@lingui/react/macro';
import { DataTable as MantineDataTable, type DataTableColumn, type DataTableProps } from 'mantine-datatable';
import { useEffect, useMemo, useRef } from 'react';
import { formatCount } from './format-count';

export type { DataTableColumn, DataTableSortStatus } from 'mantine-datatable';

/**
 * The product's data table: mantine-datatable with its pagination texts in the interface language,
 * their figures written as the language writes them (a screen may still pass its own), and its fixed
 * English accessibility labels (sort state of the headers) replaced too, since the library offers no
 * option for them.
 *
 * Under 768 px it lays its rows out as cards (data-table.css): every cell carries its column's title
 * (`data-label`), shown before it, so a phone shows every value and every action of a row.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { t, i18n } = useLingui();
  const root = useRef<HTMLDivElement>(null);
  const labels: Record<string, string> = {
    'Not sorted': t`Sin ordenar`,
    'Sorted ascending': t`Orden ascendente`,
    'Sorted descending': t`Orden descendente`,
  };

  useEffect(() => {
    const node = root.current;
    if (node === null) return;
    const translate = () => {
      for (const element of node.querySelectorAll<HTMLElement>('[aria-label]')) {
        const label = element.getAttribute('aria-label') ?? '';
        const translated = labels[label];
        // Only a change: writing the same label again would wake the observer again, forever (in
        // English the translation of the library's label is the label itself).
        if (translated !== undefined && translated !== label) element.setAttribute('aria-label', translated);
      }
    };
    translate();
    const observer = new MutationObserver(translate);
    observer.observe(node, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-label'] });
    return () => observer.disconnect();
  });

  const columns = useMemo(() => props.columns?.map(labelledColumn), [props.columns]);

  const pagination = {
    recordsPerPageLabel: t`Filas por página`,
    // The figures as the language writes them: 1–50 de 20.000.
    paginationText: ({ from, to, totalRecords }: { from: number; to: number; totalRecords: number }) => {
      const [first, last, total] = [from, to, totalRecords].map((value) => formatCount(value, i18n.locale));
      return t`${first}–${last} de ${total}`;
    },
    getPaginationControlProps: (control: 'previous' | 'next' | 'first' | 'last') => ({
      'aria-label': { first: t`Primera página`, last: t`Última página`, previous: t`Página anterior`, next: t`Página siguiente` }[control],
    }),
  };

  return (
    <div ref={root} className="data-table">
      {/* The defaults only fill pagination texts a screen left out; the props stay a valid union member. */}
      <MantineDataTable<T> {...({ ...pagination, ...props, ...(columns === undefined ? {} : { columns }) } as DataTableProps<T>)} />
    </div>
  );
}

/** A column whose cells carry its title as `data-label`, for the card layout of a phone. */
function labelledColumn<T>(column: DataTableColumn<T>): DataTableColumn<T> {
  const label = typeof column.title === 'string' ? column.title : '';
  const own = column.customCellAttributes;
  return { ...column, customCellAttributes: (record, index) => ({ 'data-label': label, ...own?.(record, index) }) };
}
