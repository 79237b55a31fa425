import type { Page } from '@playwright/test';
import { expect, expectAccessible, signInAndLand, test } from './support/fixtures';

/** The demo data is generated around today: the tests pin today to 21/11/2026 in Madrid. */
const TODAY = new Date('2026-11-21T10:00:00+01:00');
const LIST = /#\/app-h\/backoffice\/segmentsList/;

/** A tiny PNG, as a file the user picks. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

async function openList(page: Page): Promise<void> {
  await page.clock.setFixedTime(TODAY);
  await signInAndLand(page, 'backoffice');
  await page.getByRole('link', { name: 'Segmentos', exact: true }).first().click();
  await expect(page).toHaveURL(LIST);
  await expect(page.getByText('12 de 12 segmentos')).toBeVisible();
}

test.describe('campaign segments', () => {
  test('creates a segment with a thumbnail and the age rules, and finds it in the list', async ({ page }) => {
    await openList(page);
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Nuevo segmento' }).click();
    await expect(page).toHaveURL(/#\/app-h\/segments\/saveSegment\/new$/);
    await expect(page.getByRole('heading', { name: 'Nuevo segmento', level: 1 })).toBeVisible();
    await page.getByLabel('Nombre').fill('Revisión de la vista');
    await page.getByLabel('Descripción').fill('Clientes con gafas graduadas');
    await page.locator('input[type="file"]').setInputFiles({ name: 'vista.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('img', { name: 'Miniatura del segmento' })).toBeVisible();
    await page.getByRole('checkbox', { name: 'Hombre' }).uncheck();
    await page.getByRole('checkbox', { name: 'Otro' }).uncheck();

    // The age rules: the maximum must exceed the minimum, applied when the field is left.
    await page.getByLabel('Edad mínima').fill('70');
    await page.getByLabel('Edad máxima').fill('60');
    await expect(page.getByText('Al salir del campo será 71.')).toBeVisible();
    await page.getByLabel('Edad máxima').press('Tab');
    await expect(page.getByLabel('Edad máxima')).toHaveValue('71');
    await expect(page.getByRole('status').filter({ hasText: 'Edades ajustadas: de 70 a 71 años.' })).toBeVisible();
    await page.getByLabel('Edad máxima').fill('90');
    await expect(page.getByRole('img', { name: 'Mujer mayor' })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Guardar segmento' }).click();
    await expect(page.getByText('Segmento creado correctamente')).toBeVisible();
    await expect(page).toHaveURL(LIST);
    await expect(page.getByText('13 de 13 segmentos')).toBeVisible();

    await page.getByLabel('Buscar').fill('vista');
    await expect(page).toHaveURL(/search=vista/);
    const row = page.getByRole('row').filter({ hasText: 'Revisión de la vista' });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Mujer');
    await expect(row).toContainText('70–90 años');

    // Kept across a reload (the demo store).
    await page.reload();
    await expect(page.getByRole('row').filter({ hasText: 'Revisión de la vista' })).toHaveCount(1);
  });

  test('refuses to edit a segment an active campaign uses', async ({ page }) => {
    await openList(page);
    await page.getByLabel('Buscar').fill('hipertensos');
    await page.getByRole('link', { name: 'Editar Hipertensos' }).click();
    await expect(page.getByText('El segmento está siendo usado por una campaña activa y no puede ser editado.')).toBeVisible();
    await expect(page).toHaveURL(LIST);
  });
});
