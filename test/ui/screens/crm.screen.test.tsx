import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { settledTable, startApp, type RunningApp } from '../../support/app-harness';
import { DEMO_FAULT } from '../../support/demo-faults';

const MENU = '#/app-h/crm/crm-menu';
const FORM = '#/app-h/crm/editForm';
const LLORENTE_URLS = { shopUrl: 'https://farmacia-llorente.es', termsUrl: 'https://farmacia-llorente.es/condiciones' };

/** A count as the Spanish interface writes it. */
const spanish = (value: number): string => new Intl.NumberFormat('es-ES').format(value);

/** Signs the pharmacist of Farmacia Llorente in, creates her CRM form through the service, and opens `at`. */
async function withForm(at: `#/${string}`): Promise<RunningApp> {
  const app = await startApp({ signInAs: 'farmacia', at: '#/app-h/dashboard' });
  await screen.findByRole('heading', { level: 1, name: 'Escritorio' });
  await app.services.crm.createForm(500, LLORENTE_URLS);
  window.location.hash = at;
  return app;
}

/** Picks an option of a Mantine select (its dropdown stays styled hidden in jsdom). */
async function choose(app: RunningApp, label: string, option: string): Promise<void> {
  await app.user.click(screen.getByRole('combobox', { name: label }));
  await app.user.click(await screen.findByRole('option', { name: option, hidden: true }));
}

/** The question of the form's list titled `title`. */
const questionItem = (title: string): HTMLElement => screen.getByRole('listitem', { name: title });

describe('CRM menu', () => {
  it('offers the configuration, the sync and EvoCrm, each with its icon, and says the form is still to be created', async () => {
    const app = await startApp({ signInAs: 'farmacia', at: MENU });
    expect(await screen.findByRole('heading', { level: 1, name: 'CRM' })).toBeVisible();
    const tiles = within(screen.getByRole('list', { name: 'Pantallas del CRM' })).getAllByRole('link');
    expect(tiles.map((tile) => [tile.textContent, tile.getAttribute('href')])).toEqual([
      ['ConfiguraciónEl formulario de fidelización, sus preguntas y las respuestas de tus clientes.', '/#/app-h/crm/editForm'],
      ['Sincronización de usuariosEnlaza las respuestas del formulario con los clientes de tu ERP.', '/#/app-h/crm/syncCrmUsers'],
      ['EvoCrmEncuentra grupos de clientes y guárdalos para tus campañas.', '/#/app-h/segmentations'],
    ]);
    expect(tiles.map((tile) => tile.querySelector('svg.tabler-icon') !== null)).toEqual([true, true, true]);
    expect(await screen.findByText('Es necesario crear el formulario')).toBeVisible();
    expect(within(screen.getByRole('navigation', { name: 'Navegación principal' })).getByRole('link', { name: 'CRM' })).toHaveAttribute('data-active', 'true');
    await app.user.click(tiles[1] as HTMLElement);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sincronización de usuarios' })).toBeVisible();
  });

  it('is refused to a pharmacy without the segments module', async () => {
    await startApp({ signInAs: 'farmacia2', at: MENU });
    await waitFor(() => expect(window.location.hash).toBe('#/403'));
  });
});

describe('CRM form', () => {
  it('creates the form only with https addresses, then shows its questions', async () => {
    const app = await startApp({ signInAs: 'farmacia', at: FORM });
    expect(await screen.findByText('Es necesario crear el formulario')).toBeVisible();
    const shop = screen.getByRole('textbox', { name: /Dirección de la tienda online/ });
    await waitFor(() => expect(shop).toHaveValue('https://farmacia-llorente.es'));
    await app.user.type(screen.getByRole('textbox', { name: /Dirección de las condiciones legales/ }), 'farmacia-llorente.es/condiciones');
    await app.user.click(screen.getByRole('button', { name: 'Crear formulario' }));
    expect(await screen.findByText("Por favor, asegúrate de que las URL's empiezan por https://")).toBeVisible();
    expect(await app.services.crm.form(500)).toBeUndefined();

    // The creation fails: it says so, and what was typed stays.
    app.fail(DEMO_FAULT.crmCreateForm, 500);
    const terms = screen.getByRole('textbox', { name: /Dirección de las condiciones legales/ });
    await app.user.clear(terms);
    await app.user.type(terms, 'https://farmacia-llorente.es/condiciones');
    await app.user.click(screen.getByRole('button', { name: 'Crear formulario' }));
    expect(await screen.findByText('Hubo un error creando el formulario')).toBeVisible();
    expect(terms).toHaveValue('https://farmacia-llorente.es/condiciones');

    app.heal();
    await app.user.click(screen.getByRole('button', { name: 'Crear formulario' }));
    expect(await screen.findByText('Formulario creado. Tus clientes ya pueden responderlo.')).toBeVisible();
    expect(await screen.findByRole('listitem', { name: 'Nombre' })).toBeVisible();
    expect(screen.queryByText('Es necesario crear el formulario')).toBeNull();
    expect((await app.services.crm.form(500))?.fields).toHaveLength(13);
  });

  it('never offers to delete a mandatory question, and deletes an optional one only after confirming its answers will be lost', async () => {
    const app = await withForm(FORM);
    expect(await screen.findByRole('listitem', { name: 'Email' })).toBeVisible();
    for (const mandatory of ['Nombre', 'Email', 'Teléfono móvil', 'DNI']) {
      expect(within(questionItem(mandatory)).queryByRole('button', { name: /Eliminar/ })).toBeNull();
      expect(within(questionItem(mandatory)).getByText('No se puede eliminar')).toBeVisible();
    }
    // The children, sport and legal-test questions are mandatory but left out of the protected list.
    expect(within(questionItem('¿Tiene hijos?')).getByRole('button', { name: 'Eliminar la pregunta ¿Tiene hijos?' })).toBeVisible();

    await app.user.click(within(questionItem('Intereses')).getByRole('button', { name: 'Eliminar la pregunta Intereses' }));
    let dialog = await screen.findByRole('dialog', { name: '¿Eliminar la pregunta «Intereses»?' });
    expect(dialog).toHaveTextContent('Se perderán las respuestas de tus clientes a esta pregunta cuando guardes el formulario.');
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(questionItem('Intereses')).toBeVisible();

    await app.user.click(within(questionItem('Intereses')).getByRole('button', { name: 'Eliminar la pregunta Intereses' }));
    dialog = await screen.findByRole('dialog', { name: '¿Eliminar la pregunta «Intereses»?' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Intereses' })).toBeNull());
    await app.user.click(screen.getByRole('button', { name: 'Guardar formulario' }));
    expect(await screen.findByText('Formulario guardado')).toBeVisible();
    expect((await app.services.crm.form(500))?.fields.map((field) => field.title)).not.toContain('Intereses');
  });

  it('keeps what was edited when a save fails, with the spec’s message, and saves it once the service is back', async () => {
    const app = await withForm(FORM);
    await screen.findByRole('listitem', { name: 'Email' });
    await app.user.click(screen.getByRole('button', { name: 'Añadir pregunta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Añadir pregunta' });
    await app.user.type(within(dialog).getByRole('textbox', { name: /^Pregunta/ }), 'Alergias conocidas');
    await waitFor(() => expect(within(dialog).getByText('Alergias_conocidas')).toBeVisible());
    await app.user.click(within(dialog).getByRole('button', { name: 'Añadir' }));
    expect(await screen.findByRole('listitem', { name: 'Alergias conocidas' })).toBeVisible();

    app.fail(DEMO_FAULT.crmUpdateForm, 500);
    await app.user.click(screen.getByRole('button', { name: 'Guardar formulario' }));
    expect(await screen.findByText('Hubo un error guardando')).toBeVisible();
    expect(questionItem('Alergias conocidas')).toBeVisible();
    expect(screen.getByText('Hay cambios sin guardar.')).toBeVisible();
    expect((await app.services.crm.form(500))?.fields).toHaveLength(13);

    app.heal();
    await app.user.click(screen.getByRole('button', { name: 'Guardar formulario' }));
    expect(await screen.findByText('Formulario guardado')).toBeVisible();
    const saved = await app.services.crm.form(500);
    expect(saved?.fields.at(-1)).toMatchObject({ title: 'Alergias conocidas', ref: 'Alergias_conocidas', type: 'short_text' });
    expect(screen.getByText('Todos los cambios están guardados.')).toBeVisible();
  });

  it('changes an optional question, its ref following its title', async () => {
    const app = await withForm(FORM);
    await screen.findByRole('listitem', { name: 'Email' });
    expect(within(questionItem('Nombre')).queryByRole('button', { name: /Editar/ })).toBeNull();
    await app.user.click(within(questionItem('¿Cómo nos conociste?')).getByRole('button', { name: 'Editar la pregunta ¿Cómo nos conociste?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar pregunta' });
    const title = within(dialog).getByRole('textbox', { name: /^Pregunta/ });
    await app.user.clear(title);
    await app.user.type(title, '¿Cómo nos encontraste?');
    await app.user.click(within(dialog).getByRole('button', { name: 'Aplicar' }));
    const item = await screen.findByRole('listitem', { name: '¿Cómo nos encontraste?' });
    expect(within(item).getByText('¿Cómo_nos_encontraste?')).toBeVisible();
    expect(item).toHaveTextContent('Opciones: Por recomendación · Redes sociales · Pasaba por delante · Web de la farmacia');
    await app.user.click(screen.getByRole('button', { name: 'Guardar formulario' }));
    expect(await screen.findByText('Formulario guardado')).toBeVisible();
    expect((await app.services.crm.form(500))?.fields[11]).toMatchObject({ id: 'crm500-12', title: '¿Cómo nos encontraste?', ref: '¿Cómo_nos_encontraste?' });
  });

  it('refuses a question whose title another question already has', async () => {
    const app = await withForm(FORM);
    await screen.findByRole('listitem', { name: 'Email' });
    await app.user.click(screen.getByRole('button', { name: 'Añadir pregunta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Añadir pregunta' });
    await app.user.type(within(dialog).getByRole('textbox', { name: /^Pregunta/ }), 'intereses');
    await app.user.click(within(dialog).getByRole('button', { name: 'Añadir' }));
    expect(await within(dialog).findByText('Ya hay una pregunta con este título en el formulario.')).toBeVisible();
  });
});

describe('CRM responses', () => {
  it('filters the responses by an answer and counts them exactly, keeping the filter in the address', async () => {
    const app = await withForm(`${FORM}?tab=responses`);
    const count = await screen.findByTestId('crm-responses-count');
    await waitFor(() => expect(count).toHaveTextContent(`${spanish(2400)} respuestas`));
    const every = await app.services.crm.responses('crm500', { page: 1, size: 5000 });
    const women = every.records.filter((response) => response.answers.get('crm500-6') === 'Mujer').length;
    expect(women).toBe(1093);

    await choose(app, 'Añadir un filtro', 'Sexo');
    await app.user.click(await screen.findByRole('checkbox', { name: 'Mujer' }));
    await waitFor(() => expect(count).toHaveTextContent(`${spanish(women)} respuestas`));
    expect(decodeURIComponent(window.location.hash)).toContain('{"q":"crm500-6","v":["Mujer"]}');
    const rows = within(await settledTable()).getAllByRole('row');
    expect(rows).toHaveLength(6);

    // Opened from the table, one response shows every answer.
    await app.user.click(within(rows[1] as HTMLElement).getByRole('button', { name: /^Ver la respuesta de/ }));
    const dialog = await screen.findByRole('dialog', { name: /^Respuesta de / });
    expect(within(dialog).getByRole('rowheader', { name: 'Sexo' }).nextElementSibling).toHaveTextContent('Mujer');
    expect(within(dialog).getByRole('link', { name: 'Editar respuesta' })).toHaveAttribute('href', expect.stringContaining('/app-h/crm/editResponse/idForm/crm500/idResponse/crm500-r'));
  });

  it('edits a response’s answers and saves them', async () => {
    const app = await withForm('#/app-h/crm/editResponse/idForm/crm500/idResponse/crm500-r0002');
    expect(await screen.findByRole('heading', { level: 1, name: 'Editar respuesta' })).toBeVisible();
    const name = await screen.findByRole('textbox', { name: 'Nombre' });
    expect(name).toHaveValue('María');
    await app.user.clear(name);
    await app.user.type(name, 'María José');
    await choose(app, 'Sexo', 'Prefiero no decirlo');
    await app.user.click(screen.getByRole('button', { name: 'Guardar respuesta' }));
    expect(await screen.findByText('Respuesta guardada')).toBeVisible();
    await waitFor(() => expect(window.location.hash).toBe('#/app-h/crm/editForm?tab=responses'));
    const saved = await app.services.crm.response('crm500-r0002');
    expect([saved.answers.get('crm500-1'), saved.answers.get('crm500-6')]).toEqual(['María José', 'Prefiero no decirlo']);
  });
});

describe('CRM user sync', () => {
  it('lists the unsynced responses with the ERP clients that match, and a confirmed sync takes one off the list', async () => {
    const app = await withForm('#/app-h/crm/syncCrmUsers');
    const count = await screen.findByTestId('crm-unsynced-count', undefined, { timeout: 10_000 });
    expect(count).toHaveTextContent('56 respuestas sin sincronizar');
    await app.user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'maria.sanz251');
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2));
    const row = within(screen.getByRole('table')).getAllByRole('row')[1] as HTMLElement;
    expect(row).toHaveTextContent('María Sanz Ortiz · 26914');
    expect(within(row).getByText('email')).toBeVisible();

    await app.user.click(within(row).getByRole('button', { name: 'Sincronizar María Sanz Ortiz con María Sanz Ortiz' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Sincronizar la respuesta?' });
    expect(dialog).toHaveTextContent('La respuesta de María Sanz Ortiz quedará enlazada con el cliente María Sanz Ortiz (26914) del ERP.');
    await app.user.click(within(dialog).getByRole('button', { name: 'Sincronizar' }));
    expect(await screen.findByText('Respuesta de María Sanz Ortiz sincronizada con María Sanz Ortiz (26914)')).toBeVisible();
    await waitFor(() => expect(count).toHaveTextContent('55 respuestas sin sincronizar'));
    expect(await screen.findByText('Ninguna respuesta coincide con la búsqueda')).toBeVisible();
    expect((await app.services.crm.unsyncedAnswers(500)).map((answers) => answers.idAnswer)).not.toContain('crm500-r0002');
  });

  it('shows the responses the ERP does not know, without a sync to offer', async () => {
    const app = await withForm('#/app-h/crm/syncCrmUsers');
    await screen.findByTestId('crm-unsynced-count', undefined, { timeout: 10_000 });
    await app.user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'daniel.sanz910');
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2));
    const row = within(screen.getByRole('table')).getAllByRole('row')[1] as HTMLElement;
    expect(within(row).getByText('Ningún cliente del ERP coincide')).toBeVisible();
    expect(within(row).queryByRole('button', { name: /^Sincronizar/ })).toBeNull();
  });
});

describe('CRM failures', () => {
  it('shows a failed load of the form on the menu, with a retry', async () => {
    const app = await startApp({ signInAs: 'farmacia', at: MENU, faults: { [DEMO_FAULT.crmForm]: 500 } });
    expect(await screen.findByText('No se ha podido comprobar el formulario')).toBeVisible();
    app.heal();
    await app.user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Es necesario crear el formulario')).toBeVisible();

  });

  it('shows a failed load of the form on the configuration, with a retry', async () => {
    const app = await startApp({ signInAs: 'farmacia', at: FORM, faults: { [DEMO_FAULT.crmForm]: -1 } });
    expect(await screen.findByText('No se ha podido cargar el formulario')).toBeVisible();
    app.heal();
    await app.user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Es necesario crear el formulario')).toBeVisible();
  });

  it('shows a failed load of the unsynced responses with a retry', async () => {
    const app = await withForm('#/app-h/crm/syncCrmUsers');
    app.fail(DEMO_FAULT.crmUnsyncedAnswers, 500);
    // Asked again with the service failing.
    window.location.hash = '#/app-h/crm/crm-menu';
    await screen.findByRole('heading', { level: 1, name: 'CRM' });
    await app.router.options.context.queryClient.resetQueries({ queryKey: ['crm'] });
    window.location.hash = '#/app-h/crm/syncCrmUsers';
    expect(await screen.findByText('No se han podido cargar las respuestas sin sincronizar', undefined, { timeout: 10_000 })).toBeVisible();
    app.heal();
    await app.user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByTestId('crm-unsynced-count', undefined, { timeout: 10_000 })).toHaveTextContent('56 respuestas sin sincronizar');
  });
});
