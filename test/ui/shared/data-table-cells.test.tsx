import { render } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { MantineProvider } from '@mantine/core';
import { DataTable as LibraryDataTable, type DataTableColumn } from 'mantine-datatable';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '@ui/i18n/i18n';
import { DataTable } from '@ui/shared/data-table';

interface Client {
  readonly id: number;
  readonly name: string;
  readonly email: string;
  readonly address: { readonly city: string };
  readonly points: number;
  readonly tags: readonly string[];
}

const CLIENTS: readonly Client[] = [
  { id: 1, name: 'Lucía Ibáñez', email: 'lucia@correo.es', address: { city: 'Alcalá' }, points: 120, tags: ['erp', 'tienda'] },
  { id: 2, name: '<b>Peña</b> & hijos', email: 'pena@correo.es', address: { city: 'Toledo' }, points: 0, tags: [] },
];

/** Every column feature the screens use: widths, alignment, no wrap, ellipsis, nested accessors, renders, own attributes and classes, a hidden column. */
const COLUMNS: DataTableColumn<Client>[] = [
  { accessor: 'name', title: 'Nombre' },
  { accessor: 'email', title: 'Email', ellipsis: true, customCellAttributes: (client) => ({ title: client.email }) },
  { accessor: 'address.city', title: 'Ciudad', noWrap: true, width: 120 },
  { accessor: 'points', title: 'Puntos', textAlign: 'right', width: '6rem', cellsClassName: (client) => (client.points === 0 ? 'sin-puntos' : '') },
  { accessor: 'tags', title: 'Origen', render: (client) => <span className="tags">{client.tags.join(', ')}</span> },
  { accessor: 'id', title: 'Id', hidden: true },
  { accessor: 'actions', title: '', textAlign: 'center', render: (client) => <button type="button">Ver {client.name}</button> },
];

/** The product table labels each cell with its column's title for the phone's card layout; the library's own table is given the same attribute. */
const LABELLED: DataTableColumn<Client>[] = COLUMNS.map((column) => ({
  ...column,
  customCellAttributes: (record, index) => ({ 'data-label': typeof column.title === 'string' ? column.title : '', ...column.customCellAttributes?.(record, index) }),
}));

function bodyOf(table: React.ReactNode): string {
  const { container, unmount } = render(
    <I18nProvider i18n={i18n}>
      <MantineProvider>{table}</MantineProvider>
    </I18nProvider>,
  );
  const body = container.querySelector('tbody')?.innerHTML ?? '';
  unmount();
  return body;
}

describe('the data table’s rows', () => {
  it('draw the same cells as the library’s, as plain elements', async () => {
    await activateLanguage('es');
    const props = { idAccessor: 'id' as const, records: [...CLIENTS], striped: true, highlightOnHover: true, rowStyle: (client: Client) => (client.points === 0 ? { opacity: 0.8 } : undefined) };
    const library = bodyOf(<LibraryDataTable<Client> {...props} columns={LABELLED} />);
    const product = bodyOf(<DataTable<Client> {...props} columns={COLUMNS} />);
    expect(library).toContain('<td class="m_4e7aa4ef mantine-Table-td mantine-datatable-nowrap mantine-datatable-ellipsis" data-label="Email" title="lucia@correo.es">lucia@correo.es</td>');
    expect(product).toBe(library);
    expect(product).toContain('&lt;b&gt;Peña&lt;/b&gt; &amp; hijos');
  });

  it('keep the library’s cells where a table asks for what plain cells do not draw', async () => {
    await activateLanguage('es');
    const columns: DataTableColumn<Client>[] = [{ accessor: 'name', title: 'Nombre', visibleMediaQuery: '(min-width: 1px)' }];
    const library = bodyOf(<LibraryDataTable<Client> idAccessor="id" records={[...CLIENTS]} columns={columns.map((column) => ({ ...column, customCellAttributes: () => ({ 'data-label': 'Nombre' }) }))} />);
    // The test's screen does not match the query: the library draws the rows without that cell.
    expect(library).toMatch(/^<tr [^>]*><\/tr><tr [^>]*><\/tr>$/);
    expect(bodyOf(<DataTable<Client> idAccessor="id" records={[...CLIENTS]} columns={columns} />)).toBe(library);
  });
});
