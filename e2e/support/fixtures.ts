import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import { expect, test as base, type Browser, type Page } from '@playwright/test';

/** axe-core's browser build, put in a page once (until it reloads) rather than before every analysis. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** What the analyses check: WCAG 2.0 and 2.1, levels A and AA. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Serious and critical accessibility violations of the page as it is now. axe runs in the page's own
 * document: every frame the application draws is sandboxed (email previews, the BI report) and runs no
 * script, not even axe; their content is stored HTML or another service, not the application, and is
 * left out. Only violations are collected, which is most of what an analysis costs.
 */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (tags) => {
    const { axe } = window as unknown as { axe: { run(context: unknown, options: unknown): Promise<AxeResults> } };
    const results = await axe.run({ exclude: [['iframe[sandbox]']] }, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'], iframes: false });
    return results.violations.map((violation) => ({ id: violation.id, impact: violation.impact, help: violation.help, targets: violation.nodes.map((node) => node.target.join(' ')) }));
  }, AXE_TAGS);
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => `${violation.id} (${violation.impact}): ${violation.help} — ${violation.targets.join(', ')}`);
}

/**
 * Pages already found accessible in this run, by their markup and viewport: the same markup under the
 * same stylesheets gives the same axe result, so a screen that many tests pass through is analysed once.
 */
const pagesFoundAccessible = new Set<string>();

/**
 * The markup and viewport of the page as it is now, as a short key. React's generated ids (`_r_…_`)
 * differ between two renders of the same screen: each is replaced by its order of appearance, which
 * keeps every reference between elements as it is.
 */
async function pageState(page: Page): Promise<string> {
  const markup = await page.evaluate(() => document.documentElement.outerHTML);
  const order = new Map<string, number>();
  const normalised = markup.replace(/_r_[0-9a-z]+_/g, (id) => {
    if (!order.has(id)) order.set(id, order.size);
    return `_id${order.get(id) ?? 0}_`;
  });
  return createHash('sha256').update(JSON.stringify(page.viewportSize())).update(normalised).digest('hex');
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

/** Where the application keeps the signed-in user (src-adapters/session/storage-session-store.ts). */
const CURRENT_USER_KEY = 'backoffice.currentUser';

/** What signing in through the login screen leaves: the stored session and the address the account lands on. */
interface SignedIn {
  readonly session: string;
  readonly landing: string;
}

/** Each demo account signed in once per run through the login screen. */
const sessions = new Map<string, Promise<SignedIn>>();

/** Signs `username` in through the login screen, in a context of its own, and answers the session it stored and where it landed. */
function sessionOf(browser: Browser, baseURL: string, username: string): Promise<SignedIn> {
  let session = sessions.get(username);
  if (session === undefined) {
    session = (async () => {
      const context = await browser.newContext({ baseURL, locale: 'es-ES', timezoneId: 'Europe/Madrid' });
      try {
        const page = await context.newPage();
        await signIn(page, username);
        await expect(page).toHaveURL(/#\/app-h\/(dashboard|backoffice\/admin)$/);
        const stored = await page.evaluate((key) => localStorage.getItem(key), CURRENT_USER_KEY);
        if (stored === null) throw new Error(`Signing in as ${username} stored no session`);
        return { session: stored, landing: `./${new URL(page.url()).hash}` };
      } finally {
        await context.close();
      }
    })();
    // A sign-in that failed is tried again by the next test, not reported by every one.
    session.catch(() => sessions.delete(username));
    sessions.set(username, session);
  }
  return session;
}

/**
 * Opens the application already signed in as `username` and waits for the account's landing screen.
 * The login screen itself is tested by the specs that use `signIn`; the others start from the session
 * it stores (signed in once per run), put in place before the page's first script, once per tab: a
 * logout or a reload later in the test behaves as it would for the user.
 */
export async function signInAndLand(page: Page, username: string): Promise<void> {
  const browser = page.context().browser();
  const baseURL = (test.info().project.use.baseURL ?? '').toString();
  if (browser === null || baseURL === '') throw new Error('signInAndLand needs a launched browser and a baseURL');
  const { session, landing } = await sessionOf(browser, baseURL, username);
  await page.addInitScript(
    ([key, value]) => {
      if (sessionStorage.getItem('e2e.seeded') !== null) return;
      sessionStorage.setItem('e2e.seeded', '1');
      localStorage.setItem(key, value);
    },
    [CURRENT_USER_KEY, session] as const,
  );
  await page.goto(landing);
  await expect(page).toHaveURL(/#\/app-h\/(dashboard|backoffice\/admin)/);
  await expect(page.getByRole('heading', { level: 1, name: /^(Escritorio|Entidades)$/ })).toBeVisible();
}

/** Adds a usual opening interval on the timetables screen: one day of the week, from and to (HH:mm). */
export async function addUsualHours(page: Page, day: string, from: string, to: string): Promise<void> {
  const usual = page.getByRole('form', { name: 'Añadir horario habitual' });
  await usual.getByLabel(day).check();
  await usual.getByLabel('Desde').fill(from);
  await usual.getByLabel('Hasta').fill(to);
  await usual.getByRole('button', { name: 'Añadir horario habitual' }).click();
}
