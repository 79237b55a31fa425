// The WordPress manager's virtual-hosts table (issue 42: every interaction under 200 ms at 4x CPU
// throttling), measured by scripts/bench.mjs on the build with 48 pharmacies (51 vhosts) and no
// simulated latency (`BENCH_WORDPRESS=0` leaves it out). As the back-office user on
// #/app-h/backoffice/wpmanager once its vhosts are counted, throttled:
//   - a search: one word pasted in "Buscar", from the input to the frame after the new count ("N de 51
//     vhosts") is in the document (the search reaches the address once typing pauses, which is counted);
//   - a sort: sorted by server, a click on the "Servidor" header turns the order round, from the click
//     to the frame after the first row changed;
//   - a page: a click on the pager's next page, from the click to the frame after the first row changed.
// Each with the longest main-thread task from its start.

/* global window, document, performance, requestAnimationFrame */
import { LONG_TASKS, longestTaskSince, newBenchPage, throttleCpu } from './bench-browser.mjs';

/** The count above the table says `pattern` and the first row is not `rowText`: the frame after is noted as `window.__painted`. */
const PAINTED_WHEN = ({ pattern, rowText }) => {
  if (window.__painted !== undefined) return window.__painted;
  if (window.__seen !== undefined) return false;
  const counted = [...document.querySelectorAll('p')].some((element) => new RegExp(pattern).test(element.textContent ?? ''));
  const firstRow = document.querySelector('tbody tr')?.textContent ?? '';
  if (counted && (rowText === undefined || firstRow !== rowText) && document.querySelector('[aria-busy="true"]') === null) {
    window.__seen = performance.now();
    requestAnimationFrame(() => {
      window.__painted = performance.now();
    });
  }
  return false;
};

const START_CLOCK = () => {
  window.__seen = undefined;
  window.__painted = undefined;
  return performance.now();
};

/** Signs in as the back-office user through the login form and waits for the entity list. */
async function signInAsBackoffice(page, base) {
  await page.goto(`${base}/`);
  await page.getByLabel('Usuario', { exact: true }).fill('backoffice');
  await page.getByLabel('Contraseña', { exact: true }).fill('demo');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL(/backoffice\/admin/, { timeout: 30_000 });
}

/** Waits for the frame after the table shows `pattern` with a first row other than `rowText`; its time from `start`. */
async function paintedAfter(page, start, pattern, rowText) {
  const painted = await (await page.waitForFunction(PAINTED_WHEN, { pattern, rowText }, { timeout: 30_000, polling: 'raf' })).jsonValue();
  return painted - start;
}

/** One run: the figures above, in milliseconds. */
export async function measureWordPress(browser, base) {
  const { context, page } = await newBenchPage(browser, { viewport: { width: 1366, height: 900 }, initScripts: [LONG_TASKS] });
  await signInAsBackoffice(page, base);
  await page.goto(`${base}/#/app-h/backoffice/wpmanager?count=25`);
  await page.getByText(/^51 de 51 vhosts/).waitFor({ timeout: 60_000 });
  await page.waitForTimeout(1000);
  await throttleCpu(context, page);

  const box = page.getByRole('searchbox', { name: 'Buscar' });
  await box.focus();
  const searchStart = await page.evaluate(START_CLOCK);
  await page.keyboard.insertText('wp-02');
  const searchMs = await paintedAfter(page, searchStart, '^\\d+ de 51 vhosts$');
  await page.waitForTimeout(500);
  const searchTask = await longestTaskSince(page, searchStart);
  await box.fill('');
  await page.getByText(/^51 de 51 vhosts/).waitFor({ timeout: 30_000 });
  await page.waitForTimeout(500);

  const firstRow = async () => (await page.locator('tbody tr').first().textContent()) ?? '';
  const serverHeader = page.getByRole('columnheader', { name: /Servidor/ });
  // Sorted by server once (wp-01 first), the measured click turns it round (wp-03 first).
  await serverHeader.click();
  await page.waitForTimeout(1000);
  let before = await firstRow();
  const sortStart = await page.evaluate(START_CLOCK);
  await serverHeader.click();
  const sortMs = await paintedAfter(page, sortStart, '^51 de 51 vhosts', before);
  await page.waitForTimeout(500);
  const sortTask = await longestTaskSince(page, sortStart);

  before = await firstRow();
  const pageStart = await page.evaluate(START_CLOCK);
  await page.getByRole('button', { name: /página siguiente/i }).click();
  const pageMs = await paintedAfter(page, pageStart, '^51 de 51 vhosts', before);
  await page.waitForTimeout(500);
  const pageTask = await longestTaskSince(page, pageStart);
  await context.close();
  return { searchMs: Math.round(searchMs), searchTaskMs: Math.round(searchTask), sortMs: Math.round(sortMs), sortTaskMs: Math.round(sortTask), pageMs: Math.round(pageMs), pageTaskMs: Math.round(pageTask) };
}
