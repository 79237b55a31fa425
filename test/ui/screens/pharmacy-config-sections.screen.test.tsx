import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startApp, type RunningApp, type StartOptions } from '../../support/app-harness';
import { DEMO_FAULT } from '../../support/demo-faults';

const LIST = '#/app-h/backoffice/admin';

async function openConfig(eid: number, tab?: string, options: StartOptions = {}): Promise<RunningApp> {
  const app = await startApp({ signInAs: 'backoffice', at: `${LIST}?config=${eid}${tab === undefined ? '' : `&tab=${tab}`}` as `#/${string}`, ...options });
  await screen.findByRole('dialog');
  return app;
}

/** The visible panel of the configuration's tabs. */
const panel = (): HTMLElement => screen.getByRole('tabpanel');

async function save(app: RunningApp): Promise<void> {
  await app.user.click(within(panel()).getByRole('button', { name: 'Guardar' }));
  const question = await screen.findByRole('dialog', { name: '¿Guardar la configuración?' });
  await app.user.click(within(question).getByRole('button', { name: 'Guardar' }));
}

async function retype(app: RunningApp, field: HTMLElement, text: string): Promise<void> {
  await app.user.clear(field);
  await app.user.click(field);
  await app.user.paste(text);
}

describe('pharmacy configuration sections', () => {
  it("saves the pharmacy's data after confirmation, with the domain cleaned", async () => {
    const app = await openConfig(500);
    await retype(app, await screen.findByRole('textbox', { name: /^Nombre comercial/ }), 'Farmacia Llorente Centro');
    await retype(app, screen.getByRole('textbox', { name: /^Dominio/ }), 'https://llorente-centro.es/');
    await save(app);
    expect(await screen.findByText('Configuración guardada')).toBeVisible();
    expect((await app.services.pharmacyConfig.settings(500)).profile).toMatchObject({ commercialName: 'Farmacia Llorente Centro', domain: 'llorente-centro.es' });
  });

  it('shows each rule beside its field and saves nothing while one fails', async () => {
    const app = await openConfig(500);
    await retype(app, await screen.findByRole('textbox', { name: /^Correo principal/ }), 'info@');
    await retype(app, screen.getByRole('textbox', { name: /^NIF/ }), '12345678A');
    await app.user.click(within(panel()).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Revisa los campos marcados: no se ha guardado nada.')).toBeVisible();
    expect(screen.getByText('Escribe un correo electrónico válido.')).toBeVisible();
    expect(screen.getByText('El NIF no es válido: comprueba el DNI, NIE o CIF.')).toBeVisible();
    expect(screen.queryByRole('dialog', { name: '¿Guardar la configuración?' })).toBeNull();
    expect((await app.services.pharmacyConfig.settings(500)).profile.mainEmail).toBe('info@farmacia-llorente.es');
  });

  it('keeps what was typed when the save fails, and offers it back after a reload', async () => {
    const app = await openConfig(500, undefined, { faults: { [DEMO_FAULT.pharmacyConfigSaveProfile]: 500 } });
    const name = await screen.findByRole('textbox', { name: /^Nombre comercial/ });
    await retype(app, name, 'Farmacia Llorente Norte');
    await save(app);
    expect(await screen.findByText('Error al configurar')).toBeVisible();
    expect(name).toHaveValue('Farmacia Llorente Norte');
    expect((await app.services.pharmacyConfig.settings(500)).profile.commercialName).toBe('Farmacia Llorente');

    // A reload: the draft kept in this browser is offered back.
    await openConfig(500);
    const offer = await screen.findByText('Tienes cambios sin guardar en «Ajustes»');
    expect(offer).toBeVisible();
    const fresh = screen.getAllByRole('textbox', { name: /^Nombre comercial/ }).at(-1) as HTMLElement;
    expect(fresh).toHaveValue('Farmacia Llorente');
    await app.user.click(screen.getAllByRole('button', { name: 'Recuperar cambios' }).at(-1) as HTMLElement);
    expect(fresh).toHaveValue('Farmacia Llorente Norte');
  });

  it('saves new landing colours and registers the pharmacy on Healthium', async () => {
    const app = await openConfig(500, 'landing');
    await retype(app, await screen.findByRole('textbox', { name: /^Color 1/ }), '#AA3300');
    const healthium = screen.getByRole('switch', { name: 'Healthium activo' });
    if (!(healthium as HTMLInputElement).checked) await app.user.click(healthium);
    await save(app);
    expect(await screen.findByText('Configuración guardada')).toBeVisible();
    expect(await screen.findByText('Healthium configurado correctamente')).toBeVisible();
    expect((await app.services.pharmacyConfig.settings(500)).landing).toMatchObject({ color1: '#aa3300', healthiumActive: true, healthiumLink: 'https://healthium.example/farmacias/500' });
  });

  it('says exactly what was saved when the Healthium registration fails, and retries only the registration', async () => {
    const app = await openConfig(500, 'landing', { faults: { [DEMO_FAULT.healthcarePlatformRegisterPharmacy]: -1 } });
    await retype(app, await screen.findByRole('textbox', { name: /^Color 2/ }), '#003049');
    const healthium = screen.getByRole('switch', { name: 'Healthium activo' });
    if (!(healthium as HTMLInputElement).checked) await app.user.click(healthium);
    await save(app);
    expect(await screen.findByText('Error al configurar Healthium')).toBeVisible();
    const halfway = await screen.findByRole('alert', { name: 'Guardado a medias' });
    expect(halfway).toHaveTextContent('La landing se ha guardado.');
    expect(halfway).toHaveTextContent('La farmacia no se ha registrado en Healthium: No hay conexión con el servidor.');
    expect((await app.services.pharmacyConfig.settings(500)).landing.color2).toBe('#003049');

    app.heal();
    await app.user.click(within(halfway).getByRole('button', { name: 'Reintentar el registro en Healthium' }));
    expect(await screen.findByText('Healthium configurado correctamente')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('alert', { name: 'Guardado a medias' })).toBeNull());
    expect((await app.services.pharmacyConfig.settings(500)).landing.healthiumLink).toBe('https://healthium.example/farmacias/500');
  });

  it("changes the mobile app's modules", async () => {
    const app = await openConfig(500, 'mobile');
    const loyalty = await screen.findByRole('switch', { name: 'Fidelización' });
    const before = (await app.services.pharmacyConfig.mobileData(500)).modules;
    await app.user.click(loyalty);
    await save(app);
    expect(await screen.findByText('Configuración guardada')).toBeVisible();
    expect((await app.services.pharmacyConfig.mobileData(500)).modules).toEqual({ ...before, loyalty: !before.loyalty });
  });

  it('needs an image for every carousel item', async () => {
    const app = await openConfig(500, 'mobile');
    await app.user.click(await screen.findByRole('button', { name: 'Añadir imagen al carrusel' }));
    await app.user.click(within(panel()).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('* este campo es obligatorio')).toBeVisible();
    expect((await app.services.pharmacyConfig.mobileData(500)).carousel).toHaveLength(2);
  });

  it("says the services were saved but the shop's plugin was not activated, and retries the activation", async () => {
    const app = await openConfig(500, 'services', { faults: { [DEMO_FAULT.pharmacyConfigActivateShopPlugin]: 500 } });
    await app.user.click(await screen.findByRole('switch', { name: 'SPD' }));
    await save(app);
    const halfway = await screen.findByRole('alert', { name: 'Guardado a medias' });
    expect(halfway).toHaveTextContent('La configuración de los servicios se ha guardado.');
    expect(halfway).toHaveTextContent('No se ha podido activar el plugin de la tienda:');
    expect(await screen.findByText('Error al configurar')).toBeVisible();
    app.heal();
    await app.user.click(within(halfway).getByRole('button', { name: 'Reintentar la activación del plugin' }));
    await waitFor(() => expect(screen.queryByRole('alert', { name: 'Guardado a medias' })).toBeNull());
  });

  it('refuses a points value that is not an amount', async () => {
    const app = await openConfig(500, 'transactional');
    await retype(app, await screen.findByRole('textbox', { name: /^Valor de cada punto/ }), 'mucho');
    await app.user.click(within(panel()).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Escribe un número válido.')).toBeVisible();
  });
});
