import { expect, expectAccessible, signInAndLand, test } from './support/fixtures';

/** The demo's results are dated around today: the test pins today to 21/11/2026 in Madrid. */
const TODAY = new Date('2026-11-21T10:00:00+01:00');

test.describe('test dashboard', () => {
  test('the back office reads the failures, runs a test now and reads its result, kept after a reload', async ({ page }) => {
    await page.clock.setFixedTime(TODAY);
    await signInAndLand(page, 'backoffice');
    await page.getByRole('link', { name: 'Panel de tests' }).first().click();
    await expect(page).toHaveURL(/#\/app-h\/backoffice\/pion/);
    await expect(page.getByRole('figure', { name: 'Las 10 farmacias con más fallos' })).toBeVisible();
    await expect(page.getByRole('figure', { name: 'Fallos por test' })).toContainText('El más fallido:');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Ejecutar ahora' }).click();
    await expect(page.getByText('test no seleccionado').first()).toBeVisible();

    await page.getByRole('combobox', { name: 'Test', exact: true }).click();
    await page.getByRole('option', { name: 'Pasarela SMS (antigua)', exact: true }).click();
    await page.getByRole('button', { name: 'Ejecutar ahora' }).click();
    await expect(page.getByRole('alert', { name: 'No se ha ejecutado el test' })).toContainText('parametros del test incorrectos');

    await page.getByRole('combobox', { name: 'Test', exact: true }).click();
    await page.getByRole('option', { name: 'Web en línea', exact: true }).click();
    await expect(page).toHaveURL(/test=pion-web-online/);
    await page.getByRole('button', { name: 'Ejecutar ahora' }).click();
    const result = page.locator('.mantine-Alert-root').filter({ hasText: 'Resultado de «Web en línea»' });
    await expect(result).toContainText(/\d+ correctos, \d+ con fallo\./);
    await expect(result).toContainText('21/11/2026');
    await expectAccessible(page);

    // The run is kept: after a reload the test's rows carry today's time.
    await page.reload();
    await page.getByRole('searchbox', { name: 'Buscar' }).fill('Web en línea');
    await expect(page).toHaveURL(/search=/);
    await expect(page.getByRole('cell', { name: /21\/11\/2026,? 10:00/ }).first()).toBeVisible();
  });
});
