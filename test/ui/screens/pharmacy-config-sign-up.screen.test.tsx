import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SIGN_UP_COMPLETION_MS } from '@adapters/pharmacy-config';
import { startApp, type RunningApp, type StartOptions } from '../../support/app-harness';
import { DEMO_FAULT } from '../../support/demo-faults';

async function openSignUp(eid: number, options: StartOptions = {}): Promise<RunningApp> {
  const app = await startApp({ signInAs: 'backoffice', at: `#/app-h/backoffice/admin?config=${eid}&tab=signup`, ...options });
  await screen.findByRole('dialog');
  await screen.findByText('Estado:');
  return app;
}

const status = (): string | null => screen.getByText('Estado:').nextElementSibling?.textContent ?? null;

async function typeEmail(app: RunningApp, email: string): Promise<void> {
  const field = screen.getByRole('textbox', { name: 'Enviar a' });
  await app.user.clear(field);
  await app.user.click(field);
  await app.user.paste(email);
}

describe('sign-up form of the pharmacy configuration', () => {
  it('generates a link, sends it, and approves the form once the pharmacy completed it, after confirming', async () => {
    const app = await openSignUp(504);
    expect(status()).toBe('Pendiente');
    expect(screen.getByText('Todavía no hay un enlace: genéralo para poder enviarlo.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Enviar formulario' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Aprobar' })).toBeDisabled();

    await app.user.click(screen.getByRole('button', { name: 'Generar enlace' }));
    expect(await screen.findByRole('link', { name: 'https://alta.farmacias.example/f/504-1' })).toHaveAttribute('href', 'https://alta.farmacias.example/f/504-1');
    expect(status()).toBe('Abierto');

    await typeEmail(app, 'carmen@llorente.es');
    await app.user.click(screen.getByRole('button', { name: 'Enviar formulario' }));
    expect(await screen.findByText('Formulario de alta enviado a carmen@llorente.es')).toBeVisible();
    expect(status()).toBe('Enviado');
    expect(screen.getByRole('button', { name: 'Aprobar' })).toBeDisabled();

    await app.elapse(SIGN_UP_COMPLETION_MS);
    await app.user.click(screen.getByRole('button', { name: 'Actualizar estado' }));
    await waitFor(() => expect(status()).toBe('Completado'));
    await app.user.click(screen.getByRole('button', { name: 'Aprobar' }));
    const question = await screen.findByRole('dialog', { name: '¿Aprobar el formulario de alta?' });
    expect(question).toHaveTextContent('La aprobación no se puede deshacer.');
    await app.user.click(within(question).getByRole('button', { name: 'Aprobar' }));
    expect(await screen.findByText('Formulario de alta aprobado')).toBeVisible();
    expect(status()).toBe('Aprobado');
    expect(screen.getByText('Formulario aprobado')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Aprobar' })).toBeNull());
    expect(await app.services.pharmacyConfig.signUpForm(504)).toMatchObject({ status: 'approved', isApproved: true, destinationMail: 'carmen@llorente.es' });
  });

  it('sends nothing to an address that is not an e-mail', async () => {
    const app = await openSignUp(506);
    expect(status()).toBe('Abierto');
    await typeEmail(app, 'carmen@');
    await app.user.click(screen.getByRole('button', { name: 'Enviar formulario' }));
    expect(await screen.findByText('Escribe un correo electrónico válido.')).toBeVisible();
    expect(status()).toBe('Abierto');
  });

  it("shows a send the server answers 'ERROR' as a failure and keeps the address typed", async () => {
    const app = await openSignUp(506, { faults: { [DEMO_FAULT.pharmacyConfigSendSignUpForm]: 200 } });
    await typeEmail(app, 'farmacia@ejemplo.es');
    await app.user.click(screen.getByRole('button', { name: 'Enviar formulario' }));
    expect(await screen.findByText('Hubo un error. Por favor reintente.')).toBeVisible();
    expect(status()).toBe('Abierto');
    expect(screen.getByRole('textbox', { name: 'Enviar a' })).toHaveValue('farmacia@ejemplo.es');
  });

  it('keeps the form as it was when the approval fails', async () => {
    const app = await openSignUp(507, { faults: { [DEMO_FAULT.pharmacyConfigApproveSignUpForm]: 500 } });
    expect(status()).toBe('Completado');
    await app.user.click(screen.getByRole('button', { name: 'Aprobar' }));
    await app.user.click(within(await screen.findByRole('dialog', { name: '¿Aprobar el formulario de alta?' })).getByRole('button', { name: 'Aprobar' }));
    expect(await screen.findByText('Hubo un error. Por favor reintente.')).toBeVisible();
    expect(status()).toBe('Completado');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Aprobar' })).toBeEnabled());
  });

  it('shows an approved form without actions, since approval is irreversible', async () => {
    await openSignUp(508);
    expect(status()).toBe('Aprobado');
    expect(screen.getByText('La farmacia está dada de alta. La aprobación no se puede deshacer.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Generar un enlace nuevo' })).toBeNull();
  });

  it('says the sign-up form could not be loaded, with a retry', async () => {
    const app = await startApp({ signInAs: 'backoffice', at: '#/app-h/backoffice/admin?config=505&tab=signup', faults: { [DEMO_FAULT.pharmacyConfigSignUpForm]: 500 } });
    expect(await screen.findByText('No se ha podido cargar el formulario de alta')).toBeVisible();
    app.heal();
    await app.user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await screen.findByText('Estado:');
    expect(status()).toBe('Enviado');
  });
});
