import { expect, signInAndLand, test } from './support/fixtures';

test.describe('logout', () => {
  test('clears the session and goes to login', async ({ page }) => {
    await signInAndLand(page, 'farmacia');
    await page.getByRole('button', { name: 'Menú de usuario' }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await expect(page.getByLabel('Usuario', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('backoffice.session.') || key === 'backoffice.currentUser'))).toEqual([]);
    await page.goto('./#/app-h/dashboard');
    await expect(page).toHaveURL(/#\/$/);
  });

  test('logs out every open tab', async ({ page, context }) => {
    await signInAndLand(page, 'farmacia');
    const other = await context.newPage();
    await other.goto(page.url());
    await expect(other.getByTestId('dashboard')).toBeVisible();
    await page.goto('./#/logout');
    await expect(other.getByLabel('Usuario', { exact: true })).toBeVisible({ timeout: 2_000 });
    await other.close();
  });

  test('logs out a session whose token lifetime is over', async ({ page }) => {
    await signInAndLand(page, 'farmacia');
    await page.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem('backoffice.currentUser') ?? '{}') as { expiresAt: number };
      localStorage.setItem('backoffice.currentUser', JSON.stringify({ ...stored, expiresAt: Date.now() - 1 }));
    });
    await page.goto('./#/app-h/dashboard');
    await expect(page).toHaveURL(/#\/$/);
    expect(await page.evaluate(() => localStorage.getItem('backoffice.currentUser'))).toBeNull();
  });
});
