// The marketing programmes' pickers and calendar (issue 40: every interaction under 200 ms at 4x CPU
// throttling), measured by scripts/bench.mjs on a build with 10,000 demo pharmacies and no simulated
// latency (`BENCH_PROGRAMMES=0` leaves it out). As the back-office user `backoffice`, throttled once the
// screen is drawn:
//   - the healthcare campaign form's pharmacy picker (#/app-h/healthcareCampaign/saveHealthcareCampaign):
//     a search typed key by key ("madrid", 120 ms apart) to its matches listed, the search cleared, select
//     all of the 10,000 to the selection count shown, "show more" to the next rows, and the selection
//     cleared (select all again);
//   - the calendar entry's pharmacy chooser (#/app-h/backoffice/listPharmacies/4): the same search,
//     cleared, select all the enabled ones to the count shown, the next page, and the selection cleared;
//   - the calendar's month switch (#/app-h/backoffice/campaigns/calendarCampaigns): "Mes siguiente" to the
//     next month drawn with its entries and campaigns (the calendar no longer busy).
// Each interaction: Event Timing's duration (to the next paint; the worst key for the typing), the time
// from the input to the result painted (the frame after the one whose document shows it), and the longest
// main-thread task (Long Tasks API) from the input to the result painted and 400 ms more.

/* global document */
import { EVENT_TIMING, LONG_TASKS, clearBox, clickOn, interaction, newBenchPage, searchedAnd, signInAsBackOffice, someText, throttleCpu, typeSlowly } from './bench-browser.mjs';

/** The search typed in both pickers, one key at a time. */
export const PROGRAMME_SEARCH = 'madrid';
/** The pause between two keys (a quick typist). */
export const PROGRAMME_KEY_DELAY_MS = 120;

/** The number in the first text of `locator` matching `pattern` (its first group). */
async function numberIn(locator, pattern) {
  return Number(((await locator.first().textContent()) ?? '').match(pattern)?.[1]);
}

/** The healthcare form's pharmacy picker: search, clear, select all, show more, unselect all. */
async function measureHealthcarePicker(page, base, throttle) {
  await page.goto(`${base}/#/app-h/healthcareCampaign/saveHealthcareCampaign`);
  const countText = page.getByText(/^0 de \d+ farmacias seleccionadas$/);
  await countText.waitFor({ timeout: 60_000 });
  const total = await numberIn(countText, /de (\d+)/);
  const box = page.getByRole('searchbox', { name: 'Buscar farmacia' });
  // What the search finds, read once at full speed (the same search the user types below).
  await box.fill(PROGRAMME_SEARCH);
  const foundLabel = page.getByText(/^Seleccionar todas las encontradas \(\d+\)$/);
  await foundLabel.waitFor();
  const found = await numberIn(foundLabel, /\((\d+)\)/);
  await box.fill('');
  await page.getByText(`Seleccionar todas (${total})`).waitFor();
  await box.focus();
  await page.waitForTimeout(1000);
  await throttle();
  const search = await interaction(page, searchedAnd(PROGRAMME_SEARCH, 'label', `^Seleccionar todas las encontradas \\(${found}\\)$`), () => typeSlowly(page, PROGRAMME_SEARCH, PROGRAMME_KEY_DELAY_MS));
  const clear = await interaction(page, searchedAnd('', 'label', `^Seleccionar todas \\(${total}\\)$`), () => clearBox(page));
  const selectAll = await clickOn(page, page.getByRole('checkbox', { name: `Seleccionar todas (${total})` }));
  const all = await interaction(page, someText('#pharmacy-count', `^${total} de ${total} farmacias`), selectAll);
  const more = await clickOn(page, page.getByRole('button', { name: 'Mostrar más' }));
  const nextRows = await interaction(page, someText('p', '^Se muestran 150 de'), more);
  // Unselected from the keyboard: the check box has the focus, and the space bar unticks it.
  await page.getByRole('checkbox', { name: `Seleccionar todas (${total})` }).focus();
  const none = await interaction(page, someText('#pharmacy-count', `^0 de ${total} farmacias`), () => page.keyboard.press('Space'));
  return { pharmacies: total, found, search, clear, selectAll: all, nextRows, unselectAll: none };
}

/** The calendar entry's pharmacy chooser: search, clear, select all the enabled ones, next page, unselect them. */
async function measureCalendarChooser(page, base, throttle) {
  await page.goto(`${base}/#/app-h/backoffice/listPharmacies/4`);
  const count = '[data-testid="chooser-count"]';
  await page.locator(count).waitFor({ timeout: 60_000 });
  const foundText = page.getByText(/^\d+ de \d+ farmacias$/);
  const total = await numberIn(foundText, /de (\d+)/);
  const box = page.getByRole('searchbox', { name: 'Buscar' });
  await box.fill(PROGRAMME_SEARCH);
  await page.getByText(new RegExp(`^(?!${total} )\\d+ de ${total} farmacias$`)).waitFor();
  const found = await numberIn(foundText, /^(\d+)/);
  await box.fill('');
  await page.getByText(`${total} de ${total} farmacias`, { exact: true }).waitFor();
  await box.focus();
  await page.waitForTimeout(1000);
  await throttle();
  const search = await interaction(page, searchedAnd(PROGRAMME_SEARCH, 'p', `^${found} de ${total} farmacias$`), () => typeSlowly(page, PROGRAMME_SEARCH, PROGRAMME_KEY_DELAY_MS));
  const clear = await interaction(page, searchedAnd('', 'p', `^${total} de ${total} farmacias$`), () => clearBox(page));
  const selectAllButton = page.getByRole('button', { name: /^Seleccionar las \d+ seleccionables$/ });
  const enabled = await numberIn(selectAllButton, /(\d+)/);
  const all = await interaction(page, someText(count, `^${enabled} farmacias seleccionadas`), await clickOn(page, selectAllButton));
  // The next page is drawn: its first row is the 51st pharmacy.
  const firstOfPage2 = await page.evaluate(() => document.querySelectorAll('tbody tr')[0]?.textContent ?? '');
  const next = await clickOn(page, page.getByRole('button', { name: 'Página siguiente' }));
  const nextPage = await interaction(page, `() => { const first = document.querySelector('tbody tr')?.textContent; return first !== undefined && first !== ${JSON.stringify(firstOfPage2)}; }`, next);
  const unselect = await clickOn(page, page.getByRole('button', { name: /^Quitar las \d+ seleccionables$/ }));
  const none = await interaction(page, someText(count, '^0 farmacias seleccionadas'), unselect);
  return { pharmacies: total, enabled, found, search, clear, selectAll: all, nextPage, unselectAll: none };
}

/** The calendar's month switch: "Mes siguiente" to the next month drawn with its entries and campaigns. */
async function measureMonthSwitch(page, base, throttle) {
  await page.goto(`${base}/#/app-h/backoffice/campaigns/calendarCampaigns`);
  const month = '[data-testid="calendar-month"]';
  // Drawn: the month's title, its grid holding an entry or a campaign (each titled "kind · name"), the
  // month's campaigns read.
  const drawnUnlike = (before) =>
    `() => { const box = document.querySelector('${month}'); const title = box?.querySelector('[role="heading"]')?.textContent; return box?.getAttribute('aria-busy') === 'false' && title !== undefined && title !== ${JSON.stringify(before)} && / · /.test(box.querySelector('[role="table"]')?.textContent ?? ''); }`;
  await page.waitForFunction(drawnUnlike(''), undefined, { timeout: 60_000 });
  const title = await page.locator(`${month} [role="heading"]`).first().textContent();
  const next = await clickOn(page, page.getByRole('button', { name: 'Mes siguiente' }));
  await page.waitForTimeout(1000);
  await throttle();
  return interaction(page, drawnUnlike(title), next);
}

/**
 * One run: the figures above, in milliseconds. Each screen opens in a page of its own (a form left with
 * changes asks before leaving), at full speed, and is throttled once drawn.
 */
export async function measureProgrammes(browser, base) {
  const { context, page } = await newBenchPage(browser, { viewport: { width: 1366, height: 900 }, initScripts: [LONG_TASKS, EVENT_TIMING] });
  await signInAsBackOffice(page, base);
  await page.close();
  const onItsOwnPage = async (measure) => {
    const screen = await context.newPage();
    const cdp = await throttleCpu(context, screen, 1);
    const result = await measure(screen, base, () => cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 }));
    await screen.close();
    return result;
  };
  const healthcare = await onItsOwnPage(measureHealthcarePicker);
  const chooser = await onItsOwnPage(measureCalendarChooser);
  const monthSwitch = await onItsOwnPage(measureMonthSwitch);
  await context.close();
  return { healthcare, chooser, monthSwitch };
}
