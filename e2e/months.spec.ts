import { readFile } from 'node:fs/promises';
import * as XLSX from '@e965/xlsx';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, signInAndLand, test } from './support/fixtures';
import { DEMO_FAULT, failDemo } from './support/demo-faults';

/** The demo's months are generated around today: the tests pin today to 21/11/2026 in Madrid. */
const TODAY = new Date('2026-11-21T10:00:00+01:00');

async function openMonths(page: Page): Promise<void> {
  await page.clock.setFixedTime(TODAY);
  await signInAndLand(page, 'backoffice');
  await page.getByRole('link', { name: 'Meses de campaña' }).click();
  await expect(page).toHaveURL(/#\/app-h\/backoffice\/campaigns\/monthList$/);
  await expect(page.getByRole('heading', { name: 'Meses de campaña', level: 1 })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Bloqueo de diciembre 2026' })).toBeVisible();
}

const monthCells = (page: Page) => page.getByRole('row').locator('td:first-child');
const toggle = (page: Page, month: string) => page.getByRole('switch', { name: `Bloqueo de ${month}` });

test.describe('campaign months', () => {
  test('lists the months newest first with Spanish names, the blocked ones switched on', async ({ page }) => {
    await openMonths(page);
    await expect(monthCells(page)).toHaveText(['diciembre 2026', 'noviembre 2026Mes actual', 'octubre 2026', 'septiembre 2026', 'agosto 2026']);
    await expect(toggle(page, 'diciembre 2026')).not.toBeChecked();
    await expect(toggle(page, 'octubre 2026')).not.toBeChecked();
    await expect(toggle(page, 'septiembre 2026')).toBeChecked();
    await expect(page.getByText('1–5 de 14')).toBeVisible();
    await expect(page.getByTestId('next-month')).toHaveText('Se añadirá enero 2027');
  });

  test('blocks a month after confirming, and keeps it blocked after a reload', async ({ page }) => {
    await openMonths(page);
    await toggle(page, 'noviembre 2026').click();
    const dialog = page.getByRole('dialog', { name: 'Bloquear mes' });
    await expect(dialog).toContainText('¿Quieres bloquear noviembre 2026? Las farmacias no podrán cambiar sus fotos de marketing de ese mes.');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Bloquear' }).click();
    await expect(page.getByText('Mes bloqueado: noviembre 2026')).toBeVisible();
    await expect(toggle(page, 'noviembre 2026')).toBeChecked();
    await page.reload();
    await expect(toggle(page, 'noviembre 2026')).toBeChecked();
  });

  test('leaves the month as it was when the confirmation is cancelled', async ({ page }) => {
    await openMonths(page);
    await toggle(page, 'septiembre 2026').click();
    const dialog = page.getByRole('dialog', { name: 'Desbloquear mes' });
    await expect(dialog).toContainText('¿Quieres desbloquear septiembre 2026?');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(toggle(page, 'septiembre 2026')).toBeChecked();
  });

  test('adds the month after the latest, which shows first', async ({ page }) => {
    await openMonths(page);
    await page.getByRole('button', { name: 'Añadir siguiente mes' }).click();
    await expect(page.getByText('Mes añadido: enero 2027')).toBeVisible();
    await expect(monthCells(page).first()).toHaveText('enero 2027');
    await expect(toggle(page, 'enero 2027')).not.toBeChecked();
    await expect(page.getByText('1–5 de 15')).toBeVisible();
    await expect(page.getByTestId('next-month')).toHaveText('Se añadirá febrero 2027');
  });

  test('shows the page of the added month when the oldest come first', async ({ page }) => {
    await openMonths(page);
    await page.getByRole('button', { name: /^Mes/ }).first().click();
    await expect(page).toHaveURL(/sort-order=asc/);
    await page.getByRole('button', { name: 'Añadir siguiente mes' }).click();
    await expect(page).toHaveURL(/page=3/);
    await expect(page.getByText('11–15 de 15')).toBeVisible();
    await expect(monthCells(page).last()).toHaveText('enero 2027');
  });

  test("downloads the month's marketing-picture products as an xlsx file", async ({ page }) => {
    await openMonths(page);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar productos de noviembre 2026 (xlsx)' }).click()]);
    expect(download.suggestedFilename()).toBe('productos-fotos-marketing-2026-11.xlsx');
    await expect(page.getByText('Productos de noviembre 2026 exportados.')).toBeVisible();
    const book = XLSX.read(await readFile(await download.path()), { type: 'buffer', cellFormula: true });
    expect(book.SheetNames).toEqual(['Productos']);
    const sheet = book.Sheets.Productos;
    if (sheet === undefined) throw new Error('The workbook has no Productos sheet');
    const rows = XLSX.utils.sheet_to_json<(string | number)[]>(sheet, { header: 1, raw: true });
    expect(rows[0]).toEqual(['Código nacional', 'Producto', 'Laboratorio', 'Categoría', 'PVP (€)', 'Fotos', 'Farmacias']);
    expect(rows.length).toBeGreaterThan(14);
    expect(rows.slice(1).every((row) => /^\d{6}\.\d$/.test(String(row[0])) && typeof row[4] === 'number')).toBe(true);
    expect(rows.flat().some((value) => typeof value === 'string' && /[áéíóúñ]/.test(value))).toBe(true);
    const cells = Object.entries(sheet).filter(([address]) => !address.startsWith('!')) as [string, XLSX.CellObject][];
    expect(cells.filter(([, cell]) => cell.f !== undefined)).toEqual([]);
  });

  test('keeps the sort and the page in the address', async ({ page }) => {
    await openMonths(page);
    await page.getByRole('button', { name: /^Mes/ }).first().click();
    await expect(page).toHaveURL(/sort-by=monthYear&sort-order=asc/);
    await expect(monthCells(page).first()).toHaveText('noviembre 2025');
    await page.getByRole('button', { name: 'Página siguiente' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(monthCells(page).first()).toHaveText('abril 2026');
    await page.reload();
    await expect(page.getByText('6–10 de 14')).toBeVisible();
    await expect(monthCells(page).first()).toHaveText('abril 2026');
  });

  // The failure paths (a failed block, unblock, addition, export, and the retry of a failed load) are
  // rules of the screen, tested in test/ui/screens/months.screen.test.tsx; the load failure stays here
  // for its accessibility.
  test('shows an accessible load failure, with adding disabled', async ({ page }) => {
    await page.clock.setFixedTime(TODAY);
    await signInAndLand(page, 'backoffice');
    await failDemo(page, { [DEMO_FAULT.monthsList]: 500 });
    await page.getByRole('link', { name: 'Meses de campaña' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Error al cargar los meses' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Añadir siguiente mes' })).toBeDisabled();
    await expectAccessible(page);
  });
});
