import type { Page } from '@playwright/test';
import { expect, signIn, test } from './support/fixtures';

/** How long the entry is held back: the first screen's files must be asked for meanwhile. */
const ENTRY_DELAY_MS = 1_500;

/**
 * Holds the application's entry back and lists the files of the build asked for before it arrived
 * (ADR 24: the first screen's files are asked for while the entry downloads, not once it has run).
 */
async function filesAskedBeforeTheEntry(page: Page): Promise<string[]> {
  const asked: string[] = [];
  let entryArrived = false;
  page.on('request', (request) => {
    const file = /\/assets\/([^/?#]+)$/.exec(request.url())?.[1];
    if (file !== undefined && !entryArrived) asked.push(file);
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    const response = await route.fetch();
    await new Promise((resolve) => setTimeout(resolve, ENTRY_DELAY_MS));
    entryArrived = true;
    await route.fulfill({ response });
  });
  return asked;
}

test.describe('first screen', () => {
  test('a visitor without a session gets the login page’s files and the messages while the entry is on its way', async ({ page }) => {
    const asked = await filesAskedBeforeTheEntry(page);
    await page.goto('./#/app-h/dashboard');
    await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
    expect(asked.some((file) => /^login-[\w-]+\.js$/.test(file))).toBe(true);
    expect(asked.some((file) => /^messages-[\w-]+\.js$/.test(file))).toBe(true);
    expect(asked.some((file) => /^shell-[\w-]+\.js$/.test(file))).toBe(false);
  });

  test('a signed-in pharmacist reopening her dashboard gets its files while the entry is on its way', async ({ page }) => {
    await signIn(page, 'farmacia');
    await expect(page.getByTestId('dashboard')).toBeVisible();
    const asked = await filesAskedBeforeTheEntry(page);
    await page.reload();
    await expect(page.getByTestId('dashboard')).toBeVisible();
    await expect(page.getByTestId('tile-timetables')).toBeVisible();
    expect(asked.some((file) => /^shell-[\w-]+\.js$/.test(file))).toBe(true);
    expect(asked.some((file) => /^dashboard-page-[\w-]+\.js$/.test(file))).toBe(true);
    expect(asked.some((file) => /^login-[\w-]+\.js$/.test(file))).toBe(false);
  });
});
