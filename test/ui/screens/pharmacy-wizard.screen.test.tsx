import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startApp } from '../../support/app-harness';
import { A_CIF, A_DNI, A_NIE, NEW_PHARMACY, expectStep, fillSection1, fillSection2, fillSection3, fillServices, input, nextButton, openFilledWizard, write } from '../../support/pharmacy-wizard';

describe('pharmacy wizard screen', () => {
  // Every field typed in, as a person does: the longest screen test of the wizard.
  it('creates a pharmacy with a NIE owner and a CIF company, and finds it in the entity list', { timeout: 120_000 }, async () => {
    const app = await startApp({ signInAs: 'backoffice', at: NEW_PHARMACY });
    await screen.findByRole('heading', { level: 1, name: 'Nueva farmacia' });
    await fillServices(app);
    await fillSection1(app, { ownerId: A_NIE });
    await fillSection2(app, { fiscalId: A_CIF });
    await fillSection3(app);
    expect(await screen.findByText('Nombre de usuario disponible')).toBeVisible();
    await app.user.click(screen.getByRole('button', { name: 'Crear farmacia' }));
    expect(await screen.findByText('Entidad creada correctamente')).toBeVisible();
    await waitFor(() => expect(new URLSearchParams(window.location.hash.split('?')[1]).get('search')).toBe('Farmacia Ruiz Soto'));
    expect(window.location.hash.split('?')[0]).toBe('#/app-h/backoffice/admin');
    expect(await screen.findByRole('cell', { name: 'Farmacia Ruiz Soto' })).toBeVisible();
    const created = await app.services.entities.list();
    const row = created.find((candidate) => candidate.name === 'Farmacia Ruiz Soto');
    expect(row).toMatchObject({ contactName: 'Elena Ruiz', erp: 'Farmatic', kam: 'Jorge Calvo' });
    const entity = await app.services.pharmacyWizard.get(row!.id);
    expect(entity.legalOwner.dni).toBe(A_NIE);
    expect(entity.administrative.nif).toBe(A_CIF);
    expect(entity.services.cdm).toEqual({ plan: 'standard', enabled: true, comments: '' });
    expect(entity.loginData).toEqual({ user: 'fruizsoto', password: '' });
    expect(await app.services.pharmacyWizard.checkUsername('fruizsoto')).toBe(false);
  });

  it('goes back and forth keeping what was typed', async () => {
    const app = await openFilledWizard('section1');
    await write(app, 'DNI o NIE', A_DNI);
    await app.user.click(nextButton());
    await expectStep('Paso 3 de 4: Datos administrativos');
    await app.user.click(screen.getByRole('button', { name: 'Anterior' }));
    await expectStep('Paso 2 de 4: Titular y farmacia');
    expect(input('DNI o NIE')).toHaveValue(A_DNI);
    expect(input('Nombre de la farmacia')).toHaveValue('Farmacia Ruiz Soto');
    await app.user.click(screen.getByRole('button', { name: 'Anterior' }));
    await expectStep('Paso 1 de 4: Servicios');
    expect(screen.getByRole('radio', { name: 'CDM: Estándar' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Web: Básico' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'App móvil: sin contratar' })).toBeChecked();
  });
});
