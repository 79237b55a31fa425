import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startApp, type RunningApp, type StartOptions } from '../../support/app-harness';
import { DEMO_FAULT, DEMO_FAULT_STATUS } from '../../support/demo-faults';

const LIST = '#/app-h/backoffice/campaignTemplateList';
const NEW = '#/app-h/campaignTemplates/saveCampaignTemplate/new';
/** Alergia primaveral: a template no campaign uses. */
const ALLERGY = '#/app-h/campaignTemplates/saveCampaignTemplate/4';

const field = (name: string): HTMLElement => screen.getByRole('textbox', { name });
const select = (name: string): HTMLElement => screen.getByRole('combobox', { name });

async function openForm(at: StartOptions['at'], options: StartOptions = {}): Promise<RunningApp> {
  const app = await startApp({ signInAs: 'backoffice', at, ...options });
  await screen.findByRole('heading', { level: 1, name: at === NEW ? 'Nueva plantilla de campaña' : 'Editar plantilla de campaña' });
  return app;
}

/**
 * Picks an option of a Mantine select. Its dropdown is positioned against the layout, which jsdom does
 * not compute, so the dropdown stays styled as hidden and its options are found among hidden elements.
 */
async function choose(app: RunningApp, label: string, option: string): Promise<void> {
  await app.user.click(select(label));
  await app.user.click(await screen.findByRole('option', { name: option, hidden: true }));
}

async function write(app: RunningApp, label: string, text: string): Promise<void> {
  await app.user.click(field(label));
  await app.user.paste(text);
}

async function fillNewTemplate(app: RunningApp): Promise<void> {
  await write(app, 'Nombre', 'Revisión de la vista');
  await write(app, 'Descripción', 'Recordatorio de la revisión anual de la vista');
  await write(app, 'Asunto del correo', '¿Cuándo revisaste tu vista?');
  await choose(app, 'Segmento', 'Mayores de 65 años');
  await choose(app, 'Entrada del blog', 'Cómo leer el prospecto de un medicamento · 18/07/2026');
  await app.user.click(await screen.findByRole('button', { name: 'Añadir bloque de texto' }));
  await write(app, 'Texto del bloque 1', 'Revisa tu vista <una vez al año>');
}

/** What the user filled in is still on the form. */
function expectFilledForm(): void {
  expect(field('Nombre')).toHaveValue('Revisión de la vista');
  expect(field('Descripción')).toHaveValue('Recordatorio de la revisión anual de la vista');
  expect(field('Asunto del correo')).toHaveValue('¿Cuándo revisaste tu vista?');
  expect(select('Segmento')).toHaveValue('Mayores de 65 años');
  expect(field('Texto del bloque 1')).toHaveValue('Revisa tu vista <una vez al año>');
}

const saveButton = (): HTMLElement => screen.getByRole('button', { name: 'Guardar plantilla' });

describe('campaign template form screen', () => {
  it('creates a template with a segment, a blog post and a text block, and returns to the list', async () => {
    const app = await openForm(NEW);
    await fillNewTemplate(app);
    await app.user.click(saveButton());
    expect(await screen.findByText('Plantilla de campaña guardada con éxito')).toBeVisible();
    expect(await screen.findByText('14 de 14 plantillas')).toBeVisible();
    expect(window.location.hash).toBe(LIST);
    const saved = (await app.services.templates.list()).find((template) => template.name === 'Revisión de la vista');
    expect(saved).toMatchObject({ description: 'Recordatorio de la revisión anual de la vista', subject: '¿Cuándo revisaste tu vista?', type: 1, segmentId: 1, createdBy: 'backoffice', editedBy: 'backoffice' });
    expect(await app.services.templates.html(saved!.id)).toContain('Revisa tu vista &lt;una vez al año&gt;');
  });

  it('names every missing field when an empty template is saved', async () => {
    const app = await openForm(NEW);
    await screen.findByRole('button', { name: 'Añadir bloque de texto' });
    await app.user.click(saveButton());
    expect(await screen.findByText('El nombre o la descripción de la campaña están vacíos')).toBeVisible();
    expect(screen.getByText('Escribe el nombre de la plantilla.')).toBeVisible();
    expect(screen.getByText('Escribe una descripción de la plantilla.')).toBeVisible();
    expect(screen.getByText('El diseño del correo está vacío: añade al menos un bloque con contenido.')).toBeVisible();
    expect(window.location.hash).toBe(NEW);
  });

  it('keeps everything typed when creating fails, and saves once the server answers', async () => {
    const app = await openForm(NEW);
    await fillNewTemplate(app);
    await app.user.click(screen.getByRole('button', { name: 'Añadir bloque de botón' }));
    await write(app, 'Texto del botón del bloque 2', 'Pedir cita');
    await write(app, 'Enlace del botón del bloque 2', 'https://farmacia.example/cita');
    app.fail(DEMO_FAULT.templatesCreate, 500);
    await app.user.click(saveButton());
    expect(await screen.findByText('Error al crear la plantilla de la campaña')).toBeVisible();
    expect(screen.getByText('Hubo un error. Por favor reintente.')).toBeVisible();
    expect(window.location.hash).toBe(NEW);
    expectFilledForm();
    expect(field('Texto del botón del bloque 2')).toHaveValue('Pedir cita');
    expect(field('Enlace del botón del bloque 2')).toHaveValue('https://farmacia.example/cita');

    app.fail(DEMO_FAULT.templatesCreate, DEMO_FAULT_STATUS.serverMessage);
    await app.user.click(saveButton());
    expect(await screen.findByText(`Error simulado en ${DEMO_FAULT.templatesCreate}`)).toBeVisible();
    expectFilledForm();
    expect(field('Texto del botón del bloque 2')).toHaveValue('Pedir cita');

    app.heal();
    await app.user.click(saveButton());
    expect(await screen.findByText('Plantilla de campaña guardada con éxito')).toBeVisible();
    expect(await screen.findByText('14 de 14 plantillas')).toBeVisible();
  });

  it('keeps the new name when an update fails, and returns to the list when the template is in use', async () => {
    const app = await openForm(ALLERGY);
    await waitFor(() => expect(field('Nombre')).toHaveValue('Alergia primaveral'));
    await app.user.type(field('Nombre'), ' 2027');
    app.fail(DEMO_FAULT.templatesUpdate, 500);
    await app.user.click(saveButton());
    expect(await screen.findByText('Actualizar plantilla de campaña error')).toBeVisible();
    expect(field('Nombre')).toHaveValue('Alergia primaveral 2027');
    expect(window.location.hash).toBe(ALLERGY);

    app.fail(DEMO_FAULT.templatesUpdate, 403);
    await app.user.click(saveButton());
    expect(await screen.findByText('La plantilla está en uso y no puede ser editada.')).toBeVisible();
    await waitFor(() => expect(window.location.hash).toBe(LIST));
    expect(await screen.findByRole('cell', { name: 'Alergia primaveral' })).toBeVisible();
    expect((await app.services.templates.get('4')).name).toBe('Alergia primaveral');
  });

  it('sends a template in use back to the list before it can be edited', async () => {
    await startApp({ signInAs: 'backoffice', at: '#/app-h/campaignTemplates/saveCampaignTemplate/1' });
    expect(await screen.findByText('La plantilla está en uso y no puede ser editada.')).toBeVisible();
    await waitFor(() => expect(window.location.hash).toBe(LIST));
    expect(await screen.findByText('13 de 13 plantillas')).toBeVisible();
  });

  it('says once that a template does not exist, and returns to the list', async () => {
    await startApp({ signInAs: 'backoffice', at: '#/app-h/campaignTemplates/saveCampaignTemplate/99999' });
    expect(await screen.findByText('La plantilla no existe o se ha eliminado.')).toBeVisible();
    await waitFor(() => expect(window.location.hash).toBe(LIST));
    expect(await screen.findByText('13 de 13 plantillas')).toBeVisible();
    expect(screen.getAllByText('La plantilla no existe o se ha eliminado.')).toHaveLength(1);
    expect(screen.queryByText('La plantilla está en uso y no puede ser editada.')).toBeNull();
  });

  it('stays usable when the editor, the segments and the blog cannot be reached, and recovers on retry', async () => {
    const app = await openForm(ALLERGY, {
      faults: { [DEMO_FAULT.emailDesignerOpen]: DEMO_FAULT_STATUS.noServer, [DEMO_FAULT.templateSegmentsList]: 500, [DEMO_FAULT.blogPostsList]: DEMO_FAULT_STATUS.noServer },
    });
    expect(await screen.findByText('No se ha podido abrir el editor de correo')).toBeVisible();
    expect(await screen.findByText('No se han podido cargar los segmentos.')).toBeVisible();
    expect(await screen.findByText('No se han podido cargar las entradas del blog.')).toBeVisible();
    expect(screen.getByTitle('Vista previa del correo guardado')).toHaveAttribute('sandbox', '');
    await app.user.clear(field('Asunto del correo'));
    await write(app, 'Asunto del correo', 'Polen: prepárate');

    app.heal();
    await app.user.click(screen.getByRole('button', { name: 'Reintentar segmentos' }));
    await waitFor(() => expect(select('Segmento')).toHaveValue('Alérgicos'));
    await app.user.click(screen.getByRole('button', { name: 'Reintentar abrir el editor' }));
    expect(await screen.findByRole('textbox', { name: 'Texto del bloque 2' })).toHaveValue('Que el polen no te amargue la primavera');
    expect(field('Asunto del correo')).toHaveValue('Polen: prepárate');
    await app.user.click(saveButton());
    expect(await screen.findByText('Plantilla de campaña guardada con éxito')).toBeVisible();
    expect((await app.services.templates.get('4')).subject).toBe('Polen: prepárate');
  });
});
