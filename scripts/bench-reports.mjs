// The entity report's section with 12 charts (issue 11: ≤ 500 ms at 4x CPU throttling), measured by
// scripts/bench.mjs on the build with 48 pharmacies and no simulated latency (`BENCH_REPORTS=0` leaves
// it out). As the pharmacist `farmacia`, on #/app-h/mainpanel/sales once its three charts are drawn,
// throttled:
//   - the section with 12 charts: "Ver informe" opens the sales report (3 measures × 4 charts, their
//     data already read by the sales section), timed from the click to the section rendered: its 12
//     chart figures with their tables in the document and every chart on screen drawn, its SVG holding
//     its shapes (those below the fold are drawn as they come near), checked on each animation frame;
//   - a month switch on that section: "Mes anterior", from the click to the other month's section
//     rendered the same way (its report read from the demo service first);
//   - the longest main-thread task of each (Long Tasks API).

/* global window, document, performance */
import { LONG_TASKS, longestTaskSince, newBenchPage, signInAsPharmacist, throttleCpu } from './bench-browser.mjs';

/**
 * The charts of the page that are drawn: an SVG with its shapes (the binding may set up an empty chart
 * first, whose SVG has none).
 */
const CHARTS_DRAWN = (count) => document.querySelectorAll('figure svg path').length > 0 && [...document.querySelectorAll('figure svg')].filter((svg) => svg.querySelector('path') !== null).length >= count;

/**
 * The section is rendered: `count` chart figures (each with its table) in the document, and every one
 * on screen drawn (charts below the fold are drawn as they come near, ADR 23).
 */
const SECTION_RENDERED = ({ count, before }) => {
  if (before !== undefined && document.querySelector('h1')?.textContent === before) return false;
  const figures = [...document.querySelectorAll('figure')];
  if (figures.length < count || document.querySelector('[aria-busy="true"]') !== null) return false;
  return figures.filter((figure) => {
    const box = figure.getBoundingClientRect();
    return box.top < window.innerHeight && box.bottom > 0;
  }).every((figure) => figure.querySelector('svg path') !== null && figure.querySelector('table') !== null);
};

/** One run: the figures above, in milliseconds. */
export async function measureReports(browser, base) {
  const { context, page } = await newBenchPage(browser, { viewport: { width: 1366, height: 900 }, initScripts: [LONG_TASKS] });
  await signInAsPharmacist(page, base);
  await page.goto(`${base}/#/app-h/mainpanel/sales`);
  await page.waitForFunction(CHARTS_DRAWN, 3, { timeout: 60_000 });
  await page.waitForTimeout(1000);
  await throttleCpu(context, page);

  const sectionStart = await page.evaluate(() => performance.now());
  await page.getByRole('link', { name: 'Ver informe', exact: true }).click();
  await page.waitForFunction(SECTION_RENDERED, { count: 12 }, { timeout: 30_000, polling: 'raf' });
  const sectionMs = (await page.evaluate(() => performance.now())) - sectionStart;
  await page.waitForTimeout(500);
  const sectionTask = await longestTaskSince(page, sectionStart);

  const heading = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  const switchStart = await page.evaluate(() => performance.now());
  await page.getByRole('button', { name: 'Mes anterior', exact: true }).click();
  await page.waitForFunction(SECTION_RENDERED, { count: 12, before: heading }, { timeout: 30_000, polling: 'raf' });
  const switchMs = (await page.evaluate(() => performance.now())) - switchStart;
  await page.waitForTimeout(500);
  const switchTask = await longestTaskSince(page, switchStart);
  await context.close();
  return { sectionMs: Math.round(sectionMs), sectionTaskMs: Math.round(sectionTask), monthSwitchMs: Math.round(switchMs), monthSwitchTaskMs: Math.round(switchTask) };
}
