import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startApp } from '../../support/app-harness';
import { DEMO_FAULT } from '../../support/demo-faults';

/** The tiles shown, by their test id, in screen order. */
const tiles = (): string[] => [...document.querySelectorAll('[data-testid^="tile-"]')].map((tile) => tile.getAttribute('data-testid') ?? '');

describe('dashboard screen', () => {
  it('shows the pharmacist of Farmacia Llorente the tiles her rights and modules allow whose screens exist, with their addresses', async () => {
    await startApp({ signInAs: 'farmacia', at: '#/app-h/dashboard' });
    expect(await screen.findByTestId('tile-myWeb')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Escritorio' })).toBeVisible();
    expect(screen.getByText('Hola, Carmen Llorente. Estás trabajando en Farmacia Llorente.')).toBeVisible();
    // Every tile leads to a screen of the application, never to 'Página no encontrada'.
    expect(tiles()).toEqual(['tile-bi', 'tile-evoCrm', 'tile-evoMarketing', 'tile-myWeb', 'tile-timetables', 'tile-expressOrders', 'tile-appointments', 'tile-spd']);
    expect(within(screen.getByTestId('tile-bi')).getByRole('link', { name: 'Stock' })).toHaveAttribute('href', '#/app-h/entityNewReport?type=bi-stocks');
    expect(within(screen.getByTestId('tile-evoMarketing')).getByRole('link')).toHaveAttribute('href', '#/app-h/campaigns/listCampaigns');
    expect(within(screen.getByTestId('tile-timetables')).getByRole('link')).toHaveAttribute('href', '#/app-h/timetables');
    expect(within(screen.getByTestId('tile-expressOrders')).getByRole('link')).toHaveAttribute('href', '#/app-h/pharmacy/express');
    // She has the loyalty module: her EvoCRM tile opens the CRM menu (spec 2 §6).
    expect(within(screen.getByTestId('tile-evoCrm')).getByRole('link')).toHaveAttribute('href', '#/app-h/crm/crm-menu');
    const web = within(screen.getByTestId('tile-myWeb')).getByRole('link');
    expect(web).toHaveAccessibleName('Mi web La web de la farmacia, en una pestaña nueva. (se abre en una pestaña nueva)');
    expect([web.getAttribute('href'), web.getAttribute('target')]).toEqual(['https://farmacia-llorente.es', '_blank']);
    expect(within(screen.getByRole('group', { name: 'Informes de Business Intelligence' })).getAllByRole('link').map((link) => link.textContent)).toEqual(['Ventas', 'Stock', 'Marketing']);
    // Every tile has its icon.
    expect(screen.getByTestId('tile-spd').querySelector('svg.tabler-icon-pill')).not.toBeNull();
  });

  it('shows a demo entity the campaigns and the clients, the modules of its reduced dashboard that have their screens here', async () => {
    await startApp({ signInAs: 'demo', at: '#/app-h/dashboard' });
    expect(await screen.findByTestId('tile-evoMarketing')).toBeVisible();
    expect(tiles()).toEqual(['tile-bi', 'tile-evoCrm', 'tile-evoMarketing']);
    // Without the loyalty module, EvoCRM opens the segmentation (spec 2 §6).
    expect(within(screen.getByTestId('tile-evoCrm')).getByRole('link')).toHaveAttribute('href', '#/app-h/segmentations');
  });

  it('gives a pharmacist without modules the timetables of her pharmacy, which every pharmacy user manages', async () => {
    await startApp({ signInAs: 'farmacia2', at: '#/app-h/dashboard' });
    expect(await screen.findByTestId('tile-timetables')).toBeVisible();
    expect(tiles()).toEqual(['tile-timetables']);
    expect(screen.queryByText('No hay accesos disponibles')).toBeNull();
  });

  it('reaches every back-office screen from the back-office section, each tile with its icon', async () => {
    const app = await startApp({ signInAs: 'backoffice', at: '#/app-h/dashboard' });
    expect(await screen.findByText('Hola, Beatriz Ortega (backoffice).')).toBeVisible();
    const section = screen.getByRole('region', { name: 'Backoffice' });
    const links = within(section).getAllByRole('link');
    // Every back-office screen has its tile (other screens' tiles come among them as they are added).
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      expect.arrayContaining([
        ['EntidadesListado de farmacias, caché e informes.', '#/app-h/backoffice/admin'],
        ['Gestión de campañasMeses, segmentos, plantillas, campañas y estadísticas.', '#/app-h/backoffice/campaigns/managementCampaigns'],
        ['CatálogoSuscripciones, comprobación y exportación del catálogo.', '#/app-h/backoffice/catalog'],
        ['Meses de campañaBloqueo de meses, siguiente mes y productos de las fotos.', '#/app-h/backoffice/campaigns/monthList'],
        ['Informes de campañasVentas de los clientes de una campaña pasada.', '#/app-h/backoffice/campaignReports'],
        ['Plantillas de campañaPlantillas de correo para las campañas de las farmacias.', '#/app-h/backoffice/campaignTemplateList'],
        ['SegmentosPúblicos de las campañas sanitarias y promocionales por género y edad.', '#/app-h/backoffice/segmentsList'],
        ['Campañas sanitariasCampañas de salud preparadas para muchas farmacias, que cada farmacéutico aprueba.', '#/app-h/backoffice/healthcareCampaignsList'],
        ['Campañas promocionalesCampañas que anuncian una promoción con una plantilla promocional.', '#/app-h/backoffice/promotionalCampaignsList'],
        ['Calendario de campañasEnvíos de email y SMS planificados para grupos de farmacias.', '#/app-h/backoffice/campaigns/calendarCampaigns'],
        ['TrabajosLos trabajos en segundo plano: búscalos, lee su información y reinícialos o elimínalos.', '#/app-h/backoffice/jobs'],
        ['Catálogo y tiendasExporta el catálogo a las tiendas online, descarga su informe y ajusta sus tokens y su sincronización.', '#/app-h/backoffice/catalog-manager'],
      ]),
    );
    expect(links.findIndex((link) => link.getAttribute('href') === '#/app-h/backoffice/admin')).toBe(0);
    expect(links.map((link) => link.querySelector('[aria-hidden="true"] > svg.tabler-icon') !== null)).toEqual(links.map(() => true));
    await app.user.click(within(screen.getByTestId('tile-admin')).getByRole('link', { name: /^Entidades/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Entidades' })).toBeVisible();
    expect(window.location.hash).toBe('#/app-h/backoffice/admin');
    expect(await screen.findByText('48 de 48 farmacias')).toBeVisible();
  });

  it('opens each back-office screen from its tile', async () => {
    const app = await startApp({ signInAs: 'backoffice', at: '#/app-h/dashboard' });
    await screen.findByText('Hola, Beatriz Ortega (backoffice).');
    await app.user.click(within(screen.getByRole('region', { name: 'Backoffice' })).getByRole('link', { name: /^Meses de campaña/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Meses de campaña' })).toBeVisible();
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
    // The campaigns, the clients and the timetables do not depend on the pharmacy's services.
    expect(tiles()).toEqual(['tile-evoCrm', 'tile-evoMarketing', 'tile-timetables']);
    app.heal();
    await app.user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByTestId('tile-myWeb')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
