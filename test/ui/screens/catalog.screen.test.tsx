import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { startApp, type RunningApp } from '../../support/app-harness';
import { DEMO_FAULT, DEMO_FAULT_STATUS } from '../../support/demo-faults';

const CATALOG = '#/app-h/backoffice/catalog';
/** The status poll's period. */
const POLL = 10_000;

const progressView = (): HTMLElement | null => screen.queryByRole('region', { name: /del catálogo en curso$/ });
const bars = (view: HTMLElement): string[] => within(view).getAllByRole('progressbar').map((bar) => `${bar.getAttribute('aria-label')}: ${bar.getAttribute('aria-valuenow')}`);
const records = (): HTMLElement => screen.getByRole('region', { name: 'Registro de trabajos' });
const notifications = (): string => document.querySelector('.mantine-Notifications-root')?.textContent ?? '';

async function openCatalog(tab: 'subscriptions' | 'export' | 'reports' = 'subscriptions'): Promise<RunningApp> {
  const app = await startApp({ signInAs: 'backoffice', at: tab === 'subscriptions' ? CATALOG : `${CATALOG}?tab=${tab}` });
  await screen.findByRole('heading', { level: 1, name: 'Catálogo' });
  return app;
}

describe('catalog screen', () => {
  it('lists the subscriptions of the pharmacy domains and saves a toggle at once', async () => {
    const app = await openCatalog();
    expect(await screen.findByText('47 dominios: 25 con receta y 41 con parafarmacia')).toBeVisible();
    expect(screen.getAllByRole('row').map((row) => row.textContent)).toEqual([
      'DominioCorreo de contactoRecetaParafarmacia',
      'farmacia-llorente.escarlos.ruiz@farmacia-llorente.es, pedidos@farmacia-llorente.es',
      'farmacia-suarez.esjose.garrido@farmacia-suarez.es',
      'farmacia-jimenez-serrano.esjordi.cortes@farmacia-jimenez-serrano.es',
      'farmacia-navarro.esjordi.garrido@farmacia-navarro.es',
      'farmacia-gil-gutierrez.essergio.martin@farmacia-gil-gutierrez.es',
    ]);
    const prescription = screen.getByRole('switch', { name: 'Receta en farmacia-jimenez-serrano.es' });
    expect(prescription).not.toBeChecked();
    await app.user.click(prescription);
    expect(await screen.findByText('Suscripciones de farmacia-jimenez-serrano.es guardadas.')).toBeVisible();
    expect(prescription).toBeChecked();
    expect(screen.getByText('47 dominios: 26 con receta y 41 con parafarmacia')).toBeVisible();
  });

  it('reverts a subscription toggle whose change fails, with its message', async () => {
    const app = await openCatalog();
    const parapharmacy = await screen.findByRole('switch', { name: 'Parafarmacia en farmacia-suarez.es' });
    expect(parapharmacy).toBeChecked();
    app.fail(DEMO_FAULT.catalogSaveSubscription, 500);
    await app.user.click(parapharmacy);
    expect(await screen.findByText('Error al cambiar la suscripción')).toBeVisible();
    expect(screen.getByText('farmacia-suarez.es: Hubo un error. Por favor reintente.')).toBeVisible();
    await waitFor(() => expect(parapharmacy).toBeChecked());
    expect(screen.getByText('47 dominios: 25 con receta y 41 con parafarmacia')).toBeVisible();
  });

  it('checks the catalog, following the job every 10 seconds, and opens its report when it ends', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const app = await openCatalog('export');
    await app.user.click(await screen.findByRole('button', { name: 'Comprobar catálogo' }));
    const view = await screen.findByRole('region', { name: 'Comprobación del catálogo en curso' });
    expect(within(view).getByTestId('job-timer')).toHaveTextContent('Tiempo transcurrido: 00:00');
    expect(bars(view)).toEqual(['Comprobación de categorías y productos: 0', 'Lectura del total de productos: 0', 'Subida de imágenes al servidor de medios: 0']);
    expect(screen.getByRole('button', { name: 'Comprobar catálogo' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Exportar catálogo' })).toBeDisabled();

    await app.elapse(POLL);
    expect(within(view).getByTestId('job-timer')).toHaveTextContent('Tiempo transcurrido: 00:10');
    expect(view).toHaveTextContent('Categorías: hecho (1 con errores). Productos: en curso (1 con errores).');
    expect(bars(view)).toEqual(['Comprobación de categorías y productos: 50', 'Lectura del total de productos: 0', 'Subida de imágenes al servidor de medios: 0']);

    await app.elapse(POLL);
    expect(view).toHaveTextContent('28 de 340 imágenes procesadas · 0 con errores');
    expect(bars(view)).toEqual(['Comprobación de categorías y productos: 100', 'Lectura del total de productos: 100', 'Subida de imágenes al servidor de medios: 8']);

    for (let poll = 0; poll < 12 && progressView() !== null; poll += 1) await app.elapse(POLL);
    expect(progressView()).toBeNull();
    expect(notifications()).toContain('check with errorsCategorías con errores: 1. Productos con errores: 3.');
    expect(notifications()).toContain('Comprobación terminada. Ya puedes ver su informe.');
    expect(window.location.hash).toMatch(/^#\/app-h\/backoffice\/catalog\?tab=reports&report=[0-9a-f]{24}$/);
    const report = await screen.findByRole('region', { name: 'Informe del 21/11/2026 10:00' });
    expect(within(report).getByRole('heading', { name: 'Categorías con errores (1)' })).toBeVisible();
    expect(within(report).getByRole('heading', { name: 'Productos con errores (3)' })).toBeVisible();
    expect(within(records()).getByText('1–5 de 6')).toBeVisible();
    expect(within(records()).getAllByRole('row')[1]).toHaveTextContent(/^21\/11\/2026 10:00Comprobación—Terminado con errores1 cat\. · 3 prod\. · 6 img\. · 0 dom\.Ver informe$/);
  });

  it('tells that a check is already running on a 409, and a request error otherwise', async () => {
    const app = await openCatalog('export');
    const check = await screen.findByRole('button', { name: 'Comprobar catálogo' });
    app.fail(DEMO_FAULT.catalogCheckStartCheck, 409);
    await app.user.click(check);
    expect(await screen.findByText('Ya hay una comprobación del catálogo en curso')).toBeVisible();
    await waitFor(() => expect(check).toBeEnabled());
    expect(progressView()).toBeNull();

    app.fail(DEMO_FAULT.catalogCheckStartCheck, 500);
    await app.user.click(check);
    expect(await screen.findByText('Error en la petición de comprobación del catálogo')).toBeVisible();
    expect(notifications()).toContain('Error en la petición de comprobación del catálogoHubo un error. Por favor reintente.');
    expect(progressView()).toBeNull();
  });

  it('closes the progress view with an error when the status cannot be read, and follows the running job again on the next visit', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const app = await openCatalog('export');
    await app.user.click(await screen.findByRole('button', { name: 'Comprobar catálogo' }));
    expect(await screen.findByRole('region', { name: 'Comprobación del catálogo en curso' })).toBeVisible();
    app.fail(DEMO_FAULT.catalogCheckJobStatus, DEMO_FAULT_STATUS.noServer);
    await app.elapse(POLL);
    await waitFor(() => expect(progressView()).toBeNull());
    expect(notifications()).toContain('No se ha podido consultar el estado del trabajo: No hay conexión con el servidor. Comprueba tu conexión y vuelve a intentarlo.');

    // The job still runs: the next visit of the screen follows it again.
    app.heal();
    window.location.hash = '#/app-h/backoffice/admin';
    await screen.findByRole('heading', { level: 1, name: 'Entidades' });
    window.location.hash = `${CATALOG}?tab=export`;
    expect(await screen.findByRole('region', { name: 'Comprobación del catálogo en curso' })).toBeVisible();
  });

  it('refuses to export without a selected domain, or without one whose catalog is healthy, and starts nothing', async () => {
    const app = await openCatalog('export');
    await app.user.click(await screen.findByRole('button', { name: 'Comprobar salud de los seleccionados' }));
    await waitFor(() => expect(notifications()).toContain('Salud comprobada: 3 con catálogo apto y 1 con catálogo no apto.'));
    await app.user.click(screen.getByRole('button', { name: 'Ninguno' }));
    expect(await screen.findByText('0 de 41 dominios con parafarmacia seleccionados')).toBeVisible();
    const panel = screen.getByRole('tabpanel', { name: 'Comprobación y exportación' });
    await app.user.click(within(panel).getByRole('button', { name: 'Exportar catálogo' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(/^selecciona algún dominio$/);
    await waitFor(() => expect(notifications()).toContain('selecciona algún dominio'));

    await app.user.click(within(panel).getByRole('checkbox', { name: 'farmacia-navarro.es' }));
    await waitFor(() => expect(within(panel).getByRole('checkbox', { name: 'farmacia-navarro.es' })).toBeChecked());
    await app.user.click(within(panel).getByRole('button', { name: 'Exportar catálogo' }));
    await waitFor(() => expect(within(panel).getByRole('alert')).toHaveTextContent(/^Ningún dominio seleccionado tiene un catálogo apto$/));
    expect(within(panel).getByText('Catálogo no apto')).toBeVisible();
    expect(progressView()).toBeNull();
    expect(await app.services.catalogCheck.runningJob()).toBeUndefined();
  });

  it('deletes a report once confirmed', async () => {
    const app = await openCatalog('reports');
    expect(await within(records()).findByText('1–5 de 5')).toBeVisible();
    await app.user.click(screen.getByRole('button', { name: 'Eliminar el informe del 19/11/2026 09:12' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar informe' });
    expect(dialog).toHaveTextContent('Se eliminará el informe del 19/11/2026 09:12 con todos sus errores. ¿Quieres continuar?');
    await app.user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Informe del 19/11/2026 09:12 eliminado.')).toBeVisible();
    expect(within(records()).getByText('1–4 de 4')).toBeVisible();
    expect(within(records()).getAllByRole('row')[1]).toHaveTextContent(/^18\/11\/2026 09:45Comprobación/);
  });

  it('keeps a report whose deletion fails, with its message', async () => {
    const app = await openCatalog('reports');
    expect(await within(records()).findByText('1–5 de 5')).toBeVisible();
    app.fail(DEMO_FAULT.catalogDeleteJob, 500);
    await app.user.click(screen.getByRole('button', { name: 'Eliminar el informe del 19/11/2026 09:12' }));
    await app.user.click(within(await screen.findByRole('dialog', { name: 'Eliminar informe' })).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Error eliminando el reporte')).toBeVisible();
    expect(within(records()).getByText('1–5 de 5')).toBeVisible();
    expect(within(records()).getAllByRole('row')[1]).toHaveTextContent(/^19\/11\/2026 09:12Exportación/);
  });

  it('tells a failed load of the reports, and loads them on retry', async () => {
    const app = await startApp({ signInAs: 'backoffice', at: `${CATALOG}?tab=reports`, faults: { [DEMO_FAULT.catalogJobs]: 500 } });
    const loadFailure = (await screen.findByText('No se han podido cargar los datos del catálogo')).closest<HTMLElement>('[role="alert"]')!;
    expect(loadFailure).toHaveTextContent('No se han podido cargar los datos del catálogoHubo un error. Por favor reintente.Reintentar');
    expect(notifications()).toContain('ErrorHubo un error. Por favor reintente.');
    app.heal();
    await app.user.click(within(loadFailure).getByRole('button', { name: 'Reintentar' }));
    expect(await within(records()).findByText('1–5 de 5')).toBeVisible();
    expect(screen.queryByText('No se han podido cargar los datos del catálogo')).not.toBeInTheDocument();
  });
});

describe('opening the catalog with another identity', () => {
  it('logs a pharmacist out and says why', async () => {
    await startApp({ signInAs: 'farmacia', at: '#/app-h/backoffice/catalog' });
    expect(await screen.findByRole('textbox', { name: 'Usuario' })).toBeVisible();
    expect(await screen.findByText('El catálogo es solo para usuarios de backoffice: se ha cerrado tu sesión. Entra con un usuario de backoffice para usarlo.')).toBeInTheDocument();
  });

  it('swaps a back-office user inside a pharmacy back, and says so', async () => {
    const app = await startApp({ signInAs: 'backoffice', at: '#/app-h/dashboard' });
    await app.services.session.swapToEntity(500);
    window.location.hash = '#/app-h/backoffice/catalog';
    expect(await screen.findByText('El catálogo trabaja con tu usuario de backoffice: has salido de la farmacia en la que estabas.')).toBeInTheDocument();
    expect(app.services.session.current()?.backoffice).toBeUndefined();
  });
});
