import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, signInAndLand, test } from './support/fixtures';
import { DEMO_FAULT, failDemo, healDemo } from './support/demo-faults';

const LIST = /#\/app-h\/backoffice\/campaignTemplateList/;

async function openList(page: Page): Promise<void> {
  await signInAndLand(page, 'backoffice');
  await page.getByRole('link', { name: 'Plantillas de campaña' }).click();
  await expect(page).toHaveURL(LIST);
  await expect(page.getByText('13 de 13 plantillas')).toBeVisible();
}

/** The combobox of a Mantine select by its label. */
const select = (page: Page, label: string) => page.getByRole('combobox', { name: label, exact: true });

/** Picks an option of a Mantine select by its label. */
async function choose(page: Page, label: string, option: string | RegExp): Promise<void> {
  await select(page, label).click();
  await page.getByRole('option', typeof option === 'string' ? { name: option, exact: true } : { name: option }).click();
}

/** A row of the template table by the template's name. */
const row = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByText(name, { exact: true }) });

async function fillNewTemplate(page: Page, name: string): Promise<void> {
  await page.getByRole('link', { name: 'Nueva plantilla' }).click();
  await expect(page).toHaveURL(/#\/app-h\/campaignTemplates\/saveCampaignTemplate\/new$/);
  await expect(page.getByRole('heading', { name: 'Nueva plantilla de campaña' })).toBeVisible();
  await page.getByLabel('Nombre').fill(name);
  await page.getByLabel('Descripción').fill('Recordatorio de la revisión anual de la vista');
  await page.getByLabel('Asunto del correo').fill('¿Cuándo revisaste tu vista?');
  await choose(page, 'Segmento', 'Mayores de 65 años');
  await choose(page, 'Entrada del blog', /^Cómo leer el prospecto de un medicamento · \d{2}\/\d{2}\/\d{4}$/);
  await page.getByRole('button', { name: 'Añadir bloque de texto' }).click();
  await page.getByLabel('Texto del bloque 1').fill('Revisa tu vista <una vez al año>');
  await page.getByRole('button', { name: 'Añadir bloque de botón' }).click();
  await page.getByLabel('Texto del botón del bloque 2').fill('Pedir cita');
  await page.getByLabel('Enlace del botón del bloque 2').fill('https://farmacia.example/cita');
}

/** Narrows the list with its search box until only `name` is left. */
async function find(page: Page, name: string): Promise<void> {
  await page.getByLabel('Buscar').fill(name);
  await expect(page).toHaveURL(/search=/);
  await expect(row(page, name)).toHaveCount(1);
}

const blockNames = (page: Page) => page.getByTestId('email-block').evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')));

test.describe('campaign templates', () => {
  test('creates a template with the offline designer, finds it, edits it and deletes it', async ({ page }) => {
    await openList(page);
    await expectAccessible(page);
    await fillNewTemplate(page, 'Revisión de la vista');

    // Reorder with the buttons, then back with the keyboard.
    await expect.poll(() => blockNames(page)).toEqual(['Bloque 1 de 2: Texto', 'Bloque 2 de 2: Botón']);
    await page.getByRole('button', { name: 'Subir bloque 2' }).click();
    await expect.poll(() => blockNames(page)).toEqual(['Bloque 1 de 2: Botón', 'Bloque 2 de 2: Texto']);
    await expect(page.getByRole('status').filter({ hasText: 'Botón movido a la posición 1 de 2.' })).toBeAttached();
    await page.getByLabel('Texto del bloque 2').focus();
    await page.keyboard.press('Alt+ArrowUp');
    await expect.poll(() => blockNames(page)).toEqual(['Bloque 1 de 2: Texto', 'Bloque 2 de 2: Botón']);
    await expect(page.getByRole('button', { name: 'Bajar bloque 1' })).toBeFocused();

    // The live preview is sandboxed and shows the escaped text and the button.
    const frame = page.locator('iframe[title="Vista previa del correo"]');
    await expect(frame).toHaveAttribute('sandbox', '');
    await expect(page.frameLocator('iframe[title="Vista previa del correo"]').getByText('Revisa tu vista <una vez al año>')).toBeVisible();
    await expect(page.frameLocator('iframe[title="Vista previa del correo"]').getByRole('link', { name: 'Pedir cita' })).toHaveAttribute('href', 'https://farmacia.example/cita');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Guardar plantilla' }).click();
    await expect(page.getByText('Plantilla de campaña guardada con éxito')).toBeVisible();
    await expect(page).toHaveURL(LIST);
    await expect(page.getByText('14 de 14 plantillas')).toBeVisible();

    await page.getByLabel('Buscar').fill('revision vista');
    await expect(page).toHaveURL(/search=revision(\+|%20)vista/);
    await expect(page.getByText('1 de 14 plantillas')).toBeVisible();
    await expect(row(page, 'Revisión de la vista')).toContainText('Mayores de 65 años');
    await expect(row(page, 'Revisión de la vista')).toContainText('Sanitaria');

    await page.getByRole('link', { name: 'Editar Revisión de la vista' }).click();
    await expect(page.getByRole('heading', { name: 'Editar plantilla de campaña' })).toBeVisible();
    await expect(page.getByLabel('Nombre')).toHaveValue('Revisión de la vista');
    await expect.poll(() => blockNames(page)).toEqual(['Bloque 1 de 2: Texto', 'Bloque 2 de 2: Botón']);
    await page.getByLabel('Nombre').fill('Revisión anual de la vista');
    await page.getByRole('radio', { name: 'Promocional' }).check();
    await expect(select(page, 'Segmento')).toBeDisabled();
    await page.getByRole('button', { name: 'Guardar plantilla' }).click();
    await expect(page.getByText('Plantilla de campaña guardada con éxito')).toBeVisible();
    await expect(page).toHaveURL(LIST);
    await page.getByLabel('Buscar').fill('revision');
    await expect(row(page, 'Revisión anual de la vista')).toContainText('Promocional');

    await page.getByRole('button', { name: 'Eliminar Revisión anual de la vista' }).click();
    const dialog = page.getByRole('dialog', { name: 'Atención' });
    await expect(dialog).toContainText('¿Esta operación eliminará la plantilla? ¿Desea continuar?');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Eliminar' }).click();
    await expect(page.getByText('plantilla eliminado con éxito')).toBeVisible();
    await expect(row(page, 'Revisión anual de la vista')).toHaveCount(0);
    await expect(page.getByText('0 de 13 plantillas')).toBeVisible();
  });

  test('sorts and pages in the address, previews a template and exports the list as CSV', async ({ page }) => {
    await openList(page);
    await page.getByRole('button', { name: /^Nombre/ }).click();
    await expect(page).toHaveURL(/sort-by=name/);
    await page.getByRole('button', { name: 'Página siguiente' }).click();
    await expect(page).toHaveURL(/page=2/);
    await page.reload();
    await expect(page.getByText('6–10 de 13')).toBeVisible();

    await find(page, 'Vacunación de la gripe 2026');
    await page.getByRole('button', { name: 'Vista previa de Vacunación de la gripe 2026' }).click();
    const preview = page.getByRole('dialog', { name: 'Vista previa: Vacunación de la gripe 2026' });
    await expect(preview).toContainText('Tu vacuna de la gripe ya está disponible');
    await expect(page.frameLocator('iframe[title="Correo de la plantilla Vacunación de la gripe 2026"]').getByText('Este otoño, vacúnate contra la gripe')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Cerrar vista previa' }).click();
    await expect(preview).toBeHidden();

    await page.getByLabel('Buscar').fill('promocional');
    await expect(page.getByText('4 de 13 plantillas')).toBeVisible();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^plantillas-de-campana-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync(await download.path(), 'utf8');
    const lines = csv.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(lines[0]).toBe('"Id";"Nombre";"Descripción";"Tipo";"Segmento";"Asunto";"Entrada del blog";"Creada por";"Editada por"');
    expect(lines).toHaveLength(5);
    expect(lines.slice(1).every((line) => line.includes('"Promocional"'))).toBe(true);
    expect(csv).toContain('"Black Friday en parafarmacia"');
  });

  // The failure paths (a template in use refused for deleting or editing, failed deletes, a failed
  // create or update keeping what was typed, and the retry of a failed load) are rules of the screens,
  // tested in test/ui/screens/template-list.screen.test.tsx and template-form.screen.test.tsx; the
  // refused empty template and the load failure stay here for their accessibility.
  test('names every missing field of an empty template, accessibly', async ({ page }) => {
    await openList(page);
    await page.getByRole('link', { name: 'Nueva plantilla' }).click();
    await page.getByRole('button', { name: 'Guardar plantilla' }).click();
    await expect(page.getByText('El nombre o la descripción de la campaña están vacíos')).toBeVisible();
    await expect(page.getByText('Escribe el nombre de la plantilla.')).toBeVisible();
    await expect(page.getByText('El diseño del correo está vacío: añade al menos un bloque con contenido.')).toBeVisible();
    await expectAccessible(page);
  });

  test('shows an accessible load failure of the list', async ({ page }) => {
    await signInAndLand(page, 'backoffice');
    await failDemo(page, { [DEMO_FAULT.templatesList]: 500 });
    await page.getByRole('link', { name: 'Plantillas de campaña' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Error al cargar la lista de plantillas' })).toBeVisible();
    await expectAccessible(page);
  });

  test('keeps the form usable when the editor, the segments or the blog cannot be reached', async ({ page }) => {
    await openList(page);
    await failDemo(page, { [DEMO_FAULT.emailDesignerOpen]: -1, [DEMO_FAULT.templateSegmentsList]: 500, [DEMO_FAULT.blogPostsList]: -1 });
    await page.reload();
    await find(page, 'Alergia primaveral');
    await expect(row(page, 'Alergia primaveral')).toContainText('Segmento 4');
    await page.getByRole('link', { name: 'Editar Alergia primaveral' }).click();
    await expect(page.getByText('No se ha podido abrir el editor de correo')).toBeVisible();
    await expect(page.getByText('No se han podido cargar los segmentos.')).toBeVisible();
    await expect(page.getByText('No se han podido cargar las entradas del blog.')).toBeVisible();
    await expect(page.frameLocator('iframe[title="Vista previa del correo guardado"]').getByText('Que el polen no te amargue la primavera')).toBeVisible();
    await expectAccessible(page);

    await page.getByLabel('Asunto del correo').fill('Polen: prepárate');
    await healDemo(page);
    await page.getByRole('button', { name: 'Reintentar segmentos' }).click();
    await expect(select(page, 'Segmento')).toHaveValue('Alérgicos');
    await page.getByRole('button', { name: 'Reintentar abrir el editor' }).click();
    await expect(page.getByLabel('Texto del bloque 2')).toHaveValue('Que el polen no te amargue la primavera');
    await expect(page.getByLabel('Asunto del correo')).toHaveValue('Polen: prepárate');
    await page.getByRole('button', { name: 'Guardar plantilla' }).click();
    await expect(page.getByText('Plantilla de campaña guardada con éxito')).toBeVisible();
    await find(page, 'Alergia primaveral');
    await expect(row(page, 'Alergia primaveral')).toContainText('Polen: prepárate');
  });

  test('asks before leaving the form with unsaved changes', async ({ page }) => {
    await openList(page);
    await find(page, 'Alergia primaveral');
    await page.getByRole('link', { name: 'Editar Alergia primaveral' }).click();
    await page.getByLabel('Nombre').fill('Alergia 2027');
    await page.getByRole('button', { name: 'Cancelar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cambios sin guardar' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Seguir editando' }).click();
    await expect(page.getByLabel('Nombre')).toHaveValue('Alergia 2027');
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await page.getByRole('dialog', { name: 'Cambios sin guardar' }).getByRole('button', { name: 'Descartar cambios' }).click();
    await expect(page).toHaveURL(LIST);
    await expect(row(page, 'Alergia primaveral')).toHaveCount(1);
  });

  test('is for back-office users only', async ({ page }) => {
    await signInAndLand(page, 'farmacia');
    await expect(page.getByRole('link', { name: 'Plantillas de campaña' })).toHaveCount(0);
    await page.goto(`${page.url().split('#')[0]}#/app-h/campaignTemplates/saveCampaignTemplate/new`);
    await expect(page.getByText('Acceso no autorizado')).toBeVisible();
  });
});
