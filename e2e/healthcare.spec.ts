import type { Page } from '@playwright/test';
import { expect, expectAccessible, signInAndLand, test } from './support/fixtures';

/** The demo's healthcare campaigns are dated around today: the test pins today to 21/11/2026 in Madrid. */
const TODAY = new Date('2026-11-21T10:00:00+01:00');
const LIST = /#\/app-h\/backoffice\/healthcareCampaignsList/;
const FLU = 'Vacuna de la gripe 2026';

/** A row of the list by the campaign's name. */
const row = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByText(name, { exact: true }) });

/** Ticks a pharmacy found by its eid. */
async function pickPharmacy(page: Page, eid: number): Promise<void> {
  await page.getByRole('searchbox', { name: 'Buscar farmacia' }).fill(String(eid));
  await page.getByRole('checkbox', { name: new RegExp(`· ${String(eid)}$`) }).check();
}

test.describe('healthcare campaigns', () => {
  test('the back office creates a healthcare campaign for three pharmacies with templates of two segments, and cancels another', async ({ page }) => {
    await page.clock.setFixedTime(TODAY);
    await signInAndLand(page, 'backoffice');
    await page.getByRole('link', { name: 'Campañas sanitarias' }).first().click();
    await expect(page).toHaveURL(LIST);
    await expect(page.getByText('6 de 6 campañas')).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Nueva campaña sanitaria' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nueva campaña sanitaria' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Nombre' }).fill('Semana del corazón');
    // A day already gone is refused as soon as the date is left.
    await page.getByLabel('Fecha de envío').fill('2026-11-20');
    await page.getByLabel('Hora de envío').focus();
    await expect(page.getByText('la fecha de envio es inferior a la fecha de hoy... por lo tanto no es valida')).toBeVisible();
    await page.getByLabel('Fecha de envío').fill('2026-12-02');
    await page.getByLabel('Hora de envío').fill('08:15');
    for (const eid of [500, 501, 503]) await pickPharmacy(page, eid);
    await expect(page.getByText(/^3 de \d+ farmacias seleccionadas$/)).toBeVisible();
    await page.getByRole('checkbox', { name: 'Revisión de la medicación en mayores' }).check();
    await page.getByRole('checkbox', { name: 'Hipertensión y sal: consejos' }).check();
    await expect(page.getByText('2 plantillas de 2 segmentos')).toBeVisible();
    await expect(page.getByText(/^Mayores de 65 años: \d+ envíos$/)).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Guardar campaña' }).click();
    await expect(page.getByText('Campaña de salud creada con éxito')).toBeVisible();
    await expect(page).toHaveURL(LIST);
    await expect(page.getByText('7 de 7 campañas')).toBeVisible();

    await page.getByLabel('Buscar').fill('gripe');
    await expect(row(page, FLU)).toHaveCount(1);
    await page.getByRole('button', { name: `Cancelar ${FLU}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancelar campaña sanitaria' });
    await expect(dialog).toContainText(FLU);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Cancelar campaña' }).click();
    await expect(page.getByText(`Campaña «${FLU}» cancelada.`)).toBeVisible();
    await expect(row(page, FLU)).toContainText('Cancelada');

    await page.reload();
    await page.getByLabel('Buscar').fill('corazón');
    await expect(row(page, 'Semana del corazón')).toHaveCount(1);
    await page.getByLabel('Buscar').fill('gripe');
    await expect(row(page, FLU)).toContainText('Cancelada');
  });
});
