import type { Page } from '@playwright/test';
import { read, utils, write as writeWorkbook } from '@e965/xlsx';
import { readFileSync } from 'node:fs';
import { expect, expectAccessible, signIn, signInAndLand, test } from './support/fixtures';

/** The demo's sales are generated back from today: the tests pin today to 21/11/2026 in Madrid. */
const TODAY = new Date('2026-11-21T10:00:00+01:00');

async function openSegmentation(page: Page): Promise<void> {
  await page.clock.setFixedTime(TODAY);
  await signInAndLand(page, 'farmacia');
  await page.getByRole('navigation').getByRole('link', { name: 'Segmentación' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Segmentación de clientes' })).toBeVisible();
  await expect(page.getByTestId('segmentation-count')).toHaveText('20.000 clientes');
}

/** An .xlsx workbook of one sheet with `rows` (the first one the headers). */
function clientsWorkbook(rows: unknown[][]): Buffer {
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(rows), 'Clientes');
  return Buffer.from(writeWorkbook(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const countOf = async (page: Page): Promise<number> => Number((await page.getByTestId('segmentation-count').textContent())?.replace(/\D/g, ''));

test.describe('segmentation', () => {
  test('a pharmacist finds the women over 65 who spent more than 100 € on a family in six months, opens one, exports them and saves the search for a campaign', async ({ page }) => {
    test.setTimeout(90_000);
    await openSegmentation(page);
    await page.getByRole('checkbox', { name: 'Mujer' }).check();
    await page.getByRole('textbox', { name: 'Mayor de (años)' }).fill('65');
    await page.getByRole('checkbox', { name: 'Dermocosmética' }).check();
    await page.getByRole('textbox', { name: 'Gasto mínimo' }).fill('100');
    await page.getByLabel('Desde').fill('2026-05-21');
    await page.getByLabel('Hasta').fill('2026-11-21');
    // Every filter has reached the address, and the results have caught up with it.
    await expect.poll(() => decodeURIComponent(page.url())).toContain('"saleDate":{"from":"2026-05-21","until":"2026-11-21"}');
    expect(decodeURIComponent(page.url())).toContain('"expense":{"min":100}');
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(page.getByTestId('segmentation-count')).toHaveText(/^[\d.]+ clientes$/);
    const found = await countOf(page);
    expect(found).toBeGreaterThan(0);
    expect(found).toBeLessThan(20_000);
    await expectAccessible(page);

    // A link to this address opens the same search.
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Mujer' })).toBeChecked();
    await expect(page.getByTestId('segmentation-count')).toHaveText(`${found.toLocaleString('es-ES')} clientes`);

    // The count is drawn before the rows: the name is read once the first client's row is on screen, not from the table's empty row.
    const firstRow = page.getByRole('table').getByRole('row').nth(1);
    const view = firstRow.getByRole('button', { name: /^Ver cliente/ });
    await expect(view).toBeVisible();
    // Every column fits beside the filters: the row's action is inside the results' column, on screen,
    // without scrolling the table sideways.
    const results = (await page.getByRole('region', { name: 'Clientes' }).boundingBox())!;
    const action = (await view.boundingBox())!;
    expect(action.x + action.width).toBeLessThanOrEqual(results.x + results.width);
    expect(results.x + results.width).toBeLessThanOrEqual(1280);
    const name = (await firstRow.getByRole('cell').first().textContent()) ?? '';
    expect(name.trim()).not.toBe('');
    await view.click();
    const panel = page.getByRole('dialog');
    await expect(panel).toBeVisible();
    // The panel names the client, with each word hidden but its first letter when the client has not signed the data-protection consent.
    const hidden = name.trim().split(' ').map((word) => `${word.slice(0, 1)}${'*'.repeat(Math.max(0, [...word].length - 1))}`).join(' ');
    await expect(panel.getByRole('heading', { level: 3 })).toHaveText(new RegExp(`^(${escapeRegExp(name.trim())}|${escapeRegExp(hidden)})$`));
    // The client's loyalty-CRM answers: none before the pharmacy's form exists.
    await expect(panel.getByRole('region', { name: 'Respuestas del CRM' })).toContainText(/^Respuestas del CRM(El cliente no está en el CRM\.|El cliente no ha respondido al formulario del CRM\.)$/);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descargar Excel' }).click();
    const file = await (await download).path();
    const sheet = read(readFileSync(file)).Sheets;
    const rows = utils.sheet_to_json<unknown[]>(Object.values(sheet)[0]!, { header: 1 });
    expect(rows).toHaveLength(found + 1);

    await page.getByRole('button', { name: 'Guardar segmentación' }).click();
    const dialog = page.getByRole('dialog', { name: 'Guardar segmentación' });
    await dialog.getByRole('textbox', { name: /Nombre/ }).fill('Mujeres +65 con dermocosmética');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Segmentación «Mujeres +65 con dermocosmética» guardada')).toBeVisible();

    await page.goto('/#/app-h/campaigns/listCampaigns');
    await page.getByRole('button', { name: 'Nueva campaña de email' }).click();
    const parameters = page.getByRole('region', { name: 'Parámetros' });
    await parameters.getByRole('combobox', { name: 'Segmento' }).click();
    await page.getByRole('option', { name: 'Mujeres +65 con dermocosmética' }).click();
    await expect(parameters.getByText(`Este segmento llega a ${found} clientes.`)).toBeVisible();
  });

  test('a pharmacist imports a client file: a file with a wrong email is refused, a good one adds its clients to the results', async ({ page }) => {
    await openSegmentation(page);
    await page.getByRole('button', { name: 'Importar clientes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Importar clientes' });
    const input = dialog.locator('input[type="file"]');
    await input.setInputFiles({ name: 'malos.xlsx', mimeType: XLSX_TYPE, buffer: clientsWorkbook([['Nombre', 'Email'], ['Ana Sola', 'ana.sola@example.com'], ['Luis Malo', 'no-es-correo']]) });
    await expect(dialog.getByText('Hay emails incorrectos en el excel')).toBeVisible();
    await expectAccessible(page);

    await input.setInputFiles({
      name: 'clientes.xlsx',
      mimeType: XLSX_TYPE,
      // Clients who signed the consent: the results show them as they are (ADR 27).
      buffer: clientsWorkbook([['Nombre', 'Apellidos', 'Email', 'Teléfono', 'LOPD'], ['Ana', 'Importada', 'ana.importada@example.com', '612000111', 'Sí'], ['Luis', 'Importado', 'luis.importado@example.com', '', 'Sí']]),
    });
    await expect(dialog.getByText('clientes.xlsx: 2 clientes importados.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cerrar' }).last().click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('segmentation-count')).toHaveText('20.002 clientes');

    // The imported clients are found, and stay after a reload (the demo keeps its changes).
    await page.getByRole('searchbox', { name: 'Buscar' }).fill('importad');
    await page.getByRole('searchbox', { name: 'Buscar' }).press('Enter');
    const table = page.getByRole('table');
    await expect(table.getByText('ana.importada@example.com')).toBeVisible();
    await expect(table.getByText('Luis Importado')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('table').getByText('ana.importada@example.com')).toBeVisible();
  });

  test('opens from an embedded link with a token, signed in and without navigation', async ({ page }) => {
    await page.clock.setFixedTime(TODAY);
    await page.goto('./#/app-h/segmentations?embedded&token=demo-token');
    await expect(page.getByRole('heading', { level: 1, name: 'Segmentación de clientes' })).toBeVisible();
    await expect(page.getByTestId('segmentation-count')).toHaveText('20.000 clientes');
    await expect(page.getByRole('navigation', { name: 'Navegación principal' })).toHaveCount(0);
    await expect(page.getByRole('table').getByRole('row').nth(1).getByRole('button', { name: /^Ver cliente/ })).toBeVisible();
    await expectAccessible(page);
  });

  test('is not offered to a pharmacy without the segments module: no tile, no link, and its address is refused', async ({ page }) => {
    await signIn(page, 'farmacia2');
    await page.getByRole('button', { name: 'Ahora no' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Escritorio' })).toBeVisible();
    await expect(page.getByTestId('tile-timetables')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Segmentación' })).toHaveCount(0);
    await page.goto('./#/app-h/segmentations');
    await expect(page.getByRole('heading', { name: 'Acceso no autorizado' })).toBeVisible();
    await expect(page.getByTestId('segmentation-count')).toHaveCount(0);
    await expectAccessible(page);
  });

  test('the page keeps its place as filters change; at the end of the results the pager is clear of the button back to the top, and a new page starts at its first row', async ({ page }) => {
    await openSegmentation(page);
    const pager = page.getByText('1–50 de 20.000', { exact: true });
    await expect(pager).toBeVisible();

    // A filter ticked far down the panel: the count follows, and the page stays where the reader is.
    const unregistered = page.getByRole('checkbox', { name: 'Sin registrar' });
    await unregistered.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 200));
    const place = await page.evaluate(() => window.scrollY);
    expect(place).toBeGreaterThan(0);
    await unregistered.check();
    await expect.poll(() => decodeURIComponent(page.url())).toContain('"unregistered":true');
    await expect(page.getByTestId('segmentation-count')).not.toHaveText('20.000 clientes');
    expect(await page.evaluate(() => window.scrollY)).toBe(place);
    await unregistered.uncheck();
    await expect(page.getByTestId('segmentation-count')).toHaveText('20.000 clientes');
    // The rows follow the count; until they have, the table is covered (clicks held until the answer).
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const toTop = page.getByRole('button', { name: 'Volver arriba' });
    await expect(toTop).toBeVisible();
    // What a pointer at the middle of "Página siguiente" reaches is that button, not the floating one.
    const next = page.getByRole('button', { name: 'Página siguiente' });
    const reached = await next.evaluate((button) => {
      const box = button.getBoundingClientRect();
      return button.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
    });
    expect(reached).toBe(true);
    const nextBox = (await next.boundingBox())!;
    const toTopBox = (await toTop.boundingBox())!;
    expect(nextBox.y + nextBox.height).toBeLessThanOrEqual(toTopBox.y);
    await page.mouse.click(nextBox.x + nextBox.width / 2, nextBox.y + nextBox.height / 2);
    await expect(page.getByText('51–100 de 20.000', { exact: true })).toBeAttached();
    // The new page's first row is on screen, below the header: the table was brought back into view.
    const firstRow = page.getByRole('table').getByRole('row').nth(1);
    await expect(firstRow).toBeInViewport();
    expect((await firstRow.boundingBox())!.y).toBeGreaterThanOrEqual(60);

    // From the keyboard: the page goes back to the top, and the focus with it (the button goes away).
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await toTop.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(toTop).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Segmentación de clientes' })).toBeFocused();
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
