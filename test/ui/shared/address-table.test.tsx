import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextInput } from '@mantine/core';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { foldedOnce, pageOf, searchByWords, type Page, type PageRequest, type TableSort } from '@domain/shared-kernel';
import { activateLanguage } from '@ui/i18n/i18n';
import { AddressTable } from '@ui/shared/table/address-table';
import { NEXT_PAGE_PAUSE_MS, useAddressTable, type ServerTableSource } from '@ui/shared/table/use-address-table';
import { optionalParam, searchValidator, tableSearchEntries, type AddressSearchOf } from '@ui/shared/table-search';
import { renderRouted } from '../../support/ui-hooks';

// The table scrolls back to its top when the page changes; jsdom elements cannot scroll.
Element.prototype.scrollTo ??= () => undefined;

interface Item {
  readonly id: number;
  readonly name: string;
  readonly kind: 'big' | 'small';
}

const SURNAMES = ['Ibáñez', 'Castaño', 'Núñez', 'Peña', 'Llorente', 'García'];
/** 60 items: 'Artículo 01 Ibáñez', 'Artículo 02 Castaño'…, every third one big. */
const ITEMS: readonly Item[] = Array.from({ length: 60 }, (_, index) => ({
  id: index + 1,
  name: `Artículo ${String(index + 1).padStart(2, '0')} ${SURNAMES[index % SURNAMES.length]}`,
  kind: index % 3 === 0 ? 'big' : 'small',
}));

const COLUMNS = ['id', 'name'] as const;
type ItemColumn = (typeof COLUMNS)[number];
const DEFAULT_SORT: TableSort<ItemColumn> = { column: 'id', direction: 'asc' };
const itemSearch = { ...tableSearchEntries(COLUMNS), kind: optionalParam(v.picklist(['big', 'small'])) };
type ItemSearch = AddressSearchOf<typeof itemSearch>;
type ItemFilters = { readonly text: string; readonly kind: 'big' | 'small' | undefined };

const sortItems = (records: readonly Item[], sort: TableSort<ItemColumn>): Item[] => {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...records].sort((a, b) => sign * (sort.column === 'id' ? a.id - b.id : a.name.localeCompare(b.name, 'es')));
};
const haystack = foldedOnce((item: Item) => item.name);
const filterItems = (records: readonly Item[], search: string, filters: ItemFilters): Item[] =>
  searchByWords(records, search, haystack).filter((item) => filters.kind === undefined || item.kind === filters.kind);
const itemFilters = (search: ItemSearch): ItemFilters => ({ text: search.search ?? '', kind: search.kind });

/** A list screen over the items: local, or paged by `server`. */
async function mount(address: string, server?: ServerTableSource<Item, ItemFilters>, options: { rowsByPosition?: boolean; staleTime?: number } = {}) {
  await activateLanguage('es');
  const rootRoute = createRootRoute();
  const listRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/list',
    validateSearch: searchValidator(itemSearch),
    component: function ItemList() {
      const search = listRoute.useSearch();
      const table = useAddressTable({
        search,
        navigate: (change, options) =>
          void router.navigate({ to: '/list', search: (previous: ItemSearch) => ({ ...previous, ...change }), replace: options.replace } as never),
        path: '/list',
        sort: { columns: COLUMNS, fallback: DEFAULT_SORT },
        filters: itemFilters,
        source: server ?? { kind: 'local', records: ITEMS, sort: sortItems, filter: filterItems },
      });
      return (
        <>
          <TextInput label="Buscar" type="search" value={table.searchBox.value} onChange={(event) => table.searchBox.change(event.currentTarget.value)} />
          <AddressTable
            table={table}
            loadingText="Cargando artículos…"
            noRecordsText="No hay artículos."
            idAccessor="id"
            rowsByPosition={options.rowsByPosition}
            columns={[
              { accessor: 'id', title: 'Id', sortable: true },
              { accessor: 'name', title: 'Nombre', sortable: true },
            ]}
          />
        </>
      );
    },
  });
  const router = createRouter({ routeTree: rootRoute.addChildren([listRoute]), history: createMemoryHistory({ initialEntries: [address] }) });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: options.staleTime ?? 0 } } });
  renderRouted(router, queryClient);
  return { router, user: userEvent.setup() };
}

const names = (): (string | null)[] =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelectorAll('td')[1]?.textContent ?? null);
/** The loader over the rows of a page on screen while another loads (the first load is the table's own). */
const coveredRows = (): boolean => document.querySelector('.address-table-loader') !== null;
const busy = (): string | null => screen.getByRole('table').closest('[aria-busy]')?.getAttribute('aria-busy') ?? null;
/** The address parameters as the route validated them. */
const address = (router: { state: { matches: readonly { search: unknown }[] } }) => router.state.matches.at(-1)?.search;

/** A promise the test settles when it wants. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

describe('a table kept in the address', () => {
  it('reads its page, page size and sort from the address', async () => {
    await mount('/list?page=2&count=25&sort-by=name&sort-order=desc');
    expect(await screen.findByText('26–50 de 60')).toBeVisible();
    expect(names()[0]).toBe('Artículo 35 Llorente');
    expect(screen.getByRole('status')).toHaveTextContent('60 resultados');
  });

  it('writes paging and sorting back to the address, leaving defaults out', async () => {
    const { router, user } = await mount('/list');
    await screen.findByText('1–5 de 60');
    await user.click(screen.getByRole('button', { name: 'Página siguiente' }));
    await waitFor(() => expect(address(router)).toEqual({ page: 2 }));
    // The rows follow the address in a deferred render.
    expect(await screen.findByText('6–10 de 60')).toBeVisible();

    await user.click(screen.getByRole('button', { name: /^Nombre/ }));
    await waitFor(() => expect(address(router)).toEqual({ 'sort-by': 'name', 'sort-order': 'asc' }));
    await waitFor(() => expect(names()[0]).toBe('Artículo 01 Ibáñez'));

    await user.click(screen.getByRole('button', { name: /^Nombre/ }));
    await waitFor(() => expect(address(router)).toEqual({ 'sort-by': 'name', 'sort-order': 'desc' }));
    await waitFor(() => expect(names()[0]).toBe('Artículo 60 García'));
  });

  it('keeps the focus on the pager through a page change, for a user who pages from the keyboard', async () => {
    const { router, user } = await mount('/list');
    await screen.findByText('1–5 de 60');
    const next = screen.getByRole('button', { name: 'Página siguiente' });
    next.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(address(router)).toEqual({ page: 2 }));
    expect(await screen.findByText('6–10 de 60')).toBeVisible();
    // The same button, still in the document and still focused: a second Enter turns the next page.
    expect(next).toBeInTheDocument();
    expect(next).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(address(router)).toEqual({ page: 3 }));
    expect(await screen.findByText('11–15 de 60')).toBeVisible();
  });

  it('sorts a newly chosen column ascending, even after a column sorted the other way', async () => {
    const { router, user } = await mount('/list?sort-by=name&sort-order=desc');
    await waitFor(() => expect(names()[0]).toBe('Artículo 60 García'));
    expect(screen.getByRole('columnheader', { name: 'Nombre' })).toHaveAttribute('aria-sort', 'descending');
    await user.click(within(screen.getByRole('columnheader', { name: 'Id' })).getByRole('button', { name: 'Id' }));
    await waitFor(() => expect(address(router)).toEqual({ 'sort-by': 'id', 'sort-order': 'asc' }));
    await waitFor(() => expect(names()[0]).toBe('Artículo 01 Ibáñez'));
    expect(screen.getByRole('columnheader', { name: 'Id' })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: 'Nombre' })).not.toHaveAttribute('aria-sort');
  });

  it('remembers the page size the user chose for the table, for the next time it opens without one', async () => {
    const first = await mount('/list');
    await screen.findByText('1–5 de 60');
    const sizes = screen.getByText('Filas por página').parentElement;
    await first.user.click(within(sizes!).getByRole('button', { name: '5' }));
    await first.user.click(await screen.findByRole('menuitem', { name: '25', hidden: true }));
    await waitFor(() => expect(address(first.router)).toEqual({ count: 25 }));
    // The rows follow in a deferred render, which may replace the pager's text as it settles.
    await waitFor(() => expect(screen.getByText('1–25 de 60')).toBeVisible());
    cleanup();

    await mount('/list');
    expect(await screen.findByText('1–25 de 60')).toBeVisible();
    expect(window.localStorage.getItem('backoffice.ui.page-size./list')).toBe('25');
  });

  it('falls back to the defaults for every malformed value of the address', async () => {
    const { router } = await mount('/list?page=abc&count=7&sort-by=colour&sort-order=up&search=%20%20&kind=huge');
    expect(await screen.findByText('1–5 de 60')).toBeVisible();
    expect(names()).toEqual(['Artículo 01 Ibáñez', 'Artículo 02 Castaño', 'Artículo 03 Núñez', 'Artículo 04 Peña', 'Artículo 05 Llorente']);
    expect(address(router)).toEqual({ count: 5 });
  });

  it('shows the last page when the address asks for a page past the end', async () => {
    await mount('/list?page=9&count=25');
    expect(await screen.findByText('51–60 de 60')).toBeVisible();
  });

  it('searches by words, ignoring case and accents, from the first page, once typing pauses', async () => {
    const { router, user } = await mount('/list?page=3');
    await screen.findByText('11–15 de 60');
    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'CASTANO 2');
    await waitFor(() => expect(address(router)).toEqual({ search: 'CASTANO 2' }));
    expect(await screen.findByText('1–4 de 4')).toBeVisible();
    expect(names()).toEqual(['Artículo 02 Castaño', 'Artículo 20 Castaño', 'Artículo 26 Castaño', 'Artículo 32 Castaño']);
    expect(screen.getByRole('status')).toHaveTextContent('4 resultados');
  });
});

describe('a table over a server-paged source', () => {
  const answering = { kind: 'server', queryKey: ['items'], fetchPage: (request: PageRequest<ItemFilters>) => Promise.resolve(pageOf(ITEMS, request)) } as const;

  it.each([
    { rowsByPosition: true, reused: true },
    { rowsByPosition: false, reused: false },
  ])('with rows by position $rowsByPosition, the next page is written into the rows drawn: $reused', async ({ rowsByPosition, reused }) => {
    const { user } = await mount('/list', answering, { rowsByPosition });
    expect(await screen.findByText('1–5 de 60')).toBeVisible();
    const drawn = screen.getAllByRole('row').slice(1);

    await user.click(screen.getByRole('button', { name: 'Página siguiente' }));
    await waitFor(() => expect(names()).toEqual(['Artículo 06 García', 'Artículo 07 Ibáñez', 'Artículo 08 Castaño', 'Artículo 09 Núñez', 'Artículo 10 Peña']));
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row, index) => row === drawn[index])).toEqual(Array.from({ length: 5 }, () => reused));
  });

  it('asks for the next page once a page has stayed on screen, and shows it at once when asked', async () => {
    const fetchPage = vi.fn((request: PageRequest<ItemFilters>): Promise<Page<Item>> => Promise.resolve(pageOf(sortItems(ITEMS, (request.sort as TableSort<ItemColumn>) ?? DEFAULT_SORT), request)));
    // The application's queries stay fresh for 30 seconds.
    const { user } = await mount('/list?sort-by=name', { kind: 'server', queryKey: ['items'], fetchPage }, { staleTime: 30_000 });
    expect(await screen.findByText('1–5 de 60')).toBeVisible();
    await waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(2));
    expect(fetchPage).toHaveBeenLastCalledWith({ page: 2, size: 5, sort: { column: 'name', direction: 'asc' }, filters: { text: '', kind: undefined } });

    // From now on the source never answers: the next page is the one already asked for.
    fetchPage.mockImplementation(() => new Promise<Page<Item>>(() => undefined));
    await user.click(screen.getByRole('button', { name: 'Página siguiente' }));
    expect(await screen.findByText('6–10 de 60')).toBeVisible();
    expect(names()).toEqual(['Artículo 06 García', 'Artículo 07 Ibáñez', 'Artículo 08 Castaño', 'Artículo 09 Núñez', 'Artículo 10 Peña']);
    expect(busy()).toBe('false');
    // And the page after it is asked for in turn.
    await waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(3));
    expect(fetchPage).toHaveBeenLastCalledWith({ page: 3, size: 5, sort: { column: 'name', direction: 'asc' }, filters: { text: '', kind: undefined } });
  });

  it('draws a page fetched ahead in the render that asks for it: the rows are never covered in between', async () => {
    const fetchPage = vi.fn((request: PageRequest<ItemFilters>): Promise<Page<Item>> => Promise.resolve(pageOf(ITEMS, request)));
    const { user } = await mount('/list', { kind: 'server', queryKey: ['items'], fetchPage }, { staleTime: 30_000, rowsByPosition: true });
    expect(await screen.findByText('1–5 de 60')).toBeVisible();
    await waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(2));
    // Every change of the rows' busy state, from the click on.
    const wrapper = screen.getByRole('table').closest('[aria-busy]')!;
    const changes: (string | null)[] = [];
    const observer = new MutationObserver((records) => changes.push(...records.map((record) => (record.target as Element).getAttribute('aria-busy'))));
    observer.observe(wrapper, { attributes: true, attributeFilter: ['aria-busy'] });

    await user.click(screen.getByRole('button', { name: 'Página siguiente' }));
    expect(await screen.findByText('6–10 de 60')).toBeVisible();
    expect(names()).toEqual(['Artículo 06 García', 'Artículo 07 Ibáñez', 'Artículo 08 Castaño', 'Artículo 09 Núñez', 'Artículo 10 Peña']);
    changes.push(...observer.takeRecords().map((record) => (record.target as Element).getAttribute('aria-busy')));
    observer.disconnect();
    expect(changes).toEqual([]);
    expect(busy()).toBe('false');
  });

  it('asks for no page after the last one', async () => {
    const fetchPage = vi.fn((request: PageRequest<ItemFilters>): Promise<Page<Item>> => Promise.resolve(pageOf(ITEMS, request)));
    await mount('/list?page=12', { kind: 'server', queryKey: ['items'], fetchPage });
    expect(await screen.findByText('56–60 de 60')).toBeVisible();
    await act(() => new Promise((resolve) => setTimeout(resolve, NEXT_PAGE_PAUSE_MS + 200)));
    expect(fetchPage.mock.calls.map(([request]) => request.page)).toEqual([12]);
  });

  it('asks the source for the page, size, sort and filters of the address', async () => {
    const fetchPage = vi.fn((request: PageRequest<ItemFilters>): Promise<Page<Item>> => {
      const filters = request.filters ?? { text: '', kind: undefined };
      return Promise.resolve(pageOf(filterItems(sortItems(ITEMS, (request.sort as TableSort<ItemColumn>) ?? DEFAULT_SORT), filters.text, filters), request));
    });
    await mount('/list?page=2&sort-by=name&sort-order=desc&kind=big&search=ibanez', { kind: 'server', queryKey: ['items'], fetchPage });
    expect(await screen.findByText('6–10 de 10')).toBeVisible();
    expect(fetchPage).toHaveBeenCalledWith({ page: 2, size: 5, sort: { column: 'name', direction: 'desc' }, filters: { text: 'ibanez', kind: 'big' } });
    expect(names()).toEqual(['Artículo 25 Ibáñez', 'Artículo 19 Ibáñez', 'Artículo 13 Ibáñez', 'Artículo 07 Ibáñez', 'Artículo 01 Ibáñez']);
  });

  it('announces loading, and keeps the previous page on screen while the next one loads', async () => {
    const answers: ReturnType<typeof deferred<Page<Item>>>[] = [];
    const fetchPage = vi.fn((_request: PageRequest<ItemFilters>) => {
      const answer = deferred<Page<Item>>();
      answers.push(answer);
      return answer.promise;
    });
    const { router, user } = await mount('/list', { kind: 'server', queryKey: ['items'], fetchPage });
    expect(await screen.findByRole('status')).toHaveTextContent('Cargando…');
    expect(busy()).toBe('true');
    expect(coveredRows()).toBe(false);

    await act(async () => {
      answers[0]!.resolve(pageOf(ITEMS, { page: 1, size: 5 }));
      await answers[0]!.promise;
    });
    expect(await screen.findByText('1–5 de 60')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('60 resultados');
    expect(busy()).toBe('false');

    await user.click(screen.getByRole('button', { name: 'Página siguiente' }));
    await waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(2));
    expect(address(router)).toEqual({ page: 2 });
    expect(fetchPage).toHaveBeenLastCalledWith({ page: 2, size: 5, sort: DEFAULT_SORT, filters: { text: '', kind: undefined } });
    expect(names()[0]).toBe('Artículo 01 Ibáñez');
    expect(screen.getByRole('status')).toHaveTextContent('Cargando…');
    expect(busy()).toBe('true');
    expect(coveredRows()).toBe(true);

    await act(async () => {
      answers[1]!.resolve(pageOf(ITEMS, { page: 2, size: 5 }));
      await answers[1]!.promise;
    });
    await waitFor(() => expect(names()[0]).toBe('Artículo 06 García'));
    expect(screen.getByText('6–10 de 60')).toBeVisible();
    expect(within(screen.getByRole('status')).getByText('60 resultados')).toBeInTheDocument();
    expect(busy()).toBe('false');
    expect(coveredRows()).toBe(false);
  });
});
