import { expect, expectAccessible, signIn, signInAndLand, test } from './support/fixtures';

test.describe('guard', () => {
  // A signed-out visitor of a shell screen is sent to login in test/ui/session/login.screen.test.tsx.
  test('remembers the pharmacist campaign edit and opens it after login, full-cover without navigation', async ({ page }) => {
    await page.goto('./#/app-h/approvals/campaign/77');
    await expect(page).toHaveURL(/#\/$/);
    const remembered = await page.evaluate(() => sessionStorage.getItem('backoffice.redirectTarget'));
    expect(remembered).toBe('/app-h/approvals/campaign/77');
    await signIn(page, 'farmacia');
    await expect(page).toHaveURL(/#\/app-h\/approvals\/campaign\/77$/);
    await expect(page.getByRole('navigation', { name: 'Navegación principal' })).toHaveCount(0);
    await expect(page.locator('#campaign-footer')).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('backoffice.redirectTarget'))).toBeNull();
  });

  test('sends an authenticated user going to login to the dashboard', async ({ page }) => {
    await signInAndLand(page, 'farmacia');
    await page.goto('./#/');
    await expect(page).toHaveURL(/#\/app-h\/dashboard$/);
  });

  test('shows the 403 page to a pharmacy user opening a back-office screen', async ({ page }) => {
    await signInAndLand(page, 'farmacia');
    await page.goto('./#/app-h/backoffice/admin');
    await expect(page).toHaveURL(/#\/403$/);
    await expect(page.getByRole('heading', { name: 'Acceso no autorizado' })).toBeVisible();
    await expectAccessible(page);
  });

  test('shows the not-found page inside the shell for a screen that does not exist', async ({ page }) => {
    await signInAndLand(page, 'farmacia');
    await page.goto('./#/app-h/no-existe');
    await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Navegación principal' })).toBeVisible();
  });

  test('leads an address without the /app-h prefix to the shell screen', async ({ page }) => {
    await signInAndLand(page, 'backoffice');
    await page.goto('./#/dashboard');
    await expect(page).toHaveURL(/#\/app-h\/dashboard$/);
  });

  test('sets the light grey background on screens other than the dashboard', async ({ page }) => {
    await signInAndLand(page, 'backoffice');
    await expect(page.locator('body')).toHaveAttribute('data-background', 'light');
    await page.getByRole('link', { name: 'Escritorio' }).click();
    await expect(page.locator('body')).toHaveAttribute('data-background', 'default');
    await expect(page).toHaveTitle('[PREV] Backoffice Farmacias · Escritorio');
  });
});
