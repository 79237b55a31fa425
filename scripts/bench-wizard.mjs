// The pharmacy wizard's step change (issue 41: every interaction under 200 ms at 4x CPU throttling),
// measured by scripts/bench.mjs on the build with 48 pharmacies and no simulated latency
// (`BENCH_WIZARD=0` leaves it out). As the back-office user on #/app-h/backoffice/wizard, the services
// step filled in (two services and a seller), throttled:
//   - next: a click on "Siguiente", from the click to the frame after the heading of step 2 (the owner,
//     the pharmacy, the logo and the map: the heaviest step) is in the document;
//   - back: a click on "Anterior", from the click to the frame after the services step's heading;
// with the longest main-thread task of each.

/* global window, document, performance, requestAnimationFrame */
import { LONG_TASKS, longestTaskSince, newBenchPage, throttleCpu } from './bench-browser.mjs';

/** The step heading once it says `title`; the start of the frame after it is noted as `window.__painted`. */
const PAINTED_WHEN = (title) => {
  if (window.__painted !== undefined) return window.__painted;
  if (window.__seen !== undefined) return false;
  const heading = [...document.querySelectorAll('h2')].some((element) => element.textContent === title);
  if (heading) {
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

const STEP_1 = 'Paso 1 de 4: Servicios';
const STEP_2 = 'Paso 2 de 4: Titular y farmacia';

/** One run: the figures above, in milliseconds. */
export async function measureWizard(browser, base) {
  const { context, page } = await newBenchPage(browser, { viewport: { width: 1366, height: 900 }, initScripts: [LONG_TASKS] });
  await page.goto(`${base}/`);
  await page.getByLabel('Usuario', { exact: true }).fill('backoffice');
  await page.getByLabel('Contraseña', { exact: true }).fill('demo');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL(/backoffice\/admin/, { timeout: 30_000 });
  await page.goto(`${base}/#/app-h/backoffice/wizard`);
  await page.getByRole('heading', { level: 2, name: STEP_1 }).waitFor({ timeout: 60_000 });
  await page.getByRole('radio', { name: 'CDM: Estándar' }).check();
  await page.getByRole('radio', { name: 'Web: Básico' }).check();
  await page.getByRole('combobox', { name: 'Comercial', exact: true }).click();
  await page.getByRole('option', { name: 'Lucía Herrero', exact: true }).click();
  // Step 2's code and the map's places are fetched once, unthrottled, as a first visit would have them.
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await page.getByRole('heading', { level: 2, name: STEP_2 }).waitFor({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Anterior' }).click();
  await page.getByRole('heading', { level: 2, name: STEP_1 }).waitFor({ timeout: 30_000 });
  await page.waitForTimeout(1000);
  await throttleCpu(context, page);

  const nextStart = await page.evaluate(START_CLOCK);
  await page.getByRole('button', { name: 'Siguiente' }).click();
  const nextMs = (await (await page.waitForFunction(PAINTED_WHEN, STEP_2, { timeout: 30_000, polling: 'raf' })).jsonValue()) - nextStart;
  await page.waitForTimeout(500);
  const nextTask = await longestTaskSince(page, nextStart);

  const backStart = await page.evaluate(START_CLOCK);
  await page.getByRole('button', { name: 'Anterior' }).click();
  const backMs = (await (await page.waitForFunction(PAINTED_WHEN, STEP_1, { timeout: 30_000, polling: 'raf' })).jsonValue()) - backStart;
  await page.waitForTimeout(500);
  const backTask = await longestTaskSince(page, backStart);
  await context.close();
  return { nextMs: Math.round(nextMs), nextTaskMs: Math.round(nextTask), backMs: Math.round(backMs), backTaskMs: Math.round(backTask) };
}
