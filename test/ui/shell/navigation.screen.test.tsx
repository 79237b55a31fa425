import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startApp } from '../../support/app-harness';

/** The side navigation's links: name and address, in screen order. */
const links = (): string[][] =>
  within(screen.getByRole('navigation', { name: 'Navegación principal' }))
    .getAllByRole('link')
    .map((link) => [link.textContent ?? '', link.getAttribute('href') ?? '']);

describe('the side navigation, made from the registered contexts', () => {
  it('links the back-office user to every screen of the registry, in its order', async () => {
    await startApp({ signInAs: 'backoffice', at: '#/app-h/dashboard' });
    await screen.findByText('Hola, Beatriz Ortega (backoffice).');
    expect(links()).toEqual([
      ['Escritorio', '/#/app-h/dashboard'],
      ['Entidades', '/#/app-h/backoffice/admin'],
      ['Catálogo', '/#/app-h/backoffice/catalog'],
      ['Meses de campaña', '/#/app-h/backoffice/campaigns/monthList'],
      ['Informes de campañas', '/#/app-h/backoffice/campaignReports'],
      ['Plantillas de campaña', '/#/app-h/backoffice/campaignTemplateList'],
    ]);
  });

  it('opens a screen from its entry', async () => {
    const app = await startApp({ signInAs: 'backoffice', at: '#/app-h/dashboard' });
    await screen.findByText('Hola, Beatriz Ortega (backoffice).');
    await app.user.click(within(screen.getByRole('navigation', { name: 'Navegación principal' })).getByRole('link', { name: 'Meses de campaña' }));
    await waitFor(() => expect(window.location.hash).toBe('#/app-h/backoffice/campaigns/monthList'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Meses de campaña' })).toBeVisible();
  });

  it('shows a pharmacist the dashboard only', async () => {
    await startApp({ signInAs: 'farmacia', at: '#/app-h/dashboard' });
    await screen.findByText('Hola, Carmen Llorente. Estás trabajando en Farmacia Llorente.');
    expect(links()).toEqual([['Escritorio', '/#/app-h/dashboard']]);
  });
});
