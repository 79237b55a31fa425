import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { ClientData, ClientDirectory, ClientSale } from '@domain/segmentation';
import { ApiError } from '@domain/shared-kernel';
import { createQueryClient } from '@ui/app/query-client';
import { activateLanguage } from '@ui/i18n/i18n';
import { ClientPanel } from '@ui/segmentation/client-panel';
import { clientQueries } from '@ui/segmentation/client.queries';
import type { UiServices } from '@ui/shared/ui-services';
import { UiServicesProvider } from '@ui/shared/ui-services-context';
import { deferred } from '../../support/ui-hooks';

const sale = (day: number, total: number, description: string, familyName: string, superFamilyName: string): ClientSale => ({
  date: `2026-11-${String(day).padStart(2, '0')}T10:00:00+01:00`,
  total,
  description,
  familyName,
  superFamilyName,
});

/** Six sales, newest first: the sixth (the oldest) is alone on the second page. */
const SIX_SALES: readonly ClientSale[] = [
  sale(20, 12.5, 'Vitamina D Cinfa 50 ml', 'Complementos vitamínicos', 'Nutrición'),
  sale(18, 1234.5, 'Fotoprotector SPF 50 Isdin 200 ml', 'Protección solar', 'Dermocosmética'),
  sale(15, 8.95, 'Pasta dental Lacer pack ahorro', 'Higiene bucal', 'Higiene'),
  sale(12, 20, 'Magnesio Arkopharma 50 ml', 'Complementos vitamínicos', 'Nutrición'),
  sale(9, 4.1, 'Ibuprofeno 400 mg Cinfa 50 ml', 'Analgésicos', 'Salud'),
  sale(3, 30.25, 'Champú anticaspa Vichy 200 ml', 'Cabello', 'Higiene'),
];

const ANA: ClientData = {
  erp: {
    name: 'Ana García López',
    sales: SIX_SALES,
    points: 340,
    idCode: '12345678Z',
    loyalty: 'FID123456',
    address: 'Calle Mayor, 3',
    city: 'Madrid',
    state: 'Madrid',
    postalCode: '28013',
    email: 'ana.garcia@correo.es',
    phone: '612345678',
    birthday: '1980-05-12',
    sex: 'female',
    lopdSigned: true,
  },
  ds: new Map([
    ['billing_city', 'Madrid'],
    ['billing_company', 'Farmacia Ana'],
  ]),
  hash: { sex: 'female', birthday: '1980-05-12', loyalty: 'FID123456', crmId: '5f1c0ffee0ddba11ab1e5eed', name: 'Ana García López' },
};

/** A client without consent, as the server obfuscates them, with no sales, shop data or CRM hash. */
const HIDDEN: ClientData = {
  erp: {
    name: 'L*** P****',
    sales: [],
    points: null,
    idCode: '******78Z',
    loyalty: '',
    address: '*************, 3',
    city: 'Sevilla',
    state: 'Sevilla',
    postalCode: '41001',
    email: 'l***@correo.es',
    phone: '******678',
    birthday: '**********',
    sex: 'male',
    lopdSigned: false,
  },
  ds: undefined,
  hash: undefined,
};

/** Renders the panel for `clientId` (closed when null) over a client directory that answers `clientData`. */
function mount(clientData: ClientDirectory['clientData'], clientId: string | null = '10001') {
  const clients = { clientData: vi.fn(clientData) };
  // The client has not answered the loyalty-CRM form (its answers have a screen test of their own).
  const crm = { responseByMember: vi.fn(() => Promise.resolve(undefined)) };
  const services = { clients, crm } as unknown as UiServices;
  const onClose = vi.fn();
  const queryClient = createQueryClient();
  const view = render(
    <I18nProvider i18n={i18n}>
      <MantineProvider>
        <QueryClientProvider client={queryClient}>
          <UiServicesProvider services={services}>
            <ClientPanel eid={701} clientId={clientId ?? undefined} onClose={onClose} />
          </UiServicesProvider>
        </QueryClientProvider>
      </MantineProvider>
    </I18nProvider>,
  );
  return { clients, onClose, queryClient, view };
}

/** The value shown for `term` in the definition list of `section`. */
function valueOf(section: HTMLElement, term: string): string {
  const dt = within(section)
    .getAllByText(term, { selector: 'dt' })
    .at(0);
  return dt?.nextElementSibling?.textContent ?? '';
}

/** The texts of the sales table's body rows. */
function saleRows(): string[][] {
  const table = screen.getByRole('table', { name: /Ventas del cliente/ });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent ?? ''));
}

describe('the client panel', () => {
  it('loads the client of the pharmacy it is opened for and shows its data, sales and profile', async () => {
    await activateLanguage('es');
    const { clients } = mount(() => Promise.resolve(ANA));
    expect(await screen.findByRole('dialog', { name: 'Ficha del cliente' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Ana García López' })).toBeInTheDocument();
    expect(clients.clientData).toHaveBeenCalledWith(701, '10001');

    const general = screen.getByRole('region', { name: 'Datos generales' });
    expect(valueOf(general, 'Nombre')).toBe('Ana García López');
    expect(valueOf(general, 'Email')).toBe('ana.garcia@correo.es');
    expect(valueOf(general, 'Teléfono')).toBe('612345678');
    expect(valueOf(general, 'Dirección')).toBe('Calle Mayor, 3, 28013 Madrid, Madrid');
    expect(valueOf(general, 'Fecha de nacimiento')).toBe('12/05/1980');
    expect(valueOf(general, 'Sexo')).toBe('Mujer');
    expect(valueOf(general, 'Tarjeta de fidelización')).toBe('FID123456');
    expect(valueOf(general, 'Puntos')).toBe('340');
    expect(valueOf(general, 'Consentimiento de protección de datos firmado')).toBe('Sí');
    expect(valueOf(general, 'Id en el CRM')).toBe('5f1c0ffee0ddba11ab1e5eed');

    const erp = screen.getByRole('region', { name: 'Datos del ERP' });
    expect(valueOf(erp, 'Código de identificación')).toBe('12345678Z');
    expect(valueOf(erp, 'Compras')).toBe('6');
    expect(valueOf(erp, 'Importe total de las compras')).toBe('1.310,30 €');
    expect(valueOf(erp, 'Última compra')).toBe('20/11/2026');

    const digital = screen.getByRole('region', { name: 'Datos de servicios digitales' });
    expect(valueOf(digital, 'billing_city')).toBe('Madrid');
    expect(valueOf(digital, 'billing_company')).toBe('Farmacia Ana');

    expect(screen.getByRole('table', { name: 'Ventas del cliente, página 1 de 2' })).toBeInTheDocument();
    expect(saleRows()).toEqual([
      ['20/11/2026', 'Vitamina D Cinfa 50 ml', 'Complementos vitamínicos', 'Nutrición', '12,50 €'],
      ['18/11/2026', 'Fotoprotector SPF 50 Isdin 200 ml', 'Protección solar', 'Dermocosmética', '1.234,50 €'],
      ['15/11/2026', 'Pasta dental Lacer pack ahorro', 'Higiene bucal', 'Higiene', '8,95 €'],
      ['12/11/2026', 'Magnesio Arkopharma 50 ml', 'Complementos vitamínicos', 'Nutrición', '20,00 €'],
      ['09/11/2026', 'Ibuprofeno 400 mg Cinfa 50 ml', 'Analgésicos', 'Salud', '4,10 €'],
    ]);

    const profile = screen.getByRole('region', { name: 'Perfil del cliente' });
    const ranking = (name: string) => within(within(profile).getByRole('list', { name })).getAllByRole('listitem').map((item) => item.textContent);
    expect(ranking('Familias principales')).toEqual(['Protección solar', 'Complementos vitamínicos', 'Cabello']);
    expect(ranking('Superfamilias principales')).toEqual(['Dermocosmética', 'Higiene', 'Nutrición']);
    expect(ranking('Productos principales')).toEqual(['Fotoprotector SPF 50 Isdin 200 ml', 'Champú anticaspa Vichy 200 ml', 'Magnesio Arkopharma 50 ml']);
  });

  it('pages the sales 5 at a time: the sixth is on the second page', async () => {
    await activateLanguage('es');
    mount(() => Promise.resolve(ANA));
    await screen.findByRole('heading', { name: 'Ana García López' });
    const pages = screen.getByRole('navigation', { name: 'Páginas de las ventas' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Página 2' }));
    expect(screen.getByRole('table', { name: 'Ventas del cliente, página 2 de 2' })).toBeInTheDocument();
    expect(saleRows()).toEqual([['03/11/2026', 'Champú anticaspa Vichy 200 ml', 'Cabello', 'Higiene', '30,25 €']]);
    expect(within(pages).getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(pages).getByRole('button', { name: 'Página anterior' }));
    expect(saleRows()).toHaveLength(5);
  });

  it('shows a loader while the client loads', async () => {
    await activateLanguage('es');
    const answer = deferred<ClientData>();
    mount(() => answer.promise);
    expect(await screen.findByRole('status', { name: 'Cargando los datos del cliente…' })).toBeInTheDocument();
    answer.resolve(ANA);
    expect(await screen.findByRole('heading', { name: 'Ana García López' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Cargando los datos del cliente…' })).toBeNull();
  });

  it("says the client's data could not be obtained, and shows them once a retry succeeds", async () => {
    await activateLanguage('es');
    let calls = 0;
    const { clients } = mount(() => (++calls === 1 ? Promise.reject(new ApiError('http', 500, 'HTTP 500')) : Promise.resolve(ANA)));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Lo sentimos, ha ocurrido un error obteniendo los datos del usuario');
    expect(clients.clientData).toHaveBeenCalledTimes(1);
    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Ana García López' })).toBeInTheDocument();
    expect(clients.clientData).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the values of a client without consent as the server gives them, hides the birthday and the sex, and says there are no sales', async () => {
    await activateLanguage('es');
    mount(() => Promise.resolve(HIDDEN), '10002');
    expect(await screen.findByRole('heading', { name: 'L*** P****' })).toBeInTheDocument();
    const general = screen.getByRole('region', { name: 'Datos generales' });
    expect(valueOf(general, 'Email')).toBe('l***@correo.es');
    expect(valueOf(general, 'Teléfono')).toBe('******678');
    expect(valueOf(general, 'Dirección')).toBe('*************, 3, 41001 Sevilla, Sevilla');
    // The rule for a client without consent (ADR 27) leaves these out, whatever the server sent.
    expect(valueOf(general, 'Fecha de nacimiento')).toBe('No se muestra sin consentimiento');
    expect(valueOf(general, 'Sexo')).toBe('No se muestra sin consentimiento');
    expect(screen.queryByText('Hombre')).toBeNull();
    expect(valueOf(general, 'Tarjeta de fidelización')).toBe('No consta');
    expect(valueOf(general, 'Puntos')).toBe('No consta');
    expect(valueOf(general, 'Consentimiento de protección de datos firmado')).toBe('No');
    expect(screen.getByText('Sin consentimiento')).toBeInTheDocument();
    expect(valueOf(screen.getByRole('region', { name: 'Datos del ERP' }), 'Código de identificación')).toBe('******78Z');
    expect(within(screen.getByRole('region', { name: 'Datos de servicios digitales' })).getByText('El cliente no tiene datos en los servicios digitales.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Ventas' })).getByText('El cliente no tiene ventas.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Perfil del cliente' })).getAllByText('Sin compras')).toHaveLength(3);
  });

  it('stays closed without a client, and asks to close from its close button', async () => {
    await activateLanguage('es');
    const closed = mount(() => Promise.resolve(ANA), null);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(closed.clients.clientData).not.toHaveBeenCalled();
    closed.view.unmount();

    const { onClose } = mount(() => Promise.resolve(ANA));
    const dialog = await screen.findByRole('dialog', { name: 'Ficha del cliente' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("keys a client's data by pharmacy and client", async () => {
    await activateLanguage('es');
    const { queryClient } = mount(() => Promise.resolve(ANA));
    await screen.findByRole('heading', { name: 'Ana García López' });
    await waitFor(() => expect(queryClient.getQueryData(clientQueries.dataKey(701, '10001'))).toBe(ANA));
    expect(clientQueries.dataKey(701, '10001')).toEqual(['segmentation', 'clients', 701, 'panel', '10001']);
  });
});
