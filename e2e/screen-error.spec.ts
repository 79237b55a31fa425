import { expect, signIn, test } from './support/fixtures';

test.describe('a screen whose code cannot be loaded', () => {
  test('says so in Spanish inside the shell, and loads on "Reintentar" once the connection is back', async ({ page }) => {
    await signIn(page, 'backoffice');
    await expect(page.getByRole('heading', { name: 'Entidades', level: 1 })).toBeVisible();
    await page.route('**/assets/month-list-page-*.js', (route) => route.abort('internetdisconnected'));
    await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Meses de campaña' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'No se ha podido mostrar esta pantalla' });
    await expect(alert).toContainText('No se ha podido cargar la pantalla. Comprueba tu conexión y vuelve a intentarlo.');
    await expect(page.getByText('Something went wrong!')).toHaveCount(0);
    // The shell still works: its navigation and its user menu are there.
    await expect(page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Entidades' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Beatriz Ortega (backoffice)' })).toBeVisible();

    await page.unroute('**/assets/month-list-page-*.js');
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expect(page.getByRole('heading', { name: 'Meses de campaña', level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/#\/app-h\/backoffice\/campaigns\/monthList/);
  });
});

test.describe('a table whose code cannot be loaded', () => {
  test('leaves the screen usable, says so in place of the table, and draws the table on "Reintentar"', async ({ page }) => {
    await page.route('**/assets/address-table-view-*.js', (route) => route.abort('internetdisconnected'));
    await signIn(page, 'backoffice');
    // The screen is drawn without the table's code: its title and its search are there.
    await expect(page.getByRole('heading', { name: 'Entidades', level: 1 })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Buscar' })).toBeEditable();
    await expect(page.getByRole('alert').filter({ hasText: 'No se ha podido cargar la tabla' })).toHaveText(/^No se ha podido cargar la tabla\. Comprueba tu conexión y vuelve a intentarlo\./);
    await expect(page.getByRole('row')).toHaveCount(0);

    await page.unroute('**/assets/address-table-view-*.js');
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expect(page.getByText(/^1–5 de 48/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Entrar como Farmacia Álvarez' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'No se ha podido cargar la tabla' })).toHaveCount(0);
  });
});
