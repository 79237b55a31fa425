import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { startApp, type RunningApp } from '../../support/app-harness';
import { DEMO_FAULT, DEMO_FAULT_STATUS } from '../../support/demo-faults';

const MENU = '#/app-h/backoffice/web-manager';
const NEW_WEB = '#/app-h/backoffice/web-manager/new-web';
const PRODUCTION = '#/app-h/backoffice/web-manager/productionDeploy';
const WEB_DEPLOY = '#/app-h/backoffice/web-manager/webDeploy';
const LLORENTE_PRE = 'farmacia-llorente-500.pre.farmacias.net';

/** The texts of the notifications on screen. */
const notices = (): string[] => [...document.querySelectorAll('.mantine-Notification-root')].map((notice) => notice.textContent ?? '');

/** Picks an option of a Mantine select (its dropdown stays styled hidden in jsdom). */
async function choose(app: RunningApp, label: string | RegExp, option: string): Promise<void> {
  await app.user.click(screen.getByRole('combobox', { name: label }));
  await app.user.click(await screen.findByRole('option', { name: option, hidden: true }));
}

async function type(app: RunningApp, label: string | RegExp, text: string): Promise<void> {
  const box = screen.getByRole('textbox', { name: label });
  await app.user.clear(box);
  await app.user.click(box);
  await app.user.paste(text);
}

const jobRows = (): string[] =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .map((row) => row.textContent ?? '');

describe('web manager menu', () => {
  it('shows the five sections in the spec’s order, each opening its screen, all enabled in the demo', async () => {
    const app = await startApp({ signInAs: 'backoffice', at: MENU });
    expect(await screen.findByRole('heading', { level: 1, name: 'Web manager' })).toBeVisible();
    const list = await screen.findByRole('list', { name: 'Secciones del web manager' });
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(5));
    expect(within(list).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Puesta en producciónPasa la web de una farmacia de su dominio provisional al definitivo.', '/#/app-h/backoffice/web-manager/productionDeploy'],
      ['Despliegue webDespliega una web con su tema en un servidor y sigue sus tareas.', '/#/app-h/backoffice/web-manager/webDeploy'],
      ['CatálogoExporta el catálogo de productos a las tiendas online.', '/#/app-h/backoffice/catalog-manager'],
      ['Nueva webCrea la web o tienda online de una farmacia: logo, tema, páginas y contacto.', '/#/app-h/backoffice/web-manager/new-web'],
      ['AjustesTokens, sincronización y plugin de cada tienda.', '/#/app-h/backoffice/update-settings'],
    ]);
    expect(screen.queryByText('Esta sección solo está disponible en el entorno de producción')).toBeNull();
    await app.user.click(within(list).getAllByRole('link')[3] as HTMLElement);
    expect(await screen.findByRole('heading', { level: 1, name: 'Nueva web' })).toBeVisible();
  });

  it('disables production, web and catalogue outside production, with the alert', async () => {
    const app = await startApp({ signInAs: 'backoffice', at: '#/app-h/dashboard' });
    await screen.findByRole('heading', { level: 1, name: 'Escritorio' });
    // An http deployment whose server is in preproduction (the memory server info's default): the sections are closed.
    Object.assign(app.services.config, { profile: 'http' });
    window.location.hash = MENU;
    expect(await screen.findByText('Esta sección solo está disponible en el entorno de producción')).toBeVisible();
    const list = screen.getByRole('list', { name: 'Secciones del web manager' });
    expect(within(list).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/#/app-h/backoffice/web-manager/new-web', '/#/app-h/backoffice/update-settings']);
    expect(within(screen.getByTestId('web-tile-productionDeploy')).getByText('Solo en producción')).toBeVisible();
    expect(screen.getByTestId('web-tile-catalog').firstElementChild).toHaveAttribute('data-disabled', 'true');
  });
});

async function fillNewWeb(app: RunningApp, domain: string): Promise<void> {
  await choose(app, 'Farmacia', 'Farmacia Llorente (500)');
  await choose(app, 'Servidor', 'wp-02.farmacias.net');
  await type(app, 'Dominio', domain);
  await type(app, 'Título de la web', "Farmacia Llorente's\nweb");
  await type(app, 'Email de contacto', 'web@llorente.es');
  await type(app, 'Clave de Stripe', 'sk_test_1');
}

async function uploadLogo(app: RunningApp, file: File): Promise<void> {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (input === null) throw new Error('The logo input is on the page');
  await app.user.upload(input, file);
}

const png = (): File => new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });

describe('new website', () => {
  it('lists the template pages for the options, and Divi forces the shop off', async () => {
    const app = await startApp({ signInAs: 'backoffice', at: NEW_WEB });
    await screen.findByRole('heading', { level: 1, name: 'Nueva web' });
    const pages = (): string[] => within(screen.getByRole('list', { name: 'Páginas de la plantilla' })).getAllByRole('listitem').map((item) => item.textContent ?? '');
    expect(pages()).toEqual(['Mi cuenta', 'Finalizar compra', 'Carrito', 'Tienda', 'Aviso legal', 'Política de privacidad', 'Política de cookies', 'Producto', 'Envíos', 'Pago', 'Devoluciones', 'Contacto']);
    await app.user.click(screen.getByRole('checkbox', { name: 'Blog' }));
    expect(pages()).toContain('Blog');
    await choose(app, 'Tema', 'Divi');
    expect(screen.getByRole('checkbox', { name: /Tienda online/ })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Tienda online/ })).toBeDisabled();
    expect(screen.getByText('El tema Divi no admite tienda online.')).toBeVisible();
    expect(pages()).toEqual(['Mi cuenta', 'Finalizar compra', 'Carrito', 'Tienda', 'Aviso legal', 'Política de privacidad', 'Política de cookies', 'Blog', 'Contacto']);
    expect(screen.getByRole('textbox', { name: 'Clave de Stripe' })).toBeDisabled();
  });

  it('creates the website with its cleaned variables and goes to the web manager, which leads to its deploy job', async () => {
    const app = await startApp({ signInAs: 'backoffice', at: NEW_WEB });
    await screen.findByRole('heading', { level: 1, name: 'Nueva web' });
    await fillNewWeb(app, 'https://nueva-llorente.es/');
    await uploadLogo(app, png());
    expect(await screen.findByRole('img', { name: 'Logo de la web' })).toHaveAttribute('src', 'data:image/png;base64,iVBORw==');
    await app.user.click(screen.getByRole('button', { name: 'Crear web' }));
    await waitFor(() => expect(notices()).toEqual(['Web creada correctamente']));
    expect(await screen.findByRole('heading', { level: 1, name: 'Web manager' })).toBeVisible();
    expect(window.location.hash).toBe(`${MENU}?created=nueva-llorente.es`);
    expect(await app.services.websites.websitesOf(500)).toEqual([
      { domain: LLORENTE_PRE, server: 'wp-03.farmacias.net', eid: 500, stage: 'pre' },
      { domain: 'nueva-llorente.es', server: 'wp-02.farmacias.net', eid: 500, stage: 'pre' },
    ]);

    await app.user.click(screen.getByRole('link', { name: 'Seguir su despliegue' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Despliegue web' })).toBeVisible();
    await waitFor(() => expect(jobRows()[1]).toMatch(/^21\/11\/2026 10:00500nueva-llorente\.esPendiente21\/11\/2026 10:00backofficeFicha$/));
    expect(jobRows()).toHaveLength(2);
  });

  it('refuses a logo that is not an image, and says so when the upload fails', async () => {
    const app = await startApp({ signInAs: 'backoffice', at: NEW_WEB });
    await screen.findByRole('heading', { level: 1, name: 'Nueva web' });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (input === null) throw new Error('The logo input is on the page');
    await app.user.upload(input, new File([new Uint8Array(820_000)], 'huge.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('El logo debe ocupar menos de 800 KB.');

    app.fail(DEMO_FAULT.websitesUploadLogo, 500);
    await app.user.upload(input, png());
    await waitFor(() => expect(notices()[0]).toMatch(/^Hubo un error al subir la imagen/));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain('Hubo un error al subir la imagen');

    // A file the chooser's filter would hide, picked all the same (a dropped file, an "all files" filter).
    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'logo.pdf', { type: 'application/pdf' })] } });
    await waitFor(() => expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain('El logo debe ser una imagen (PNG, JPG, SVG o WebP).'));
    expect(screen.queryByRole('img', { name: 'Logo de la web' })).toBeNull();
  });

  it('refuses an invalid or taken domain and keeps what was typed when the creation fails', async () => {
    const app = await startApp({ signInAs: 'backoffice', at: NEW_WEB });
    await screen.findByRole('heading', { level: 1, name: 'Nueva web' });
    await fillNewWeb(app, 'farmacia llorente');
    await uploadLogo(app, png());
    await screen.findByRole('img', { name: 'Logo de la web' });
    expect(screen.getByText('Por favor, comprueba que el dominio introducido sea válido.')).toBeVisible();
    await type(app, 'Dominio', 'http://farmacia-suarez.es');
    expect(await screen.findByText('Ya existe una web con ese dominio')).toBeVisible();

    await type(app, 'Dominio', 'nueva-llorente.es');
    app.fail(DEMO_FAULT.websitesDeployWebsite, 500);
    await app.user.click(screen.getByRole('button', { name: 'Crear web' }));
    await waitFor(() => expect(notices()[0]).toMatch(/^Hubo un error al crear la web1/));
    expect(screen.getByRole('heading', { level: 1, name: 'Nueva web' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Dominio' })).toHaveValue('nueva-llorente.es');

    // Leaving asks first; staying keeps everything typed.
    app.heal();
    window.location.hash = MENU;
    const question = await screen.findByRole('dialog', { name: 'Cambios sin guardar' });
    expect(question).toHaveTextContent('No has creado la web. ¿Quieres salir y descartar lo que has escrito?');
    await app.user.click(within(question).getByRole('button', { name: 'Seguir editando' }));
    expect(screen.getByRole('textbox', { name: 'Dominio' })).toHaveValue('nueva-llorente.es');
    expect(screen.getByRole('textbox', { name: 'Email de contacto' })).toHaveValue('web@llorente.es');
    await app.user.click(screen.getByRole('button', { name: 'Crear web' }));
    await waitFor(() => expect(notices()).toContain('Web creada correctamente'));
  });

  it('shows the server’s refusal of a domain another user took meanwhile', async () => {
    const app = await startApp({ signInAs: 'backoffice', at: NEW_WEB });
    await screen.findByRole('heading', { level: 1, name: 'Nueva web' });
    await fillNewWeb(app, 'nueva-llorente.es');
    await uploadLogo(app, png());
    await screen.findByRole('img', { name: 'Logo de la web' });
    await app.services.websites.deployNewWeb({ eid: 501, server: 'wp-01.farmacias.net', domain: 'nueva-llorente.es', theme: 'Divi', wskey: '', shopOnline: false });
    await app.user.click(screen.getByRole('button', { name: 'Crear web' }));
    await waitFor(() => expect(notices()).toEqual(['Ya existe una web con ese dominio']));
    expect(screen.getByRole('textbox', { name: 'Dominio' })).toHaveValue('nueva-llorente.es');
  });
});

describe('deploy to production', () => {
  it('moves a pharmacy’s website to its final domain after a confirmation; the job appears in the table', async () => {
    const app = await startApp({ signInAs: 'backoffice', at: PRODUCTION });
    await screen.findByRole('heading', { level: 1, name: 'Puesta en producción' });
    await screen.findByText(/de 25 tareas · se actualiza cada 8 s/);
    await choose(app, 'Farmacia', 'Farmacia Llorente (500)');
    await choose(app, 'Web de la farmacia', LLORENTE_PRE);
    await type(app, 'Dominio definitivo', 'https://farmacia-llorente.es/');
    await type(app, 'Email del cliente', 'cliente@llorente.es');
    await app.user.click(screen.getByRole('button', { name: 'Poner en producción' }));
    const dialog = await screen.findByRole('dialog', { name: 'Poner la web en producción' });
    expect(dialog).toHaveTextContent(`La web ${LLORENTE_PRE} pasará a servirse en farmacia-llorente.es y se avisará a cliente@llorente.es.`);
    await app.user.click(within(dialog).getByRole('button', { name: 'Poner en producción' }));
    await waitFor(() => expect(notices()).toEqual(['Trabajo de despliegue creado correctamente']));
    await waitFor(() => expect(jobRows()[1]).toBe('21/11/2026 10:00500farmacia-llorente.esPendiente21/11/2026 10:00backofficeFicha'));
    expect(screen.getByRole('textbox', { name: 'Dominio definitivo' })).toHaveValue('');
    const setup = within(screen.getByRole('table')).getAllByRole('link', { name: 'Abrir la ficha de la farmacia 500 en una ventana nueva' })[0];
    expect(setup).toHaveAttribute('target', '_blank');
    expect(setup).toHaveAttribute('href', '/#/app-h/wizard/500');
  });

  it('checks the form, and keeps it when the move fails', async () => {
    const app = await startApp({ signInAs: 'backoffice', at: PRODUCTION });
    await screen.findByRole('heading', { level: 1, name: 'Puesta en producción' });
    await app.user.click(screen.getByRole('button', { name: 'Poner en producción' }));
    await waitFor(() => expect(notices()).toEqual(['Revisa los campos marcados: la web no se ha puesto en producción.']));
    expect(screen.getAllByText('Este campo es obligatorio.')).toHaveLength(4);

    await choose(app, 'Farmacia', 'Farmacia Llorente (500)');
    await choose(app, 'Web de la farmacia', LLORENTE_PRE);
    await type(app, 'Dominio definitivo', LLORENTE_PRE);
    expect(screen.getByText('El dominio final debe ser distinto del provisional.')).toBeVisible();
    await type(app, 'Dominio definitivo', 'farmacia-llorente.es');
    await type(app, 'Email del cliente', 'cliente@');
    expect(screen.getByText('Escribe un email válido.')).toBeVisible();
    await type(app, 'Email del cliente', 'cliente@llorente.es');

    app.fail(DEMO_FAULT.websitesMoveToProduction, DEMO_FAULT_STATUS.noServer);
    await app.user.click(screen.getByRole('button', { name: 'Poner en producción' }));
    await app.user.click(within(await screen.findByRole('dialog', { name: 'Poner la web en producción' })).getByRole('button', { name: 'Poner en producción' }));
    await waitFor(() => expect(notices().at(-1)).toMatch(/^Hubo un error con la puesta en producción/));
    expect(screen.getByRole('textbox', { name: 'Dominio definitivo' })).toHaveValue('farmacia-llorente.es');
    expect(screen.getByRole('textbox', { name: 'Email del cliente' })).toHaveValue('cliente@llorente.es');
  });
});

describe('web deploy', () => {
  it('deploys a Divi web with the shop forced off, and the job advances in the table refreshed every 4 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const app = await startApp({ signInAs: 'backoffice', at: WEB_DEPLOY });
      await screen.findByRole('heading', { level: 1, name: 'Despliegue web' });
      await screen.findByText(/de 27 tareas · se actualiza cada 4 s/);
      await choose(app, 'Farmacia', 'Farmacia Suárez (501)');
      await choose(app, 'Servidor', 'wp-01.farmacias.net');
      await type(app, 'Dominio', 'https://nueva-suarez.es/');
      await type(app, 'Clave de WooCommerce', 'ck_1');
      await choose(app, 'Tema', 'Divi');
      expect(screen.getByRole('switch', { name: /Tienda online/ })).not.toBeChecked();
      await app.user.click(screen.getByRole('button', { name: 'Desplegar' }));
      await waitFor(() => expect(notices()).toEqual(['Tarea de despligue web creada correctamente']));
      expect(await app.services.websites.websitesOf(501)).toContainEqual({ domain: 'nueva-suarez.es', server: 'wp-01.farmacias.net', eid: 501, stage: 'pre' });
      await waitFor(() => expect(jobRows()[1]).toContain('nueva-suarez.esPendiente'));

      await app.user.type(screen.getByRole('searchbox', { name: 'Buscar tareas' }), 'nueva-suarez');
      await waitFor(() => expect(jobRows()).toHaveLength(2));
      await app.elapse(24_000);
      await waitFor(() => expect(jobRows()[1]).toContain('nueva-suarez.esEn curso'));
      await app.elapse(60_000);
      await waitFor(() => expect(jobRows()[1]).toContain('nueva-suarez.esTerminado'));
      expect(window.location.hash).toBe(`${WEB_DEPLOY}?search=nueva-suarez`);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a taken domain and says so when the job cannot be created, keeping the form', async () => {
    const app = await startApp({ signInAs: 'backoffice', at: WEB_DEPLOY });
    await screen.findByRole('heading', { level: 1, name: 'Despliegue web' });
    await choose(app, 'Farmacia', 'Farmacia Suárez (501)');
    await choose(app, 'Servidor', 'wp-01.farmacias.net');
    await type(app, 'Dominio', 'farmacia-suarez.es');
    await type(app, 'Clave de WooCommerce', 'ck_1');
    expect(screen.getByText('Ya existe una web con ese dominio')).toBeVisible();
    await type(app, 'Dominio', 'nueva-suarez.es');
    app.fail(DEMO_FAULT.websitesDeployNewWeb, 500);
    await app.user.click(screen.getByRole('button', { name: 'Desplegar' }));
    await waitFor(() => expect(notices()[0]).toMatch(/^Hubo un error al crear la tarea/));
    expect(screen.getByRole('textbox', { name: 'Dominio' })).toHaveValue('nueva-suarez.es');
  });

  it('offers to retry when the jobs cannot be read', async () => {
    const app = await startApp({ signInAs: 'backoffice', at: WEB_DEPLOY, faults: { [DEMO_FAULT.websitesWebToolJobs]: 500 } });
    expect(await screen.findByText('No se han podido cargar las tareas')).toBeVisible();
    app.heal();
    await app.user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText(/27 de 27 tareas/)).toBeVisible();
  });
});
