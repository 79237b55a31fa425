import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from '../../support/app-harness';
import { DEMO_FAULT, type DemoFaults } from '../../support/demo-faults';

const TOOLS = '#/app-h/backoffice/developerTools';

async function open(at: `#/${string}` = TOOLS, faults: DemoFaults = {}, env: Record<string, string> = {}): Promise<RunningApp> {
  const app = await startApp({ signInAs: 'backoffice', at, faults, env });
  await screen.findByRole('heading', { level: 1, name: 'Herramientas de desarrollo' });
  return app;
}

const fileInput = (): HTMLInputElement => {
  const input = screen.getByRole('region', { name: 'Subir una versión nueva' }).querySelector<HTMLInputElement>('input[type="file"]');
  if (input === null) throw new Error('the file input');
  return input;
};

const zipFile = (name = 'wp-express-order.zip', bytes: number[] = [0x50, 0x4b, 0x03, 0x04, 9, 9]): File => new File([new Uint8Array(bytes)], name, { type: 'application/zip' });

describe('developer tools screen', () => {
  it('is in the navigation of the memory profile, and absent and refused with the flag off', async () => {
    await open();
    expect(await screen.findByRole('link', { name: 'Herramientas de desarrollo' })).toBeVisible();
    document.body.innerHTML = '';
    await open(TOOLS, {}, { VITE_DEV_FEATURES: 'false' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Las herramientas de desarrollo solo están disponibles con el indicador de desarrollo activado (VITE_DEV_FEATURES).');
    expect(screen.queryByRole('link', { name: 'Herramientas de desarrollo' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Comandos' })).toBeNull();
  });

  it('shows the setup information and restarts the server only after REINICIAR is typed exactly', async () => {
    const app = await open();
    const setup = await screen.findByRole('region', { name: 'Información del servidor' });
    expect(await within(setup).findByText('3 d 5 h 0 min')).toBeVisible();
    const restart = screen.getByRole('button', { name: 'Reiniciar servidor' });
    expect(restart).toBeDisabled();
    const word = screen.getByRole('textbox', { name: 'Palabra de confirmación' });
    await app.user.type(word, 'reiniciar');
    expect(restart).toBeDisabled();
    await app.user.clear(word);
    await app.user.type(word, 'REINICIAR');
    expect(restart).toBeEnabled();
    await app.user.click(restart);
    expect(await within(setup).findByText('0 d 0 h 0 min')).toBeVisible();
    expect(word).toHaveValue('');
  });

  it('refuses a restart without the word when the form is sent by Enter', async () => {
    const app = await open();
    const word = await screen.findByRole('textbox', { name: 'Palabra de confirmación' });
    await app.user.type(word, 'REINICIA{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Escribe REINICIAR para reiniciar el servidor.');
    expect(screen.getByRole('button', { name: 'Reiniciar servidor' })).toBeDisabled();
  });

  it('keeps the typed word when the restart fails', async () => {
    const app = await open(TOOLS, { [DEMO_FAULT.developerToolsRestartServer]: 500 });
    const word = await screen.findByRole('textbox', { name: 'Palabra de confirmación' });
    await app.user.type(word, 'REINICIAR');
    await app.user.click(screen.getByRole('button', { name: 'Reiniciar servidor' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Hubo un error. Por favor reintente.');
    expect(word).toHaveValue('REINICIAR');
  });

  it('runs a command and shows its output, monospace and copyable; a failure keeps the command', async () => {
    const app = await open(`${TOOLS}?tab=commands&command=status`);
    await app.user.click(await screen.findByRole('button', { name: 'Ejecutar' }));
    const output = await screen.findByTestId('command-output');
    expect(output).toHaveTextContent('Tiempo activo: 3 d 5 h 0 min');
    expect(screen.getByRole('heading', { name: 'Salida de «status»' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Copiar salida' })).toBeVisible();
    app.fail(DEMO_FAULT.developerToolsRunCommand, 500);
    await app.user.click(screen.getByRole('button', { name: 'Ejecutar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('El comando «status» ha fallado: Hubo un error. Por favor reintente.');
    expect(window.location.hash).toContain('command=status');
  });

  it('says so when the commands cannot be read', async () => {
    await open(`${TOOLS}?tab=commands`, { [DEMO_FAULT.developerToolsCommands]: 500 });
    expect(await screen.findByText('No se han podido leer los comandos')).toBeVisible();
  });

  it('shows the plugin versions and publishes a new version from a zip', async () => {
    const app = await open(`${TOOLS}?tab=plugins`);
    const versions = await screen.findByRole('region', { name: 'Versiones publicadas' });
    const row = async () => (await within(versions).findByText('wp-express-order')).closest('tr');
    await waitFor(async () => expect(await row()).toHaveTextContent('2.4.1'));
    await app.user.click(screen.getByRole('combobox', { name: 'Plugin' }));
    await app.user.click(await screen.findByRole('option', { name: 'wp-express-order', hidden: true }));
    await app.user.type(screen.getByRole('textbox', { name: 'Versión' }), '2.5.0');
    await app.user.upload(fileInput(), zipFile());
    await app.user.click(screen.getByRole('button', { name: 'Subir versión' }));
    await waitFor(async () => expect(await row()).toHaveTextContent('2.5.0'));
    expect(await app.services.developerTools.pluginVersion('wp-express-order')).toBe('2.5.0');
  });

  it('refuses a file that is not a zip, and keeps what was typed when the upload fails', async () => {
    const app = await open(`${TOOLS}?tab=plugins`);
    await app.user.click(await screen.findByRole('combobox', { name: 'Plugin' }));
    await app.user.click(await screen.findByRole('option', { name: 'farmacias-sync', hidden: true }));
    await app.user.type(screen.getByRole('textbox', { name: 'Versión' }), '1.13.0');
    await app.user.upload(fileInput(), zipFile('plugin.zip', [0x25, 0x50, 0x44, 0x46]));
    await app.user.click(screen.getByRole('button', { name: 'Subir versión' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('El fichero no es un .zip válido.');
    app.fail(DEMO_FAULT.developerToolsUploadPluginVersion, 500);
    await app.user.upload(fileInput(), zipFile('farmacias-sync.zip'));
    await app.user.click(screen.getByRole('button', { name: 'Subir versión' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('No se ha publicado la versión: Hubo un error. Por favor reintente.'));
    expect(screen.getByRole('textbox', { name: 'Versión' })).toHaveValue('1.13.0');
    expect(await app.services.developerTools.pluginVersion('farmacias-sync')).toBe('1.12.0');
  });

  it('lists the scripts and reads the info of one; a failed read offers a retry', async () => {
    const app = await open(`${TOOLS}?tab=scripts`, { [DEMO_FAULT.developerToolsScriptInfo]: 500 });
    await app.user.click(await screen.findByRole('button', { name: 'rotate-logs.sh' }));
    expect(await screen.findByText('No se ha podido leer la información de rotate-logs.sh')).toBeVisible();
    app.heal();
    await app.user.click(screen.getByRole('button', { name: /Reintentar/ }));
    expect(await screen.findByText(/Comprime y archiva los registros/)).toBeVisible();
    expect(window.location.hash).toContain('script=rotate-logs.sh');
  });

  it('says so when the setup information cannot be read', async () => {
    await open(TOOLS, { [DEMO_FAULT.developerToolsSetupInfo]: 500 });
    expect(await screen.findByText('No se ha podido leer la información del servidor')).toBeVisible();
  });
});
