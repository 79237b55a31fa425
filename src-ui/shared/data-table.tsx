// The table's stylesheet travels with the screens that use a table, not with the first page.
import 'mantine-datatable/styles.layer.css';
import './data-table.css';
import { useLingui } from '@lingui/react/macro';
import { Table, type TableTrProps } from '@mantine/core';
import { DataTable as MantineDataTable, getValueAtPath, type DataTableColumn, type DataTableProps } from 'mantine-datatable';
import { useEffect, useMemo, useRef, type CSSProperties, type ReactNode } from 'react';
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
 *
 * The rows' cells are plain `td` elements with the markup the library gives them ({@link plainCells}):
 * the library draws each cell as a styled component, and those were most of the work of drawing a
 * page of rows.
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
  const fits = columns !== undefined && plainCellsFit(props, columns);
  const rowFactory = useMemo(() => (columns === undefined || !fits ? undefined : plainCells(columns)), [columns, fits]);

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
      <MantineDataTable<T> {...({ ...pagination, ...props, ...(columns === undefined ? {} : { columns }), ...(rowFactory === undefined ? {} : { rowFactory }) } as DataTableProps<T>)} />
    </div>
  );
}

/** A column whose cells carry its title as `data-label`, for the card layout of a phone. */
function labelledColumn<T>(column: DataTableColumn<T>): DataTableColumn<T> {
  const label = typeof column.title === 'string' ? column.title : '';
  const own = column.customCellAttributes;
  return { ...column, customCellAttributes: (record, index) => ({ 'data-label': label, ...own?.(record, index) }) };
}

/**
 * What the plain cells do not draw: a table using any of it keeps the library's cells. Stored column
 * order, toggles and widths (`storeColumnsKey`) and resizable columns change the library's columns
 * from the ones given, so they keep its cells too.
 */
const LIBRARY_CELL_PROPS = ['rowFactory', 'storeColumnsKey', 'rowExpansion', 'selectedRecords', 'onSelectedRecordsChange', 'onCellClick', 'onCellDoubleClick', 'onCellContextMenu', 'pinFirstColumn', 'pinLastColumn', 'defaultColumnRender', 'defaultColumnProps', 'withColumnBorders'] as const;

function plainCellsFit<T>(props: DataTableProps<T>, columns: readonly DataTableColumn<T>[]): boolean {
  const given = props as Record<string, unknown>;
  return LIBRARY_CELL_PROPS.every((name) => given[name] === undefined) && columns.every((column) => column.visibleMediaQuery === undefined && column.hiddenContent !== true && column.cellsStyle === undefined && column.resizable !== true);
}

const TEXT_ALIGN_CLASS = { left: 'mantine-datatable-text-align-left', center: 'mantine-datatable-text-align-center', right: 'mantine-datatable-text-align-right' } as const;

/**
 * The library's row (a `Table.Tr` with the row's props), with its cells drawn as plain `td`
 * elements: the same classes, widths, attributes and contents as the library's cells, without a
 * styled component per cell.
 */
function plainCells<T>(columns: readonly DataTableColumn<T>[]) {
  // What a column's cells share is worked out once per column, not once per cell: the same class
  // string and the same style object on every page, which React then has nothing to compare.
  const cells = columns
    .filter((column) => column.hidden !== true)
    .map((column) => {
      const classes = [`${Table.classes.td} mantine-Table-td`];
      if (column.noWrap === true || column.ellipsis === true) classes.push('mantine-datatable-nowrap');
      if (column.ellipsis === true) classes.push('mantine-datatable-ellipsis');
      if (column.textAlign !== undefined) classes.push(TEXT_ALIGN_CLASS[column.textAlign]);
      const width: CSSProperties | undefined = column.width === undefined ? undefined : { width: column.width, minWidth: column.width, maxWidth: column.width };
      return { column, accessor: String(column.accessor), className: classes.join(' '), width };
    });
  return function PlainCellsRow({ record, index, rowProps }: { readonly record: T; readonly index: number; readonly rowProps: TableTrProps; readonly children: ReactNode }) {
    return (
      <Table.Tr {...rowProps}>
        {cells.map(({ column, accessor, className, width }) => {
          const own = typeof column.cellsClassName === 'function' ? column.cellsClassName(record, index) : column.cellsClassName;
          return (
            <td key={accessor} style={width} className={own === undefined || own === '' ? className : `${className} ${own}`} {...column.customCellAttributes?.(record, index)}>
              {column.render === undefined ? (getValueAtPath(record, accessor) as ReactNode) : column.render(record, index)}
            </td>
          );
        })}
      </Table.Tr>
    );
  };
}
