import { expect, expectAccessible, signIn, test } from './support/fixtures';

test.describe('legal terms', () => {
  test('must be read to the bottom before being signed, once', async ({ page }) => {
    await signIn(page, 'farmacia2');
    const dialog = page.getByRole('dialog', { name: 'Condiciones generales de uso' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Acepto las condiciones' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Debes leer el documento antes de aceptarlo');

    await page.getByTestId('legal-terms-document').locator('.mantine-ScrollArea-viewport').evaluate((node) => node.scrollTo({ top: node.scrollHeight }));
    await dialog.getByRole('button', { name: 'Acepto las condiciones' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Has aceptado las condiciones generales. Gracias.')).toBeVisible();

    await page.goto('./#/logout');
    await signIn(page, 'farmacia2');
    await expect(page.getByTestId('dashboard')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('shows once per session when put off', async ({ page }) => {
    await signIn(page, 'farmacia2');
    await page.getByRole('button', { name: 'Ahora no' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('dashboard')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.goto('./#/logout');
    await signIn(page, 'farmacia2');
    await expect(page.getByRole('dialog', { name: 'Condiciones generales de uso' })).toBeVisible();
  });

  test('is never offered to the back-office or to a pharmacy that signed', async ({ page }) => {
    await signIn(page, 'farmacia');
    await expect(page.getByTestId('dashboard')).toBeVisible();
    await page.waitForTimeout(500);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
