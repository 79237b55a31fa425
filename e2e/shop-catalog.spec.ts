import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, signInAndLand, test } from './support/fixtures';

/** The demo's syncs and jobs are dated around today: the test pins today to 21/11/2026 in Madrid. */
const TODAY = new Date('2026-11-21T10:00:00+01:00');

async function openMenu(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Catálogo y tiendas' }).first().click();
  await expect(page).toHaveURL(/#\/app-h\/backoffice\/catalog-manager/);
  await expect(page.getByRole('heading', { level: 1, name: 'Catálogo y tiendas' })).toBeVisible();
}

test.describe('shop catalogue and settings', () => {
  test('the back office exports a shop catalogue, downloads its report, then forces a sync and reads the history chart', async ({ page }) => {
    await page.clock.setFixedTime(TODAY);
    await signInAndLand(page, 'backoffice');
    await openMenu(page);
    await expectAccessible(page);
    await page.getByRole('link', { name: /Exportar productos/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Exportar productos' })).toBeVisible();

    // A domain without its dot is refused with the spec's words.
    const domainField = page.getByRole('combobox', { name: /Dominio de la tienda/ });
    await domainField.fill('https://farmacia/');
    await page.getByRole('button', { name: 'Pedir exportación' }).click();
    await expect(page.getByText('Por favor, comprueba que el dominio introducido sea válido.').first()).toBeVisible();

    const domain = (await page.locator('datalist option').first().getAttribute('value')) ?? '';
    expect(domain).toMatch(/\.farmacia\.es$/);
    await domainField.fill(`https://${domain}/`);
    await domainField.blur();
    await expect(domainField).toHaveValue(domain);
    await expect(page.getByRole('textbox', { name: /Eid de la farmacia/ })).not.toHaveValue('');
    await page.getByRole('textbox', { name: /Base de datos/ }).fill('wp_tienda');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Pedir exportación' }).click();
    await expect(page.getByText('Petición añadida correctamente a la cola de procesamiento.')).toBeVisible();
    await expect(page).toHaveURL(/#\/app-h\/backoffice\/export-products-results\?domain=/);
    const row = page.getByRole('row').filter({ has: page.getByText(domain, { exact: true }) }).first();
    await expect(row).toContainText('PENDING');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descargar informe', exact: true }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`catalogo-${domain}.csv`);
    const text = readFileSync((await file.path()) ?? '', 'utf8');
    expect(text).toContain('Código');
    expect(text.split(/\r?\n/).filter((line) => line !== '').length).toBeGreaterThan(40);
    await expectAccessible(page);

    await openMenu(page);
    await page.getByRole('link', { name: /Ajustes de tienda/ }).click();
    await page.getByRole('combobox', { name: 'Dominio de la tienda' }).click();
    await page.getByRole('option', { name: domain, exact: true }).click();
    const chart = page.getByRole('figure', { name: `Últimas 20 sincronizaciones de ${domain}` });
    await expect(chart).toBeVisible();
    await page.getByRole('button', { name: 'Forzar sincronización' }).click();
    await page.getByRole('dialog', { name: 'Forzar sincronización' }).getByRole('button', { name: 'Sincronizar ahora' }).click();
    await expect(page.getByText('Sincronización añadida a la cola.')).toBeVisible();
    await chart.getByRole('button', { name: 'Ver tabla' }).click();
    await expect(chart.getByRole('row').last()).toContainText('21/11/2026 10:00');
    await expectAccessible(page);

    // The sync is kept across a reload.
    await page.reload();
    await page.getByRole('figure', { name: `Últimas 20 sincronizaciones de ${domain}` }).getByRole('button', { name: 'Ver tabla' }).click();
    await expect(page.getByRole('figure', { name: `Últimas 20 sincronizaciones de ${domain}` }).getByRole('row').last()).toContainText('21/11/2026 10:00');
  });
});
