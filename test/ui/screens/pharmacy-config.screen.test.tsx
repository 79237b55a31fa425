import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startApp, type RunningApp, type StartOptions } from '../../support/app-harness';

const LIST = '#/app-h/backoffice/admin';
const notices = (): string[] => [...document.querySelectorAll('.mantine-Notification-root')].map((notice) => notice.textContent ?? '');

/** Opens the configuration of pharmacy `eid` straight from the address. */
async function openConfig(eid: number, tab?: string, options: StartOptions = {}): Promise<RunningApp> {
  const app = await startApp({ signInAs: 'backoffice', at: `${LIST}?config=${eid}${tab === undefined ? '' : `&tab=${tab}`}` as `#/${string}`, ...options });
  await screen.findByRole('dialog');
  return app;
}

describe('pharmacy configuration dialog', () => {
  it('opens from the entity list row, keeps its pharmacy and tab in the address and closes', async () => {
    const app = await startApp({ signInAs: 'backoffice' });
    await screen.findByText('48 de 48 farmacias');
    await app.user.click(await screen.findByRole('searchbox', { name: 'Buscar' }));
    await app.user.paste('llorente');
    await screen.findByText('1 de 48 farmacias');
    await app.user.click(screen.getByRole('button', { name: 'Configurar Farmacia Llorente' }));
    expect(await screen.findByRole('dialog', { name: 'Configuración de Farmacia Llorente' })).toBeVisible();
    expect(window.location.hash).toBe('#/app-h/backoffice/admin?search=llorente&config=500');
    expect(await screen.findByRole('textbox', { name: /^Nombre comercial/ })).toHaveValue('Farmacia Llorente');
    await app.user.click(screen.getByRole('tab', { name: 'Landing' }));
    await waitFor(() => expect(window.location.hash).toBe('#/app-h/backoffice/admin?search=llorente&config=500&tab=landing'));
    expect(screen.getByRole('textbox', { name: /^Color 1/ })).toHaveValue('#1b7f5a');
    await app.user.click(screen.getByRole('button', { name: 'Cerrar la configuración' }));
    await waitFor(() => expect(window.location.hash).toBe('#/app-h/backoffice/admin?search=llorente'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('pharmacy configuration dialog, failures and links', () => {
  it("says the configuration could not be opened, and opens it once retried", async () => {
    const app = await openConfig(500, undefined, { faults: { 'pharmacyConfig.settings': 500 } });
    expect(await screen.findByText('No se pudo abrir la configuración')).toBeVisible();
    app.heal();
    await app.user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('textbox', { name: /^Nombre comercial/ })).toHaveValue('Farmacia Llorente');
  });

  it('links the beta panel and disables the legacy back-office outside production', async () => {
    await openConfig(500);
    await screen.findByRole('textbox', { name: /^Nombre comercial/ });
    expect(screen.getByRole('link', { name: 'Panel beta' })).toHaveAttribute('href', '/beta/pharmacies/500/form');
    expect(screen.getByRole('button', { name: 'Configurar farmacia' })).toBeDisabled();
    expect(screen.getByText('«Configurar farmacia» abre el backoffice anterior y solo está disponible en producción.')).toBeVisible();
  });

  it('opens the legacy back-office in production', async () => {
    await openConfig(500, undefined, { env: { VITE_EXECUTION_MODE: 'production' } });
    await screen.findByRole('textbox', { name: /^Nombre comercial/ });
    expect(await screen.findByRole('link', { name: 'Configurar farmacia' })).toHaveAttribute('href', '/backoffice/#/pharmacies/500/configuration');
  });

  it('asks before closing with unsaved changes', async () => {
    const app = await openConfig(500);
    const name = await screen.findByRole('textbox', { name: /^Nombre comercial/ });
    await app.user.click(name);
    await app.user.paste(' Centro');
    await app.user.click(screen.getByRole('button', { name: 'Cerrar la configuración' }));
    const question = await screen.findByRole('dialog', { name: 'Cambios sin guardar' });
    expect(question).toHaveTextContent('Hay cambios sin guardar en: Ajustes.');
    await app.user.click(within(question).getByRole('button', { name: 'Seguir editando' }));
    expect(window.location.hash).toBe('#/app-h/backoffice/admin?config=500');
    expect(name).toHaveValue('Farmacia Llorente Centro');
    await app.user.click(screen.getByRole('button', { name: 'Cerrar la configuración' }));
    await app.user.click(within(await screen.findByRole('dialog', { name: 'Cambios sin guardar' })).getByRole('button', { name: 'Cerrar sin guardar' }));
    await waitFor(() => expect(window.location.hash).toBe('#/app-h/backoffice/admin'));
    expect(notices()).toEqual([]);
  });
});
