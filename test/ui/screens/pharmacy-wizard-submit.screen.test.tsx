import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_FAULT, DEMO_FAULT_STATUS } from '../../support/demo-faults';
import { input, openFilledWizard } from '../../support/pharmacy-wizard';

const createButton = (): HTMLElement => screen.getByRole('button', { name: 'Crear farmacia' });

describe('pharmacy wizard submit', () => {
  it('sends one creation however often it is pressed, and says the pharmacy is being created', async () => {
    // Every demo call takes 300 ms, as over a slow network.
    const app = await openFilledWizard('section3', { env: { VITE_DEMO_LATENCY_MS: '300' } });
    await app.user.click(createButton());
    await app.user.click(createButton());
    expect(await screen.findByText('Farmacia en proceso de creación, espere por favor')).toBeVisible();
    expect(await screen.findByText('Entidad creada correctamente', undefined, { timeout: 5000 })).toBeVisible();
    expect((await app.services.entities.list()).filter((row) => row.name === 'Farmacia Ruiz Soto')).toHaveLength(1);
  });

  it('keeps everything typed when the server fails, and creates the pharmacy once it answers', async () => {
    const app = await openFilledWizard('section3', { faults: { [DEMO_FAULT.pharmacyWizardCreate]: 500 } });
    await app.user.click(createButton());
    expect(await screen.findByText('Hubo un error con la entidad')).toBeVisible();
    expect(window.location.hash).toBe('#/app-h/backoffice/wizard');
    expect(input('Nombre de usuario')).toHaveValue('fruizsoto');
    expect(input('Contraseña')).toHaveValue('Secreta123');
    app.heal();
    await app.user.click(createButton());
    expect(await screen.findByText('Entidad creada correctamente')).toBeVisible();
    await waitFor(() => expect(window.location.hash.split('?')[0]).toBe('#/app-h/backoffice/admin'));
  });

  it('shows the server message of a refused creation', async () => {
    const app = await openFilledWizard('section3', { faults: { [DEMO_FAULT.pharmacyWizardCreate]: DEMO_FAULT_STATUS.serverMessage } });
    await app.user.click(createButton());
    expect(await screen.findByText('Hubo un error con la entidad')).toBeVisible();
    expect(screen.getByText('Error simulado en pharmacyWizard.create')).toBeVisible();
  });

  it('loses nothing to a network cut: a reload offers back every step', async () => {
    const app = await openFilledWizard('section3', { faults: { [DEMO_FAULT.pharmacyWizardCreate]: DEMO_FAULT_STATUS.noServer } });
    await app.user.click(createButton());
    expect(await screen.findByText('Hubo un error con la entidad')).toBeVisible();
    expect(input('Nombre de usuario')).toHaveValue('fruizsoto');
    // The draft was kept before sending: it holds every step, and never the passwords.
    const stored = JSON.parse(window.localStorage.getItem('backoffice.draft.1.pharmacy-wizard:new') ?? '{}') as { value?: { text?: { ownerDni?: string; fiscalId?: string }; password?: string; step?: string } };
    expect(stored.value?.text?.ownerDni).toBe('X1234567L');
    expect(stored.value?.text?.fiscalId).toBe('B12345674');
    expect(stored.value?.password).toBe('');
    expect(stored.value?.step).toBe('section3');
  });
});
