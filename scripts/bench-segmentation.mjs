// The segmentation screen over the 20,000 demo clients of the main demo pharmacy at 4x CPU throttling
// (issue 10's budgets), measured by scripts/bench.mjs on the build with 48 pharmacies, with the
// simulated latency of the build (the demo's 150 ms stand-in for the network is part of every figure).
//
// As the pharmacist `farmacia`, on #/app-h/segmentations once its first count is shown, throttled:
//   - a filter changed to the updated count: FILTER_CLICKS check boxes ticked one at a time, each timed
//     from the click's hardware timestamp (Event Timing's startTime) to the moment the count's text
//     changes (a MutationObserver in the page), median and worst;
//   - a page of 50 rows: "Página siguiente", from the click to the first row's text changing, and to
//     the frame that shows the rows painted, the medians of PAGE_TURNS pages turned one after another,
//     and the click's interaction to next paint (Event Timing duration: what INP counts);
//     and the longest task from the click to the paint (Long Tasks API), median of the same turns. The
//     pager is scrolled to and looked up before: finding an element by role and name is the test
//     tool's work in the page (~100 ms at 4x on this screen), and scrolling is the user's;
//   - typing in a filter: "65" and "120" typed key by key in the age and spend fields, and "ave" in the
//     brands search, with the longest main-thread task from each field's first key until the typing
//     has paused (TYPING_PAUSE_MS after the last key: it must stay under 50 ms), and the longest from
//     then until the results have followed (the rows, which wait for that pause); reaching the field
//     (its click, its section opened) is not part of it, and the keys go to the focused field (no
//     element looked up meanwhile).

// The functions handed to the browser use the page's globals.
/* global window, document, performance, PerformanceObserver, MutationObserver, requestAnimationFrame */
import { LONG_TASKS, longestTaskSince, newBenchPage, signInAsPharmacist, throttleCpu } from './bench-browser.mjs';

/** The pages turned one after another with "Página siguiente", each timed. */
export const PAGE_TURNS = 5;

/**
 * How long after the last key the page counts the typing as paused, and draws the rows that wait for
 * it: `TYPING_PAUSE_MS` of src-ui/shared/typing-pause.ts.
 */
export const TYPING_PAUSE_MS = 400;

/** The check boxes ticked one after another, each a new count. */
export const FILTER_CLICKS = ['Mujer', 'Dermocosmética', 'Hombre', 'Higiene', 'Sin registrar'];

/** Keeps the page's slow events (Event Timing, 16 ms and more) in `window.__events`. */
const SLOW_EVENTS = () => {
  window.__events = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__events.push({ name: entry.name, interactionId: entry.interactionId, startTime: entry.startTime, duration: entry.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
};

/**
 * Starts watching `selector`'s text: notes (in the page) the time it next changes, and the time the
 * frame that shows it has been painted (a task queued from that frame's animation callbacks), in
 * `window.__changedAt` and `window.__paintedAt`; `window.__painted` settles then. The page is not
 * polled meanwhile (a polling test tool would ask for frames of its own).
 */
const WATCH = (selector) => {
  const target = document.querySelector(selector);
  const before = target?.textContent ?? '';
  window.__changedAt = undefined;
  window.__paintedAt = undefined;
  window.__painted = new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      const now = document.querySelector(selector)?.textContent ?? '';
      if (now !== before && window.__changedAt === undefined) {
        window.__changedAt = performance.now();
        observer.disconnect();
        requestAnimationFrame(() =>
          setTimeout(() => {
            window.__paintedAt = performance.now();
            resolve();
          }, 0),
        );
      }
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  });
};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/**
 * The latest pointer interaction since `after` (Event Timing): its start, undefined when it took under
 * 16 ms, and its duration to the next paint (what INP counts; 0 under 16 ms).
 */
async function lastClick(page, after) {
  return page.evaluate((since) => {
    const clicks = window.__events.filter((event) => (event.name === 'pointerdown' || event.name === 'click' || event.name === 'pointerup') && event.startTime >= since);
    return clicks.length === 0 ? { start: undefined, duration: 0 } : { start: Math.min(...clicks.map((event) => event.startTime)), duration: Math.max(...clicks.map((event) => event.duration)) };
  }, after);
}

/**
 * Clicks `locator` (or element handle) and answers the milliseconds from the click to the change of
 * `selector`'s text (`changed`) and to the frame showing it painted (`painted`).
 */
async function timeToChange(page, locator, selector) {
  await page.evaluate(WATCH, selector);
  const before = await page.evaluate(() => performance.now());
  await locator.click();
  await page.evaluate(() => Promise.race([window.__painted, new Promise((resolve) => setTimeout(resolve, 30_000))]));
  const { changedAt, paintedAt } = await page.evaluate(() => ({ changedAt: window.__changedAt, paintedAt: window.__paintedAt }));
  if (changedAt === undefined || paintedAt === undefined) throw new Error(`${selector} did not change within 30 s of the click`);
  // Event Timing gives the click's hardware time when the click took 16 ms or more; else the time the
  // click was sent is within a few milliseconds of it.
  const click = await lastClick(page, before);
  const start = click.start ?? before;
  return { changed: changedAt - start, painted: paintedAt - start, interaction: click.duration };
}

/** One run: the figures above, in milliseconds. */
export async function measureSegmentation(browser, base) {
  const { context, page } = await newBenchPage(browser, { viewport: { width: 1366, height: 900 }, initScripts: [LONG_TASKS, SLOW_EVENTS] });
  await signInAsPharmacist(page, base);
  await page.goto(`${base}/#/app-h/segmentations`);
  await page.getByText('20.000 clientes').waitFor({ timeout: 60_000 });
  await page.waitForTimeout(1000);
  await throttleCpu(context, page);

  const countSelector = '[data-testid="segmentation-count"]';
  const filterToCount = [];
  for (const label of FILTER_CLICKS) {
    filterToCount.push((await timeToChange(page, page.getByRole('checkbox', { name: label, exact: true }), countSelector)).changed);
    await page.locator('[aria-busy="true"]').waitFor({ state: 'detached', timeout: 30_000 }).catch(() => undefined);
    await page.waitForTimeout(300);
  }

  const firstRow = 'table tbody tr:first-child';
  // The button is found before the stretch starts: finding an element by its role and name is work the
  // test tool does in the page (~100 ms at 4x on this screen), not the application's.
  // The user scrolls down to the pager and then clicks it: the scroll, and the drawing it calls for, comes
  // before the stretch too.
  // PAGE_TURNS pages one after another, the median kept: one page turn alone varies by ±50 ms at 4x.
  // The pager's buttons are drawn again with each page: each turn looks its button up first.
  const pageTurns = [];
  const pagePaints = [];
  const pageInteractions = [];
  const pageTasks = [];
  for (let turn = 0; turn < PAGE_TURNS; turn += 1) {
    const nextButton = await page.getByRole('button', { name: 'Página siguiente' }).elementHandle();
    await nextButton.scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
    const pageStart = await page.evaluate(() => performance.now());
    const turn = await timeToChange(page, nextButton, firstRow);
    pageTurns.push(turn.changed);
    pagePaints.push(turn.painted);
    pageInteractions.push(turn.interaction);
    await page.waitForTimeout(300);
    pageTasks.push(await longestTaskSince(page, pageStart));
    // The next page is asked for once a page has stayed 400 ms: the user reads a page before turning it.
    await page.waitForTimeout(500);
  }

  // Each field is reached first (a click, a section opened) and left to settle: the stretch measured
  // is the typing, from the first key until the results have followed the last one. It is told in two:
  // while the keys come (until the page counts the typing as paused, TYPING_PAUSE_MS after the last
  // one: the keys, the push of the typed filters, the new count), and after (the rows, which wait for
  // that pause).
  const typingTasks = [];
  const afterTypingTasks = [];
  // The time of the last character typed, as the page saw it.
  await page.evaluate(() => document.addEventListener('input', () => void (window.__lastInput = performance.now()), { capture: true }));
  const typeInto = async (field, text) => {
    await field.click();
    await page.waitForTimeout(500);
    const start = await page.evaluate(() => performance.now());
    // The keys go to the focused field: no element is looked up in the page while the typing is timed.
    await page.keyboard.type(text, { delay: 120 });
    await page.waitForTimeout(1500);
    const { tasks, lastInput } = await page.evaluate(
      (from) => ({ tasks: window.__tasks.filter((task) => task.startTime >= from).map(({ startTime, duration }) => ({ startTime, duration })), lastInput: window.__lastInput }),
      start,
    );
    const paused = lastInput + TYPING_PAUSE_MS;
    typingTasks.push(Math.max(0, ...tasks.filter((task) => task.startTime < paused).map((task) => task.duration)));
    afterTypingTasks.push(Math.max(0, ...tasks.filter((task) => task.startTime >= paused).map((task) => task.duration)));
  };
  await typeInto(page.getByRole('textbox', { name: 'Mayor de (años)' }), '65');
  await typeInto(page.getByRole('textbox', { name: 'Gasto mínimo' }), '120');
  await page.getByRole('button', { name: 'Productos', exact: true }).click();
  await typeInto(page.getByRole('combobox', { name: 'Marcas', exact: true }), 'ave');
  await context.close();
  return {
    filterToCountMs: Math.round(median(filterToCount)),
    worstFilterToCountMs: Math.round(Math.max(...filterToCount)),
    nextPageMs: Math.round(median(pageTurns)),
    nextPagePaintedMs: Math.round(median(pagePaints)),
    nextPageInpMs: Math.round(median(pageInteractions)),
    pageRenderTaskMs: Math.round(median(pageTasks)),
    typingLongestTaskMs: Math.round(Math.max(...typingTasks)),
    afterTypingLongestTaskMs: Math.round(Math.max(...afterTypingTasks)),
  };
}
