import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startApp } from '../../support/app-harness';
import { DEMO_FAULT } from '../../support/demo-faults';
import { expectStep, input, nextButton, write } from '../../support/pharmacy-wizard';

/** Farmacia Llorente, the main demo pharmacy (the 'farmacia' account's). */
const LLORENTE = '#/app-h/wizard/500';

describe('pharmacy wizard, editing', () => {
  it('edits a pharmacy with its ERP, KAM and login disabled, and returns to the list', async () => {
    const app = await startApp({ signInAs: 'backoffice', at: LLORENTE });
    await screen.findByRole('heading', { level: 1, name: 'Datos de la farmacia' });
    expect(screen.getByRole('radio', { name: 'CDM: Básico' })).toBeChecked();
    await app.user.click(nextButton());
    await expectStep('Paso 2 de 4: Titular y farmacia');
    expect(input('Nombre de la farmacia')).toHaveValue('Farmacia Llorente');
    await write(app, 'Nombre de la farmacia', 'Farmacia Llorente Centro');
    await app.user.click(nextButton());
    await expectStep('Paso 3 de 4: Datos administrativos');
    await app.user.click(nextButton());
    await expectStep('Paso 4 de 4: Datos informáticos y acceso');
    expect(screen.getByRole('combobox', { name: 'ERP' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'KAM' })).toBeDisabled();
    expect(input('Nombre de usuario')).toBeDisabled();
    expect(input('Nombre de usuario')).toHaveValue('farmacia');
    expect(input('Contraseña')).toBeDisabled();
    await app.user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Entidad modificada correctamente')).toBeVisible();
    await waitFor(() => expect(window.location.hash.split('?')[0]).toBe('#/app-h/backoffice/admin'));
    expect((await app.services.entities.list()).find((row) => row.id === 500)?.name).toBe('Farmacia Llorente Centro');
  });

  it('says when the pharmacy cannot be loaded, and loads it on retry', async () => {
    const app = await startApp({ signInAs: 'backoffice', at: LLORENTE, faults: { [DEMO_FAULT.pharmacyWizardGet]: 500 } });
    expect(await screen.findByText('Error cargando los datos de la farmacia')).toBeVisible();
    app.heal();
    await app.user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await expectStep('Paso 1 de 4: Servicios');
  });

  it('keeps the form when saving fails', async () => {
    const app = await startApp({ signInAs: 'backoffice', at: LLORENTE, faults: { [DEMO_FAULT.pharmacyWizardEdit]: 500 } });
    await screen.findByRole('heading', { level: 1, name: 'Datos de la farmacia' });
    for (let step = 0; step < 3; step += 1) await app.user.click(nextButton());
    await app.user.click(await screen.findByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Hubo un error con la entidad')).toBeVisible();
    await expectStep('Paso 4 de 4: Datos informáticos y acceso');
  });

  it('lets a pharmacy user edit their own data with the services locked, and no other pharmacy', async () => {
    const app = await startApp({ signInAs: 'farmacia', at: LLORENTE });
    await screen.findByRole('heading', { level: 1, name: 'Datos de la farmacia' });
    expect(screen.getByText('Los servicios contratados y el comercial los cambia el equipo de backoffice.')).toBeVisible();
    expect(screen.getByRole('radio', { name: 'CDM: Básico' })).toBeDisabled();
    await app.user.click(nextButton());
    await expectStep('Paso 2 de 4: Titular y farmacia');
    await app.router.navigate({ href: '/app-h/wizard/501' });
    await waitFor(() => expect(window.location.hash).toBe('#/403'));
  });
});
