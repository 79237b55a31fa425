import type { Page } from '@playwright/test';
import { expect, signInAndLand, test } from './support/fixtures';

/** The demo's months are generated around today: the tests pin today to 21/11/2026 in Madrid. */
const TODAY = new Date('2026-11-21T10:00:00+01:00');

const toggle = (page: Page, month: string) => page.getByRole('switch', { name: `Bloqueo de ${month}` });

async function openMonths(page: Page): Promise<void> {
  await page.goto('./#/app-h/backoffice/campaigns/monthList');
  await expect(page.getByRole('heading', { name: 'Meses de campaña', level: 1 })).toBeVisible();
  await expect(toggle(page, 'diciembre 2026')).toBeVisible();
}

async function block(page: Page, month: string): Promise<void> {
  await toggle(page, month).click();
  await page.getByRole('dialog', { name: 'Bloquear mes' }).getByRole('button', { name: 'Bloquear' }).click();
  await expect(toggle(page, month)).toBeChecked();
}

test.describe('demo data kept in the browser', () => {
  test('shows a change made in one tab in the other, and a reset in every tab', async ({ page, context }) => {
    await context.clock.setFixedTime(TODAY);
    await signInAndLand(page, 'backoffice');
    await openMonths(page);
    const other = await context.newPage();
    await openMonths(other);
    await expect(toggle(other, 'diciembre 2026')).not.toBeChecked();

    await block(page, 'diciembre 2026');
    await expect(toggle(other, 'diciembre 2026')).toBeChecked();
    await block(other, 'noviembre 2026');
    await expect(toggle(page, 'noviembre 2026')).toBeChecked();

    await other.getByRole('button', { name: /^Menú de usuario/ }).click();
    await other.getByRole('menuitem', { name: 'Restablecer datos de demostración' }).click();
    await other.getByRole('dialog', { name: 'Restablecer datos de demostración' }).getByRole('button', { name: 'Restablecer' }).click();
    await expect(other).toHaveURL(/#\/$/);
    await other.close();

    // The reset signs out every tab; the first one, never reloaded, shows the data set anew.
    await expect(page).toHaveURL(/#\/$/);
    await page.getByLabel('Usuario', { exact: true }).fill('backoffice');
    await page.getByLabel('Contraseña', { exact: true }).fill('demo');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.getByRole('link', { name: 'Meses de campaña' }).click();
    await expect(toggle(page, 'diciembre 2026')).not.toBeChecked();
    await expect(toggle(page, 'noviembre 2026')).not.toBeChecked();
  });

  test('warns that changes will not survive a reload when the browser refuses storage, and keeps working', async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(window, 'indexedDB', { value: undefined, configurable: true }));
    await page.clock.setFixedTime(TODAY);
    await signInAndLand(page, 'backoffice');
    const warning = page.getByTestId('demo-storage-warning');
    await expect(warning).toContainText('Los cambios no se guardarán');
    await expect(warning).toContainText('Puedes seguir trabajando, pero los cambios se perderán al recargar la página.');
    await openMonths(page);
    await block(page, 'diciembre 2026');
    await expect(page.getByText('Mes bloqueado: diciembre 2026')).toBeVisible();
  });
});
