import { expect, expectAccessible, signInAndLand, test } from './support/fixtures';

const TODAY = new Date('2026-11-21T10:00:00+01:00');

test.describe('developer tools', () => {
  test('the back office runs a command and reads its output, and cannot restart without the word', async ({ page }) => {
    await page.clock.setFixedTime(TODAY);
    await signInAndLand(page, 'backoffice');
    await page.getByRole('link', { name: 'Herramientas de desarrollo' }).first().click();
    await expect(page).toHaveURL(/#\/app-h\/backoffice\/developerTools/);
    await expect(page.getByRole('region', { name: 'Información del servidor' })).toContainText('api-01.farmacias.internal');

    const restart = page.getByRole('button', { name: 'Reiniciar servidor' });
    await expect(restart).toBeDisabled();
    const word = page.getByRole('textbox', { name: 'Palabra de confirmación' });
    await word.fill('reiniciar');
    await expect(restart).toBeDisabled();
    await word.press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: 'Escribe REINICIAR para reiniciar el servidor.' })).toBeVisible();
    await word.fill('REINICIAR');
    await expect(restart).toBeEnabled();
    await expectAccessible(page);

    await page.getByRole('tab', { name: 'Comandos' }).click();
    await expect(page).toHaveURL(/tab=commands/);
    await page.getByRole('combobox', { name: 'Comando', exact: true }).click();
    await page.getByRole('option', { name: 'status', exact: true }).click();
    await page.getByRole('button', { name: 'Ejecutar', exact: true }).click();
    const output = page.getByTestId('command-output');
    await expect(output).toContainText('Estado: activo');
    await expect(output).toContainText('Tiempo activo:');
    await expect(page.getByRole('button', { name: 'Copiar salida' })).toBeVisible();
    await expectAccessible(page);

    // A long output scrolls inside its box.
    await page.getByRole('combobox', { name: 'Comando', exact: true }).click();
    await page.getByRole('option', { name: 'logs', exact: true }).click();
    await page.getByRole('button', { name: 'Ejecutar', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Salida de «logs»' })).toBeVisible();
    const box = await output.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThan(420);
    await expect(page.getByRole('heading', { name: 'Salida de «logs»' })).toBeInViewport();
  });
});
