import { createHash } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Page } from '@playwright/test';

/** Serious and critical accessibility violations of the page as it is now. */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  // Sandboxed email previews run nothing, not even axe: their content is checked by the sanitiser's tests.
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).exclude('iframe[sandbox]').analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/**
 * Pages already found accessible in this run, by their markup and viewport: the same markup under the
 * same stylesheets gives the same axe result, so a screen that many tests pass through is analysed once.
 */
const pagesFoundAccessible = new Set<string>();

/** The markup and viewport of the page as it is now, as a short key. */
async function pageState(page: Page): Promise<string> {
  const markup = await page.evaluate(() => document.documentElement.outerHTML);
  return createHash('sha256').update(JSON.stringify(page.viewportSize())).update(markup).digest('hex');
}

/** Fails the test when the page has a serious or critical accessibility violation. */
export async function expectAccessible(page: Page): Promise<void> {
  const state = await pageState(page);
  if (pagesFoundAccessible.has(state)) return;
  expect(await accessibilityViolations(page), `accessibility of ${page.url()}`).toEqual([]);
  pagesFoundAccessible.add(state);
}

/**
 * Tests start from a clean browser; every page a test settles on is checked with axe when the test
 * ends, and tests call `expectAccessible` on the pages they pass through.
 */
export const test = base.extend<{ checkAccessibilityAtEnd: void }>({
  checkAccessibilityAtEnd: [
    async ({ page }, use, testInfo) => {
      await use();
      if (testInfo.status === testInfo.expectedStatus && page.url().startsWith('http')) await expectAccessible(page);
    },
    { auto: true },
  ],
});

export { expect };

/** Signs in through the login screen with a demo account (password `demo`). */
export async function signIn(page: Page, username: string, password = 'demo'): Promise<void> {
  await page.goto('./');
  await page.getByLabel('Usuario', { exact: true }).fill(username);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

/**
 * Signs in and waits for the landing screen of the account to be shown: the address changes before the
 * screen is loaded, and until then the login screen, with its own controls, is still there.
 */
export async function signInAndLand(page: Page, username: string): Promise<void> {
  await signIn(page, username);
  await expect(page).toHaveURL(/#\/app-h\/(dashboard|backoffice\/admin)/);
  await expect(page.getByRole('heading', { level: 1, name: /^(Escritorio|Entidades)$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toHaveCount(0);
}
