// The table's stylesheet travels with the screens that use a table, not with the first page.
import 'mantine-datatable/styles.layer.css';
import './data-table.css';
import { useLingui } from '@lingui/react/macro';
import { Table, type TableTrProps } from '@mantine/core';
import IconArrowDown from '@tabler/icons-react/icons/IconArrowDown';
import IconArrowUp from '@tabler/icons-react/icons/IconArrowUp';
import IconSelector from '@tabler/icons-react/icons/IconSelector';
import { DataTable as MantineDataTable, getValueAtPath, humanize, type DataTableColumn, type DataTablePaginationRenderContext, type DataTableProps, type DataTableSortStatus } from 'mantine-datatable';
import { createContext, useContext, useLayoutEffect, useMemo, useRef, type CSSProperties, type ReactNode } from 'react';
import { formatCount } from './format-count';

export type { DataTableColumn, DataTableSortStatus } from 'mantine-datatable';

/**
 * The product's data table: mantine-datatable with its pagination texts in the interface language,
 * their figures written as the language writes them (a screen may still pass its own).
 *
 * A sortable column's header is a header cell (`th`, role columnheader) holding a button named by the
 * column's title, with the sort state on the cell (`aria-sort`), as WAI-ARIA's sortable table does
 * ({@link SortHeader}); the library makes the cell itself a button, which takes its header role away.
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
  const { sortStatus, onSortStatusChange, ...rest } = props as DataTableProps<T> & { sortStatus?: DataTableSortStatus<T>; onSortStatusChange?: (status: DataTableSortStatus<T>) => void };
  const sorts = onSortStatusChange !== undefined;
  const columns = useMemo(() => props.columns?.map((column) => sortableColumn(labelledColumn(column), sorts)), [props.columns, sorts]);
  const fits = columns !== undefined && plainCellsFit(props, columns);
  const rowFactory = useMemo(() => (columns === undefined || !fits ? undefined : plainCells(columns)), [columns, fits]);
  const sorting = useMemo(() => ({ status: sortStatus as DataTableSortStatus<unknown> | undefined, change: onSortStatusChange }), [sortStatus, onSortStatusChange]);

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

  const paged = (props as { page?: number }).page !== undefined && (props as { renderPagination?: unknown }).renderPagination === undefined;

  return (
    <div className="data-table">
      <SortContext.Provider value={sorting}>
        {/* The defaults only fill pagination texts a screen left out; the sort goes to the headers, not to the library. */}
        <MantineDataTable<T> {...({ ...pagination, ...(paged ? { renderPagination: stablePagination } : {}), ...rest, ...(columns === undefined ? {} : { columns }), ...(rowFactory === undefined ? {} : { rowFactory }) } as DataTableProps<T>)} />
      </SortContext.Provider>
    </div>
  );
}

/**
 * The pager as the library lays it out (the count, the page-size selector, the pages), its pieces drawn
 * as the elements they return: the library draws them as components it makes anew at each render, so
 * every render of the table mounted the pager again, and a keyboard user who pressed "Página siguiente"
 * lost the focus with the button.
 */
function stablePagination({ Controls }: DataTablePaginationRenderContext): ReactNode {
  return (
    <>
      {Controls.Text()}
      {Controls.PageSizeSelector()}
      {Controls.Pagination()}
    </>
  );
}

/** The table's sort and its change, for the headers of its sortable columns. */
const SortContext = createContext<{ readonly status?: DataTableSortStatus<unknown> | undefined; readonly change?: ((status: DataTableSortStatus<unknown>) => void) | undefined }>({});

/**
 * The sort after a click on a column's header: the column sorted now turns around; another column
 * starts ascending, whatever the direction of the column sorted before.
 */
function nextSortStatus<T>(current: DataTableSortStatus<T> | undefined, column: { readonly accessor: DataTableSortStatus<T>['columnAccessor']; readonly sortKey?: string }): DataTableSortStatus<T> {
  const direction = current?.columnAccessor === column.accessor && current.direction === 'asc' ? 'desc' : 'asc';
  return { columnAccessor: column.accessor, direction, ...(column.sortKey === undefined ? {} : { sortKey: column.sortKey }) };
}

/**
 * A sortable column drawn by the product rather than by the library: its title a {@link SortHeader},
 * its cell marked `data-table-sortable` (the phone's row of sort buttons, data-table.css). Without a
 * sort change the title stays plain text.
 */
function sortableColumn<T>(column: DataTableColumn<T>, sorts: boolean): DataTableColumn<T> {
  if (column.sortable !== true) return column;
  const title = column.title ?? humanize(String(column.accessor));
  if (!sorts) return { ...column, sortable: false, title };
  const titleClassName = column.titleClassName === undefined ? 'data-table-sortable' : `${column.titleClassName} data-table-sortable`;
  return {
    ...column,
    sortable: false,
    titleClassName,
    title: (
      <SortHeader accessor={String(column.accessor)} sortKey={column.sortKey}>
        {title}
      </SortHeader>
    ),
  };
}

/**
 * A sortable column's title: a button (Enter and Space sort, as any button; the page's focus ring)
 * that sorts by the column, ascending first and the other way round on the next press, and the sort
 * state written on its header cell as `aria-sort`, ascending or descending on the sorted column and
 * absent on the others. The arrow beside the title is decorative: the cell says the state.
 */
function SortHeader({ accessor, sortKey, children }: { readonly accessor: string; readonly sortKey: string | undefined; readonly children: ReactNode }) {
  const { status, change } = useContext(SortContext);
  const direction = status?.columnAccessor === accessor ? status.direction : undefined;
  const button = useRef<HTMLButtonElement>(null);
  // The library draws the header cell and takes no attribute for it: the title writes the cell's state.
  useLayoutEffect(() => {
    const cell = button.current?.closest('th');
    if (cell === null || cell === undefined) return;
    if (direction === undefined) cell.removeAttribute('aria-sort');
    else cell.setAttribute('aria-sort', direction === 'asc' ? 'ascending' : 'descending');
  }, [direction]);
  const Icon = direction === 'asc' ? IconArrowUp : direction === 'desc' ? IconArrowDown : IconSelector;
  return (
    <button ref={button} type="button" className="data-table-sort" data-sorted={direction} onClick={() => change?.(nextSortStatus(status, sortKey === undefined ? { accessor } : { accessor, sortKey }))}>
      <span className="data-table-sort-title">{children}</span>
      <Icon className="data-table-sort-icon" size={14} aria-hidden />
    </button>
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
