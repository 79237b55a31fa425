import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { activateLanguage, i18n } from '@ui/i18n/i18n';
import { DataTable, type DataTableColumn, type DataTableSortStatus } from '@ui/shared/data-table';

interface Order {
  readonly id: number;
  readonly pharmacy: string;
  readonly price: number;
}

const ORDERS: readonly Order[] = [
  { id: 4237, pharmacy: 'Farmacia Llorente', price: 12.5 },
  { id: 4245, pharmacy: 'Farmacia del Carmen', price: 8 },
];

const COLUMNS: DataTableColumn<Order>[] = [
  { accessor: 'id', title: 'Pedido', sortable: true },
  { accessor: 'pharmacy', title: 'Farmacia', sortable: true },
  { accessor: 'price', title: 'Importe', sortable: true, textAlign: 'right' },
  { accessor: 'actions', title: 'Acciones', render: (order) => <button type="button">Ver {order.id}</button> },
];

/** A table whose sort lives in its own state, as the address keeps it for a list; `changes` hears every change. */
function SortedTable({ initial, changes }: { readonly initial: DataTableSortStatus<Order>; readonly changes: (status: DataTableSortStatus<Order>) => void }) {
  const [sortStatus, setSortStatus] = useState(initial);
  return (
    <DataTable<Order>
      idAccessor="id"
      records={[...ORDERS]}
      columns={COLUMNS}
      sortStatus={sortStatus}
      onSortStatusChange={(status) => {
        changes(status);
        setSortStatus(status);
      }}
    />
  );
}

async function mount(initial: DataTableSortStatus<Order>) {
  await activateLanguage('es');
  const changes = vi.fn<(status: DataTableSortStatus<Order>) => void>();
  render(
    <I18nProvider i18n={i18n}>
      <MantineProvider>
        <SortedTable initial={initial} changes={changes} />
      </MantineProvider>
    </I18nProvider>,
  );
  return { changes, user: userEvent.setup() };
}

const header = (name: string): HTMLElement => screen.getByRole('columnheader', { name });

describe('the sortable headers of the data table', () => {
  it('are column headers holding a button, the sort state on the cell', async () => {
    await mount({ columnAccessor: 'pharmacy', direction: 'asc' });
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Pedido', 'Farmacia', 'Importe', 'Acciones']);
    expect(header('Farmacia')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Pedido')).not.toHaveAttribute('aria-sort');
    expect(header('Importe')).not.toHaveAttribute('aria-sort');
    for (const name of ['Pedido', 'Farmacia', 'Importe']) {
      expect(header(name)).not.toHaveAttribute('role');
      expect(header(name)).not.toHaveAttribute('tabindex');
      expect(within(header(name)).getByRole('button', { name })).toBeVisible();
    }
    expect(within(header('Acciones')).queryByRole('button')).toBeNull();
    expect(document.querySelectorAll('thead [role="button"]')).toHaveLength(0);
  });

  it('sort with Enter and with Space on the button, turning the sorted column around', async () => {
    const { changes, user } = await mount({ columnAccessor: 'pharmacy', direction: 'asc' });
    within(header('Farmacia')).getByRole('button').focus();
    await user.keyboard('{Enter}');
    expect(changes).toHaveBeenLastCalledWith({ columnAccessor: 'pharmacy', direction: 'desc' });
    expect(header('Farmacia')).toHaveAttribute('aria-sort', 'descending');
    await user.keyboard(' ');
    expect(changes).toHaveBeenLastCalledWith({ columnAccessor: 'pharmacy', direction: 'asc' });
    expect(header('Farmacia')).toHaveAttribute('aria-sort', 'ascending');
    expect(changes).toHaveBeenCalledTimes(2);
  });

  it('start a newly chosen column ascending, whatever the direction of the column sorted before', async () => {
    const { changes, user } = await mount({ columnAccessor: 'pharmacy', direction: 'desc' });
    await user.click(within(header('Importe')).getByRole('button'));
    expect(changes).toHaveBeenLastCalledWith({ columnAccessor: 'price', direction: 'asc' });
    expect(header('Importe')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Farmacia')).not.toHaveAttribute('aria-sort');
    await user.click(within(header('Importe')).getByRole('button'));
    expect(changes).toHaveBeenLastCalledWith({ columnAccessor: 'price', direction: 'desc' });
    await user.click(within(header('Pedido')).getByRole('button'));
    expect(changes).toHaveBeenLastCalledWith({ columnAccessor: 'id', direction: 'asc' });
  });
});
