import { expect, expectAccessible, signInAndLand, test } from './support/fixtures';

test.describe('back-office to pharmacy swap', () => {
  test('enters a pharmacy from the entity list and swaps back', async ({ page }) => {
    await signInAndLand(page, 'backoffice');
    await page.getByLabel('Buscar').fill('Llorente');
    await expect(page).toHaveURL(/search=Llorente/);
    await expect(page.getByRole('row')).toHaveCount(2);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Entrar como Farmacia Llorente' }).click();
    await expect(page.getByText('cambiando de farmacia...')).toBeVisible();
    await expect(page.getByText('Proceso completado...')).toBeVisible();
    await expect(page).toHaveURL(/#\/app-h\/dashboard$/);
    await expect(page.getByTestId('active-entity')).toHaveText('Farmacia Llorente · 500');
    await expect(page.getByTestId('tile-myWeb')).toBeVisible();
    await expect(page.getByTestId('tile-admin')).toBeVisible();

    await page.getByRole('button', { name: 'Volver al backoffice' }).click();
    await expect(page).toHaveURL(/#\/app-h\/backoffice\/admin$/);
    await expect(page.getByTestId('active-entity')).toHaveCount(0);
  });

  test('logging out inside a pharmacy returns to the back-office user, and again logs out', async ({ page }) => {
    await signInAndLand(page, 'backoffice');
    await page.getByLabel('Buscar').fill('Prieto Navarro');
    await page.getByRole('button', { name: 'Entrar como Farmacia Prieto Navarro' }).click();
    await expect(page.getByTestId('active-entity')).toHaveText('Farmacia Prieto Navarro · 512');
    await page.getByRole('button', { name: 'Menú de usuario' }).click();
    await page.getByRole('menuitem', { name: 'Salir de la farmacia' }).click();
    await expect(page).toHaveURL(/#\/app-h\/backoffice\/admin$/);
    await expect(page.getByRole('button', { name: 'Menú de usuario' })).toHaveText('Beatriz Ortega (backoffice)');
    await page.getByRole('button', { name: 'Menú de usuario' }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await expect(page.getByLabel('Usuario', { exact: true })).toBeVisible();
  });

  test('keeps the search, page and sort of the entity list in the address', async ({ page }) => {
    await signInAndLand(page, 'backoffice');
    await page.getByRole('button', { name: 'Página siguiente' }).click();
    await expect(page).toHaveURL(/page=2/);
    await page.getByRole('button', { name: /^Id/ }).click();
    await expect(page).toHaveURL(/sort-by=id/);
    await page.goto(`${page.url().split('#')[0]}#/app-h/backoffice/admin?page=3&count=25&sort-by=id&sort-order=desc`);
    await expect(page.getByText('26–48 de 48')).toBeVisible();
    await page.reload();
    await expect(page.getByText('26–48 de 48')).toBeVisible();
  });
});
