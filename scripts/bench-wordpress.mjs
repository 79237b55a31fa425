// The WordPress manager's virtual-hosts table (issue 42: every interaction under 200 ms at 4x CPU
// throttling), measured by scripts/bench.mjs on the build with 48 pharmacies (51 vhosts) and no
// simulated latency (`BENCH_WORDPRESS=0` leaves it out). As the back-office user on
// #/app-h/backoffice/wpmanager (25 rows a page) once its vhosts are counted, throttled:
//   - search: "wp-02" typed key by key (120 ms apart) in "Buscar", to the new count ("N de 51 vhosts";
//     the search reaches the address once typing pauses, 300 ms, which is counted);
//   - sort: sorted by server, a click on the "Servidor" header turns the order round, to the first row
//     changed;
//   - page: a click on the pager's next page, to the first row changed.
// Each interaction as bench-browser.mjs's `interaction` measures it: its interaction to next paint
// (Event Timing), the time from the input to the result painted, and the longest main-thread task.

import { EVENT_TIMING, LONG_TASKS, clearBox, clickOn, interaction, newBenchPage, signInAsBackOffice, tableShows, throttleCpu, typeSlowly } from './bench-browser.mjs';

/** One run: each interaction's figures, in milliseconds. */
export async function measureWordPress(browser, base) {
  const { context, page } = await newBenchPage(browser, { viewport: { width: 1366, height: 900 }, initScripts: [LONG_TASKS, EVENT_TIMING] });
  await signInAsBackOffice(page, base);
  await page.goto(`${base}/#/app-h/backoffice/wpmanager?count=25`);
  await page.getByText(/^51 de 51 vhosts/).waitFor({ timeout: 60_000 });
  await page.waitForTimeout(1000);
  await throttleCpu(context, page);

  await page.getByRole('searchbox', { name: 'Buscar' }).focus();
  const search = await interaction(page, tableShows('^(?!51 )\\d+ de 51 vhosts$'), () => typeSlowly(page, 'wp-02', 120));
  await clearBox(page);
  await page.getByText(/^51 de 51 vhosts/).waitFor({ timeout: 30_000 });
  await page.waitForTimeout(500);

  const firstRow = async () => (await page.locator('tbody tr').first().textContent()) ?? '';
  const serverHeader = page.getByRole('columnheader', { name: /Servidor/ });
  // Sorted by server once (wp-01 first), the measured click turns it round (wp-03 first).
  await serverHeader.click();
  await page.waitForTimeout(1000);
  const sort = await interaction(page, tableShows('^51 de 51 vhosts', await firstRow()), await clickOn(page, serverHeader));
  const next = await interaction(page, tableShows('^51 de 51 vhosts', await firstRow()), await clickOn(page, page.getByRole('button', { name: /página siguiente/i })));
  await context.close();
  return { search, sort, page: next };
}
