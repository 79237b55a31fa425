// The pharmacy wizard's step change (issue 41: every interaction under 200 ms at 4x CPU throttling),
// measured by scripts/bench.mjs on the build with 48 pharmacies and no simulated latency
// (`BENCH_WIZARD=0` leaves it out). As the back-office user on #/app-h/backoffice/wizard, the services
// step filled in (two services and a seller), throttled:
//   - next: a click on "Siguiente", to the heading of step 2 (the owner, the pharmacy, the logo and the
//     map: the heaviest step);
//   - back: a click on "Anterior", to the services step's heading.
// Each interaction as bench-browser.mjs's `interaction` measures it: its interaction to next paint
// (Event Timing), the time from the input to the result painted, and the longest main-thread task.

import { EVENT_TIMING, LONG_TASKS, clickOn, interaction, newBenchPage, signInAsBackOffice, someText, throttleCpu } from './bench-browser.mjs';

const STEP_1 = 'Paso 1 de 4: Servicios';
const STEP_2 = 'Paso 2 de 4: Titular y farmacia';

/** One run: each step change's figures, in milliseconds. */
export async function measureWizard(browser, base) {
  const { context, page } = await newBenchPage(browser, { viewport: { width: 1366, height: 900 }, initScripts: [LONG_TASKS, EVENT_TIMING] });
  await signInAsBackOffice(page, base);
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

  const next = await interaction(page, someText('h2', `^${STEP_2}$`), await clickOn(page, page.getByRole('button', { name: 'Siguiente' })));
  const back = await interaction(page, someText('h2', `^${STEP_1}$`), await clickOn(page, page.getByRole('button', { name: 'Anterior' })));
  await context.close();
  return { next, back };
}
