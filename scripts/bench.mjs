// Benchmark of the memory profile in Chromium (`npm run bench`; not part of `npm test`'s pass/fail).
// Builds the application with 48 and with 10,000 demo pharmacies, serves each build, and measures in a
// fresh browser profile each run:
//   - start-up: from navigation to the login form on screen (noted in the page: the frame after the form
//     is in the document);
//   - sign-in to the entity list: from the click on "Entrar" as the back-office user (the event's time) to
//     the frame after the list's paging text is in the document;
//   - a change kept across a reload: blocking a campaign month, reloading, finding it blocked;
//   - the worst main-thread task (Long Tasks API) of the start-up (those begun before the login was on
//     screen), and over each whole run (sign-in, the change and the reload included);
//   - interaction to next paint (Event Timing API) at 4x CPU throttling on the entity list with 100 rows
//     a page: sorting by a column, typing one character in the search, going to the next page;
//   - the JavaScript the browser fetches before the first render of the login and of the dashboard,
//     counted as gzip of the files it asked for before the screen's text was first in the document;
//   - Lighthouse's performance score, mobile and desktop, of the login, the dashboard and the entity
//     list (scripts/lighthouse.mjs; `BENCH_LIGHTHOUSE=0` leaves it out);
//   - with 48 pharmacies, typing in the SMS composer of the campaign wizard at 4x CPU throttling
//     (scripts/bench-sms.mjs): 20 keys typed one by one at the end of a 286-unit text with characters
//     outside GSM-7, up to 306 units; per keystroke, Event Timing's duration (to the next paint) and
//     processingEnd − startTime (the handlers, React's render included), and the longest task meanwhile;
//     and the same keys in a plain textarea on an empty page, for what the browser alone costs on this
//     machine;
//   - the segmentation screen over the 20,000 demo clients at 4x CPU throttling, on a build with 48
//     pharmacies and no simulated latency (scripts/bench-segmentation.mjs): a filter to its updated
//     count, a page of 50 rows, the longest task while typing in the filters and once the typing has
//     paused (the rows that waited for the pause), and the import of a
//     10 MB client file (scripts/bench-import.mjs: reading it, with the longest task meanwhile, then the
//     demo server's import), and the campaign wizard's recipients from a 25 MB Excel file (read and
//     converted in a worker, both files stored by the demo) (`BENCH_SEGMENTATION=0` leaves them out);
//   - the entity report's sales report, 12 charts, at 4x CPU throttling on the same build without
//     latency (scripts/bench-reports.mjs): the section opened to its 12 charts drawn, and a month switch
//     (`BENCH_REPORTS=0` leaves it out);
//   - the job monitor over its 200 rows at 4x CPU throttling on the same build (scripts/bench-jobs.mjs):
//     a search, a sort, and typing through the search's 8-second refresh (`BENCH_JOBS=0` leaves it out);
//   - the WordPress manager's virtual-hosts table at 4x CPU throttling on the same build
//     (scripts/bench-wordpress.mjs): a search, a sort and a page (`BENCH_WORDPRESS=0` leaves it out);
//   - the pharmacy wizard's step change, next and back (scripts/bench-wizard.mjs; `BENCH_WIZARD=0`
//     leaves it out);
//   - with 48 pharmacies, the demo client search of the main pharmacy (bench/clients.html, a page
//     built alone, without the simulated latency): the first page of a filtered, sorted query over its
//     20,000 clients, first (worker start and generation included) and afterwards (median of three other
//     queries), with the worst main-thread task from the first query on.
//   - the marketing programmes' pharmacy pickers (healthcare form, calendar chooser) over 10,000 pharmacies
//     and the calendar's month switch at 4x CPU throttling (scripts/bench-programmes.mjs; `BENCH_PROGRAMMES=0`
//     leaves them out);
//   - first, in Node, the data work of one keystroke and one click of the entity list over 10,000
//     pharmacies (`npm run bench:data`, test/timing/entity-list.timing.ts; `BENCH_DATA=0` leaves it out).
// Prints medians of RUNS runs as a table and writes reports/bench.json. Exits 0 whatever the figures:
// targets are printed next to them.
// The functions handed to the browser use the page's frame callback.
/* global requestAnimationFrame */
import { spawn, execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { EVENT_TIMING } from './bench-browser.mjs';
import { measureReports } from './bench-reports.mjs';
import { PROGRAMME_KEY_DELAY_MS, PROGRAMME_SEARCH, measureProgrammes } from './bench-programmes.mjs';
import { JOB_KEY_DELAY_MS, JOB_TYPING_KEYS, measureJobs } from './bench-jobs.mjs';
import { measureWizard } from './bench-wizard.mjs';
import { measureWordPress } from './bench-wordpress.mjs';
import { measureAdmin } from './bench-admin.mjs';
import { WIZARD_CLIENTS, measureClientImport, measureWizardUpload, writeClientFile } from './bench-import.mjs';
import { FILTER_CLICKS, PAGE_TURNS, measureSegmentation } from './bench-segmentation.mjs';
import { KEY_DELAY_MS, SMS_START_UNITS, SMS_TYPED, measurePlainTextareaTyping, measureSmsTyping } from './bench-sms.mjs';
import { LIGHTHOUSE_VERSION, measureLighthouse } from './lighthouse.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CONFIGS = [
  { pharmacies: 48, port: 4191 },
  { pharmacies: 10_000, port: 4192 },
];
const TARGETS = { startup: 1000, signIn: 1000, longTask: 50, clientQuery: 300, inp: 200, keystroke: 16, firstRenderJsKb: 200, lighthouseMobile: 0.9, lighthouseDesktop: 0.98, filterToCount: 300, clientPage: 100, reportSection: 500, importTask: 50 };
const SEGMENTATION = process.env.BENCH_SEGMENTATION !== '0';
const REPORTS = process.env.BENCH_REPORTS !== '0';
const JOBS = process.env.BENCH_JOBS !== '0';
/** The WordPress manager's virtual-hosts table (scripts/bench-wordpress.mjs); `BENCH_WORDPRESS=0` leaves it out. */
const WORDPRESS = process.env.BENCH_WORDPRESS !== '0';
/** The pharmacy wizard's step change (scripts/bench-wizard.mjs); `BENCH_WIZARD=0` leaves it out. */
const PHARMACY_WIZARD = process.env.BENCH_WIZARD !== '0';
/** The entity list's cache/report mode with 10,000 pharmacies (scripts/bench-admin.mjs); `BENCH_ADMIN=0` leaves it out. */
const ADMIN = process.env.BENCH_ADMIN !== '0';
/** The programmes' pharmacy pickers and the calendar's month switch, 10,000 pharmacies (scripts/bench-programmes.mjs); `BENCH_PROGRAMMES=0` leaves them out. */
const PROGRAMMES = process.env.BENCH_PROGRAMMES !== '0';
/** Lighthouse needs ~180 MB fetched once through npm; `BENCH_LIGHTHOUSE=0` leaves it out. */
const LIGHTHOUSE = process.env.BENCH_LIGHTHOUSE !== '0';

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** `measure` run RUNS times, one after the other; answers each run's figures. */
async function repeated(measure) {
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await measure());
  return runs;
}
/** The median, the largest and the smallest of one figure over `runs`. */
const medianOf = (runs, key) => median(runs.map((run) => run[key]));
const worstOf = (runs, key) => Math.max(...runs.map((run) => run[key]));
/**
 * Per interaction of `names` (each run's `{ inpMs, resultMs, longestTaskMs }`, see bench-browser.mjs's
 * `interaction`): the median and the worst of each figure over the runs.
 */
const interactionFigures = (runs, names) =>
  Object.fromEntries(
    names.map((name) => [
      name,
      Object.fromEntries(['inpMs', 'resultMs', 'longestTaskMs'].flatMap((key) => [[key, median(runs.map((run) => run[name][key]))], [`worst${key.charAt(0).toUpperCase()}${key.slice(1)}`, Math.max(...runs.map((run) => run[name][key]))]])),
    ]),
  );
const fewestOf = (runs, key) => Math.min(...runs.map((run) => run[key]));
/** What a benchmark's file is: its size in MB (one decimal) and its clients. */
const fileOf = (file) => ({ megabytes: Math.round(file.bytes / 100_000) / 10, clients: file.clients });

function build(pharmacies, variant = '', env = {}) {
  const outDir = `dist-bench/p${pharmacies}${variant}`;
  console.error(`Building ${outDir}…`);
  execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    // BENCH_PAGES=1 builds the client search's page alone (vite.config.ts); every other build is the
    // application as users get it.
    env: { ...process.env, VITE_ADAPTER_PROFILE: 'memory', VITE_DEMO_PHARMACIES: String(pharmacies), BENCH_PAGES: '0', ...env },
  });
  return outDir;
}

/** Serves a build; `probe` is a page it has (the client search's build has no index.html). */
async function serve(outDir, port, probe = '/') {
  const server = spawn('npx', ['vite', 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort', '--outDir', outDir], { stdio: 'ignore', detached: true });
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      const answer = await fetch(`http://127.0.0.1:${port}${probe}`);
      if (answer.ok) return server;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`vite preview did not start on port ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Records every long task of the page from its very start. */
const LONG_TASKS = () => {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
};

/**
 * Notes, in the page, when the login form and the entity list's paging text ("1–50 de 48") are first
 * in the document, and the start of the next animation frame after each (the frame that paints it):
 * the test tool's own polling of the page comes in steps of up to half a second, so a figure read
 * when it sees the element would carry that step.
 */
const SCREENS_SHOWN = () => {
  window.__shown = {};
  const note = (key) => {
    if (window.__shown[key] !== undefined) return;
    window.__shown[key] = { inDocument: performance.now() };
    requestAnimationFrame(() => {
      window.__shown[key].painted = performance.now();
    });
  };
  const paging = /1–\d+ de \d/;
  const observer = new MutationObserver(() => {
    if (window.__shown.login === undefined && document.querySelector('input[name="username"]') !== null) note('login');
    if (window.__shown.list === undefined && paging.test(document.body?.textContent ?? '')) note('list');
    if (window.__shown.login !== undefined && window.__shown.list !== undefined) observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
};

/** Waits until the page has painted the screen noted as `key` by SCREENS_SHOWN; answers its time. */
async function shownAt(page, key) {
  await page.waitForFunction((name) => window.__shown?.[name]?.painted !== undefined, key, { timeout: 30_000 });
  return page.evaluate((name) => window.__shown[name].painted, key);
}

async function measure(browser, base) {
  const context = await browser.newContext({ locale: 'es-ES', timezoneId: 'Europe/Madrid', viewport: { width: 1280, height: 800 } });
  await context.addInitScript(LONG_TASKS);
  await context.addInitScript(SCREENS_SHOWN);
  const page = await context.newPage();
  await page.goto(`${base}/`);
  const startup = await shownAt(page, 'login');

  await page.getByLabel('Usuario', { exact: true }).fill('backoffice');
  await page.getByLabel('Contraseña', { exact: true }).fill('demo');
  const entrar = page.getByRole('button', { name: 'Entrar', exact: true });
  // Found before the clock starts: looking an element up by role is the test tool's work in the page.
  await entrar.waitFor();
  // The press is timed from the click event itself (in the page), not from the tool's call.
  await page.evaluate(() => {
    document.addEventListener('click', (event) => (window.__pressedAt ??= event.timeStamp), { capture: true, once: true });
  });
  await entrar.click();
  const signIn = (await shownAt(page, 'list')) - (await page.evaluate(() => window.__pressedAt));

  // A change, a reload, and the change is still there: the newest month (open) is blocked.
  await page.getByRole('link', { name: 'Meses de campaña' }).click();
  const lock = page.getByRole('switch', { name: /^Bloqueo de / }).first();
  await lock.waitFor({ state: 'attached', timeout: 30_000 });
  const name = await lock.getAttribute('aria-label');
  if (!(await lock.isChecked())) {
    await lock.click({ force: true });
    await page.getByRole('dialog').getByRole('button', { name: 'Bloquear', exact: true }).click();
  }
  const sameLock = page.getByRole('switch', { name: name ?? '' });
  // The change is stored once the screen confirms it.
  await page.getByText(`Mes bloqueado: ${(name ?? '').replace(/^Bloqueo de /, '')}`).waitFor({ timeout: 30_000 });
  // The tasks of the first load are read before the reload starts the list again.
  const beforeReload = await page.evaluate(() => window.__longTasks);
  await page.reload();
  await page.getByText(/^1–\d+ de \d/).waitFor({ timeout: 30_000 });
  await sameLock.waitFor({ state: 'attached', timeout: 30_000 });
  const kept = await sameLock.isChecked();

  const longTasks = [...beforeReload, ...(await page.evaluate(() => window.__longTasks))];
  await context.close();
  const startupTasks = beforeReload.filter(([startTime]) => startTime < startup);
  return { startup, signIn, kept, worstStartupTask: Math.max(0, ...startupTasks.map(([, duration]) => duration)), worstTask: Math.max(0, ...longTasks.map(([, duration]) => duration)) };
}

/**
 * Notes when text matching `pattern` is first in the document (the first render of the screen that
 * shows it), from the page's very start.
 */
const FIRST_RENDER = (pattern) => {
  const expected = new RegExp(pattern);
  const check = () => {
    if (window.__firstRenderAt === undefined && expected.test(document.body?.textContent ?? '')) window.__firstRenderAt = performance.now();
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
};

/**
 * Gzip KiB of the build's JS files the page requested before text matching `pattern` was first in
 * the document (Resource Timing: a request started later, by the screen once rendered, is not
 * counted), after `load` has run.
 */
async function scriptsBeforeFirstRender(context, outDir, pattern, load) {
  const page = await context.newPage();
  await page.addInitScript(FIRST_RENDER, pattern.source);
  await load(page);
  await page.waitForFunction(() => window.__firstRenderAt !== undefined, undefined, { timeout: 30_000 });
  const paths = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime <= window.__firstRenderAt)
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith('.js')),
  );
  await page.close();
  let bytes = 0;
  for (const path of new Set(paths)) bytes += gzipSync(readFileSync(`${outDir}${path}`), { level: 9 }).length;
  return { kib: bytes / 1024, files: new Set(paths).size };
}

/** The JS fetched before the first render of the login page, and of the dashboard opened signed in. */
async function measureFirstRender(browser, base, outDir) {
  const context = await browser.newContext({ locale: 'es-ES', timezoneId: 'Europe/Madrid', viewport: { width: 1280, height: 800 } });
  const login = await scriptsBeforeFirstRender(context, outDir, /Accede con tu usuario/, async (page) => {
    await page.goto(`${base}/`);
    await page.getByLabel('Usuario', { exact: true }).fill('farmacia');
    await page.getByLabel('Contraseña', { exact: true }).fill('demo');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.getByText(/^Hola, Carmen Llorente/).waitFor({ timeout: 30_000 });
  });
  const dashboard = await scriptsBeforeFirstRender(context, outDir, /Hola, Carmen Llorente/, async (page) => {
    await page.goto(`${base}/#/app-h/dashboard`);
  });
  await context.close();
  return { login: login.kib, loginFiles: login.files, dashboard: dashboard.kib, dashboardFiles: dashboard.files };
}

/** The longest interaction since the last call (and forgets them). */
async function worstInteraction(page) {
  // Event Timing reports once the next frame is painted.
  await page.waitForTimeout(400);
  return page.evaluate(() => {
    const worst = Math.max(0, ...window.__interactions.values());
    window.__interactions.clear();
    return worst;
  });
}

/** Interaction to next paint on the entity list, 100 rows a page, at 4x CPU throttling: sort, search, page. */
async function measureInteractions(browser, base) {
  const context = await browser.newContext({ locale: 'es-ES', timezoneId: 'Europe/Madrid', viewport: { width: 1280, height: 800 } });
  await context.addInitScript(EVENT_TIMING);
  const page = await context.newPage();
  await page.goto(`${base}/`);
  await page.getByLabel('Usuario', { exact: true }).fill('backoffice');
  await page.getByLabel('Contraseña', { exact: true }).fill('demo');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.getByText(/^1–\d+ de \d/).waitFor({ timeout: 30_000 });
  await page.goto(`${base}/#/app-h/backoffice/admin?count=100`);
  await page.getByText(/^1–(100|\d{1,2}) de \d/).waitFor({ timeout: 30_000 });
  await page.waitForTimeout(500);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await worstInteraction(page);

  await page.getByRole('button', { name: /^Contacto/ }).first().click();
  await page.waitForURL(/sort-by=contactName/, { timeout: 30_000 });
  const sort = await worstInteraction(page);

  const box = page.getByRole('searchbox', { name: 'Buscar' });
  await box.click();
  await worstInteraction(page);
  await box.press('a');
  await page.waitForTimeout(600);
  const search = await worstInteraction(page);
  await box.press('Backspace');
  await page.waitForTimeout(600);
  await worstInteraction(page);

  // A second page exists only with more than 100 pharmacies.
  let next;
  if (await page.getByRole('button', { name: 'Página siguiente' }).isEnabled()) {
    await page.getByRole('button', { name: 'Página siguiente' }).click();
    await page.getByText(/^101–200 de \d/).waitFor({ timeout: 30_000 });
    next = await worstInteraction(page);
  }
  await context.close();
  return { sort, search, next };
}

/** The demo client search of bench/clients.html: first query, later queries, and the worst task meanwhile. */
async function measureClients(browser, base) {
  const context = await browser.newContext({ locale: 'es-ES', timezoneId: 'Europe/Madrid' });
  await context.addInitScript(LONG_TASKS);
  const page = await context.newPage();
  await page.goto(`${base}/bench/clients.html`);
  await page.waitForFunction(() => window.__clientBench !== undefined, undefined, { timeout: 60_000 });
  const result = await page.evaluate(() => window.__clientBench);
  const longTasks = await page.evaluate(() => window.__longTasks);
  await context.close();
  if ('error' in result) throw new Error(`Client search failed: ${result.error}`);
  // The tasks of the queries: the bench page's own loading (its module and the demo store's opening,
  // which the application pays at its start-up, measured above) comes before them.
  const queryTasks = longTasks.filter(([startTime]) => startTime >= result.queriesFrom);
  return { first: result.firstQueryMs, later: median(result.laterQueryMs), total: result.total, worstTask: Math.max(0, ...queryTasks.map(([, duration]) => duration)) };
}

mkdirSync('reports', { recursive: true });
// The builds below are Vite's alone: the message catalogues are compiled first, as `npm run build` does,
// so that no message is compiled in the browser.
execFileSync('npm', ['run', '-s', 'i18n:compile'], { stdio: ['ignore', 'ignore', 'inherit'] });
// The data work of the entity list in Node (test/timing), printed first (`BENCH_DATA=0` leaves it out).
if (process.env.BENCH_DATA !== '0') execFileSync('npm', ['run', '-s', 'bench:data'], { stdio: 'inherit' });
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const rows = [];
const interactionRows = [];
let firstRender;
let lighthouseRows;
let clientRow;
let smsTypingRow;
let segmentationRow;
let importRow;
let wizardUploadRow;
let reportsRow;
let jobsRow;
let wordpressRow;
let pharmacyWizardRow;
let adminRow;
let programmesRow;
try {
  {
    // The client search's page, built alone (BENCH_PAGES=1): nothing of the application runs beside it.
    const pageDir = build(48, '-clients', { VITE_DEMO_LATENCY_MS: '0', BENCH_PAGES: '1' });
    const pageServer = await serve(pageDir, 4194, '/bench/clients.html');
    try {
      const clientRuns = await repeated(() => measureClients(browser, 'http://127.0.0.1:4194'));
      clientRow = {
        clients: clientRuns[0].total,
        firstQueryMs: medianOf(clientRuns, 'first'),
        laterQueryMs: medianOf(clientRuns, 'later'),
        worstTaskMs: worstOf(clientRuns, 'worstTask'),
      };
    } finally {
      process.kill(-pageServer.pid);
    }
    const outDir = build(48, '-instant', { VITE_DEMO_LATENCY_MS: '0' });
    const server = await serve(outDir, 4193);
    try {
      const instant = 'http://127.0.0.1:4193';
      if (SEGMENTATION) {
        const segmentationRuns = await repeated(() => measureSegmentation(browser, instant));
        segmentationRow = {
          filterToCountMs: medianOf(segmentationRuns, 'filterToCountMs'),
          worstFilterToCountMs: worstOf(segmentationRuns, 'worstFilterToCountMs'),
          nextPageMs: medianOf(segmentationRuns, 'nextPageMs'),
          nextPagePaintedMs: medianOf(segmentationRuns, 'nextPagePaintedMs'),
          nextPageInpMs: medianOf(segmentationRuns, 'nextPageInpMs'),
          pageRenderTaskMs: medianOf(segmentationRuns, 'pageRenderTaskMs'),
          typingLongestTaskMs: worstOf(segmentationRuns, 'typingLongestTaskMs'),
          afterTypingLongestTaskMs: worstOf(segmentationRuns, 'afterTypingLongestTaskMs'),
        };
        const file = writeClientFile();
        const importRuns = await repeated(() => measureClientImport(browser, instant, file));
        importRow = {
          ...fileOf(file),
          readMs: medianOf(importRuns, 'readMs'),
          readLongestTaskMs: medianOf(importRuns, 'readLongestTaskMs'),
          worstReadTaskMs: worstOf(importRuns, 'readLongestTaskMs'),
          progressValues: fewestOf(importRuns, 'progressValues'),
          importMs: medianOf(importRuns, 'importMs'),
          importLongestTaskMs: medianOf(importRuns, 'importLongestTaskMs'),
        };
        const bigFile = writeClientFile(WIZARD_CLIENTS);
        const uploadRuns = await repeated(() => measureWizardUpload(browser, instant, bigFile));
        wizardUploadRow = {
          ...fileOf(bigFile),
          uploadMs: medianOf(uploadRuns, 'uploadMs'),
          uploadLongestTaskMs: medianOf(uploadRuns, 'uploadLongestTaskMs'),
          worstUploadTaskMs: worstOf(uploadRuns, 'uploadLongestTaskMs'),
          progressValues: fewestOf(uploadRuns, 'progressValues'),
        };
      }
      if (REPORTS) {
        const reportRuns = await repeated(() => measureReports(browser, instant));
        reportsRow = {
          sectionMs: medianOf(reportRuns, 'sectionMs'),
          worstSectionMs: worstOf(reportRuns, 'sectionMs'),
          sectionTaskMs: medianOf(reportRuns, 'sectionTaskMs'),
          monthSwitchMs: medianOf(reportRuns, 'monthSwitchMs'),
          monthSwitchTaskMs: medianOf(reportRuns, 'monthSwitchTaskMs'),
        };
      }
      if (JOBS) {
        const jobRuns = await repeated(() => measureJobs(browser, instant));
        jobsRow = {
          ...interactionFigures(jobRuns, ['search', 'sort']),
          typingWorstKeyMs: worstOf(jobRuns, 'typingWorstKeyMs'),
          typingLongestTaskMs: worstOf(jobRuns, 'typingLongestTaskMs'),
        };
      }
      if (WORDPRESS) {
        const wordpressRuns = await repeated(() => measureWordPress(browser, instant));
        wordpressRow = interactionFigures(wordpressRuns, ['search', 'sort', 'page']);
      }
      if (PHARMACY_WIZARD) {
        const wizardRuns = await repeated(() => measureWizard(browser, instant));
        pharmacyWizardRow = interactionFigures(wizardRuns, ['next', 'back']);
      }
    } finally {
      process.kill(-server.pid);
    }
  }
  if (PROGRAMMES) {
    const outDir = build(10_000, '-instant', { VITE_DEMO_LATENCY_MS: '0' });
    const server = await serve(outDir, 4195);
    try {
      const runs = await repeated(() => measureProgrammes(browser, 'http://127.0.0.1:4195'));
      // Per screen and interaction: the median and the worst of each figure over the runs.
      const figures = (screen, step) => Object.fromEntries(['inpMs', 'resultMs', 'longestTaskMs'].flatMap((key) => [[key, median(runs.map((run) => run[screen][step][key]))], [`worst${key.charAt(0).toUpperCase()}${key.slice(1)}`, Math.max(...runs.map((run) => run[screen][step][key]))]]));
      programmesRow = {
        healthcare: Object.fromEntries(['search', 'clear', 'selectAll', 'nextRows', 'unselectAll'].map((step) => [step, figures('healthcare', step)])),
        chooser: Object.fromEntries(['search', 'clear', 'selectAll', 'nextPage', 'unselectAll'].map((step) => [step, figures('chooser', step)])),
        monthSwitch: Object.fromEntries(['inpMs', 'resultMs', 'longestTaskMs'].map((key) => [key, median(runs.map((run) => run.monthSwitch[key]))])),
        pharmacies: runs[0].healthcare.pharmacies,
        found: runs[0].healthcare.found,
        enabled: runs[0].chooser.enabled,
      };
    } finally {
      process.kill(-server.pid);
    }
  }
  for (const config of CONFIGS) {
    const outDir = build(config.pharmacies);
    const server = await serve(outDir, config.port);
    try {
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await measure(browser, `http://127.0.0.1:${config.port}`));
      if (config.pharmacies === CONFIGS[0].pharmacies) firstRender = await measureFirstRender(browser, `http://127.0.0.1:${config.port}`, outDir);
      if (config.pharmacies === CONFIGS[0].pharmacies && LIGHTHOUSE) lighthouseRows = await measureLighthouse({ base: `http://127.0.0.1:${config.port}`, runs: RUNS, executablePath: CHROMIUM });
      if (config.pharmacies === CONFIGS[0].pharmacies) {
        const typingRuns = [];
        for (let run = 0; run < RUNS; run += 1) typingRuns.push(await measureSmsTyping(browser, `http://127.0.0.1:${config.port}`));
        const tenth = (value) => Math.round(value * 10) / 10;
        smsTypingRow = {
          pharmacies: config.pharmacies,
          startUnits: SMS_START_UNITS,
          keys: [...SMS_TYPED].length,
          keyDelayMs: KEY_DELAY_MS,
          endUnits: typingRuns[0].units,
          medianDurationMs: median(typingRuns.map((run) => run.medianDurationMs)),
          worstDurationMs: Math.max(...typingRuns.map((run) => run.worstDurationMs)),
          medianProcessingMs: tenth(median(typingRuns.map((run) => run.medianProcessingMs))),
          worstProcessingMs: tenth(Math.max(...typingRuns.map((run) => run.worstProcessingMs))),
          // The target is the key's own work: its next paint is 16 ms or more for any page (a frame at
          // 60 Hz, rounded to 8 ms), the plain textarea's too.
          keysOverTarget: median(typingRuns.map((run) => run.processing.filter((processing) => processing >= TARGETS.keystroke).length)),
          keysPaintedAt16: median(typingRuns.map((run) => run.durations.filter((duration) => duration >= 16).length)),
          longestTaskMs: Math.max(...typingRuns.map((run) => run.longestTaskMs)),
          perKeystroke: typingRuns.map((run) => ({ durationMs: run.durations, processingMs: run.processing.map(tenth) })),
        };
        const plainRuns = [];
        for (let run = 0; run < RUNS; run += 1) plainRuns.push(await measurePlainTextareaTyping(browser));
        smsTypingRow.plainTextarea = {
          medianDurationMs: median(plainRuns.map((run) => run.medianDurationMs)),
          worstDurationMs: Math.max(...plainRuns.map((run) => run.worstDurationMs)),
          medianProcessingMs: tenth(median(plainRuns.map((run) => run.medianProcessingMs))),
          worstProcessingMs: tenth(Math.max(...plainRuns.map((run) => run.worstProcessingMs))),
          keysOverTarget: median(plainRuns.map((run) => run.processing.filter((processing) => processing >= TARGETS.keystroke).length)),
          keysPaintedAt16: median(plainRuns.map((run) => run.durations.filter((duration) => duration >= 16).length)),
        };
      }
      if (ADMIN && config.pharmacies === 10_000) {
        const adminRuns = await repeated(() => measureAdmin(browser, `http://127.0.0.1:${config.port}`));
        adminRow = interactionFigures(adminRuns, ['sort', 'search', 'select', 'dialog']);
      }
      const interactionRuns = [];
      for (let run = 0; run < RUNS; run += 1) interactionRuns.push(await measureInteractions(browser, `http://127.0.0.1:${config.port}`));
      interactionRows.push({
        pharmacies: config.pharmacies,
        sortMs: median(interactionRuns.map((run) => run.sort)),
        searchMs: median(interactionRuns.map((run) => run.search)),
        nextPageMs: interactionRuns.some((run) => run.next === undefined) ? undefined : median(interactionRuns.map((run) => run.next)),
      });
      rows.push({
        pharmacies: config.pharmacies,
        startupMs: median(runs.map((run) => run.startup)),
        signInToListMs: median(runs.map((run) => run.signIn)),
        changeKeptAfterReload: runs.every((run) => run.kept),
        worstStartupTaskMs: Math.max(...runs.map((run) => run.worstStartupTask)),
        worstTaskMs: Math.max(...runs.map((run) => run.worstTask)),
      });
    } finally {
      process.kill(-server.pid);
    }
  }
} finally {
  await browser.close();
}

const fixed = (value) => value.toFixed(0).padStart(6);
console.log(`\nMemory profile in Chromium, median of ${RUNS} runs (demo latency 150 ms per call)\n`);
console.log('| Pharmacies | Start-up to login (ms) | Sign-in to entity list (ms) | Change kept after reload | Worst task of the start-up (ms) | Worst main-thread task, whole run (ms) |');
console.log('| ---: | ---: | ---: | :---: | ---: | ---: |');
for (const row of rows) {
  console.log(`| ${row.pharmacies} | ${fixed(row.startupMs)} | ${fixed(row.signInToListMs)} | ${row.changeKeptAfterReload ? 'yes' : 'NO'} | ${fixed(row.worstStartupTaskMs)} | ${fixed(row.worstTaskMs)} |`);
}
if (firstRender !== undefined) {
  console.log('\nJavaScript fetched by the browser before the first render (gzip KiB)\n');
  console.log('| Login | Dashboard |');
  console.log('| ---: | ---: |');
  console.log(`| ${firstRender.login.toFixed(1)} (${firstRender.loginFiles} files) | ${firstRender.dashboard.toFixed(1)} (${firstRender.dashboardFiles} files) |`);
}
if (lighthouseRows !== undefined) {
  console.log(`\nLighthouse ${LIGHTHOUSE_VERSION} performance (48 pharmacies, served by \`npm run preview\`), median of ${RUNS} runs\n`);
  console.log('| Page | Mobile score | Mobile, each run | Mobile LCP (ms) | Mobile TBT (ms) | Desktop score | Desktop LCP (ms) |');
  console.log('| --- | ---: | --- | ---: | ---: | ---: | ---: |');
  for (const row of lighthouseRows) console.log(`| ${row.page} | ${row.mobile.score.toFixed(2)} | ${row.mobile.scores.map((score) => score.toFixed(2)).join(', ')} | ${fixed(row.mobile.lcpMs)} | ${fixed(row.mobile.tbtMs)} | ${row.desktop.score.toFixed(2)} | ${fixed(row.desktop.lcpMs)} |`);
}
console.log(`\nInteraction to next paint on the entity list (100 rows a page), 4x CPU throttling, median of ${RUNS} runs\n`);
console.log('| Pharmacies | Sort by a column (ms) | Type one character in the search (ms) | Next page (ms) |');
console.log('| ---: | ---: | ---: | ---: |');
for (const row of interactionRows) console.log(`| ${row.pharmacies} | ${fixed(row.sortMs)} | ${fixed(row.searchMs)} | ${row.nextPageMs === undefined ? '(one page)' : fixed(row.nextPageMs)} |`);
if (smsTypingRow !== undefined) {
  const row = smsTypingRow;
  console.log(`\nTyping in the SMS composer (${row.pharmacies} pharmacies): ${row.keys} keys, ${row.keyDelayMs} ms apart, at the end of a ${row.startUnits}-unit text with characters outside GSM-7 (to ${row.endUnits}), 4x CPU throttling; medians of ${RUNS} runs, worst of all\n`);
  console.log('| Median keystroke, to next paint (ms) | Worst keystroke, to next paint (ms) | Median keystroke, processing (ms) | Worst keystroke, processing (ms) | Keystrokes processed in 16 ms or more | Keystrokes painted at 16 ms or more | Longest task while typing (ms) |');
  console.log('| ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  console.log(`| ${fixed(row.medianDurationMs)} | ${fixed(row.worstDurationMs)} | ${fixed(row.medianProcessingMs)} | ${fixed(row.worstProcessingMs)} | ${row.keysOverTarget} of ${row.keys} | ${row.keysPaintedAt16} of ${row.keys} | ${fixed(row.longestTaskMs)} |`);
  const plain = row.plainTextarea;
  console.log(`| plain textarea, same keys: ${fixed(plain.medianDurationMs)} | ${fixed(plain.worstDurationMs)} | ${fixed(plain.medianProcessingMs)} | ${fixed(plain.worstProcessingMs)} | ${plain.keysOverTarget} of ${row.keys} | ${plain.keysPaintedAt16} of ${row.keys} | |`);
  console.log('(To next paint: Event Timing duration of the key\'s interaction. Processing: processingEnd − startTime of its events, input included: the key\'s wait for the thread and its handlers, React\'s render included; the target applies to it. A key under 16 ms has no entry and counts 0. The plain textarea is the same text and keys on an empty page: what the browser alone costs here; no page paints a key sooner than its next frame.)');
}
if (clientRow !== undefined) {
  console.log(`\nDemo client search of the main pharmacy (20,000 clients, two years of sales; no simulated latency), median of ${RUNS} runs\n`);
  console.log('| Clients matching | First page, first query (ms) | First page, later queries (ms) | Worst main-thread task while querying (ms) |');
  console.log('| ---: | ---: | ---: | ---: |');
  console.log(`| ${clientRow.clients} | ${fixed(clientRow.firstQueryMs)} | ${fixed(clientRow.laterQueryMs)} | ${fixed(clientRow.worstTaskMs)} |`);
}
if (segmentationRow !== undefined) {
  const row = segmentationRow;
  console.log(`\nSegmentation screen over the 20,000 demo clients (48 pharmacies, no simulated latency), 4x CPU throttling; medians of ${RUNS} runs, worst of all\n`);
  console.log(`| Filter to updated count, median of ${FILTER_CLICKS.length} (ms) | Worst filter to count (ms) | Next page of 50, click to rows, median of ${PAGE_TURNS} (ms) | Next page, click to rows painted (ms) | Next page, interaction to next paint (ms) | Longest task of a page change, median (ms) | Longest task while typing in filters (ms) | Longest task once the typing paused: the rows (ms) |`);
  console.log('| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  console.log(`| ${fixed(row.filterToCountMs)} | ${fixed(row.worstFilterToCountMs)} | ${fixed(row.nextPageMs)} | ${fixed(row.nextPagePaintedMs)} | ${fixed(row.nextPageInpMs)} | ${fixed(row.pageRenderTaskMs)} | ${fixed(row.typingLongestTaskMs)} | ${fixed(row.afterTypingLongestTaskMs)} |`);
}
if (importRow !== undefined) {
  const row = importRow;
  console.log(`\nImporting a client file on the segmentation screen: ${row.megabytes} MB .xlsx, ${row.clients} clients (48 pharmacies, no simulated latency), 4x CPU throttling; medians of ${RUNS} runs, worst of all\n`);
  console.log('| Chosen to read (ms) | Longest task while reading (ms) | Worst (ms) | Progress values shown | Read to imported, demo server (ms) | Longest task while importing (ms) |');
  console.log('| ---: | ---: | ---: | ---: | ---: | ---: |');
  console.log(`| ${fixed(row.readMs)} | ${fixed(row.readLongestTaskMs)} | ${fixed(row.worstReadTaskMs)} | ${row.progressValues} | ${fixed(row.importMs)} | ${fixed(row.importLongestTaskMs)} |`);
}
if (wizardUploadRow !== undefined) {
  const row = wizardUploadRow;
  console.log(`\nCampaign wizard, recipients from an Excel file: ${row.megabytes} MB .xlsx, ${row.clients} clients (read, converted to CSV and both files stored by the demo), 4x CPU throttling; medians of ${RUNS} runs, worst of all\n`);
  console.log('| Chosen to recipients counted (ms) | Longest task meanwhile (ms) | Worst (ms) | Progress values shown |');
  console.log('| ---: | ---: | ---: | ---: |');
  console.log(`| ${fixed(row.uploadMs)} | ${fixed(row.uploadLongestTaskMs)} | ${fixed(row.worstUploadTaskMs)} | ${row.progressValues} |`);
}
if (reportsRow !== undefined) {
  const row = reportsRow;
  console.log(`\nEntity report, sales report with 12 charts (48 pharmacies, no simulated latency), 4x CPU throttling; medians of ${RUNS} runs, worst of all\n`);
  console.log('| Section opened to 12 charts drawn (ms) | Worst (ms) | Longest task (ms) | Month switch to 12 charts drawn (ms) | Longest task of the switch (ms) |');
  console.log('| ---: | ---: | ---: | ---: | ---: |');
  console.log(`| ${fixed(row.sectionMs)} | ${fixed(row.worstSectionMs)} | ${fixed(row.sectionTaskMs)} | ${fixed(row.monthSwitchMs)} | ${fixed(row.monthSwitchTaskMs)} |`);
}
const interactionLine = (screen, name, figures) =>
  console.log(`| ${screen} | ${name} | ${fixed(figures.inpMs)} (${fixed(figures.worstInpMs)}) | ${fixed(figures.resultMs)} (${fixed(figures.worstResultMs)}) | ${fixed(figures.longestTaskMs)} (${fixed(figures.worstLongestTaskMs)}) |`);
if (jobsRow !== undefined || wordpressRow !== undefined || pharmacyWizardRow !== undefined) {
  console.log(`\nBack-office screens (48 pharmacies, no simulated latency), 4x CPU throttling; medians of ${RUNS} runs (worst)\n`);
  console.log('| Screen | Interaction | To next paint (ms) | Input to result painted (ms) | Longest task (ms) |');
  console.log('| --- | --- | ---: | ---: | ---: |');
  if (jobsRow !== undefined) {
    interactionLine('Job monitor, 200 jobs', '"FAILED" typed, to the count (300 ms pause included)', jobsRow.search);
    interactionLine('Job monitor, 200 jobs', 'sort by status', jobsRow.sort);
    console.log(`| Job monitor, 200 jobs | ${JOB_TYPING_KEYS} keys ${JOB_KEY_DELAY_MS} ms apart over the 8-second refresh: worst key | ${fixed(jobsRow.typingWorstKeyMs)} | | ${fixed(jobsRow.typingLongestTaskMs)} |`);
  }
  if (wordpressRow !== undefined) {
    interactionLine('WordPress vhosts, 51 (25 a page)', '"wp-02" typed, to the count (300 ms pause included)', wordpressRow.search);
    interactionLine('WordPress vhosts, 51 (25 a page)', 'sort by server', wordpressRow.sort);
    interactionLine('WordPress vhosts, 51 (25 a page)', 'next page', wordpressRow.page);
  }
  if (pharmacyWizardRow !== undefined) {
    interactionLine('Pharmacy wizard', 'next: services to owner and pharmacy', pharmacyWizardRow.next);
    interactionLine('Pharmacy wizard', 'back: to services', pharmacyWizardRow.back);
  }
  console.log('(Keys 120 ms apart; the longest task runs from the first input to 600 ms after the result painted.)');
}
if (programmesRow !== undefined) {
  const row = programmesRow;
  console.log(`\nProgrammes' pharmacy pickers over ${row.pharmacies} pharmacies and the calendar's month switch (no simulated latency), 4x CPU throttling; medians of ${RUNS} runs (worst)\n`);
  console.log('| Screen | Interaction | To next paint (ms) | Input to result painted (ms) | Longest task (ms) |');
  console.log('| --- | --- | ---: | ---: | ---: |');
  const line = interactionLine;
  const steps = { search: `"${PROGRAMME_SEARCH}" typed (worst key; ${row.found} found)`, clear: 'search cleared', selectAll: 'select all, to the count', nextRows: 'show more (150 rows)', nextPage: 'next page', unselectAll: 'unselect all, to the count' };
  for (const [step, figures] of Object.entries(row.healthcare)) line('Healthcare form', steps[step], figures);
  for (const [step, figures] of Object.entries(row.chooser)) line(`Calendar chooser (${row.enabled} selectable)`, steps[step], figures);
  const month = row.monthSwitch;
  console.log(`| Calendar | next month, to the month drawn | ${fixed(month.inpMs)} | ${fixed(month.resultMs)} | ${fixed(month.longestTaskMs)} |`);
  console.log(`(Keys ${PROGRAMME_KEY_DELAY_MS} ms apart; the longest task runs from the first input to 600 ms after the result painted.)`);
}
console.log(`\nTargets: start-up ≤ ${TARGETS.startup} ms; sign-in to list ≤ ${TARGETS.signIn} ms; a filtered page of clients ≤ ${TARGETS.clientQuery} ms; interaction to next paint ≤ ${TARGETS.inp} ms; a keystroke in the SMS composer processed in < ${TARGETS.keystroke} ms (its wait and handlers); ≤ ${TARGETS.firstRenderJsKb} KiB of JS before the first render; no main-thread task over ${TARGETS.longTask} ms; Lighthouse ≥ ${TARGETS.lighthouseMobile} mobile and ≥ ${TARGETS.lighthouseDesktop} desktop; segmentation: a filter to its count ≤ ${TARGETS.filterToCount} ms, a page of 50 rows ≤ ${TARGETS.clientPage} ms; a report section of 12 charts ≤ ${TARGETS.reportSection} ms; a 10 MB client file read with its progress and no task over ${TARGETS.importTask} ms.`);
if (adminRow !== undefined) {
  console.log(`\nThe entity list's cache/report mode with 10,000 pharmacies, 4x CPU throttling; medians of ${RUNS} runs (worst)\n`);
  console.log('| Screen | Interaction | To next paint (ms) | Input to result painted (ms) | Longest task (ms) |');
  console.log('| --- | --- | ---: | ---: | ---: |');
  interactionLine('Entity list, cache mode', 'sort by last cache', adminRow.sort);
  interactionLine('Entity list, cache mode', '"garcía" typed, to the count (300 ms pause included)', adminRow.search);
  interactionLine('Entity list, cache mode', 'select 3, the worst click', adminRow.select);
  interactionLine('Entity list, cache mode', 'open the generation dialog', adminRow.dialog);
}
writeFileSync('reports/bench.json', JSON.stringify({ runs: RUNS, rows, firstRender, lighthouse: lighthouseRows, interactions: interactionRows, smsTyping: smsTypingRow, clients: clientRow, segmentation: segmentationRow, clientImport: importRow, wizardUpload: wizardUploadRow, reports: reportsRow, jobs: jobsRow, wordpress: wordpressRow, pharmacyWizard: pharmacyWizardRow, admin: adminRow, programmes: programmesRow, targets: TARGETS }, null, 2));
