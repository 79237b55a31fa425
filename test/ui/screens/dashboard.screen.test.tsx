import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startApp } from '../../support/app-harness';
import { DEMO_FAULT } from '../../support/demo-faults';

/** The tiles shown, by their test id, in screen order. */
const tiles = (): string[] => [...document.querySelectorAll('[data-testid^="tile-"]')].map((tile) => tile.getAttribute('data-testid') ?? '');

describe('dashboard screen', () => {
  it('shows the pharmacist of Farmacia Llorente every tile her rights and modules allow, with their addresses', async () => {
    await startApp({ signInAs: 'farmacia', at: '#/app-h/dashboard' });
    expect(await screen.findByTestId('tile-myWeb')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Escritorio' })).toBeVisible();
    expect(screen.getByText('Hola, Carmen Llorente. Estás trabajando en Farmacia Llorente.')).toBeVisible();
    expect(tiles()).toEqual(['tile-bi', 'tile-evoCrm', 'tile-evoMarketing', 'tile-crossSelling', 'tile-myWeb', 'tile-timetables', 'tile-expressOrders', 'tile-appointments', 'tile-spd']);
    expect(within(screen.getByRole('group', { name: 'Informes de Business Intelligence' })).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Ventas', '#/app-h/entityNewReport?type=bi-sales'],
      ['Stock', '#/app-h/entityNewReport?type=bi-stocks'],
      ['Marketing', '#/app-h/entityNewReport?type=bi-marketing'],
    ]);
    const web = within(screen.getByTestId('tile-myWeb')).getByRole('link');
    expect(web).toHaveAccessibleName('Mi web La web de la farmacia, en una pestaña nueva. (se abre en una pestaña nueva)');
    expect([web.getAttribute('href'), web.getAttribute('target')]).toEqual(['https://farmacia-llorente.es', '_blank']);
    expect(within(screen.getByTestId('tile-evoCrm')).getByRole('link')).toHaveAttribute('href', '#/app-h/crm/crm-menu');
  });

  it('opens the entity list from the back-office tile', async () => {
    const app = await startApp({ signInAs: 'backoffice', at: '#/app-h/dashboard' });
    expect(await screen.findByText('Hola, Beatriz Ortega (backoffice).')).toBeVisible();
    expect(tiles()).toEqual(['tile-legacyReports', 'tile-bi', 'tile-admin', 'tile-jobs', 'tile-pion', 'tile-webManager', 'tile-managementCampaigns']);
    await app.user.click(within(screen.getByTestId('tile-admin')).getByRole('link', { name: /^Entidades/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Entidades' })).toBeVisible();
    expect(window.location.hash).toBe('#/app-h/backoffice/admin');
    expect(await screen.findByText('48 de 48 farmacias')).toBeVisible();
  });

  it('hides the back-office tiles and shows them again', async () => {
    const app = await startApp({ signInAs: 'backoffice', at: '#/app-h/dashboard' });
    await app.user.click(await screen.findByRole('button', { name: 'Ocultar' }));
    expect(screen.getByRole('button', { name: 'Mostrar' })).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(screen.getByTestId('tile-admin')).not.toBeVisible());
    await app.user.click(screen.getByRole('button', { name: 'Mostrar' }));
    await waitFor(() => expect(screen.getByTestId('tile-admin')).toBeVisible());
  });

  it("says which tiles are missing when the pharmacy's services cannot be loaded, and shows them on retry", async () => {
    const app = await startApp({ signInAs: 'farmacia', at: '#/app-h/dashboard', faults: { [DEMO_FAULT.dashboardPharmacyProfile]: 500 } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Algunos accesos no están disponiblesNo se han podido cargar los servicios de la farmacia. Los accesos que dependen de ellos no se muestran.Reintentar');
    expect(tiles()).toEqual(['tile-evoCrm', 'tile-evoMarketing', 'tile-crossSelling', 'tile-timetables']);
    app.heal();
    await app.user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByTestId('tile-myWeb')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
