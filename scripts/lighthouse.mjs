// Lighthouse's performance score of the login, the dashboard and the entity list, mobile and desktop,
// for `npm run bench`. Lighthouse is not a dependency of the project (it brings a browser automation
// stack of its own, ~180 MB): it runs through `npm exec` at the pinned version, which the npm cache
// keeps after the first run.
//
// Each page is measured signed in as the user who opens it: a Chromium with a remote-debugging port is
// started by Playwright with a profile of its own, signs in once, and Lighthouse connects to it without
// resetting storage (the session lives there). The HTTP cache is emptied before every run, so each
// run is a first visit with a session.
//
// Run alone against a build already served (`npm run build && npm run preview`):
//   node scripts/lighthouse.mjs                      all pages, mobile and desktop, 3 runs each
//   LIGHTHOUSE_PAGES=Dashboard LIGHTHOUSE_PRESETS=mobile LIGHTHOUSE_RUNS=5 node scripts/lighthouse.mjs
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { chromium } from 'playwright-core';

const run = promisify(execFile);
export const LIGHTHOUSE_VERSION = '13.5.0';

/** The pages measured: where each one is, and who signs in first (none for the login page). */
export const LIGHTHOUSE_PAGES = [
  { name: 'Login', hash: '', user: undefined },
  { name: 'Dashboard', hash: '#/app-h/dashboard', user: 'farmacia' },
  { name: 'Entity list', hash: '#/app-h/backoffice/admin', user: 'backoffice' },
];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function signIn(page, base, user) {
  await page.goto(`${base}/`);
  await page.getByLabel('Usuario', { exact: true }).fill(user);
  await page.getByLabel('Contraseña', { exact: true }).fill('demo');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL(/#\/app-h\//, { timeout: 30_000 });
  // The first screen's data (and the demo store) are settled before Lighthouse starts.
  await page.waitForTimeout(1500);
}

async function lighthouse(url, port, preset) {
  const args = ['exec', '--yes', `--package=lighthouse@${LIGHTHOUSE_VERSION}`, '--', 'lighthouse', url, `--port=${port}`, '--disable-storage-reset', '--only-categories=performance', '--output=json', '--output-path=stdout', '--quiet'];
  if (preset === 'desktop') args.push('--preset=desktop');
  const { stdout } = await run('npm', args, { maxBuffer: 256 * 1024 * 1024 });
  const report = JSON.parse(stdout);
  if (process.env.LIGHTHOUSE_REPORTS !== undefined) writeFileSync(join(process.env.LIGHTHOUSE_REPORTS, `${new URL(url).hash.replace(/\W+/g, '-') || 'login'}-${preset}.json`), stdout);
  if (report.runtimeError !== undefined) throw new Error(`Lighthouse: ${report.runtimeError.message}`);
  return {
    score: report.categories.performance.score,
    lcpMs: report.audits['largest-contentful-paint'].numericValue,
    tbtMs: report.audits['total-blocking-time'].numericValue,
  };
}

/** Lighthouse now and then fails to record its trace (NO_NAVSTART, "run Lighthouse again"): one more try. */
async function lighthouseWithRetry(url, port, preset) {
  try {
    return await lighthouse(url, port, preset);
  } catch (error) {
    console.error(`${url} (${preset}): ${error instanceof Error ? error.message.split('\n')[0] : String(error)}; running it again`);
    return lighthouse(url, port, preset);
  }
}

/**
 * Median performance score (and LCP, TBT) of `runs` Lighthouse runs per page and preset, with each
 * run's score, against the application served at `base`.
 */
export async function measureLighthouse({ base, runs, executablePath, port = 9333, pages = LIGHTHOUSE_PAGES }) {
  const rows = [];
  for (const target of pages) {
    const profile = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath,
      headless: true,
      locale: 'es-ES',
      timezoneId: 'Europe/Madrid',
      args: [`--remote-debugging-port=${port}`, '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      if (target.user !== undefined) await signIn(page, base, target.user);
      await page.goto('about:blank');
      const cdp = await context.newCDPSession(page);
      const row = { page: target.name };
      for (const preset of (process.env.LIGHTHOUSE_PRESETS ?? 'mobile,desktop').split(',')) {
        const results = [];
        for (let index = 0; index < runs; index += 1) {
          await cdp.send('Network.clearBrowserCache');
          results.push(await lighthouseWithRetry(`${base}/${target.hash}`, port, preset));
        }
        row[preset] = { score: median(results.map((result) => result.score)), lcpMs: median(results.map((result) => result.lcpMs)), tbtMs: median(results.map((result) => result.tbtMs)), scores: results.map((result) => result.score) };
      }
      rows.push(row);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const names = (process.env.LIGHTHOUSE_PAGES ?? LIGHTHOUSE_PAGES.map((page) => page.name).join(',')).split(',');
  const rows = await measureLighthouse({
    base: process.env.LIGHTHOUSE_BASE ?? 'http://127.0.0.1:4173',
    runs: Number(process.env.LIGHTHOUSE_RUNS ?? 3),
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    pages: LIGHTHOUSE_PAGES.filter((page) => names.includes(page.name)),
  });
  for (const row of rows) {
    const presets = Object.entries(row).filter(([key]) => key !== 'page');
    console.log(`${row.page}: ${presets.map(([preset, result]) => `${preset} ${result.score.toFixed(2)} (LCP ${Math.round(result.lcpMs)} ms, TBT ${Math.round(result.tbtMs)} ms; runs ${result.scores.map((score) => score.toFixed(2)).join(', ')})`).join('; ')}`);
  }
}
