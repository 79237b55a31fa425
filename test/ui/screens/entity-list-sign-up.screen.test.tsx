import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SIGN_UP_COMPLETION_MS } from '@adapters/pharmacy-config';
import { startApp, type RunningApp } from '../../support/app-harness';

/** The cells of the list's row of a pharmacy, by eid (the list is searched by it). */
function cellsOf(eid: number): string[] {
  const row = screen.getAllByRole('row').find((candidate) => candidate.querySelector('td')?.textContent === String(eid));
  if (row === undefined) throw new Error(`No row for ${eid}`);
  return [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? '');
}

/** The list's columns: id, name, contact, KAM, ERP, last upload, form, commercial, administrative, e-mail, actions. */
const FORM = 6;
const MAIL = 9;

/** Searches the list for the pharmacy by its name, until its row is the only one. */
async function searchFor(app: RunningApp, eid: number): Promise<void> {
  const pharmacy = (await app.services.entities.list()).find((row) => row.id === eid);
  await app.user.click(await screen.findByRole('searchbox', { name: 'Buscar' }));
  await app.user.paste(pharmacy?.name ?? '');
  await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
  await waitFor(() => expect(cellsOf(eid)[0]).toBe(String(eid)));
}

async function closeDialog(app: RunningApp): Promise<void> {
  await app.user.click(screen.getByRole('button', { name: 'Cerrar la configuración' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

describe('entity list and pharmacy configuration read one sign-up form', () => {
  it('shows in the list the status the configuration gives the form, after each change', async () => {
    const app = await startApp({ signInAs: 'backoffice', at: '#/app-h/backoffice/admin' });
    await searchFor(app, 504);
    await waitFor(() => expect(cellsOf(504)[FORM]).toBe('Pendiente'));

    await app.user.click(screen.getByRole('button', { name: /^Configurar / }));
    await app.user.click(await screen.findByRole('tab', { name: 'Formulario de alta' }));
    await app.user.click(await screen.findByRole('button', { name: 'Generar enlace' }));
    await screen.findByRole('link', { name: 'https://alta.farmacias.example/f/504-1' });
    await closeDialog(app);
    await waitFor(() => expect(cellsOf(504)[FORM]).toBe('Abierto'));

    await app.user.click(screen.getByRole('button', { name: /^Configurar / }));
    await app.user.click(await screen.findByRole('tab', { name: 'Formulario de alta' }));
    const field = await screen.findByRole('textbox', { name: 'Enviar a' });
    await app.user.clear(field);
    await app.user.click(field);
    await app.user.paste('carmen@llorente.es');
    await app.user.click(screen.getByRole('button', { name: 'Enviar formulario' }));
    await screen.findByText('Formulario de alta enviado a carmen@llorente.es');
    await closeDialog(app);
    await waitFor(() => expect(cellsOf(504)[FORM]).toBe('Enviado'));

    // The pharmacy completes it on the clock: the list says so as soon as it reads again, as the dialog does.
    await app.elapse(SIGN_UP_COMPLETION_MS);
    expect((await app.services.entities.details()).find((entry) => entry.eid === 504)?.formStatus).toBe('completed');
    expect((await app.services.pharmacyConfig.signUpForm(504)).status).toBe('completed');
  });

  it("shows in the list the contact e-mail saved in the pharmacy's profile", async () => {
    const app = await startApp({ signInAs: 'backoffice', at: '#/app-h/backoffice/admin' });
    await searchFor(app, 504);
    await app.user.click(screen.getByRole('button', { name: /^Configurar / }));
    const dialog = await screen.findByRole('dialog');
    const email = await within(dialog).findByRole('textbox', { name: 'Correo de contacto' });
    await app.user.clear(email);
    await app.user.click(email);
    await app.user.paste('nuevo@farmacia.es');
    await app.user.click(within(screen.getByRole('tabpanel')).getByRole('button', { name: 'Guardar' }));
    await app.user.click(within(await screen.findByRole('dialog', { name: '¿Guardar la configuración?' })).getByRole('button', { name: 'Guardar' }));
    await screen.findByText('Configuración guardada');
    await closeDialog(app);
    await waitFor(() => expect(cellsOf(504)[MAIL]).toBe('nuevo@farmacia.es'));
  });
});
