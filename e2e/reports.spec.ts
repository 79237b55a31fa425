import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { read, utils } from '@e965/xlsx';
import { expect, expectAccessible, signInAndLand, test } from './support/fixtures';

/** The demo's reports end the month before today: the tests pin today to 21/11/2026 in Madrid (newest report: octubre 2026). */
const TODAY = new Date('2026-11-21T10:00:00+01:00');

async function openReports(page: Page): Promise<void> {
  await page.clock.setFixedTime(TODAY);
  await signInAndLand(page, 'farmacia');
  await page.getByRole('navigation').getByRole('link', { name: 'Informes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ventas · octubre 2026' })).toBeVisible();
}

const reportNav = (page: Page) => page.getByRole('navigation', { name: 'Secciones del informe' });

test.describe('entity report', () => {
  test('a pharmacist reads the sales of two months and the staff', async ({ page }) => {
    await openReports(page);
    await expect(page.getByRole('figure', { name: 'Ventas totales' })).toBeVisible();
    await expect(page.getByTestId('sales-variation')).toHaveText(/^(▲ |▼ )?[+-]?\d+,\d %$/);
    await expect(page.getByTestId('month-sales')).toHaveText(/^[\d.]+,\d{2} €$/);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Mes anterior' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ventas · septiembre 2026' })).toBeVisible();
    await expect(page).toHaveURL(/month=2026-09/);

    await reportNav(page).getByRole('link', { name: 'Personal' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Personal · septiembre 2026' })).toBeVisible();
    const employees = page.getByRole('combobox', { name: 'Empleado' });
    const second = (await employees.locator('option').nth(1).textContent()) ?? '';
    await employees.selectOption(second);
    await expect(page.getByRole('figure', { name: `Ventas de ${second}` })).toBeVisible();
    await expect(page.getByTestId('staff-comparison').first().getByRole('row')).toHaveCount((await employees.locator('option').count()) + 1);
    await expectAccessible(page);
  });

  test('the charts are drawn at once as pictures, and a pointer over one makes it the interactive chart with its tooltip', async ({ page }) => {
    await openReports(page);
    await page.getByRole('link', { name: 'Ver informe', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Informe de ventas · octubre 2026' })).toBeVisible();
    await expect(page.getByRole('figure')).toHaveCount(12);
    const evolution = page.getByRole('figure', { name: 'Ventas totales: evolución' });
    const chart = evolution.locator('[data-chart]');
    await expect(chart).toHaveAttribute('data-chart', 'picture');
    await expect(chart.locator('svg path').first()).toBeAttached();
    // Each line is a period of 12 months, named by its first and last month.
    await expect(chart.locator('svg text', { hasText: /^nov 2025 – oct 2026$/ })).toHaveCount(1);
    await expect(chart.locator('svg text', { hasText: /^nov 2024 – oct 2025$/ })).toHaveCount(1);

    const box = await chart.boundingBox();
    if (box === null) throw new Error('the chart has no box');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await expect(chart).toHaveAttribute('data-chart', 'live');
    await page.mouse.move(box.x + box.width / 2 + 5, box.y + box.height / 2 - 5);
    const tooltip = chart.locator('div[style*="z-index: 9999999"]');
    await expect(tooltip).toBeVisible();
    await expect(tooltip).toContainText('nov 2024 – oct 2025');
    await expect(tooltip).toContainText(/\d,\d{2} €/);
  });

  test('a pharmacist reads the marketing of two months', async ({ page }) => {
    await openReports(page);
    await reportNav(page).getByRole('link', { name: 'Marketing' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Marketing · octubre 2026' })).toBeVisible();
    await expect(page.getByTestId('campaign-results').getByRole('row').nth(1)).toBeVisible();
    await page.getByRole('button', { name: 'Mes anterior' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Marketing · septiembre 2026' })).toBeVisible();
    await expect(page.getByTestId('campaign-results').getByRole('row').nth(1)).toBeVisible();
    await page.getByRole('combobox', { name: 'Mes del informe' }).selectOption({ label: 'agosto 2026' });
    await expect(page.getByRole('heading', { level: 1, name: 'Marketing · agosto 2026' })).toBeVisible();
    await expect(page.getByTestId('campaign-results').getByRole('row').nth(1)).toBeVisible();
    await expectAccessible(page);
  });

  test('a pharmacist reads the stock of two months and its low-rotation products, free and prescription', async ({ page }) => {
    // 10–25 s on its own; axe over the stock tables takes much longer when the shared machine is busy.
    test.setTimeout(60_000);
    await openReports(page);
    await reportNav(page).getByRole('link', { name: 'Stock' }).click();
    // October's stock is not closed yet.
    await expect(page.getByTestId('stock-not-ready')).toHaveText('Todavía no hay datos de stock cerrados para este mes.');

    for (const month of ['septiembre 2026', 'agosto 2026']) {
      await page.getByRole('combobox', { name: 'Mes del informe' }).selectOption({ label: month });
      await expect(page.getByRole('heading', { level: 1, name: `Stock · ${month}` })).toBeVisible();
      await expect(page.getByTestId('stock-figures')).toHaveCount(3);
      await expect(page.getByTestId('stock-figures').first()).toContainText('€');
      const lowRotation = page.getByTestId('low-rotation-table');
      await page.getByRole('button', { name: 'Libre', exact: true }).click();
      await expect(page.getByRole('button', { name: 'Libre', exact: true })).toHaveAttribute('aria-pressed', 'true');
      await expect(lowRotation.getByRole('caption')).toHaveText('Productos libres de baja rotación');
      const freeCodes = await lowRotation.locator('tbody tr td:first-child').allTextContents();
      expect(freeCodes.every((code) => Number(code) < 600_000)).toBe(true);
      await page.getByRole('button', { name: 'Receta', exact: true }).click();
      await expect(page.getByRole('button', { name: 'Receta', exact: true })).toHaveAttribute('aria-pressed', 'true');
      await expect(lowRotation.getByRole('caption')).toHaveText('Productos de receta de baja rotación');
      const prescriptionCodes = await lowRotation.locator('tbody tr td:first-child').allTextContents();
      expect(prescriptionCodes.length).toBeGreaterThan(0);
      expect(prescriptionCodes.every((code) => Number(code) >= 600_000 && Number(code) <= 999_999)).toBe(true);
    }
    await expectAccessible(page);
  });

  test('a pharmacist opens the stock by family, expands a super-family, and downloads the Excel and CSV reports', async ({ page }) => {
    await page.clock.setFixedTime(TODAY);
    await signInAndLand(page, 'farmacia');
    await page.goto('./#/app-h/mainpanel/stock?month=2026-08');
    await expect(page.getByRole('heading', { level: 1, name: 'Stock · agosto 2026' })).toBeVisible();
    await page.getByRole('link', { name: 'Ver informe por familias' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Stock por familias · agosto 2026' })).toBeVisible();
    const families = page.getByTestId('family-table');
    await expect(families.getByRole('rowheader', { name: 'Sistema nervioso' })).toHaveCount(0);
    await families.getByRole('button', { name: 'Medicamentos' }).click();
    await expect(families.getByRole('button', { name: 'Medicamentos' })).toHaveAttribute('aria-expanded', 'true');
    await expect(families.getByRole('rowheader', { name: 'Sistema nervioso' })).toBeVisible();
    await expect(page.getByTestId('family-total')).toHaveText(/€$/);
    await expectAccessible(page);

    const excel = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descargar Excel' }).click();
    const workbook = read(readFileSync(await (await excel).path()));
    expect(workbook.SheetNames).toEqual(['Ventas', 'Stock', 'Familias']);
    const sales = utils.sheet_to_json<unknown[]>(workbook.Sheets.Ventas!, { header: 1 });
    expect([sales[2]?.[0], sales[2]?.[4], sales.at(-1)?.[0]]).toEqual(['septiembre 2025', 'septiembre 2024', 'agosto 2026']);

    const csv = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descargar informe global (CSV)' }).click();
    const download = await csv;
    expect(download.suggestedFilename()).toBe('informe-global-500.csv');
    const rows = utils.sheet_to_json<unknown[]>(read(readFileSync(await download.path()), { type: 'buffer', FS: ';' }).Sheets.Sheet1!, { header: 1 });
    expect(rows[0]).toEqual(['Año', 'Mes', 'Ventas (€)', 'Operaciones', 'Ticket medio (€)', 'Unidades por ticket', 'Stock (€)', 'Cobertura (meses)']);
    expect(rows).toHaveLength(27);
  });

  test('a pharmacist opens a BI dashboard from the dashboard, drawn by the simulated BI service', async ({ page }) => {
    await page.clock.setFixedTime(TODAY);
    await signInAndLand(page, 'farmacia');
    await page.getByRole('link', { name: 'Stock', exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Business Intelligence: Stock' })).toBeVisible();
    const frame = page.frameLocator('iframe[title="Business Intelligence: Stock"]');
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText(/^Stock · /);
    await expect(frame.getByRole('row')).toHaveCount(13);
    await expect(page.locator('iframe')).toHaveAttribute('sandbox', 'allow-scripts');
    await expectAccessible(page);
  });
});
