import { expect, expectAccessible, signInAndLand, test } from './support/fixtures';

/** The demo's campaigns and calendar are dated around today: the tests pin today to 21/11/2026 in Madrid. */
const TODAY = new Date('2026-11-21T10:00:00+01:00');
const ENTRY = 'Consejos de invierno';

test.describe('campaign drafts and sheets', () => {
  test('a calendar entry becomes a campaign draft of each chosen pharmacy, listed among every campaign after a reload', async ({ page }) => {
    await page.clock.setFixedTime(TODAY);
    await signInAndLand(page, 'backoffice');
    await page.goto('/#/app-h/backoffice/listPharmacies/7');
    await expect(page.getByRole('heading', { level: 1, name: `Farmacias de «${ENTRY}»` })).toBeVisible();
    await page.getByRole('button', { name: /^Seleccionar las \d+ seleccionables$/ }).click();
    await page.getByRole('button', { name: 'Guardar y diseñar' }).click();

    await expect(page.getByRole('heading', { level: 1, name: `Email de «${ENTRY}»` })).toBeVisible();
    await page.getByRole('button', { name: 'Añadir bloque de texto' }).click();
    await page.getByRole('textbox', { name: 'Texto del bloque 1' }).fill('Abrígate y cuida tu garganta.');
    await page.getByRole('button', { name: 'Guardar como borrador' }).click();
    await expect(page.getByText(`«${ENTRY}» se ha guardado como borrador de campaña`)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Calendario de campañas' })).toBeVisible();

    await page.goto(`/#/app-h/backoffice/campaigns/listAllCampaign?search=${encodeURIComponent(ENTRY)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Todas las campañas' })).toBeVisible();
    const drafts = page.getByRole('row').filter({ hasText: ENTRY });
    await expect(drafts.first()).toContainText('Borrador');
    const count = await drafts.count();
    expect(count).toBeGreaterThan(1);
    await expectAccessible(page);
    await page.reload();
    await expect(page.getByRole('row').filter({ hasText: ENTRY })).toHaveCount(count);
  });

  test('the statistics list the sent campaigns they count, ten a page, the page in the address', async ({ page }) => {
    await page.clock.setFixedTime(TODAY);
    await signInAndLand(page, 'backoffice');
    await page.goto('/#/app-h/backoffice/campaigns/backofficeCampaignsStats?dateMin=2026-06-01&dateMax=2026-08-31&subtype=sms');
    // The list's own words may not be in the compiled catalogue yet: it is found by its place.
    const sent = page.getByTestId('sent-campaigns');
    const rows = sent.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(11);
    await expect(rows.nth(1).getByRole('cell').nth(1)).toHaveText('SMS');
    await expectAccessible(page);
    const firstOfPageOne = await rows.nth(1).innerText();
    await sent.getByRole('button', { name: 'Página siguiente' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(sent.getByRole('button', { name: 'Página anterior' })).toBeEnabled();
    const firstOfPageTwo = await rows.nth(1).innerText();
    expect(firstOfPageTwo).not.toBe(firstOfPageOne);
    await page.reload();
    await expect(page.getByTestId('sent-campaigns').getByRole('table').getByRole('row').nth(1)).toHaveText(firstOfPageTwo.replace(/\t/g, ''));
  });
});
