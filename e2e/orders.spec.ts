import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, signInAndLand, test } from './support/fixtures';

/** The demo's data is generated back from today: the tests pin today to 21/11/2026 in Madrid. */
const TODAY = new Date('2026-11-21T10:00:00+01:00');

/** The newest order of Farmacia Llorente's demo shop, in progress. */
const NEWEST = { orderId: '4245', name: 'Francisco Medina Núñez' } as const;

/** The list's row of order `orderId`. */
const row = (page: Page, orderId: string) => page.getByRole('row').filter({ has: page.getByRole('link', { name: `Abrir el pedido ${orderId}` }) });

// The failure paths (a failed or cut load, a service not configured, the shop refusing a save, a
// network cut while saving, the delete confirmation and its failure, a change made meanwhile) are
// rules of the screens, tested in test/ui/screens/express-orders.screen.test.tsx.
test.describe('express orders', () => {
  test("a pharmacist finds an order, changes its status and comment, sees it in the list and exports the completed orders", async ({ page }) => {
    test.setTimeout(90_000);
    await page.clock.setFixedTime(TODAY);
    await signInAndLand(page, 'farmacia');

    // The dashboard's Express order tile opens the open orders of the pharmacy's online shop.
    await page.getByTestId('tile-expressOrders').getByRole('link').click();
    await expect(page).toHaveURL(/#\/app-h\/pharmacy\/express$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pedido exprés' })).toBeVisible();
    await expect(page.getByText('22 de 22 pedidos en curso')).toBeVisible();
    await expectAccessible(page);

    // The search lives in the address.
    await page.getByRole('searchbox', { name: 'Buscar' }).fill('medina núñez');
    await expect(page).toHaveURL(/search=medina/);
    await expect(page.getByText(/^[1-9] de 22 pedidos en curso$/)).toBeVisible();
    await expect(row(page, NEWEST.orderId)).toContainText(NEWEST.name);
    await row(page, NEWEST.orderId).getByRole('link', { name: `Abrir el pedido ${NEWEST.orderId}` }).click();

    // The order: its details and items, then its status and comment.
    await expect(page).toHaveURL(/#\/app-h\/pharmacy\/express\/348$/);
    await expect(page.getByRole('heading', { level: 1, name: `Pedido ${NEWEST.orderId}` })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'En curso' })).toBeChecked();
    await expect(page.getByRole('table').first()).toContainText('Colágeno con ácido hialurónico 30 sobres');
    await page.getByRole('radio', { name: 'A recoger' }).check();
    await page.getByRole('textbox', { name: 'Comentario de la farmacia' }).fill('Preparado en el mostrador 1; avisado por teléfono');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Guardar pedido' }).click();
    await expect(page.getByText('Order guardado con éxito')).toBeVisible();

    // Back in the list, with its new status.
    await expect(page).toHaveURL(/#\/app-h\/pharmacy\/express$/);
    await expect(row(page, NEWEST.orderId)).toContainText('A recoger');

    // Finished: the completed-orders toggle, in the address, and their CSV.
    await page.getByRole('switch', { name: 'Ver pedidos completados' }).click();
    await expect(page).toHaveURL(/completed=true/);
    await expect(page.getByText('27 de 27 pedidos finalizados')).toBeVisible();
    await expectAccessible(page);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('pedidos-express-finalizados-2026-11-21.csv');
    const csv = readFileSync(await download.path(), 'utf8');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('"Pedido";"Fecha";"Cliente";"Email";"Artículos";"Importe";"Estado";"Finalizado";"Comentario de la farmacia"');
    expect(lines).toHaveLength(28);
    expect(lines.slice(1).every((line) => /"(Completado|Cancelado)";"Sí"/.test(line))).toBe(true);

    // The change survives a reload: the demo keeps it in the browser.
    await page.reload();
    await page.getByRole('switch', { name: 'Ver pedidos completados' }).click();
    await expect(page).toHaveURL(/#\/app-h\/pharmacy\/express$/);
    await expect(row(page, NEWEST.orderId)).toContainText('A recoger');
  });
});
