import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '@ui/i18n/i18n';
import { AddressTable } from '@ui/shared/table/address-table';
import { useAddressTable } from '@ui/shared/table/use-address-table';
import { searchValidator, tableSearchEntries } from '@ui/shared/table-search';
import { renderRouted } from '../../support/ui-hooks';

/** How the data table's code arrives: after `failures` failed fetches, once `arrival` settles. */
const code = vi.hoisted(() => ({ failures: 0, arrival: Promise.resolve() }));
vi.mock('@ui/shared/table/address-table-view', async (importOriginal) => {
  if (code.failures > 0) {
    code.failures -= 1;
    throw new TypeError('Failed to fetch dynamically imported module');
  }
  await code.arrival;
  return importOriginal();
});

// The table scrolls back to its top when the page changes; jsdom elements cannot scroll.
Element.prototype.scrollTo ??= () => undefined;

interface Item {
  readonly id: number;
  readonly name: string;
}
const ITEMS: readonly Item[] = [
  { id: 1, name: 'Ibuprofeno' },
  { id: 2, name: 'Paracetamol' },
];
const COLUMNS = ['id', 'name'] as const;

/** A screen with a title and a table of two items. */
async function mount() {
  await activateLanguage('es');
  const rootRoute = createRootRoute();
  const listRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/list',
    validateSearch: searchValidator(tableSearchEntries(COLUMNS)),
    component: function ItemList() {
      const search = listRoute.useSearch();
      const table = useAddressTable({
        search,
        navigate: () => undefined,
        path: '/list',
        source: { kind: 'local', records: ITEMS },
      });
      return (
        <>
          <h1>Artículos</h1>
          <AddressTable table={table} loadingText="Cargando artículos…" noRecordsText="No hay artículos." idAccessor="id" columns={[{ accessor: 'name', title: 'Nombre' }]} />
        </>
      );
    },
  });
  const router = createRouter({ routeTree: rootRoute.addChildren([listRoute]), history: createMemoryHistory({ initialEntries: ['/list'] }) });
  renderRouted(router, new QueryClient());
  return userEvent.setup();
}

/** A promise the test settles when it wants. */
function held() {
  let settle: () => void = () => undefined;
  const promise = new Promise<void>((resolve) => (settle = resolve));
  return { promise, settle };
}

describe('a table whose code arrives after the screen', () => {
  it('draws the screen without it, says when its code could not be loaded, and shows its loading box, then the table', async () => {
    code.failures = 2;
    const user = await mount();
    expect(await screen.findByRole('heading', { name: 'Artículos' })).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se ha podido cargar la tabla. Comprueba tu conexión y vuelve a intentarlo.');
    expect(screen.queryByRole('table')).toBeNull();

    // Still no connection: the same message again.
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No se ha podido cargar la tabla.');
    expect(code.failures).toBe(0);

    // The connection is back, the code on its way: the table's place is busy and says what loads.
    const arrival = held();
    code.arrival = arrival.promise;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    const box = (await screen.findByText('Cargando artículos…')).closest('[aria-busy]');
    expect(box).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();

    await act(async () => {
      arrival.settle();
      await arrival.promise;
    });
    expect(await screen.findByRole('cell', { name: 'Paracetamol' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Ibuprofeno' })).toBeInTheDocument();
    expect(screen.queryByText('Cargando artículos…')).toBeNull();
  });
});
