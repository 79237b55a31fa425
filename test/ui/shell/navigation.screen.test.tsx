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
    // The registry's first screens in its order; screens added later follow them (checked below).
    expect(links().slice(0, 11)).toEqual([
      ['Escritorio', '/#/app-h/dashboard'],
      ['Gestión de campañas', '/#/app-h/backoffice/campaigns/managementCampaigns'],
      ['Entidades', '/#/app-h/backoffice/admin'],
      ['Catálogo', '/#/app-h/backoffice/catalog'],
      ['Meses de campaña', '/#/app-h/backoffice/campaigns/monthList'],
      ['Informes de campañas', '/#/app-h/backoffice/campaignReports'],
      ['Plantillas de campaña', '/#/app-h/backoffice/campaignTemplateList'],
      ['Segmentos', '/#/app-h/backoffice/segmentsList'],
      ['Campañas sanitarias', '/#/app-h/backoffice/healthcareCampaignsList'],
      ['Campañas promocionales', '/#/app-h/backoffice/promotionalCampaignsList'],
      ['Calendario de campañas', '/#/app-h/backoffice/campaigns/calendarCampaigns'],
    ]);
    expect(links()).toEqual(
      expect.arrayContaining([
        ['Trabajos', '/#/app-h/backoffice/jobs'],
        ['Catálogo y tiendas', '/#/app-h/backoffice/catalog-manager'],
      ]),
    );
  });

  it('opens a screen from its entry', async () => {
    const app = await startApp({ signInAs: 'backoffice', at: '#/app-h/dashboard' });
    await screen.findByText('Hola, Beatriz Ortega (backoffice).');
    await app.user.click(within(screen.getByRole('navigation', { name: 'Navegación principal' })).getByRole('link', { name: 'Meses de campaña' }));
    await waitFor(() => expect(window.location.hash).toBe('#/app-h/backoffice/campaigns/monthList'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Meses de campaña' })).toBeVisible();
  });

  it('shows a pharmacist her screens only: the dashboard, the campaigns, the segmentation, the CRM, the timetables and the express orders', async () => {
    await startApp({ signInAs: 'farmacia', at: '#/app-h/dashboard' });
    await screen.findByText('Hola, Carmen Llorente. Estás trabajando en Farmacia Llorente.');
    expect(links()).toEqual([
      ['Escritorio', '/#/app-h/dashboard'],
      ['Informes', '/#/app-h/mainpanel'],
      ['Campañas', '/#/app-h/campaigns/listCampaigns'],
      ['Segmentación', '/#/app-h/segmentations'],
      ['CRM', '/#/app-h/crm/crm-menu'],
      ['Horarios', '/#/app-h/timetables'],
      ['Pedido exprés', '/#/app-h/pharmacy/express'],
    ]);
  });
});

describe('where am I', () => {
  it('shows a breadcrumb back to the list on the template form, with the list kept highlighted in the navigation', async () => {
    const app = await startApp({ signInAs: 'backoffice', at: '#/app-h/campaignTemplates/saveCampaignTemplate/4' });
    await screen.findByRole('heading', { level: 1, name: 'Editar plantilla de campaña' });
    const trail = screen.getByRole('navigation', { name: 'Estás en' });
    expect(trail).toHaveTextContent('Plantillas de campaña›Plantilla de campaña');
    expect(within(trail).getByText('Plantilla de campaña')).toHaveAttribute('aria-current', 'page');
    const navigation = within(screen.getByRole('navigation', { name: 'Navegación principal' }));
    expect(navigation.getByRole('link', { name: 'Plantillas de campaña' })).toHaveAttribute('data-active', 'true');
    expect(navigation.getByRole('link', { name: 'Entidades' })).not.toHaveAttribute('data-active');
    await app.user.click(within(trail).getByRole('link', { name: 'Plantillas de campaña' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Plantillas de campaña' })).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Estás en' })).toBeNull();
  });

  it('keeps the highlight on the entry the address is under, and moves it with the address', async () => {
    const app = await startApp({ signInAs: 'farmacia', at: '#/app-h/mainpanel/sales' });
    await screen.findByRole('heading', { level: 1, name: /^Ventas · / });
    const navigation = within(screen.getByRole('navigation', { name: 'Navegación principal' }));
    const highlighted = () => navigation.getAllByRole('link').filter((link) => link.getAttribute('data-active') === 'true').map((link) => link.textContent);
    expect(highlighted()).toEqual(['Informes']);
    await app.user.click(await screen.findByRole('link', { name: 'Ver informe' }));
    await screen.findByRole('heading', { level: 1, name: /^Informe de ventas · / });
    expect(highlighted()).toEqual(['Informes']);
    await app.user.click(navigation.getByRole('link', { name: 'Segmentación' }));
    await waitFor(() => expect(highlighted()).toEqual(['Segmentación']));
    await app.user.click(navigation.getByRole('link', { name: 'Escritorio' }));
    await waitFor(() => expect(highlighted()).toEqual(['Escritorio']));
  });

  it('offers a skip link as the first stop of the keyboard, which moves the focus to the screen', async () => {
    const app = await startApp({ signInAs: 'backoffice', at: '#/app-h/dashboard' });
    await screen.findByText('Hola, Beatriz Ortega (backoffice).');
    document.body.focus();
    await app.user.tab();
    const skip = screen.getByRole('link', { name: 'Saltar al contenido' });
    expect(skip).toHaveFocus();
    await app.user.keyboard('{Enter}');
    expect(document.getElementById('main-content')).toHaveFocus();
    expect(window.location.hash).toBe('#/app-h/dashboard');
  });

  it('gives every page a document title, the not-found page included', async () => {
    await startApp({ signInAs: 'backoffice', at: '#/app-h/backoffice/campaigns/monthList' });
    await screen.findByRole('heading', { level: 1, name: 'Meses de campaña' });
    await waitFor(() => expect(document.title).toBe('[PREV] Backoffice Farmacias · Meses de campaña'));
    window.location.hash = '#/app-h/no-existe';
    expect(await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('[PREV] Backoffice Farmacias · Página no encontrada'));
  });
});
