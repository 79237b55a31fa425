import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jobSearchQuery } from '@domain/jobs';
import { startApp, type RunningApp } from '../../support/app-harness';
import { DEMO_FAULT, type DemoFaults } from '../../support/demo-faults';
import { captureDownloads } from '../../support/downloads';

const MENU = '#/app-h/backoffice/catalog-manager';
const EXPORT = '#/app-h/backoffice/export-products';
const RESULTS = '#/app-h/backoffice/export-products-results';
const SETTINGS = '#/app-h/backoffice/update-settings';

async function open(at: `#/${string}`, heading: string, faults: DemoFaults = {}): Promise<RunningApp> {
  const app = await startApp({ signInAs: 'backoffice', at, faults });
  await screen.findByRole('heading', { level: 1, name: heading });
  return app;
}

async function firstDomain(app: RunningApp): Promise<string> {
  const [domain] = await app.services.shopCatalog.domains();
  if (domain === undefined) throw new Error('a shop');
  return domain;
}

const notice = (): Element | null => document.querySelector('.mantine-Notification-root');

describe('catalogue and shop settings screens', () => {
  it('lead from the menu to the export, its results, the shop settings and the parapharmacy catalogue', async () => {
    await open(MENU, 'Catálogo y tiendas');
    const menu = screen.getByRole('list', { name: 'Pantallas de catálogo y tiendas' });
    expect(within(menu).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/#/app-h/backoffice/export-products',
      '/#/app-h/backoffice/export-products-results',
      '/#/app-h/backoffice/update-settings',
      '/#/app-h/backoffice/catalog',
    ]);
  });

  it('shows its menu as the shared menu page: a tile per screen with its title and description, as the web manager does', async () => {
    await open(MENU, 'Catálogo y tiendas');
    expect(screen.getByText('Exporta catálogos a las tiendas online de las farmacias y ajusta cada tienda.')).toBeVisible();
    expect(['export', 'results', 'settings', 'catalog'].map((key) => screen.getByTestId(`catalog-manager-tile-${key}`).textContent)).toEqual([
      'Exportar productosPide la exportación del catálogo a la tienda online de una farmacia.',
      'Resultados de exportaciónSigue las exportaciones y descarga el informe del catálogo de cada dominio.',
      'Ajustes de tiendaTokens, colores, sincronización, plugin e historial de sincronizaciones.',
      'Catálogo de parafarmaciaSuscripciones de los dominios y exportaciones del catálogo de parafarmacia.',
    ]);
  });

  it('refuses an invalid domain with the spec message and sends nothing', async () => {
    const app = await open(EXPORT, 'Exportar productos');
    const exports = async () => (await app.services.jobs.search(jobSearchQuery({ type: 'CATALOG_EXPORT' }))).length;
    const before = await exports();
    await app.user.type(screen.getByRole('combobox', { name: /Dominio de la tienda/ }), 'https://farmacia/');
    await app.user.click(screen.getByRole('button', { name: 'Pedir exportación' }));
    await waitFor(() => expect(notice()).toHaveTextContent('Por favor, comprueba que el dominio introducido sea válido.'));
    expect(screen.getByRole('combobox', { name: /Dominio de la tienda/ })).toHaveAccessibleDescription(/Por favor, comprueba que el dominio introducido sea válido\./);
    expect(screen.getByRole('textbox', { name: /Base de datos/ })).toHaveAccessibleDescription('Indica el nombre de la base de datos.');
    expect(await exports()).toBe(before);
  });

  it('cleans the domain, fills its web type and eid, queues the export and shows it in the results', async () => {
    const app = await open(EXPORT, 'Exportar productos');
    const domain = await firstDomain(app);
    const { eid } = await app.services.shopCatalog.webType(domain);
    const field = screen.getByRole('combobox', { name: /Dominio de la tienda/ });
    await app.user.type(field, `https://${domain}/`);
    await app.user.tab();
    expect(field).toHaveValue(domain);
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Eid de la farmacia/ })).toHaveValue(String(eid)));
    expect(screen.getByRole('combobox', { name: /Tipo de web/ })).toHaveValue('ecommerce');
    await app.user.type(screen.getByRole('textbox', { name: /Base de datos/ }), 'wp_tienda');
    await app.user.click(screen.getByRole('button', { name: 'Pedir exportación' }));
    expect(await screen.findByText('Petición añadida correctamente a la cola de procesamiento.')).toBeVisible();
    await screen.findByRole('heading', { level: 1, name: 'Resultados de exportación' });
    expect(window.location.hash).toBe(`${RESULTS}?domain=${domain}`);
    const [job] = await app.services.jobs.search(jobSearchQuery({ type: 'CATALOG_EXPORT' }));
    expect(job).toMatchObject({ status: 'PENDING', eid, creation: app.clock.now() });
    const row = (await screen.findByText(domain, { selector: 'td' })).closest('tr');
    expect(row).toHaveTextContent('PENDING');
  });

  it('keeps what was typed when the export fails', async () => {
    const app = await open(EXPORT, 'Exportar productos', { [DEMO_FAULT.shopCatalogExportProducts]: 500 });
    const domain = await firstDomain(app);
    await app.user.type(screen.getByRole('combobox', { name: /Dominio de la tienda/ }), domain);
    await app.user.tab();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Eid de la farmacia/ })).not.toHaveValue(''));
    await app.user.type(screen.getByRole('textbox', { name: /Base de datos/ }), 'wp_tienda');
    await app.user.click(screen.getByRole('button', { name: 'Pedir exportación' }));
    await waitFor(() => expect(notice()).toHaveTextContent('Ha ocurrido un error al generar la exportación.'));
    expect(screen.getByRole('heading', { level: 1, name: 'Exportar productos' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Base de datos/ })).toHaveValue('wp_tienda');
    expect(screen.getByRole('combobox', { name: /Dominio de la tienda/ })).toHaveValue(domain);
  });

  it('downloads the catalogue report of a domain as a file', async () => {
    const app = await startApp({ signInAs: 'backoffice', at: RESULTS });
    const domain = await firstDomain(app);
    const products = await app.services.shopCatalog.publishedProducts(domain);
    const downloads = captureDownloads();
    await app.router.navigate({ to: '/app-h/backoffice/export-products-results', search: { domain } });
    await app.user.click(await screen.findByRole('button', { name: 'Descargar informe' }));
    expect(await screen.findByText(`Informe del catálogo de ${domain} descargado: ${products.length} productos.`)).toBeVisible();
    expect(downloads).toHaveLength(1);
    expect(downloads[0]?.fileName).toBe(`catalogo-${domain}.csv`);
    const text = await downloads[0]?.content.text();
    expect(text?.split(/\r?\n/).filter((line) => line !== '')).toHaveLength(products.length + 1);
    expect(text).toContain('Código');
  });

  it('tells a failed report and a failed list of exports', async () => {
    const app = await open(RESULTS, 'Resultados de exportación', { [DEMO_FAULT.jobsSearch]: 500, [DEMO_FAULT.shopCatalogPublishedProducts]: 500 });
    expect(await screen.findByText('No se han podido cargar las exportaciones')).toBeVisible();
    const domain = await firstDomain(app);
    await app.router.navigate({ to: '/app-h/backoffice/export-products-results', search: { domain } });
    await app.user.click(await screen.findByRole('button', { name: 'Descargar informe' }));
    await waitFor(() => expect(notice()).toHaveTextContent('No se ha podido generar el informe del catálogo.'));
  });

  it('saves a shop colour, with the colours that changed', async () => {
    const app = await startApp({ signInAs: 'backoffice', at: SETTINGS });
    const domain = await firstDomain(app);
    await app.router.navigate({ to: '/app-h/backoffice/update-settings', search: { domain } });
    const colour = await screen.findByRole('textbox', { name: 'Color principal' });
    await app.user.clear(colour);
    await app.user.type(colour, 'verde');
    expect(screen.getByRole('textbox', { name: 'Color principal' })).toHaveAccessibleDescription('Escribe el color como #rrggbb.');
    await app.user.clear(colour);
    await app.user.type(colour, '#2f9e44');
    await app.user.click(screen.getByRole('button', { name: 'Guardar tokens y colores' }));
    expect(await screen.findByText('Tokens y colores de la tienda guardados.')).toBeVisible();
    expect((await app.services.shopCatalog.settings(domain)).colors.PRIMARY_COLOR).toBe('#2f9e44');
  });

  it('forces a sync once confirmed: the history gets the new sync', async () => {
    const app = await startApp({ signInAs: 'backoffice', at: SETTINGS });
    const domain = await firstDomain(app);
    await app.router.navigate({ to: '/app-h/backoffice/update-settings', search: { domain } });
    const chart = await screen.findByRole('figure', { name: `Últimas 20 sincronizaciones de ${domain}` });
    expect(within(chart).getAllByRole('row', { hidden: true })).toHaveLength(21);
    await app.user.click(screen.getByRole('button', { name: 'Forzar sincronización' }));
    await app.user.click(within(await screen.findByRole('dialog', { name: 'Forzar sincronización' })).getByRole('button', { name: 'Sincronizar ahora' }));
    expect(await screen.findByText('Sincronización añadida a la cola.')).toBeVisible();
    expect(await app.services.shopCatalog.syncHistory(domain)).toHaveLength(31);
    await waitFor(() => expect(within(screen.getByRole('figure', { name: `Últimas 20 sincronizaciones de ${domain}` })).getAllByRole('row', { hidden: true }).at(-1)).toHaveTextContent('21/11/2026 10:00'));
  });

  it('updates the shop plugin, and says so when nothing changed', async () => {
    const app = await startApp({ signInAs: 'backoffice', at: SETTINGS });
    const domain = await firstDomain(app);
    await app.router.navigate({ to: '/app-h/backoffice/update-settings', search: { domain } });
    await app.user.click(await screen.findByRole('button', { name: 'Actualizar plugin' }));
    expect(await screen.findByText('farmacia-sync actualizado de la versión 3.1.4 a la 3.2.0')).toBeVisible();
    await app.user.click(screen.getByRole('button', { name: 'Actualizar plugin' }));
    expect(await screen.findByText('La actualización no ha cambiado la versión del plugin: farmacia-sync 3.2.0')).toBeVisible();
  });

  it.each([
    [DEMO_FAULT.shopCatalogSettings, 'No se han podido cargar los tokens de la tienda.'],
    [DEMO_FAULT.shopCatalogSyncSettings, 'No se ha podido cargar la configuración de sincronización.'],
    [DEMO_FAULT.shopCatalogSyncHistory, 'No se ha podido cargar el historial de sincronizaciones.'],
  ])('tells a failed load of %s', async (operation, message) => {
    const app = await startApp({ signInAs: 'backoffice', at: SETTINGS, faults: { [operation]: 500 } });
    const domain = await firstDomain(app);
    await app.router.navigate({ to: '/app-h/backoffice/update-settings', search: { domain } });
    expect(await screen.findByText(message)).toBeVisible();
  });

  it.each([
    [DEMO_FAULT.shopCatalogUpdateSettings, 'Guardar tokens y colores', 'No se han podido guardar los tokens de la tienda.'],
    [DEMO_FAULT.shopCatalogUpdateSyncSettings, 'Guardar sincronización', 'No se ha podido guardar la configuración de sincronización.'],
    [DEMO_FAULT.shopCatalogUpdatePlugin, 'Actualizar plugin', 'Ocurrió un error durante la actualización.'],
  ])('tells a failed %s', async (operation, button, message) => {
    const app = await startApp({ signInAs: 'backoffice', at: SETTINGS, faults: { [operation]: 500 } });
    const domain = await firstDomain(app);
    await app.router.navigate({ to: '/app-h/backoffice/update-settings', search: { domain } });
    await screen.findByRole('textbox', { name: 'Color principal' });
    await screen.findByRole('switch', { name: 'Sincronización automática activa' });
    await app.user.click(screen.getByRole('button', { name: button }));
    await waitFor(() => expect(notice()).toHaveTextContent(message));
  });

  it('tells a failed forced sync and keeps the history', async () => {
    const app = await startApp({ signInAs: 'backoffice', at: SETTINGS, faults: { [DEMO_FAULT.shopCatalogForceSync]: 500 } });
    const domain = await firstDomain(app);
    await app.router.navigate({ to: '/app-h/backoffice/update-settings', search: { domain } });
    await app.user.click(await screen.findByRole('button', { name: 'Forzar sincronización' }));
    await app.user.click(within(await screen.findByRole('dialog', { name: 'Forzar sincronización' })).getByRole('button', { name: 'Sincronizar ahora' }));
    await waitFor(() => expect(notice()).toHaveTextContent('No se ha podido forzar la sincronización.'));
    app.heal();
    expect(await app.services.shopCatalog.syncHistory(domain)).toHaveLength(30);
  });

  it('tells failed domains', async () => {
    await open(SETTINGS, 'Ajustes de tienda', { [DEMO_FAULT.shopCatalogDomains]: 500 });
    expect(await screen.findByText('No se han podido cargar los dominios de las tiendas.')).toBeVisible();
  });
});
