// What the benchmark scripts share in Chromium: a page signed in as a demo account, the CPU throttled
// as a slow phone's, and the longest main-thread task of a stretch of time (Long Tasks API).

/* global window, PerformanceObserver */

/** An init script that keeps every long task of the page in `window.__tasks` (startTime, duration). */
export const LONG_TASKS = () => {
  window.__tasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__tasks.push({ startTime: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
};

/** The pharmacist's greeting on her dashboard: the sign-in is over once it shows. */
const DASHBOARD_GREETING = /^Hola, Carmen Llorente/;

/** Signs `page` in through the login form as the demo pharmacist `farmacia` and waits for her dashboard. */
export async function signInAsPharmacist(page, base) {
  await page.goto(`${base}/`);
  await page.getByLabel('Usuario', { exact: true }).fill('farmacia');
  await page.getByLabel('Contraseña', { exact: true }).fill('demo');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.getByText(DASHBOARD_GREETING).waitFor({ timeout: 30_000 });
}

/**
 * A new context and page in Madrid's time and Spanish, with `initScripts` run in every document (each
 * a function the browser runs on its own: it cannot reach this module's other functions).
 */
export async function newBenchPage(browser, { viewport, initScripts = [] }) {
  const context = await browser.newContext({ locale: 'es-ES', timezoneId: 'Europe/Madrid', viewport });
  for (const script of initScripts) await context.addInitScript(script);
  return { context, page: await context.newPage() };
}

/** Slows the page's CPU `rate` times (4: Lighthouse's phone); answers the CDP session. */
export async function throttleCpu(context, page, rate = 4) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return cdp;
}

/** The longest main-thread task since `since` (performance.now() in the page), from {@link LONG_TASKS}. */
export async function longestTaskSince(page, since) {
  return page.evaluate((from) => Math.max(0, ...window.__tasks.filter((task) => task.startTime >= from).map((task) => task.duration)), since);
}
