import { defineConfig } from '@playwright/test';

/** Port and build directory of the served application; overridable to test several builds side by side. */
const PORT = Number(process.env.E2E_PORT ?? 4173);
const OUT_DIR = process.env.E2E_DIST ?? 'dist';
/** The http profile's build (`npm run build:http-e2e`), whose API the specs under e2e/http answer by route interception. */
const HTTP_PORT = PORT + 1;
const HTTP_OUT_DIR = process.env.E2E_HTTP_DIST ?? 'dist-http';

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  outputDir: process.env.E2E_OUTPUT ?? 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? 'reports/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}/`,
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
    // No transitions: axe measures contrast on settled screens, not on a dialog fading in.
    reducedMotion: 'reduce',
    // A trace records every action of every test, and costs a quarter of the run's time on a 2-core
    // machine: `E2E_TRACE=1` turns it on to investigate a failure; by default a failure leaves its page
    // snapshot (error-context.md) and a screenshot.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium: Playwright cannot download a browser on these machines.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // The network is closed: keep Chromium from calling home.
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    { name: 'debian-chromium', testIgnore: 'http/**', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } },
    { name: 'http-profile', testMatch: 'http/**/*.spec.ts', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 }, baseURL: `http://127.0.0.1:${HTTP_PORT}/` } },
  ],
  webServer: [
    {
      // Serves the production build of the memory profile (`npm run build` first).
      command: `npx vite preview --host 127.0.0.1 --port ${PORT} --strictPort --outDir ${OUT_DIR}`,
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: `npx vite preview --host 127.0.0.1 --port ${HTTP_PORT} --strictPort --outDir ${HTTP_OUT_DIR}`,
      url: `http://127.0.0.1:${HTTP_PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
