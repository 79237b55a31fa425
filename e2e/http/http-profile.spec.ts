import { expect, expectAccessible, signIn, test } from '../support/fixtures';
import { API, serveApi } from './fake-api';

test.describe('http profile against the documented API', () => {
  test('signs the pharmacist in and builds her dashboard from the API, sending her identity', async ({ page }) => {
    const api = await serveApi(page);
    await signIn(page, 'farmacia', 'secreta');
    await expect(page).toHaveURL(/#\/app-h\/dashboard$/);
    await expect(page.getByTestId('active-entity')).toHaveText('Farmacia Llorente · 500');
    await expect(page).toHaveTitle('[DEV] Backoffice Farmacias · Escritorio');

    const login = api.calls.find((entry) => entry.call === 'POST /api/v1/login/user');
    expect(login).toMatchObject({ body: { user: 'farmacia', password: 'secreta' }, token: undefined });
    await expect.poll(() => api.calls.find((entry) => entry.call === 'GET /api/v3/settings/500/info')).toMatchObject({ eid: '500', uid: '2', token: 'token-farmacia' });
    await expectAccessible(page);
  });

  test('shows the forbidden and no-server login errors, keeping what was typed', async ({ page }) => {
    await serveApi(page);
    await page.goto('./');
    await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
    // The http profile has no demo data, so the login page lists no demo accounts.
    await expect(page.getByRole('heading', { name: 'Cuentas de demostración (contraseña: demo)' })).toHaveCount(0);
    await signIn(page, 'farmacia', 'equivocada');
    await expect(page.getByRole('alert')).toContainText('Usuario o contraseña incorrectos, o sin acceso a la aplicación.');
    await expect(page.getByLabel('Usuario', { exact: true })).toHaveValue('farmacia');

    await page.route(`${API}/api/v1/login/user`, (route) => route.abort('internetdisconnected'));
    await page.getByLabel('Contraseña', { exact: true }).fill('secreta');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('No se ha podido conectar con el servidor. Comprueba tu conexión e inténtalo de nuevo.');
  });

  test('lists the campaign months of the API and reverts a block the server refuses', async ({ page }) => {
    const api = await serveApi(page);
    await signIn(page, 'backoffice', 'secreta');
    await expect(page).toHaveURL(/#\/app-h\/backoffice\/admin$/);
    await expect(page.getByRole('row', { name: /Farmacia Llorente/ })).toBeVisible();

    await page.getByRole('link', { name: 'Meses de campaña' }).click();
    const november = page.getByRole('switch', { name: 'Bloqueo de noviembre 2026' });
    await expect(november).not.toBeChecked();
    await november.click();
    await page.getByRole('dialog', { name: 'Bloquear mes' }).getByRole('button', { name: 'Bloquear' }).click();
    await expect(november).toBeChecked();
    expect(api.calls.find((entry) => entry.call === 'PUT /api/months/m-2026-11')).toMatchObject({ body: { blocked: true }, eid: '-1', uid: '1', token: 'token-backoffice' });

    api.failMonthUpdates = true;
    const december = page.getByRole('switch', { name: 'Bloqueo de diciembre 2026' });
    await december.click();
    await page.getByRole('dialog', { name: 'Bloquear mes' }).getByRole('button', { name: 'Bloquear' }).click();
    await expect(page.getByText('Error al bloquear el mes')).toBeVisible();
    await expect(december).not.toBeChecked();
    await expectAccessible(page);
  });
});
