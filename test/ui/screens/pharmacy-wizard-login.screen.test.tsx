import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_FAULT } from '../../support/demo-faults';
import { errorOf, expectStep, input, openFilledWizard, write } from '../../support/pharmacy-wizard';

const createButton = (): HTMLElement => screen.getByRole('button', { name: 'Crear farmacia' });

describe('pharmacy wizard login data', () => {
  it('says a taken username is not available as it is typed, and a free one is', async () => {
    const app = await openFilledWizard();
    await write(app, 'Nombre de usuario', 'farmacia');
    expect(await screen.findByText('Nombre de usuario no disponible')).toBeVisible();
    await app.user.click(createButton());
    expect(await screen.findByText('Por favor, comprueba los campos señalados', { selector: '.mantine-Notification-root *' })).toBeVisible();
    await expectStep('Paso 4 de 4: Datos informáticos y acceso');
    await write(app, 'Nombre de usuario', 'farmacia-nueva');
    expect(await screen.findByText('Nombre de usuario disponible')).toBeVisible();
    expect(errorOf('Nombre de usuario')).toBeNull();
  });

  it('refuses a username over 15 characters without asking the server', async () => {
    const app = await openFilledWizard();
    await write(app, 'Nombre de usuario', 'u'.repeat(16));
    await app.user.click(createButton());
    expect(errorOf('Nombre de usuario')).toBe('Comprueba valor');
  });

  it('refuses a weak password and passwords that differ, with the spec texts', async () => {
    const app = await openFilledWizard();
    await write(app, 'Contraseña', 'secreta1');
    await write(app, 'Repite la contraseña', 'secreta2');
    await app.user.click(createButton());
    expect(errorOf('Contraseña')).toBe('Debe contener al menos una mayúscula, minúscula y número. Debe tener una longitud mínima de 8 caracteres.');
    expect(errorOf('Repite la contraseña')).toBe('Las contraseñas no coinciden');
    await write(app, 'Contraseña', 'Ñandú2026');
    await write(app, 'Repite la contraseña', 'Ñandú2026');
    expect(errorOf('Contraseña')).toBeNull();
    expect(errorOf('Repite la contraseña')).toBeNull();
  });

  it('requires the terms to be accepted', async () => {
    const app = await openFilledWizard();
    await app.user.click(screen.getByRole('checkbox', { name: 'Acepto las condiciones del servicio' }));
    await app.user.click(createButton());
    expect(await screen.findByText('* este campo es obligatorio')).toBeVisible();
    await expectStep('Paso 4 de 4: Datos informáticos y acceso');
  });

  it('says when the username cannot be checked, and does not create the pharmacy', async () => {
    const app = await openFilledWizard('section3', { faults: { [DEMO_FAULT.pharmacyWizardCheckUsername]: 500 } });
    expect(await screen.findByText('Error comprobando nombre de usuario', { selector: '.mantine-Notification-root *' })).toBeVisible();
    await app.user.click(createButton());
    await expectStep('Paso 4 de 4: Datos informáticos y acceso');
    expect(input('Nombre de usuario')).toHaveValue('fruizsoto');
    expect((await app.services.entities.list()).some((row) => row.name === 'Farmacia Ruiz Soto')).toBe(false);
  });

  it('still offers the ERPs of the spec when the ERP list cannot be loaded, and says so', async () => {
    await openFilledWizard('section3', { faults: { [DEMO_FAULT.pharmacyWizardErpList]: 500, [DEMO_FAULT.pharmacyWizardKamUsers]: 500 } });
    expect(await screen.findByText('No se pueden cargar los ERP', { selector: '.mantine-Notification-root *' })).toBeVisible();
    expect(await screen.findByText('No se pueden cargar los datos de KAM', { selector: '.mantine-Notification-root *' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'ERP' })).toHaveValue('Farmatic');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  });
});
