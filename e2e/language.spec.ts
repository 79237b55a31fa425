import { expect, signInAndLand, test } from './support/fixtures';

test.describe('language switch', () => {
  test('switches to English, goes to the dashboard and sets the document language', async ({ page }) => {
    await signInAndLand(page, 'backoffice');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await page.getByText('EN', { exact: true }).click();
    await expect(page).toHaveURL(/#\/app-h\/dashboard$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('[PREV] Backoffice Farmacias · Dashboard');

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

    await page.getByText('ES', { exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Escritorio', level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  });

  test('brings each screen’s own texts in the chosen language, before and after switching', async ({ page }) => {
    await signInAndLand(page, 'backoffice');
    await page.getByRole('link', { name: 'Meses de campaña' }).click();
    await expect(page.getByRole('heading', { name: 'Meses de campaña', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Añadir siguiente mes' })).toBeVisible();

    await page.getByText('EN', { exact: true }).click();
    await expect(page).toHaveURL(/#\/app-h\/dashboard$/);
    await page.getByRole('link', { name: 'Campaign months', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Campaign months', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add next month' })).toBeVisible();

    await page.getByRole('link', { name: 'Campaign templates', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Campaign templates', level: 1 })).toBeVisible();
  });
});
