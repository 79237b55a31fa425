import { hashKey, keepPreviousData, skipToken, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { TABLE_DEFAULTS, pageOf, sortFromAddress, type Page, type PageRequest, type TableSort } from '@domain/shared-kernel';
import type { TableSearch } from '../table-search';
import { useAddressSearch } from '../use-address-search';
import { rememberPageSize, rememberedPageSize } from './page-size-memory';

/**
 * Rows the screen already holds (usually a query's data), filtered, sorted and paged in the browser.
 * `sort` and `filter` must keep their identity between renders (module functions, or memoised): the
 * rows are sorted again only when the records or the sort change, and filtered again only when the
 * sorted rows or the search change (or, for a screen with filters, the address), so a search never
 * sorts again.
 */
export interface LocalTableSource<T, C extends string, F> {
  readonly kind: 'local';
  /** Every record, or undefined while they load. */
  readonly records: readonly T[] | undefined;
  /** Whether the records are loading; by default, while there are none. */
  readonly loading?: boolean;
  /** Orders the records for the table's sort (the records' own order when absent). */
  readonly sort?: (records: readonly T[], sort: TableSort<C>) => readonly T[];
  /** Keeps the records that match the search and the filters, in their order (all of them when absent). */
  readonly filter?: (records: readonly T[], search: string, filters: F) => readonly T[];
}

/**
 * A port that pages on the server: asked for one page at a time through TanStack Query, under
 * `queryKey` followed by the request. While another page loads the previous one stays on screen.
 * Once a page has been on screen for {@link NEXT_PAGE_PAUSE_MS} with the same request, the next page
 * is asked for too, so "Página siguiente" shows it at once (a quick run of filter changes asks for
 * no page it does not show). The search text reaches the server only through the filters the screen
 * reads from the address.
 */
export interface ServerTableSource<T, F> {
  readonly kind: 'server';
  readonly queryKey: QueryKey;
  readonly fetchPage: (request: PageRequest<F>) => Promise<Page<T>>;
}

/** How a screen describes its table to {@link useAddressTable}. */
export interface AddressTableOptions<T, C extends string, F, S extends TableSearch<C>> {
  /** The address parameters, as the route's `validateSearch` read them. */
  readonly search: S;
  /** Merges a change into the address (undefined removes a parameter). */
  readonly navigate: (change: Partial<TableSearch<C>>, options: { replace: boolean }) => void;
  /** The list's path: a search typed just before leaving the list is dropped rather than brought back. */
  readonly path: string;
  /** The sortable columns and the order when the address names none; absent, the table does not sort. */
  readonly sort?: { readonly columns: readonly C[]; readonly fallback: TableSort<C> };
  /** Reads the screen's filters from the address; must keep its identity between renders. */
  readonly filters?: (search: S) => F;
  readonly source: LocalTableSource<T, C, F> | ServerTableSource<T, F>;
}

/** The state of a table kept in the address, and the changes it makes there. */
export interface AddressTableState<T, C extends string = string> {
  /** The records of the page shown. */
  readonly records: readonly T[];
  /** Every record that matches, in the table's order, when the source is local; undefined for a server source. */
  readonly rows: readonly T[] | undefined;
  /** How many records match, every page together (0 until the first answer). */
  readonly total: number;
  /** Whether the source has answered at least once. */
  readonly loaded: boolean;
  /** The page shown: the address's, moved back to the last page when the list got shorter. */
  readonly page: number;
  readonly pageSize: number;
  /** The sort in force; undefined when the table does not sort. */
  readonly sort: TableSort<C> | undefined;
  /** The search the address holds ('' when none). */
  readonly search: string;
  /** Nothing to show yet: the first load. */
  readonly loading: boolean;
  /** Loading anything: the first load, or another page of a server source. */
  readonly fetching: boolean;
  /** The rows shown are catching up with a new sort, search or page of the address (a local source). */
  readonly updating: boolean;
  /**
   * Whether the records are the answer to the address's request: false while another page, sort or
   * filter of a server source loads with the previous records still shown, or while a local source's
   * deferred render catches up.
   */
  readonly current: boolean;
  /** Why a server source failed (null otherwise; a local source's screen handles its own query). */
  readonly error: unknown;
  /** Whether the rows come a page at a time from a server source. */
  readonly paged: boolean;
  /** Asks a server source again. */
  readonly retry: () => void;
  /** The search box: its text, a change (reaches the address once typing pauses), and sending a pending change at once. */
  readonly searchBox: { readonly value: string; readonly change: (text: string) => void; readonly flush: () => void };
  readonly setPage: (page: number) => void;
  /** A new page size goes back to the first page. */
  readonly setPageSize: (size: number) => void;
  /** A new sort goes back to the first page. */
  readonly setSort: (sort: TableSort<C>) => void;
}

const EMPTY: readonly never[] = [];

/** How long a server page stays on screen, its request unchanged, before the next page is asked for. */
export const NEXT_PAGE_PAUSE_MS = 400;

/**
 * One table whose page, page size, sort, search and filters live in the address (spec 1 §9 names:
 * `search`, `page`, `count`, `sort-by`, `sort-order`; defaults are left out), over a local array or a
 * server-paged port. The address is read as the route validated it, so a malformed value has already
 * fallen back to its default.
 */
export function useAddressTable<T, C extends string = string, F = undefined, S extends TableSearch<C> = TableSearch<C>>(
  options: AddressTableOptions<T, C, F, S>,
): AddressTableState<T, C> {
  const { search, navigate, path, source, filters: filtersOf } = options;
  // Without a size in the address, the size this user last chose for this table (else the spec's).
  const [remembered, setRemembered] = useState(() => rememberedPageSize(path));
  const pageSize = search.count ?? remembered ?? TABLE_DEFAULTS.pageSize;
  const requestedPage = search.page ?? TABLE_DEFAULTS.firstPage;
  const columns = options.sort?.columns;
  const fallback = options.sort?.fallback;
  const sortBy = search['sort-by'];
  const sortOrder = search['sort-order'];
  const sort = useMemo(
    () => (columns === undefined || fallback === undefined ? undefined : sortFromAddress(columns, sortBy, sortOrder, fallback)),
    [columns, fallback, sortBy, sortOrder],
  );
  const text = search.search ?? '';
  const filters = useMemo(() => filtersOf?.(search) as F, [filtersOf, search]);

  const [box, setBox] = useState(text);
  const sendSearch = useAddressSearch(path, navigate);

  const local = source.kind === 'local' ? source : undefined;
  const server = source.kind === 'server' ? source : undefined;

  // A local table answers a new sort, search or page in a deferred render: the click or key press is
  // painted at once (the header, the search box) and the rows follow without blocking the next input.
  const shownSort = useDeferredValue(sort);
  const shownText = useDeferredValue(text);
  const shownFilters = useDeferredValue(filters);
  const shownPage = useDeferredValue(requestedPage);
  const shownSize = useDeferredValue(pageSize);
  // The records' first arrival too: the screen is drawn with its loading table at once, and the first
  // rows follow in slices rather than in one task (the entity list's 100 rows took one task of ~80 ms,
  // four times that on a phone). A later change of the records (a saved edit) is drawn at once.
  const firstRecords = useDeferredValue(local?.records);
  const localRecords = firstRecords === undefined ? undefined : local?.records;
  const stale = shownSort !== sort || shownText !== text || shownFilters !== filters || shownPage !== requestedPage || shownSize !== pageSize || localRecords !== local?.records;

  const sortRecords = local?.sort;
  const filterRecords = local?.filter;
  const sorted = useMemo(() => {
    if (localRecords === undefined) return undefined;
    return shownSort === undefined || sortRecords === undefined ? localRecords : sortRecords(localRecords, shownSort);
  }, [localRecords, sortRecords, shownSort]);
  const rows = useMemo(() => {
    if (sorted === undefined) return undefined;
    return filterRecords === undefined ? sorted : filterRecords(sorted, shownText, shownFilters);
  }, [sorted, filterRecords, shownText, shownFilters]);
  const shown = useMemo(() => pageOf(rows ?? EMPTY, { page: shownPage, size: shownSize }), [rows, shownPage, shownSize]);

  const request: PageRequest<F> = {
    page: requestedPage,
    size: pageSize,
    ...(sort === undefined ? {} : { sort }),
    ...(filters === undefined ? {} : { filters }),
  };
  const remote = useQuery({
    queryKey: [...(server?.queryKey ?? ['address-table', 'local']), request],
    queryFn: server === undefined ? skipToken : () => server.fetchPage(request),
    placeholderData: keepPreviousData,
  });

  // The page after the one shown, asked for once the page shown has stayed a moment.
  const queryClient = useQueryClient();
  const shownAnswer = server === undefined || remote.isPlaceholderData ? undefined : remote.data;
  const nextRequest: PageRequest<F> | undefined =
    shownAnswer !== undefined && shownAnswer.page * pageSize < shownAnswer.total ? { ...request, page: shownAnswer.page + 1 } : undefined;
  const nextKey = server === undefined || nextRequest === undefined ? undefined : [...server.queryKey, nextRequest];
  const nextHash = nextKey === undefined ? undefined : hashKey(nextKey);
  const latestNext = useRef<{ readonly key: QueryKey; readonly run: () => Promise<Page<T>> } | undefined>(undefined);
  useLayoutEffect(() => {
    latestNext.current = nextKey === undefined || nextRequest === undefined || server === undefined ? undefined : { key: nextKey, run: () => server.fetchPage(nextRequest) };
  });
  useEffect(() => {
    if (nextHash === undefined) return;
    const timer = setTimeout(() => {
      const next = latestNext.current;
      if (next !== undefined) void queryClient.prefetchQuery({ queryKey: next.key, queryFn: next.run });
    }, NEXT_PAGE_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [nextHash, queryClient]);

  // The changes keep their identity across renders, so a memoised table does not render again for them.
  const latestNavigate = useRef(navigate);
  useLayoutEffect(() => {
    latestNavigate.current = navigate;
  });
  const change = useCallback((next: Partial<TableSearch<C>>) => latestNavigate.current(next, { replace: false }), []);
  const setPage = useCallback((page: number) => change({ page: page > TABLE_DEFAULTS.firstPage ? page : undefined }), [change]);
  const setPageSize = useCallback(
    (size: number) => {
      rememberPageSize(path, size);
      setRemembered(size);
      change({ count: size === TABLE_DEFAULTS.pageSize ? undefined : size, page: undefined });
    },
    [change, path],
  );
  const setSort = useCallback((next: TableSort<C>) => change({ 'sort-by': next.column, 'sort-order': next.direction, page: undefined }), [change]);
  const changeSearch = useCallback(
    (value: string) => {
      setBox(value);
      sendSearch(value);
    },
    [sendSearch],
  );
  const flushSearch = useCallback(() => sendSearch.flush(), [sendSearch]);
  const searchBox = useMemo(() => ({ value: box, change: changeSearch, flush: flushSearch }), [box, changeSearch, flushSearch]);
  const common = { searchBox, setPage, setPageSize, setSort };

  if (server !== undefined) {
    const answer = remote.data;
    return {
      ...common,
      pageSize,
      sort,
      search: text,
      records: answer?.records ?? EMPTY,
      rows: undefined,
      total: answer?.total ?? 0,
      loaded: answer !== undefined,
      // While another page loads, the pager already shows the page asked for.
      page: answer === undefined || remote.isPlaceholderData ? requestedPage : answer.page,
      loading: remote.isPending,
      fetching: remote.isFetching,
      updating: false,
      current: answer !== undefined && !remote.isPlaceholderData,
      error: remote.error,
      paged: true,
      retry: () => void remote.refetch(),
    };
  }

  // Records that arrived but are not drawn yet are still loading: no empty table shows in between.
  const loading = (local?.loading ?? rows === undefined) || (local?.records !== undefined && rows === undefined);
  return {
    ...common,
    // What the rows show: the address's values once the deferred render has caught up with them.
    pageSize: shownSize,
    sort: shownSort,
    search: shownText,
    records: shown.records,
    rows,
    total: shown.total,
    loaded: rows !== undefined,
    page: shown.page,
    loading,
    fetching: loading,
    updating: stale,
    current: !stale && !loading,
    error: null,
    paged: false,
    retry: () => undefined,
  };
}
