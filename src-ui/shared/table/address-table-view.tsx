import { Plural, useLingui } from '@lingui/react/macro';
import { Loader, VisuallyHidden } from '@mantine/core';
import { memo, useCallback, useMemo, useRef, useState } from 'react';
import { TABLE_DEFAULTS } from '@domain/shared-kernel';
import { DataTable } from '../data-table';
import type { DataTableProps } from 'mantine-datatable';
import { useTransitionValue } from '../use-transition-value';
import './address-table.css';
import type { AddressTableProps } from './address-table-props';

/**
 * The product's table over `useAddressTable`, drawn by `AddressTable` once this file has arrived: the
 * shared data table with its paging texts, the page, page size and sort of the address, and its
 * loading state announced: the table is `aria-busy` while it loads, and a visually hidden live region
 * says it is loading, then how many results there are.
 */
export function AddressTableView<T, C extends string>(props: AddressTableProps<T, C>) {
  const { table, columns, idAccessor, loadingText, noRecordsText, rowStyle } = props;
  const { t } = useLingui();
  const { sort, setSort, records } = table;
  const sortStatus = useMemo(() => (sort === undefined ? undefined : { columnAccessor: sort.column, direction: sort.direction }), [sort]);
  const onSortStatusChange = useCallback(
    (status: { columnAccessor: string | number | symbol; direction: 'asc' | 'desc' }) => setSort({ column: String(status.columnAccessor) as C, direction: status.direction }),
    [setSort],
  );
  const rowsShown = useMemo(() => [...records], [records]);
  // Another page starts where its first row can be read: a pager clicked below the rows brings the
  // table's top back into view (under the shell's header), and a table already in view stays put.
  const wrapper = useRef<HTMLDivElement>(null);
  const { setPage } = table;
  // The page the pager was last pressed for, until it is drawn (below).
  const [turnedTo, setTurnedTo] = useState<number | undefined>(undefined);
  const onPageChange = useCallback(
    (page: number) => {
      setTurnedTo(page);
      setPage(page);
      const element = wrapper.current;
      if (element !== null && element.getBoundingClientRect().top < 0) element.scrollIntoView({ block: 'start' });
    },
    [setPage],
  );
  // A server's answer is drawn in a transition, which yields to the browser between rows, once the
  // page's typing has paused: the screen's count and the loader show at once, and the rows (their
  // render, and the frame that lays out and paints them) never land between two keys typed in a
  // filter or a search box. (A local source already draws a new sort, search or page in a deferred
  // render of its own.)
  // But a page the pager asked for that is already at hand (the next page, fetched ahead while the
  // user read this one) is drawn in the render that asks for it: the user waits for nothing else, and
  // slices would only stretch that wait (the browser paints its frames between them). It stays drawn
  // while the deferred value catches up with it.
  const answered = useMemo(() => ({ records: rowsShown, total: table.total, page: table.page, pageSize: table.pageSize }), [rowsShown, table.total, table.page, table.pageSize]);
  const deferred = useTransitionValue(answered, { afterTyping: true });
  const [drawnAtOnce, setDrawnAtOnce] = useState<typeof answered | undefined>(undefined);
  if (turnedTo !== undefined && turnedTo === answered.page) {
    // The address holds the page asked for: the turn is over, its rows drawn now or, when they are
    // still to come, deferred when they arrive.
    setTurnedTo(undefined);
    if (table.paged && table.current) setDrawnAtOnce(answered);
  }
  const view = !table.paged || drawnAtOnce === answered ? answered : deferred;
  const positionOf = useMemo(() => {
    const positions = new Map(view.records.map((record, index) => [record, index]));
    return (record: T) => positions.get(record) ?? -1;
  }, [view.records]);
  const sortable = sortStatus === undefined ? {} : { sortStatus, onSortStatusChange };
  const tableProps = {
    withTableBorder: true,
    borderRadius: 'md',
    striped: true,
    highlightOnHover: true,
    minHeight: !table.loaded || view.records.length === 0 ? (props.emptyMinHeight ?? 220) : undefined,
    // Only the first load goes to the table (its rows are empty then): a later page, sort or filter
    // shows the overlay below, so the table and its rows are not drawn again twice per change.
    fetching: table.loading,
    loadingText,
    noRecordsText,
    idAccessor: props.rowsByPosition === true ? positionOf : idAccessor,
    records: view.records,
    totalRecords: view.total,
    recordsPerPage: view.pageSize,
    page: view.page,
    onPageChange,
    ...(props.fixedPageSize === true ? {} : { recordsPerPageOptions: PAGE_SIZES, onRecordsPerPageChange: table.setPageSize }),
    columns,
    ...(rowStyle === undefined ? {} : { rowStyle }),
    ...sortable,
  };

  return (
    <div>
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
        {table.fetching || table.updating ? t`Cargando…` : table.loaded ? <Plural value={table.total} one="# resultado" other="# resultados" /> : null}
      </VisuallyHidden>
      <div ref={wrapper} aria-busy={table.fetching || table.updating || view !== answered} className={props.fixedLayout === true ? 'address-table address-table-fixed' : 'address-table'}>
        {/* With or without the page-size selector, the props are one member of the library's union. */}
        <StableDataTable<T> {...(tableProps as DataTableProps<T>)} />
        {table.fetching && !table.loading && (
          <div className="address-table-loader">
            <Loader size="md" aria-hidden />
          </div>
        )}
      </div>
    </div>
  );
}

const PAGE_SIZES = [...TABLE_DEFAULTS.pageSizes];

/**
 * The data table, rendered again only when one of its props changes: with the rows, the sort and the
 * changes kept stable by {@link useAddressTable} and the columns memoised by the screen, a new sort or
 * search does not render the rows twice.
 */
const StableDataTable = memo(DataTable) as typeof DataTable;
