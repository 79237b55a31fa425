// What the benchmark scripts share in Chromium: a page signed in as a demo account, the CPU throttled
// as a slow phone's, and the longest main-thread task of a stretch of time (Long Tasks API).

/* global window, document, performance, requestAnimationFrame, PerformanceObserver */

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

/** Records the longest event of each interaction (Event Timing API), from the page's start. */
export const EVENT_TIMING = () => {
  window.__interactions = new Map();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      window.__interactions.set(entry.interactionId, Math.max(window.__interactions.get(entry.interactionId) ?? 0, entry.duration));
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
};

/**
 * Watches the document for `window.__check` (a function of no argument answering whether the result is
 * shown); once it holds, notes the start of the next animation frame (the frame after the one that
 * paints it) as `window.__resultPainted`, and the time of the last input before it as
 * `window.__lastInput`: a key or a pointer pressed, or text put in a field without a key (a paste).
 * Answers the page's clock and forgets the interactions so far.
 */
const START = () => {
  const shown = window.__check;
  window.__interactions.clear();
  window.__resultPainted = undefined;
  window.__lastInput = undefined;
  let keyHeld = false;
  const input = (event) => {
    if (window.__resultPainted !== undefined) return;
    if (event.type === 'keydown') keyHeld = true;
    if (event.type === 'keyup') keyHeld = false;
    if (event.type === 'keyup' || (event.type === 'beforeinput' && keyHeld)) return;
    window.__lastInput = event.timeStamp;
  };
  const types = ['keydown', 'keyup', 'pointerdown', 'beforeinput'];
  for (const type of types) document.addEventListener(type, input, { capture: true });
  const started = performance.now();
  const poll = () => {
    if (window.__lastInput !== undefined && shown()) {
      requestAnimationFrame(() => {
        window.__resultPainted = performance.now();
        for (const type of types) document.removeEventListener(type, input, { capture: true });
      });
      return;
    }
    requestAnimationFrame(poll);
  };
  requestAnimationFrame(poll);
  return started;
};

/** Some element of `selector` has a text matching `pattern` (a source). Built as a string for {@link interaction}. */
export const someText = (selector, pattern) => `() => [...document.querySelectorAll(${JSON.stringify(selector)})].some((element) => new RegExp(${JSON.stringify(pattern)}).test(element.textContent ?? ''))`;
/** The focused search box holds `value` and {@link someText}. */
export const searchedAnd = (value, selector, pattern) => `() => document.activeElement?.value === ${JSON.stringify(value)} && (${someText(selector, pattern)})()`;
/**
 * A table's count says `pattern` (in a `p`), its first row is not `rowText` (when given) and no table is
 * busy: the rows of a new sort, search or page are drawn.
 */
export const tableShows = (pattern, rowText) =>
  `() => (${someText('p', pattern)})() && ${rowText === undefined ? 'true' : `(document.querySelector('tbody tr')?.textContent ?? '') !== ${JSON.stringify(rowText)}`} && document.querySelector('table [aria-busy="true"], [aria-busy="true"] table') === null`;

/**
 * One interaction: `act` (the input, or several for typing) and then its result painted (`check`, see
 * {@link START}); answers the worst Event Timing duration of its events (its interaction to next paint),
 * the time from the last input to the result painted, and the longest task from the first input to
 * 600 ms after that paint (a search reaches the address 300 ms after the last key).
 */
export async function interaction(page, check, act) {
  // Set as an expression of the test tool (the page's content security policy forbids making functions from text).
  await page.evaluate(`window.__check = ${check};`);
  const started = await page.evaluate(START);
  await act();
  await page.waitForFunction(() => window.__resultPainted ?? false, undefined, { timeout: 30_000 });
  const { painted, lastInput } = await page.evaluate(() => ({ painted: window.__resultPainted, lastInput: window.__lastInput }));
  await page.waitForTimeout(600);
  const inp = await page.evaluate(() => Math.max(0, ...window.__interactions.values()));
  return { inpMs: Math.round(inp), resultMs: Math.round(painted - lastInput), longestTaskMs: Math.round(await longestTaskSince(page, started)) };
}

/** Types `text` into the focused box one key at a time, `delay` ms apart (a letter without a key of its own, such as "í", is put in as text). */
export async function typeSlowly(page, text, delay) {
  for (const key of text) {
    await page.keyboard.type(key);
    await page.waitForTimeout(delay);
  }
}

/**
 * A click in the middle of what `locator` finds, as a mouse does it. The element is found and placed
 * before the clock starts: finding an element by its role computes accessible names in the page's thread
 * (the test tool's work, not the user's), and the tool's own checks before a click are left out.
 */
export async function clickOn(page, locator) {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  return () => page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** Empties the focused search box in one interaction. */
export async function clearBox(page) {
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Backspace');
}

/** Signs in as the back-office user `backoffice` through the login form and waits for a screen's heading. */
export async function signInAsBackOffice(page, base) {
  await page.goto(`${base}/`);
  await page.getByLabel('Usuario', { exact: true }).fill('backoffice');
  await page.getByLabel('Contraseña', { exact: true }).fill('demo');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL(/#\/app-h\/(?!login)/, { timeout: 30_000 });
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 });
}
