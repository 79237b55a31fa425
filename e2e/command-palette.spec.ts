import { expect, expectAccessible, signInAndLand, test } from './support/fixtures';

test.describe('command palette', () => {
  test('Ctrl+K finds a pharmacy by its contact and enters it with the keyboard alone', async ({ page }) => {
    await signInAndLand(page, 'backoffice');
    await page.keyboard.press('Control+k');
    const search = page.getByRole('textbox', { name: 'Búsqueda rápida' });
    await expect(search).toBeFocused();
    // Every back-office screen of the registry: at least the eleven first ones, the job monitor and the shop catalogue among them.
    await expect(page.getByRole('group', { name: 'Pantallas' }).getByRole('button', { name: /^Trabajos / })).toBeVisible();
    expect(await page.getByRole('group', { name: 'Pantallas' }).getByRole('button').count()).toBeGreaterThanOrEqual(13);
    await search.fill('Carlos Ruiz');
    const pharmacies = page.getByRole('group', { name: 'Farmacias' });
    await expect(pharmacies.getByRole('button').first()).toContainText('Farmacia Llorente');
    await expectAccessible(page);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Proceso completado...')).toBeVisible();
    await expect(page).toHaveURL(/#\/app-h\/dashboard$/);
    await expect(page.getByTestId('active-entity')).toHaveText('Farmacia Llorente · 500');
  });

  test('the header button opens it, and a screen opens from it', async ({ page }) => {
    await signInAndLand(page, 'backoffice');
    await page.getByRole('button', { name: 'Búsqueda rápida' }).click();
    await page.getByRole('textbox', { name: 'Búsqueda rápida' }).fill('plantillas');
    await page.getByRole('group', { name: 'Pantallas' }).getByRole('button', { name: /Plantillas de campaña/ }).click();
    await expect(page.getByRole('heading', { name: 'Plantillas de campaña', level: 1 })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Búsqueda rápida' })).toHaveCount(0);
  });
});
