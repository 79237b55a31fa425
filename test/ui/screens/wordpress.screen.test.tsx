import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from '../../support/app-harness';
import { DEMO_FAULT, DEMO_FAULT_STATUS } from '../../support/demo-faults';

const MANAGER = '#/app-h/backoffice/wpmanager';
const LLORENTE = 'farmacia-llorente-500.pre.farmacias.net';

async function openManager(at: `#/${string}` = MANAGER): Promise<RunningApp> {
  const app = await startApp({ signInAs: 'backoffice', at });
  await screen.findByRole('heading', { level: 1, name: 'WordPress manager' });
  await screen.findByText(/de 51 vhosts/);
  return app;
}

/** The texts of the notifications on screen. */
const notices = (): string[] => [...document.querySelectorAll('.mantine-Notification-root')].map((notice) => notice.textContent ?? '');

async function openPlugins(app: RunningApp, domain: string): Promise<HTMLElement> {
  await app.user.click(screen.getByRole('button', { name: `Plugins de ${domain}` }));
  const dialog = await screen.findByRole('dialog', { name: `Plugins de ${domain}` });
  await within(dialog).findByRole('table', { name: 'Plugins' });
  return dialog;
}

const pluginRows = (dialog: HTMLElement): string[] => within(dialog).getAllByRole('row').map((row) => row.textContent ?? '');

describe('WordPress manager screen', () => {
  it('lists the vhosts by domain, the ones without domain last, and searches, sorts and pages in the address', async () => {
    const app = await openManager();
    expect(screen.getByText('51 de 51 vhosts')).toBeVisible();
    const rows = screen.getAllByRole('row').map((row) => row.textContent);
    expect(rows[0]).toBe('DominioServidorAcciones');
    expect(rows[1]).toBe('farmacia-alvarez.eswp-01.farmacias.netPlugins');

    await app.user.click(screen.getByRole('searchbox', { name: 'Buscar' }));
    await app.user.paste('no disponible');
    expect(await screen.findByText('3 de 51 vhosts')).toBeVisible();
    expect(screen.getAllByRole('row').map((row) => row.textContent)).toEqual([
      'DominioServidorAcciones',
      'Dominio no disponiblewp-01.farmacias.netPlugins',
      'Dominio no disponiblewp-02.farmacias.netPlugins',
      'Dominio no disponiblewp-03.farmacias.netPlugins',
    ]);
    await waitFor(() => expect(window.location.hash).toBe('#/app-h/backoffice/wpmanager?search=no+disponible'));

    await app.user.click(screen.getByRole('button', { name: 'Plugins de wp-02.farmacias.net /var/www/staging' }));
    await waitFor(() => expect(notices()).toEqual(['El vhost no tiene dominio disponible']));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sorts by server and pages from the address', async () => {
    const app = await openManager(`${MANAGER}?sort-by=server&sort-order=desc&page=2&count=25`);
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(26));
    const servers = screen.getAllByRole('row').slice(1).map((row) => row.children[1]?.textContent);
    expect([servers[0], servers.at(-1)]).toEqual(['wp-02.farmacias.net', 'wp-01.farmacias.net']);
    await app.user.click(screen.getByRole('button', { name: /^Servidor/ }));
    await waitFor(() => expect(window.location.hash).toBe('#/app-h/backoffice/wpmanager?sort-by=server&sort-order=asc&count=25'));
    await waitFor(() => expect(screen.getAllByRole('row')[1]?.children[1]?.textContent).toBe('wp-01.farmacias.net'));
  });

  it('opens a host’s plugins without the must-use one, updates one and then all, with the spec’s notices', async () => {
    const app = await openManager(`${MANAGER}?search=llorente`);
    await screen.findByText('1 de 51 vhosts');
    const dialog = await openPlugins(app, LLORENTE);
    expect(pluginRows(dialog)).toEqual([
      'NombreEstadoVersiónNueva versiónActualizadoAcciones',
      'woocommerceActivo8.9.39.4.2NoActualizar',
      'wordpress-seoActivo22.823.9NoActualizar',
      'contact-form-7Activo5.9.8—Sí',
      'elementorInactivo3.21.03.25.10NoActualizar',
      'wp-rocketActivo3.16.23.17.3NoActualizar',
    ]);
    expect(window.location.hash).toContain('host=wp-03.farmacias.net');
    expect(within(dialog).getByText('Plugins por actualizar: 4')).toBeVisible();

    await app.user.click(within(dialog).getByRole('button', { name: 'Actualizar woocommerce' }));
    await waitFor(() => expect(notices()).toEqual(['woocommerce actualizado de la versión 8.9.3 a la 9.4.2']));
    await waitFor(() => expect(pluginRows(dialog)[1]).toBe('woocommerceActivo9.4.2—Sí'));

    await app.user.click(within(dialog).getByRole('button', { name: 'Actualizar todos' }));
    await waitFor(() =>
      expect(notices()).toEqual([
        'woocommerce actualizado de la versión 8.9.3 a la 9.4.2',
        'wordpress-seo actualizado de la versión 22.8 a la 23.9',
        'elementor actualizado de la versión 3.21.0 a la 3.25.10',
        'wp-rocket: La actualización no ha cambiado la versión del plugin',
      ]),
    );
    await waitFor(() => expect(within(dialog).getByText('Plugins por actualizar: 1')).toBeVisible());
  });

  it('says every plugin is up to date when none has an update', async () => {
    const app = await openManager(`${MANAGER}?search=farmacia-suarez.es`);
    await screen.findByText('1 de 51 vhosts');
    const dialog = await openPlugins(app, 'farmacia-suarez.es');
    expect(pluginRows(dialog).filter((row) => row.endsWith('Actualizar'))).toEqual([]);
    await app.user.click(within(dialog).getByRole('button', { name: 'Actualizar todos' }));
    await waitFor(() => expect(notices()).toEqual(['Todos los plugins están ya en su última versión']));
    await app.user.click(within(dialog).getAllByRole('button', { name: 'Cerrar' }).at(-1) as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.location.hash).not.toContain('host=');
  });

  it('shows the update error and keeps the plugin as it was when the update fails', async () => {
    const app = await openManager(`${MANAGER}?search=llorente`);
    await screen.findByText('1 de 51 vhosts');
    const dialog = await openPlugins(app, LLORENTE);
    app.fail(DEMO_FAULT.wordpressUpdatePlugin, 500);
    await app.user.click(within(dialog).getByRole('button', { name: 'Actualizar woocommerce' }));
    await waitFor(() => expect(notices()[0]).toMatch(/^Ocurrió un error durante la actualización\.woocommerce: /));
    expect(pluginRows(dialog)[1]).toBe('woocommerceActivo8.9.39.4.2NoActualizar');
  });

  it('offers to retry when the vhosts or the plugins cannot be read', async () => {
    const app = await startApp({ signInAs: 'backoffice', at: `${MANAGER}?search=llorente`, faults: { [DEMO_FAULT.wordpressVirtualHosts]: DEMO_FAULT_STATUS.noServer } });
    expect(await screen.findByText('No se han podido cargar los vhosts')).toBeVisible();
    app.heal();
    await app.user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('1 de 51 vhosts')).toBeVisible();

    app.fail(DEMO_FAULT.wordpressPlugins, 500);
    await app.user.click(screen.getByRole('button', { name: `Plugins de ${LLORENTE}` }));
    const dialog = await screen.findByRole('dialog', { name: `Plugins de ${LLORENTE}` });
    expect(await within(dialog).findByText('No se han podido cargar los plugins')).toBeVisible();
  });
});
