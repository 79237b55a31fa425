import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { startApp } from '../../support/app-harness';
import { A_DNI, NEW_PHARMACY, errorOf, expectStep, input, nextButton, openFilledWizard, write } from '../../support/pharmacy-wizard';

const CHECK_FIELDS = 'Por favor, comprueba los campos señalados';

/** The logo's file input (Mantine's FileInput keeps it hidden behind its button). */
const logoInput = (): HTMLInputElement => {
  const found = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (found === null) throw new Error('No logo input');
  return found;
};

describe('pharmacy wizard fields', () => {
  it('stays on the services step without a service or a commercial seller, and says why', async () => {
    const app = await startApp({ signInAs: 'backoffice', at: NEW_PHARMACY });
    await expectStep('Paso 1 de 4: Servicios');
    await app.user.click(nextButton());
    expect(await screen.findByText(CHECK_FIELDS, { selector: '.mantine-Notification-root *' })).toBeVisible();
    expect(screen.getByText('Selecciona al menos un servicio en algún plan')).toBeVisible();
    expect(screen.getByText('Selecciona un comercial')).toBeVisible();
    expect(screen.getByText('* este campo es obligatorio')).toBeVisible();
    await expectStep('Paso 1 de 4: Servicios');
  });

  it('marks every empty required field of the owner and pharmacy, and no optional one', async () => {
    const app = await openFilledWizard('section1');
    await write(app, 'Nombre', '');
    await write(app, 'Número de colegiado', '');
    await app.user.click(nextButton());
    expect(await screen.findByText(CHECK_FIELDS, { selector: '.mantine-Notification-root *' })).toBeVisible();
    expect(errorOf('Nombre')).toBe('* este campo es obligatorio');
    expect(errorOf('Número de colegiado')).toBe('* este campo es obligatorio');
    expect(errorOf('Piso')).toBeNull();
    expect(errorOf('Apellidos')).toBeNull();
    await expectStep('Paso 2 de 4: Titular y farmacia');
  });

  it('refuses an owner id that fails the DNI and NIE checksums, and accepts a DNI', async () => {
    const app = await openFilledWizard('section1');
    await write(app, 'DNI o NIE', 'X1234567A');
    await app.user.click(nextButton());
    expect(await screen.findByText(CHECK_FIELDS, { selector: '.mantine-Notification-root *' })).toBeVisible();
    expect(errorOf('DNI o NIE')).toBe('Comprueba valor');
    await write(app, 'DNI o NIE', '12345678A');
    expect(errorOf('DNI o NIE')).toBe('Comprueba valor');
    await write(app, 'DNI o NIE', A_DNI);
    expect(errorOf('DNI o NIE')).toBeNull();
    await app.user.click(nextButton());
    await expectStep('Paso 3 de 4: Datos administrativos');
  });

  it('refuses a company id that fails the NIF and CIF checksums', async () => {
    const app = await openFilledWizard('section2');
    await write(app, 'NIF o CIF', 'B12345675');
    await app.user.click(nextButton());
    expect(await screen.findByText(CHECK_FIELDS, { selector: '.mantine-Notification-root *' })).toBeVisible();
    expect(errorOf('NIF o CIF')).toBe('Comprueba valor');
    await expectStep('Paso 3 de 4: Datos administrativos');
    await write(app, 'NIF o CIF', 'B12345674');
    expect(errorOf('NIF o CIF')).toBeNull();
  });

  it('refuses a phone or an e-mail of the wrong form and a value over its limit', async () => {
    const app = await openFilledWizard('section1');
    await write(app, 'Teléfono del titular', '512345678');
    await write(app, 'Correo electrónico de la farmacia', 'hola@');
    await write(app, 'Localidad', 'M'.repeat(29));
    await app.user.click(nextButton());
    expect(errorOf('Teléfono del titular')).toBe('Comprueba valor');
    expect(errorOf('Correo electrónico de la farmacia')).toBe('Comprueba valor');
    expect(errorOf('Localidad')).toBe('Comprueba valor');
  });

  it('refuses a logo of 800 KB or more, and one that is not an image', async () => {
    const app = await openFilledWizard('section1');
    await app.user.upload(logoInput(), new File([new Uint8Array(800 * 1014)], 'logo.png', { type: 'image/png' }));
    expect(await screen.findByText('Comprueba valor')).toBeVisible();
    await app.user.click(nextButton());
    expect(await screen.findByText(CHECK_FIELDS, { selector: '.mantine-Notification-root *' })).toBeVisible();
    await expectStep('Paso 2 de 4: Titular y farmacia');
    // The file chooser offers images only; a file dropped in anyway is still checked.
    await userEvent.setup({ applyAccept: false }).upload(logoInput(), new File(['%PDF-1.4'], 'logo.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Comprueba valor')).toBeVisible();
    await app.user.upload(logoInput(), new File([new Uint8Array(2000)], 'logo.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'Logo de la farmacia' })).toBeVisible();
    expect(screen.queryByText('Comprueba valor')).toBeNull();
    await app.user.click(nextButton());
    await expectStep('Paso 3 de 4: Datos administrativos');
  });

  it('marks the pharmacy on the map, centred on Madrid at zoom 14, and finds its town', async () => {
    const app = await openFilledWizard('section1');
    const map = screen.getByRole('img', { name: 'Ubicación en el mapa' });
    expect(map).toHaveAttribute('data-zoom', '14');
    expect(screen.getByText('Madrid', { selector: 'text' })).toBeInTheDocument();
    map.focus();
    await app.user.keyboard('{Enter}');
    expect(await screen.findByText('Ubicación marcada: 40.41680, -3.70380')).toBeVisible();
    await write(app, 'Dirección en el mapa', 'Plaza Nueva, Sevilla');
    await app.user.click(screen.getByRole('button', { name: 'Buscar en el mapa' }));
    expect(await screen.findByText('Ubicación marcada: 37.38910, -5.98450')).toBeVisible();
    expect(input('Latitud')).toHaveValue('37.3891');
  });
});
