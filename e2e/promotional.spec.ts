import type { Page } from '@playwright/test';
import { expect, expectAccessible, signInAndLand, test } from './support/fixtures';

/** The demo's promotional campaigns are dated around today: the test pins today to 21/11/2026 in Madrid. */
const TODAY = new Date('2026-11-21T10:00:00+01:00');
const LIST = /#\/app-h\/backoffice\/promotionalCampaignsList/;
const LAST_CALL = 'Semana de la belleza: último aviso';

/** A row of the list by the campaign's name. */
const row = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByText(name, { exact: true }) });

/** Picks an option of a Mantine select by its label. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('promotional campaigns', () => {
  test('the back office creates a promotional campaign, deletes another, and the changes outlive a reload', async ({ page }) => {
    await page.clock.setFixedTime(TODAY);
    await signInAndLand(page, 'backoffice');
    await page.getByRole('link', { name: 'Campañas promocionales' }).first().click();
    await expect(page).toHaveURL(LIST);
    await expect(page.getByText('7 de 7 campañas')).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Nueva campaña promocional' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nueva campaña promocional' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Nombre' }).fill('Vitamina C: segunda oleada');
    // A day already gone is refused as soon as the date is left.
    await page.getByLabel('Fecha de envío').fill('2026-11-20');
    await page.getByLabel('Hora de envío').focus();
    await expect(page.getByText('la fecha de envio es inferior a la fecha de hoy... por lo tanto no es valida')).toBeVisible();
    await page.getByLabel('Fecha de envío').fill('2026-12-02');
    await page.getByLabel('Hora de envío').fill('08:15');
    await choose(page, 'Promoción', '2x1 en vitamina C · 16/11/2026–16/12/2026');
    await choose(page, 'Plantilla promocional', 'Vitamina C');
    await expect(page.getByText('Se enviará el 02/12/2026 08:15 (hora de Madrid) con la promoción «2x1 en vitamina C».')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Guardar campaña' }).click();
    await expect(page.getByText('Campaña promocional creada con éxito')).toBeVisible();
    await expect(page).toHaveURL(LIST);
    await expect(page.getByText('8 de 8 campañas')).toBeVisible();

    await page.getByLabel('Buscar').fill('último aviso');
    await expect(page).toHaveURL(/search=/);
    await expect(row(page, LAST_CALL)).toHaveCount(1);
    await page.getByRole('button', { name: `Eliminar ${LAST_CALL}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Eliminar campaña promocional' });
    await expect(dialog).toContainText(LAST_CALL);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Eliminar' }).click();
    await expect(page.getByText('Campaña promocional eliminada con éxito')).toBeVisible();
    await expect(page.getByText('0 de 7 campañas')).toBeVisible();

    await page.reload();
    await page.getByLabel('Buscar').fill('segunda oleada');
    await expect(row(page, 'Vitamina C: segunda oleada')).toHaveCount(1);
    await expect(page.getByText('1 de 7 campañas')).toBeVisible();
    await page.getByLabel('Buscar').fill('');
    await expect(page.getByText('7 de 7 campañas')).toBeVisible();
    await expect(row(page, LAST_CALL)).toHaveCount(0);
  });
});
