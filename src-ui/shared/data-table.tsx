// The table's stylesheet travels with the screens that use a table, not with the first page.
import 'mantine-datatable/styles.layer.css';
import { useLingui } from '@lingui/react/macro';
import { DataTable as MantineDataTable, type DataTableProps } from 'mantine-datatable';
import { useEffect, useRef } from 'react';

export type { DataTableColumn, DataTableSortStatus } from 'mantine-datatable';

/**
 * The product's data table: mantine-datatable with its pagination texts in the interface language
 * (a screen may still pass its own), and its fixed English accessibility labels (sort state of the
 * headers) replaced too, since the library offers no option for them.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { t } = useLingui();
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
        if (translated !== undefined) element.setAttribute('aria-label', translated);
      }
    };
    translate();
    const observer = new MutationObserver(translate);
    observer.observe(node, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-label'] });
    return () => observer.disconnect();
  });

  const pagination = {
    recordsPerPageLabel: t`Filas por página`,
    paginationText: ({ from, to, totalRecords }: { from: number; to: number; totalRecords: number }) => t`${from}–${to} de ${totalRecords}`,
    getPaginationControlProps: (control: 'previous' | 'next' | 'first' | 'last') => ({
      'aria-label': { first: t`Primera página`, last: t`Última página`, previous: t`Página anterior`, next: t`Página siguiente` }[control],
    }),
  };

  return (
    <div ref={root}>
      {/* The defaults only fill pagination texts a screen left out; the props stay a valid union member. */}
      <MantineDataTable<T> {...({ ...pagination, ...props } as DataTableProps<T>)} />
    </div>
  );
}
