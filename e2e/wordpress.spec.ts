import { expect, expectAccessible, signInAndLand, test } from './support/fixtures';

const TODAY = new Date('2026-11-21T10:00:00+01:00');
const LLORENTE_PRE = 'farmacia-llorente-500.pre.farmacias.net';

test.describe('WordPress manager', () => {
  test('updates one plugin of a host and then all of them', async ({ page }) => {
    await page.clock.setFixedTime(TODAY);
    await signInAndLand(page, 'backoffice');
    await page.getByRole('link', { name: 'WordPress manager' }).first().click();
    await expect(page).toHaveURL(/#\/app-h\/backoffice\/wpmanager/);
    await expect(page.getByText('51 de 51 vhosts')).toBeVisible();
    await expectAccessible(page);

    await page.getByLabel('Buscar').fill('llorente');
    await expect(page).toHaveURL(/search=llorente/);
    await expect(page.getByText('1 de 51 vhosts')).toBeVisible();
    await page.getByRole('button', { name: `Plugins de ${LLORENTE_PRE}` }).click();
    const dialog = page.getByRole('dialog', { name: `Plugins de ${LLORENTE_PRE}` });
    await expect(dialog.getByRole('row')).toHaveCount(6);
    await expect(dialog.getByText('farmacias-sync')).toHaveCount(0);
    await expect(dialog.getByText('Plugins por actualizar: 4')).toBeVisible();
    await expectAccessible(page);

    await dialog.getByRole('button', { name: 'Actualizar woocommerce' }).click();
    await expect(page.getByText('woocommerce actualizado de la versión 8.9.3 a la 9.4.2')).toBeVisible();
    await expect(dialog.getByText('Plugins por actualizar: 3')).toBeVisible();

    await dialog.getByRole('button', { name: 'Actualizar todos' }).click();
    await expect(page.getByText('elementor actualizado de la versión 3.21.0 a la 3.25.10')).toBeVisible();
    await expect(page.getByText('wp-rocket: La actualización no ha cambiado la versión del plugin')).toBeVisible();
    await expect(dialog.getByText('Plugins por actualizar: 1')).toBeVisible();

    // The open host is in the address: a reload brings the dialog back with the updates kept.
    await page.reload();
    await expect(page.getByRole('dialog', { name: `Plugins de ${LLORENTE_PRE}` }).getByText('Plugins por actualizar: 1')).toBeVisible();
  });
});
