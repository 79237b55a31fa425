import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CURRENT_USER_KEY } from '@adapters/session';
import { startApp } from '../../support/app-harness';
import { DEMO_FAULT } from '../../support/demo-faults';

const LIST = '#/app-h/backoffice/campaignTemplateList';
/** Alergia primaveral: a template no campaign uses. */
const ALLERGY = '#/app-h/campaignTemplates/saveCampaignTemplate/4';

const field = (name: string): HTMLElement => screen.getByRole('textbox', { name });
const saveButton = (): HTMLElement => screen.getByRole('button', { name: 'Guardar plantilla' });

async function openAllergy(at: `#/${string}` = ALLERGY) {
  const app = await startApp({ signInAs: 'backoffice', at });
  await screen.findByRole('heading', { level: 1, name: 'Editar plantilla de campaña' });
  await waitFor(() => expect(field('Nombre')).toHaveValue('Alergia primaveral'));
  return app;
}

async function reopen(at: `#/${string}`): Promise<void> {
  window.location.hash = at;
  await screen.findByRole('heading', { level: 1, name: 'Editar plantilla de campaña' });
  await waitFor(() => expect(field('Nombre')).toHaveValue('Alergia primaveral'));
}

describe('what was typed in the template form is never lost', () => {
  it('keeps an edit refused as "in use" as a draft, and offers it back when the template is opened again', async () => {
    const app = await openAllergy();
    await app.user.type(field('Nombre'), ' 2027');
    app.fail(DEMO_FAULT.templatesUpdate, 409);
    await app.user.click(saveButton());
    // The spec's message and its return to the list stay as they were.
    expect(await screen.findByText('La plantilla está en uso y no puede ser editada.')).toBeVisible();
    await waitFor(() => expect(window.location.hash).toBe(LIST));
    // Back on the list for real: the form is gone (the address changes before the list renders).
    await screen.findByRole('heading', { level: 1, name: 'Plantillas de campaña' });

    app.heal();
    await reopen(ALLERGY);
    const offer = await screen.findByText('Tienes cambios sin guardar en esta plantilla');
    expect(screen.getByText('Se guardaron en este navegador el 21/11/2026 10:00. Puedes recuperarlos o descartarlos.')).toBeVisible();
    await app.user.click(screen.getByRole('button', { name: 'Recuperar cambios' }));
    expect(field('Nombre')).toHaveValue('Alergia primaveral 2027');
    expect(offer).not.toBeInTheDocument();

    await app.user.click(saveButton());
    expect(await screen.findByText('Plantilla de campaña guardada con éxito')).toBeVisible();
    expect((await app.services.templates.get('4')).name).toBe('Alergia primaveral 2027');
    // Saved: nothing is offered any more.
    window.location.hash = ALLERGY;
    await screen.findByRole('heading', { level: 1, name: 'Editar plantilla de campaña' });
    await waitFor(() => expect(field('Nombre')).toHaveValue('Alergia primaveral 2027'));
    expect(screen.queryByText('Tienes cambios sin guardar en esta plantilla')).toBeNull();
  });

  it('forgets the draft when the user discards the changes on leaving', async () => {
    const app = await openAllergy();
    await app.user.type(field('Nombre'), ' 2027');
    app.fail(DEMO_FAULT.templatesUpdate, 500);
    await app.user.click(saveButton());
    expect(await screen.findByText('Actualizar plantilla de campaña error')).toBeVisible();
    app.heal();
    await app.user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await app.user.click(within(await screen.findByRole('dialog', { name: 'Cambios sin guardar' })).getByRole('button', { name: 'Descartar cambios' }));
    await waitFor(() => expect(window.location.hash).toBe(LIST));
    // Back on the list for real: the form is gone (the address changes before the list renders).
    await screen.findByRole('heading', { level: 1, name: 'Plantillas de campaña' });
    await reopen(ALLERGY);
    expect(screen.queryByText('Tienes cambios sin guardar en esta plantilla')).toBeNull();
  });

  it('asks before overwriting a change saved elsewhere since the form was loaded', async () => {
    const app = await openAllergy();
    await app.user.type(field('Nombre'), ' 2027');
    // Another tab saves the same template meanwhile.
    await app.services.templates.update('4', { ...(await app.services.templates.get('4')), subject: 'Asunto cambiado en otra pestaña' });

    await app.user.click(saveButton());
    const dialog = await screen.findByRole('dialog', { name: 'La plantilla ha cambiado' });
    // The dialog fades in: visible once its transition ends.
    await waitFor(() => expect(within(dialog).getByText(/Alguien ha guardado cambios en esta plantilla desde que la abriste/)).toBeVisible());
    await app.user.click(within(dialog).getByRole('button', { name: 'Revisar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'La plantilla ha cambiado' })).toBeNull());
    expect((await app.services.templates.get('4')).name).toBe('Alergia primaveral');
    expect(field('Nombre')).toHaveValue('Alergia primaveral 2027');

    await app.user.click(saveButton());
    await app.user.click(within(await screen.findByRole('dialog', { name: 'La plantilla ha cambiado' })).getByRole('button', { name: 'Guardar mis cambios' }));
    expect(await screen.findByText('Plantilla de campaña guardada con éxito')).toBeVisible();
    expect((await app.services.templates.get('4')).name).toBe('Alergia primaveral 2027');
  });

  it('saves without asking when nobody changed the template', async () => {
    const app = await openAllergy();
    await app.user.type(field('Nombre'), ' 2027');
    await app.user.click(saveButton());
    expect(await screen.findByText('Plantilla de campaña guardada con éxito')).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'La plantilla ha cambiado' })).toBeNull();
  });
});

describe('a session that ends while a form has unsaved changes', () => {
  it('lands on the login page when another tab logs out, and offers the draft at the next sign-in of the same user', async () => {
    const app = await openAllergy();
    await app.user.type(field('Nombre'), ' 2027');
    // The draft is written shortly after typing pauses.
    await new Promise((resolve) => setTimeout(resolve, 500));
    app.local.changeFromAnotherTab(CURRENT_USER_KEY, undefined);
    expect(await screen.findByRole('textbox', { name: 'Usuario' })).toBeVisible();
    expect(window.location.hash).toBe('#/');
    expect(screen.queryByRole('dialog', { name: 'Cambios sin guardar' })).toBeNull();

    await app.services.session.login('backoffice', 'demo');
    await reopen(ALLERGY);
    await app.user.click(await screen.findByRole('button', { name: 'Recuperar cambios' }));
    expect(field('Nombre')).toHaveValue('Alergia primaveral 2027');
  });

  it('asks to sign in again when a save is refused with 401, and comes back to the form with what was typed', async () => {
    const app = await openAllergy();
    await app.user.type(field('Nombre'), ' 2027');
    app.fail(DEMO_FAULT.templatesUpdate, 401);
    await app.user.click(saveButton());
    expect(await screen.findByText('Tu sesión ha caducado. Vuelve a entrar para continuar.')).toBeVisible();
    const username = await screen.findByRole('textbox', { name: 'Usuario' });
    expect(window.location.hash).toBe('#/');
    // The spec's "in use" rule is for a template others use, not for a session that ended.
    expect(screen.queryByText('La plantilla está en uso y no puede ser editada.')).toBeNull();

    app.heal();
    await app.user.type(username, 'backoffice');
    await app.user.type(screen.getByLabelText('Contraseña'), 'demo');
    await app.user.click(screen.getByRole('button', { name: 'Entrar' }));
    await screen.findByRole('heading', { level: 1, name: 'Editar plantilla de campaña' });
    expect(window.location.hash).toBe(ALLERGY);
    await app.user.click(await screen.findByRole('button', { name: 'Recuperar cambios' }));
    expect(field('Nombre')).toHaveValue('Alergia primaveral 2027');
  });

  it('keeps the form when the server refuses a save with 429 (too many requests), saying when to try again', async () => {
    const app = await openAllergy();
    await app.user.type(field('Nombre'), ' 2027');
    app.fail(DEMO_FAULT.templatesUpdate, 429);
    await app.user.click(saveButton());
    expect(await screen.findByText('Actualizar plantilla de campaña error')).toBeVisible();
    expect(screen.getByText('El servidor está recibiendo demasiadas peticiones. Espera un momento y vuelve a intentarlo.')).toBeVisible();
    expect(screen.queryByText('La plantilla está en uso y no puede ser editada.')).toBeNull();
    expect(window.location.hash).toBe(ALLERGY);
    expect(field('Nombre')).toHaveValue('Alergia primaveral 2027');

    app.heal();
    await app.user.click(saveButton());
    expect(await screen.findByText('Plantilla de campaña guardada con éxito')).toBeVisible();
    expect((await app.services.templates.get('4')).name).toBe('Alergia primaveral 2027');
  });
});

describe('switching language on a form with unsaved changes', () => {
  it('asks first, and switches only once the user has chosen to leave', async () => {
    const app = await openAllergy();
    await app.user.type(field('Nombre'), ' 2027');
    await app.user.click(within(screen.getByRole('radiogroup', { name: 'Idioma' })).getByText('EN'));
    const dialog = await screen.findByRole('dialog', { name: 'Cambios sin guardar' });
    // Nothing has changed yet: the question is asked in the language of the form.
    expect(within(screen.getByRole('radiogroup', { name: 'Idioma' })).getByRole('radio', { name: 'ES' })).toBeChecked();
    await app.user.click(within(dialog).getByRole('button', { name: 'Seguir editando' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cambios sin guardar' })).toBeNull());
    expect(window.location.hash).toBe(ALLERGY);
    expect(field('Nombre')).toHaveValue('Alergia primaveral 2027');
    expect(within(screen.getByRole('radiogroup', { name: 'Idioma' })).getByRole('radio', { name: 'ES' })).toBeChecked();

    await app.user.click(within(screen.getByRole('radiogroup', { name: 'Idioma' })).getByText('EN'));
    await app.user.click(within(await screen.findByRole('dialog', { name: 'Cambios sin guardar' })).getByRole('button', { name: 'Descartar cambios' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(window.location.hash).toBe('#/app-h/dashboard');
    expect(within(screen.getByRole('radiogroup', { name: 'Language' })).getByRole('radio', { name: 'EN' })).toBeChecked();
  });
});
