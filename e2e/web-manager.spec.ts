import type { Page } from '@playwright/test';
import { expect, expectAccessible, signInAndLand, test } from './support/fixtures';

/** The demo's websites and jobs are dated around today: the test pins today to 21/11/2026 in Madrid. */
const TODAY = new Date('2026-11-21T10:00:00+01:00');
const LLORENTE_PRE = 'farmacia-llorente-500.pre.farmacias.net';

/** Picks an option of a Mantine select by its label. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The first row of the jobs table. */
const firstJob = (page: Page) => page.getByRole('table').getByRole('row').nth(1);

async function openWebManager(page: Page): Promise<void> {
  await page.clock.install({ time: TODAY });
  await signInAndLand(page, 'backoffice');
  await page.getByRole('link', { name: 'Web manager' }).first().click();
  await expect(page).toHaveURL(/#\/app-h\/backoffice\/web-manager$/);
  await expect(page.getByRole('list', { name: 'Secciones del web manager' }).getByRole('link')).toHaveCount(5);
}

test.describe('web manager', () => {
  test('creates a website for a pharmacy and follows its deploy job until it ends', async ({ page }) => {
    await openWebManager(page);
    await expectAccessible(page);
    await page.getByRole('link', { name: /^Nueva web/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nueva web' })).toBeVisible();

    await choose(page, 'Farmacia', 'Farmacia Llorente (500)');
    await choose(page, 'Servidor', 'wp-02.farmacias.net');
    await page.getByRole('textbox', { name: 'Dominio' }).fill('https://tienda-llorente.es/');
    await page.getByRole('textbox', { name: 'Título de la web' }).fill("Farmacia Llorente's");
    await page.getByRole('textbox', { name: 'Email de contacto' }).fill('web@llorente.es');
    await page.getByRole('textbox', { name: 'Clave de Stripe' }).fill('sk_test_1');
    await page.locator('input[type="file"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('89504e470d0a1a0a', 'hex') });
    await expect(page.getByRole('img', { name: 'Logo de la web' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Crear web' }).click();

    await expect(page.getByText('Web creada correctamente')).toBeVisible();
    await expect(page).toHaveURL(/web-manager\?created=tienda-llorente\.es$/);
    await page.getByRole('link', { name: 'Seguir su despliegue' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Despliegue web' })).toBeVisible();
    await expect(page.getByText('1 de 28 tareas · se actualiza cada 4 s')).toBeVisible();
    await expect(firstJob(page)).toContainText('tienda-llorente.es');
    await expect(firstJob(page)).toContainText('Pendiente');
    await expectAccessible(page);

    await page.clock.fastForward(24_000);
    await expect(firstJob(page)).toContainText('En curso');
    await page.clock.fastForward(60_000);
    await expect(firstJob(page)).toContainText('Terminado');

    // The pharmacy's setup opens in a new window.
    const popup = page.waitForEvent('popup');
    await firstJob(page).getByRole('link', { name: 'Abrir la ficha de la farmacia 500 en una ventana nueva' }).click();
    await expect(await popup).toHaveURL(/#\/app-h\/wizard\/500$/);
  });

  test('moves a pharmacy’s website to production', async ({ page }) => {
    await openWebManager(page);
    await page.getByRole('link', { name: /^Puesta en producción/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Puesta en producción' })).toBeVisible();
    await expect(page.getByText('25 de 25 tareas · se actualiza cada 8 s')).toBeVisible();

    await choose(page, 'Farmacia', 'Farmacia Llorente (500)');
    await choose(page, 'Web de la farmacia', LLORENTE_PRE);
    await page.getByRole('textbox', { name: 'Dominio definitivo' }).fill('farmacia-llorente.es');
    await page.getByRole('textbox', { name: 'Email del cliente' }).fill('cliente@llorente.es');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Poner en producción' }).click();
    const dialog = page.getByRole('dialog', { name: 'Poner la web en producción' });
    await expect(dialog).toContainText(`La web ${LLORENTE_PRE} pasará a servirse en farmacia-llorente.es`);
    await dialog.getByRole('button', { name: 'Poner en producción' }).click();
    await expect(page.getByText('Trabajo de despliegue creado correctamente')).toBeVisible();
    await expect(firstJob(page)).toContainText('farmacia-llorente.es');
    await expect(firstJob(page)).toContainText('Pendiente');

    // The move is kept across a reload.
    await page.reload();
    await expect(page.getByText('26 de 26 tareas · se actualiza cada 8 s')).toBeVisible();
    await expect(firstJob(page)).toContainText('farmacia-llorente.es');
  });
});
