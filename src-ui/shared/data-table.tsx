// The table's stylesheet travels with the screens that use a table, not with the first page.
import 'mantine-datatable/styles.layer.css';
import { useLingui } from '@lingui/react/macro';
import { DataTable as MantineDataTable, type DataTableProps } from 'mantine-datatable';
import { useEffect, useRef } from 'react';

export type { DataTableColumn, DataTableSortStatus } from 'mantine-datatable';

/**
 * The product's data table: mantine-datatable with its fixed English accessibility labels (sort state
 * of the headers) replaced by the interface language, since the library offers no option for them.
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

  return (
    <div ref={root}>
      <MantineDataTable<T> {...props} />
    </div>
  );
}
