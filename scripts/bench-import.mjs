// Importing a 10 MB client file on the segmentation screen at 4x CPU throttling (issue 10: "a 10 MB
// Excel import parsed with progress and no main-thread task over 50 ms"), measured by scripts/bench.mjs
// on the build with 48 pharmacies and no simulated latency.
//
// The file is written here with SheetJS: IMPORT_CLIENTS clients of the ten columns the import dialog
// names (Nombre, Apellidos, Email, Teléfono, Tarjeta, Ciudad, Código postal, Fecha de nacimiento, Sexo,
// LOPD), 10.1 MB as .xlsx. As the pharmacist `farmacia`, on #/app-h/segmentations, "Importar clientes",
// then, throttled, the file is chosen (a path, as a person's choice is: the page gets a handle, not the
// bytes). Two stretches are timed and their longest main-thread task taken (Long Tasks API):
//   - reading: from the choice (the file input's change event; the harness's script that sets the file
//     runs before it and is not the application's) until the dialog says "Importando N clientes de …" (the file checked,
//     read in a worker with its progress, its emails checked); the progress values shown are counted;
//   - importing: from there until "…: N clientes importados." — in the memory profile that is the demo
//     server's own work (reading the file again, keeping its clients in the browser's database).
// The page is watched from inside (a MutationObserver), not polled by Playwright, whose queries would
// themselves be tasks of the page.

// The functions handed to the browser use the page's globals.
/* global window, document, performance, MutationObserver, HTMLInputElement */
import { mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { utils, write } from '@e965/xlsx';
import { LONG_TASKS, newBenchPage, signInAsPharmacist, throttleCpu } from './bench-browser.mjs';

/** Clients of the file: 80,000 make 10.1 MB. */
export const IMPORT_CLIENTS = 80_000;

/** Clients of the campaign wizard's file: the 25 MB file of issue 9. */
export const WIZARD_CLIENTS = 200_000;

const FIRST_NAMES = ['María', 'José', 'Lucía', 'Antonio', 'Carmen', 'Javier', 'Elena', 'Pablo', 'Sofía', 'Miguel'];
const SURNAMES = ['García', 'Sanz', 'Ortiz', 'López', 'Martín', 'Ruiz', 'Gómez', 'Díaz', 'Moreno', 'Álvarez'];
const CITIES = ['Madrid', 'Gijón', 'Oviedo', 'Sevilla'];

/** Writes the client file (deterministic) into a new temporary folder; answers its path and size. */
export function writeClientFile(clients = IMPORT_CLIENTS) {
  const rows = [['Nombre', 'Apellidos', 'Email', 'Teléfono', 'Tarjeta', 'Ciudad', 'Código postal', 'Fecha de nacimiento', 'Sexo', 'LOPD']];
  for (let index = 0; index < clients; index += 1) {
    const first = FIRST_NAMES[index % 10];
    const plain = first.toLowerCase().normalize('NFD').replace(/[^a-z]/g, '');
    rows.push([
      first,
      `${SURNAMES[(index * 7) % 10]} ${SURNAMES[(index * 3) % 10]}`,
      `${plain}.${index}@correo${index % 97}.es`,
      `6${String(10_000_000 + ((index * 7_919) % 89_999_999)).padStart(8, '0')}`,
      `TF${String(index).padStart(8, '0')}`,
      CITIES[index % 4],
      String(28_000 + (index % 900)),
      `19${40 + (index % 60)}-0${1 + (index % 9)}-1${index % 10}`,
      index % 2 === 0 ? 'Hombre' : 'Mujer',
      index % 3 === 0 ? 'No' : 'Sí',
    ]);
  }
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(rows), 'Clientes');
  const path = join(mkdtempSync(join(tmpdir(), 'bench-import-')), 'clientes.xlsx');
  writeFileSync(path, write(book, { type: 'buffer', bookType: 'xlsx', compression: true }));
  return { path, bytes: statSync(path).size, clients };
}

/** Watches the import dialog from inside the page: when it starts sending, when it is done, the progress values. */
const WATCH_IMPORT = () => {
  window.__import = { progress: [], chosenAt: undefined, readAt: undefined, importedAt: undefined, failed: undefined };
  // The choice is the file input's change: the harness's own script that sets the file runs before it.
  document.addEventListener('change', (event) => {
    if (window.__import.chosenAt === undefined && event.target instanceof HTMLInputElement && event.target.type === 'file') window.__import.chosenAt = performance.now();
  }, { capture: true });
  const observer = new MutationObserver(() => {
    const dialog = document.querySelector('[role="dialog"]');
    const text = dialog?.textContent ?? '';
    const now = performance.now();
    const bar = dialog?.querySelector('[role="progressbar"]');
    const value = bar?.getAttribute('aria-valuenow');
    if (value !== null && value !== undefined && window.__import.progress.at(-1) !== value) window.__import.progress.push(value);
    if (window.__import.readAt === undefined && /Importando [\d.]+ clientes de/.test(text)) window.__import.readAt = now;
    if (window.__import.importedAt === undefined && /clientes importados\./.test(text)) {
      window.__import.importedAt = now;
      observer.disconnect();
    }
    const alert = dialog?.querySelector('[role="alert"]');
    if (alert !== null && alert !== undefined) window.__import.failed = alert.textContent;
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['aria-valuenow'] });
};

/** The longest of the page's long tasks (`window.__tasks`) that started from `from` and before `to`. */
const longestTaskBetween = (tasks, from, to) => Math.max(0, ...tasks.filter((task) => task.startTime >= from && task.startTime < to).map((task) => task.duration));

/**
 * Chooses the file at `path` in `input` as a person would, on the page throttled 4x and watched from
 * inside by `watch` (which keeps its findings in `window[state]`, with `chosenAt`, `failed` and the
 * moment `doneAt` names); waits until it is done or failed, closes the page and answers what was
 * watched and the page's long tasks. A failure is thrown with what the page said.
 */
async function chooseThrottled({ context, page, input, path, watch, state, doneAt }) {
  await input.waitFor({ state: 'attached', timeout: 30_000 });
  await page.waitForTimeout(800);
  await throttleCpu(context, page);
  await page.waitForTimeout(300);
  await page.evaluate(watch);
  await input.setInputFiles(path);
  await page.waitForFunction(({ key, done }) => window[key][done] !== undefined || window[key].failed !== undefined, { key: state, done: doneAt }, { timeout: 600_000, polling: 1000 });
  const watched = await page.evaluate((key) => window[key], state);
  const tasks = await page.evaluate(() => window.__tasks);
  await context.close();
  if (watched.failed !== undefined) throw new Error(`Choosing ${path} failed: ${watched.failed}`);
  return { watched, tasks };
}

/** One run: the file at `file.path` imported; answers the two stretches' times and longest tasks. */
export async function measureClientImport(browser, base, file) {
  const { context, page } = await newBenchPage(browser, { viewport: { width: 1366, height: 900 }, initScripts: [LONG_TASKS] });
  await signInAsPharmacist(page, base);
  await page.goto(`${base}/#/app-h/segmentations`);
  await page.getByText('20.000 clientes', { exact: true }).waitFor({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Importar clientes' }).click();
  const input = page.getByRole('dialog', { name: 'Importar clientes' }).locator('input[type="file"]');
  const { watched, tasks } = await chooseThrottled({ context, page, input, path: file.path, watch: WATCH_IMPORT, state: '__import', doneAt: 'importedAt' });
  return {
    readMs: Math.round(watched.readAt - watched.chosenAt),
    readLongestTaskMs: longestTaskBetween(tasks, watched.chosenAt, watched.readAt),
    progressValues: watched.progress.length,
    importMs: Math.round(watched.importedAt - watched.readAt),
    importLongestTaskMs: longestTaskBetween(tasks, watched.readAt, watched.importedAt + 1),
  };
}

/** Watches the campaign wizard's recipients from inside the page: the choice, the recipients counted, a refusal. */
const WATCH_WIZARD_UPLOAD = () => {
  window.__upload = { progress: [], chosenAt: undefined, countedAt: undefined, failed: undefined };
  document.addEventListener('change', (event) => {
    if (window.__upload.chosenAt === undefined && event.target instanceof HTMLInputElement && event.target.type === 'file') window.__upload.chosenAt = performance.now();
  }, { capture: true });
  const observer = new MutationObserver(() => {
    const text = document.body.textContent ?? '';
    const bar = document.querySelector('[role="progressbar"]');
    const value = bar?.getAttribute('aria-valuenow');
    if (value !== null && value !== undefined && window.__upload.progress.at(-1) !== value) window.__upload.progress.push(value);
    if (window.__upload.countedAt === undefined && /llega a [\d.]+ destinatarios\./.test(text)) {
      window.__upload.countedAt = performance.now();
      observer.disconnect();
    }
    const refused = /No se ha podido subir el archivo|Hay emails incorrectos/.exec(text);
    if (refused !== null) window.__upload.failed = refused[0];
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['aria-valuenow'] });
};

/**
 * One run of the campaign wizard's Excel recipients (issue 9: "a 25 MB Excel file is parsed off the
 * main thread with progress"): as `farmacia`, a new email campaign, "Un archivo Excel", then, throttled,
 * the file at `file.path` chosen; timed from the choice until the step says how many recipients it
 * reaches (read in a worker, converted to CSV there, both files uploaded to the demo's storage), with the
 * longest main-thread task meanwhile and the progress values shown.
 */
export async function measureWizardUpload(browser, base, file) {
  const { context, page } = await newBenchPage(browser, { viewport: { width: 1366, height: 900 }, initScripts: [LONG_TASKS] });
  await signInAsPharmacist(page, base);
  await page.goto(`${base}/#/app-h/campaigns/listCampaigns`);
  await page.getByRole('button', { name: 'Nueva campaña de email' }).click();
  await page.getByRole('radio', { name: 'Un archivo Excel' }).click({ timeout: 30_000 });
  const input = page.locator('input[type="file"]');
  const { watched, tasks } = await chooseThrottled({ context, page, input, path: file.path, watch: WATCH_WIZARD_UPLOAD, state: '__upload', doneAt: 'countedAt' });
  return {
    uploadMs: Math.round(watched.countedAt - watched.chosenAt),
    uploadLongestTaskMs: longestTaskBetween(tasks, watched.chosenAt, watched.countedAt + 1),
    progressValues: watched.progress.length,
  };
}
