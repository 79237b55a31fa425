// Typing in the SMS composer of the campaign wizard at 4x CPU throttling (issue 9: under 16 ms per
// keystroke with a 306-unit text), measured by scripts/bench.mjs.
//
// As the pharmacist `farmacia`: "Nueva campaña SMS" on the campaign list, a name and the segment
// 'Mayores de 65 años' on Parámetros, "Siguiente" to Diseño. The composer is given SMS_TEXT (286 GSM-7
// units, five characters outside GSM-7, so the text is also drawn with its invalid characters marked
// and the look-alike table is shown), then, throttled, SMS_TYPED is typed at its end one key at a time
// (20 keys, KEY_DELAY_MS apart), which brings the text to 306 units, the maximum.
//
// Per keystroke, from the Event Timing API (entries of 16 ms or more; the keydown, keypress and keyup
// of one key share an interactionId):
//   - `duration`: the longest event of the interaction, from the key's hardware timestamp to the next
//     paint after its handlers (as interaction to next paint counts it; rounded to 8 ms);
//   - `processing`: the latest processingEnd of the key's keydown, keypress and `input` events (React
//     renders a controlled textarea's change in its `input` handler, inside the keypress) − the key's
//     startTime: its wait for the main thread plus every handler, without the paint.
// A key with no entry took less than 16 ms and counts as 0. Also: the longest main-thread task (Long
// Tasks API) while typing.

import { newBenchPage, signInAsPharmacist, throttleCpu } from './bench-browser.mjs';

// The functions handed to the browser use the page's globals.
/* global window, performance, PerformanceObserver */

export const SMS_TEXT =
  'Farmacia Llorente: esta semana revisamos la tensión arterial y la glucosa de clientes mayores de 65 años. ' +
  'Pida su cita en el mostrador o llámenos al 912 345 678. Traiga su tarjeta sanitaria y la lista de ' +
  'medicamentos que toma cada día. “Cuidarle es nuestro compromiso”. Horario: 9 a 21h';
/** The GSM-7 units of SMS_TEXT (every character counts 1: none is in the extension table). */
export const SMS_START_UNITS = 286;
export const SMS_TYPED = ' Le esperamos pronto';
export const KEY_DELAY_MS = 150;

/** Records every Event Timing entry and every long task of the page, from its start. */
const TYPING_OBSERVERS = () => {
  window.__events = [];
  window.__tasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__events.push({
        name: entry.name,
        interactionId: entry.interactionId,
        startTime: entry.startTime,
        processingStart: entry.processingStart,
        processingEnd: entry.processingEnd,
        duration: entry.duration,
      });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__tasks.push({ startTime: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/**
 * The figures of each keystroke: `events` are the Event Timing entries recorded while typing, `keys`
 * the number of keys typed. Keys with no entry (under 16 ms) count 0.
 */
export function keystrokeFigures(events, keys) {
  const interactions = new Map();
  for (const entry of events) {
    if (!entry.interactionId) continue;
    const known = interactions.get(entry.interactionId) ?? { start: entry.startTime, end: entry.startTime, duration: 0 };
    known.start = Math.min(known.start, entry.startTime);
    // The keyup is sent while the key's work may still run: its wait is not the key's processing.
    if (entry.name !== 'keyup') known.end = Math.max(known.end, entry.processingEnd);
    known.duration = Math.max(known.duration, entry.duration);
    interactions.set(entry.interactionId, known);
  }
  // The `input` event a key causes carries no interactionId: it belongs to the key that started last before it.
  const ordered = [...interactions.values()].sort((a, b) => a.start - b.start);
  for (const entry of events) {
    if (entry.interactionId || (entry.name !== 'input' && entry.name !== 'beforeinput')) continue;
    const owner = ordered.filter((interaction) => interaction.start <= entry.startTime).at(-1);
    if (owner !== undefined) owner.end = Math.max(owner.end, entry.processingEnd);
  }
  const missing = Math.max(0, keys - ordered.length);
  const durations = [...ordered.map((interaction) => interaction.duration), ...Array(missing).fill(0)];
  const processing = [...ordered.map((interaction) => interaction.end - interaction.start), ...Array(missing).fill(0)];
  return {
    keys,
    reported: ordered.length,
    medianDurationMs: median(durations),
    worstDurationMs: Math.max(0, ...durations),
    medianProcessingMs: median(processing),
    worstProcessingMs: Math.max(0, ...processing),
    durations,
    processing,
  };
}

/** Signs in as `farmacia`, creates an SMS draft for 'Mayores de 65 años' and opens its Diseño step. */
export async function openSmsComposer(page, base) {
  await signInAsPharmacist(page, base);
  await page.goto(`${base}/#/app-h/campaigns/listCampaigns`);
  await page.getByRole('button', { name: 'Nueva campaña SMS' }).click({ timeout: 30_000 });
  await page.waitForURL(/manageCampaign\/cid\//, { timeout: 30_000 });
  const parameters = page.getByRole('region', { name: 'Parámetros' });
  await parameters.getByRole('textbox', { name: 'Nombre de la campaña' }).fill('Benchmark: tensión y glucosa');
  await parameters.getByRole('radio', { name: 'Un segmento de la farmacia' }).check();
  await parameters.getByRole('combobox', { name: 'Segmento' }).click({ timeout: 30_000 });
  await page.getByRole('option', { name: 'Mayores de 65 años' }).click();
  await parameters.getByText(/^Este segmento llega a [\d.]+ clientes\.$/).waitFor({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Siguiente', exact: true }).click();
  const composer = page.getByRole('region', { name: 'Diseño' }).getByRole('textbox', { name: 'Texto del SMS' });
  await composer.waitFor({ timeout: 30_000 });
  return composer;
}

/**
 * Puts the caret at the end of `field`, throttles the CPU 4x and types {@link SMS_TYPED} one key at a
 * time ({@link KEY_DELAY_MS} apart), then lifts the throttling; `profile(cdp, type)` may wrap the typing
 * (to record a CPU profile or a trace of it). Answers when the typing started (performance.now()).
 */
async function typeAtEnd(context, page, field, profile) {
  await field.click();
  await page.keyboard.press('Control+End');
  await page.waitForTimeout(500);
  const cdp = await throttleCpu(context, page);
  await page.waitForTimeout(300);
  const from = await page.evaluate(() => performance.now());
  const type = async () => {
    for (const key of SMS_TYPED) {
      await page.keyboard.press(key === ' ' ? 'Space' : key);
      await page.waitForTimeout(KEY_DELAY_MS);
    }
    // Event Timing reports once the next frame is painted.
    await page.waitForTimeout(600);
  };
  if (profile === undefined) await type();
  else await profile(cdp, type);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  return from;
}

/**
 * One run: the composer filled with {@link SMS_TEXT}, then {@link SMS_TYPED} typed at its end at 4x
 * CPU throttling. `text` replaces the starting text (286 units too); `profile(cdp, type)` may wrap the
 * typing (to record a CPU profile or a trace of it).
 */
export async function measureSmsTyping(browser, base, { text = SMS_TEXT, profile } = {}) {
  const { context, page } = await newBenchPage(browser, { viewport: { width: 1280, height: 800 }, initScripts: [TYPING_OBSERVERS] });
  const composer = await openSmsComposer(page, base);
  await composer.fill(text);
  await page.getByText(`${SMS_START_UNITS} de 306 unidades`, { exact: true }).waitFor({ timeout: 30_000 });
  // The draft is saved first, so the wizard's autosave (every 10 s while something is unsaved) starts
  // its count with the typing.
  await page.getByRole('button', { name: 'Guardar borrador', exact: true }).click();
  await page.getByText(/^Guardado /).waitFor({ timeout: 30_000 });
  const from = await typeAtEnd(context, page, composer, profile);
  const units = Number((await page.getByText(/^\d+ de 306 unidades$/).textContent())?.match(/^\d+/)?.[0]);
  const typed = await composer.inputValue();
  const { events, tasks } = await page.evaluate((since) => ({
    events: window.__events.filter((entry) => entry.startTime >= since),
    tasks: window.__tasks.filter((task) => task.startTime >= since).map((task) => task.duration),
  }), from);
  await context.close();
  if (typed !== text + SMS_TYPED) throw new Error(`The SMS composer holds …${JSON.stringify(typed.slice(text.length - 10))} after typing`);
  return { ...keystrokeFigures(events, [...SMS_TYPED].length), units, events, longestTaskMs: Math.max(0, ...tasks), longTasks: tasks.length };
}

/**
 * The same keys typed in a plain textarea holding {@link SMS_TEXT}, on an empty page (no application),
 * at the same throttling: what the browser itself takes per key on this machine,
 * against which the composer's figures read.
 */
export async function measurePlainTextareaTyping(browser) {
  const { context, page } = await newBenchPage(browser, { viewport: { width: 1280, height: 800 }, initScripts: [TYPING_OBSERVERS] });
  await page.setContent('<textarea rows="6" cols="80" aria-label="Texto"></textarea>');
  const field = page.getByRole('textbox', { name: 'Texto' });
  await field.fill(SMS_TEXT);
  const from = await typeAtEnd(context, page, field);
  const events = await page.evaluate((since) => window.__events.filter((entry) => entry.startTime >= since), from);
  const typed = await field.inputValue();
  await context.close();
  if (typed !== SMS_TEXT + SMS_TYPED) throw new Error('The plain textarea did not take every key');
  return keystrokeFigures(events, [...SMS_TYPED].length);
}
