import type { Page } from '@playwright/test';
import { expect, expectAccessible, signInAndLand, test } from './support/fixtures';

/** The demo's jobs are dated around today: the test pins today to 21/11/2026 in Madrid. */
const TODAY = new Date('2026-11-21T10:00:00+01:00');
const JOBS = /#\/app-h\/backoffice\/jobs/;

/** Picks an option of a Mantine select by its label. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The count of jobs above the table: shown and found. */
async function counted(page: Page): Promise<number> {
  const text = (await page.getByText(/^\d+ de \d+ trabajos/).textContent()) ?? '';
  return Number(/de (\d+) trabajos/.exec(text)?.[1]);
}

test.describe('job monitor', () => {
  test('the back office finds a failed export, reads its info and resets it, and the change survives a reload', async ({ page }) => {
    await page.clock.setFixedTime(TODAY);
    await signInAndLand(page, 'backoffice');
    await page.getByRole('link', { name: 'Trabajos' }).first().click();
    await expect(page).toHaveURL(JOBS);
    await expect(page.getByText(/^200 de 200 trabajos/)).toBeVisible();
    await expectAccessible(page);

    await choose(page, 'Tipo', 'CATALOG_EXPORT');
    await choose(page, 'Estado', 'FAILED');
    await expect(page).toHaveURL(/status=FAILED/);
    await expect(page).toHaveURL(/type=CATALOG_EXPORT/);
    await expect(page.getByText(/^(\d+) de \1 trabajos$/)).toBeVisible();
    const before = await counted(page);
    expect(before).toBeGreaterThan(2);

    const info = page.getByRole('button', { name: /^Info del trabajo J-\d{5}$/ }).first();
    const id = ((await info.getAttribute('aria-label')) ?? '').replace('Info del trabajo ', '');
    await info.click();
    const dialog = page.getByRole('dialog', { name: `Trabajo ${id}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('FAILED', { exact: true })).toBeVisible();
    await expect(dialog.locator('details').first()).toHaveAttribute('open', '');
    await expect(dialog.getByText('output_type', { exact: true })).toBeVisible();
    await expectAccessible(page);

    await dialog.getByRole('button', { name: 'Reiniciar (PENDING)' }).click();
    const confirm = page.getByRole('dialog', { name: 'Reiniciar trabajo' });
    await expect(confirm).toContainText(id);
    await confirm.getByRole('button', { name: 'Reiniciar (PENDING)' }).click();
    await expect(page.getByText(`Trabajo ${id} reiniciado a PENDING.`)).toBeVisible();
    await expect(page.getByText(`${before - 1} de ${before - 1} trabajos`)).toBeVisible();

    // The reset is kept across a reload: the job is no longer among the failed ones.
    await page.reload();
    await expect(page.getByText(`${before - 1} de ${before - 1} trabajos`)).toBeVisible();
    await expect(page.getByRole('button', { name: `Info del trabajo ${id}` })).toHaveCount(0);
  });

  test('a search with no result says so', async ({ page }) => {
    await page.clock.setFixedTime(TODAY);
    await signInAndLand(page, 'backoffice');
    await page.goto('./#/app-h/backoffice/jobs?eid=999999');
    await expect(page.getByText('Ningún trabajo coincide con la búsqueda.')).toBeVisible();
    await expectAccessible(page);
  });
});
