import type { Page } from '@playwright/test';
import { expect, expectAccessible, signInAndLand, test } from './support/fixtures';

/**
 * The demo's cache and report jobs wait 5 s, run 10 s and finish on the page's clock; the list reads
 * their status every 5 s while one waits or runs. The tests start at 21/11/2026 10:00 in Madrid and
 * jump the clock forward to reach each status poll.
 */
const TODAY = new Date('2026-11-21T10:00:00+01:00');
const POLL = 5_000;
const THREE = ['Farmacia Álvarez', 'Farmacia Andalucía', 'Farmacia Blasco Ibáñez'];

/** A row of the entity list by the pharmacy's name. */
const row = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByText(name, { exact: true }) });
/** The last-cache cell of a pharmacy's row. */
const lastCache = (page: Page, name: string) => row(page, name).locator('td[data-label="Última caché"]');

async function openCacheMode(page: Page): Promise<void> {
  await page.clock.install({ time: TODAY });
  await signInAndLand(page, 'backoffice');
  await expect(page.getByText('48 de 48 farmacias')).toBeVisible();
  await page.getByText('Caché e informes', { exact: true }).click();
  await expect(page).toHaveURL(/#\/app-h\/backoffice\/admin\?mode=cache$/);
  await expect(page.getByRole('columnheader', { name: /Última caché/ })).toBeVisible();
}

test.describe('entity list, cache and reports', () => {
  test('generates the cache and the reports of three pharmacies and watches their jobs wait, run and finish, kept after a reload', async ({ page }) => {
    test.setTimeout(90_000);
    await openCacheMode(page);
    await expectAccessible(page);
    for (const name of THREE) await page.getByRole('checkbox', { name: `Seleccionar ${name}` }).check();
    await expect(page.getByText('3 farmacias seleccionadas')).toBeVisible();

    // The cache from March 2016.
    await page.getByRole('button', { name: 'Generar caché' }).click();
    const dialog = page.getByRole('dialog', { name: 'Generar caché' });
    await expect(dialog.getByText(/^3 farmacias seleccionadas:/)).toBeVisible();
    await dialog.getByLabel('Año').selectOption('2016');
    await dialog.getByLabel('Mes').selectOption({ label: 'marzo' });
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Generar' }).click();
    const confirm = page.getByRole('dialog', { name: '¿Generar la caché?' });
    await expect(confirm.getByText('Se calculará la caché de 3 farmacias desde marzo de 2016. ¿Quieres continuar?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Generar' }).click();
    await expect(page.getByText('Se ha añadido el trabajo de cálculo de la caché de 3 farmacias.')).toBeVisible();
    for (const name of THREE) await expect(row(page, name).getByText('En espera')).toBeVisible();
    await expect(row(page, 'Farmacia Cano Martínez').getByText('En espera')).toHaveCount(0);

    // The reports of the same three, from January 2015 (the dialog's first month).
    await page.getByRole('button', { name: 'Generar informes' }).click();
    await page.getByRole('dialog', { name: 'Generar informes' }).getByRole('button', { name: 'Generar' }).click();
    await page.getByRole('dialog', { name: '¿Generar los informes?' }).getByRole('button', { name: 'Generar' }).click();
    await expect(page.getByText('Se ha añadido el trabajo de cálculo de los informes de 3 farmacias.')).toBeVisible();
    await expectAccessible(page);

    await page.clock.fastForward(POLL);
    for (const name of THREE) await expect(row(page, name).getByText('Calculando')).toBeVisible();
    await page.clock.fastForward(POLL);
    await page.clock.fastForward(POLL);
    for (const name of THREE) {
      await expect(row(page, name).getByText('Calculando')).toHaveCount(0);
      await expect(lastCache(page, name)).toHaveText('10/2026');
      await expect(row(page, name).locator('td[data-label="Último informe"]')).toHaveText('10/2026');
    }
    await expect(page.getByText('Hay trabajos en curso: su estado se actualiza cada 5 segundos.')).toHaveCount(0);

    // The demo keeps the jobs: after a reload the months are still there.
    await page.reload();
    await expect(page.getByRole('columnheader', { name: /Última caché/ })).toBeVisible();
    for (const name of THREE) await expect(lastCache(page, name)).toHaveText('10/2026');
  });

  test('regenerates the cache of every Nixfarma pharmacy by ERP, after confirming', async ({ page }) => {
    await openCacheMode(page);
    await page.getByRole('button', { name: 'Regenerar por ERP' }).click();
    const dialog = page.getByRole('dialog', { name: 'Regenerar por ERP' });
    await dialog.getByLabel('ERP').selectOption('Nixfarma');
    await dialog.getByRole('checkbox', { name: 'Informes' }).uncheck();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Regenerar' }).click();
    const confirm = page.getByRole('dialog', { name: '¿Regenerar por ERP?' });
    await expect(confirm.getByText('Se regenerarán la caché de las farmacias con Nixfarma. ¿Quieres continuar?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Regenerar' }).click();
    await expect(page.getByText('Se han creado los trabajos de regeneración.')).toBeVisible();
    await expect(page.getByText('Hay trabajos en curso: su estado se actualiza cada 5 segundos.')).toBeVisible();
    // The Nixfarma pharmacies of the page wait; the others do not.
    await expect(row(page, 'Farmacia Blasco Ibáñez').getByText('En espera')).toBeVisible();
    await expect(row(page, 'Farmacia Carmen').getByText('En espera')).toBeVisible();
    await expect(row(page, 'Farmacia Álvarez').getByText('En espera')).toHaveCount(0);
  });

  test("asks for a pharmacy before generating: 'Selecciona alguna farmacia'", async ({ page }) => {
    await openCacheMode(page);
    await page.getByRole('button', { name: 'Generar caché' }).click();
    const dialog = page.getByRole('dialog', { name: 'Generar caché' });
    await expect(dialog.getByRole('alert')).toHaveText('Selecciona alguna farmacia');
    await expect(dialog.getByRole('button', { name: 'Generar' })).toBeDisabled();
    await expectAccessible(page);
  });
});
