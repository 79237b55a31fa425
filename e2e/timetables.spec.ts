import { readFile } from 'node:fs/promises';
import * as XLSX from '@e965/xlsx';
import type { Locator, Page } from '@playwright/test';
import { addUsualHours, expect, expectAccessible, signInAndLand, test } from './support/fixtures';

/** 21/11/2026 10:00 in Madrid, as the other journeys: the demo's last October change is 25/10/2026. */
const TODAY = new Date('2026-11-21T10:00:00+01:00');

async function openTimetables(page: Page): Promise<Locator> {
  await page.clock.setFixedTime(TODAY);
  await signInAndLand(page, 'farmacia');
  await page.getByTestId('tile-timetables').getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Horarios' })).toBeVisible();
  const calendar = page.getByTestId('timetable-calendar');
  // FullCalendar is a chunk of its own, fetched when the calendar is shown.
  await expect(calendar.getByRole('heading', { name: 'noviembre de 2026' })).toBeVisible({ timeout: 20_000 });
  return calendar;
}

/** The special-event dialog with one of its four forms chosen. */
async function chooseForm(page: Page, kind: 'Cerrado' | 'Abierto' | 'Guardia propia' | 'Guardia ajena'): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: 'Nuevo evento especial' });
  await expect(dialog).toBeVisible();
  await dialog.getByText(kind, { exact: true }).click();
  return dialog;
}

/** The rows of a downloaded workbook's first sheet, as texts. */
async function workbookRows(path: string): Promise<string[][]> {
  const book = XLSX.read(await readFile(path), { type: 'buffer' });
  const sheet = book.Sheets[book.SheetNames[0] ?? ''];
  if (sheet === undefined) throw new Error('The workbook has no sheet');
  return XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1, raw: false, defval: '' });
}

function workbook(rows: string[][]): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Horarios');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

test.describe('timetables', () => {
  test('as farmacia: usual hours, a closed day from the calendar and special hours, saved', async ({ page }) => {
    const calendar = await openTimetables(page);
    await expect(page.getByRole('list', { name: 'Leyenda' })).toContainText('AbiertoCerradoGuardia propiaGuardia ajena');
    await expectAccessible(page);

    // Usual hours: Sunday mornings, beside the weekday hours of the demo.
    await addUsualHours(page, 'Domingo', '10:00', '13:00');
    await expect(page.getByText('Domingo: 10:00–13:00')).toBeVisible();

    // Closed: a click on the day opens the forms with that day.
    await calendar.getByRole('cell', { name: '30 de noviembre de 2026', exact: true }).click({ position: { x: 30, y: 45 } });
    let dialog = await chooseForm(page, 'Cerrado');
    await expect(dialog.getByLabel('Día cerrado')).toHaveValue('2026-11-30');
    await dialog.getByRole('button', { name: 'Añadir evento' }).click();
    await expect(dialog).toBeHidden();

    // Open with two intervals.
    await page.getByRole('button', { name: 'Nuevo evento especial' }).click();
    dialog = await chooseForm(page, 'Abierto');
    await dialog.getByLabel('Día', { exact: false }).first().fill('2026-12-26');
    await dialog.getByLabel(/^Abre/).first().fill('10:00');
    await dialog.getByLabel(/^Cierra/).first().fill('14:00');
    await dialog.getByLabel('Abre (segundo tramo)').fill('17:00');
    await dialog.getByLabel('Cierra (segundo tramo)').fill('20:00');
    await dialog.getByRole('button', { name: 'Añadir evento' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Guardar horarios' }).click();
    await expect(page.getByText('Horarios guardados correctamente')).toBeVisible();
    await page.getByText('Lista', { exact: true }).click();
    const list = page.getByRole('table', { name: 'Eventos del horario' });
    await page.getByRole('combobox', { name: 'Eventos por página' }).selectOption('25');
    await expect(list.getByRole('row').filter({ hasText: 'Cerrado30/11/2026' })).toBeVisible();
    await expect(list.getByRole('row').filter({ hasText: 'Abierto26/12/2026 17:00' })).toBeVisible();
  });

  test('as farmacia: an own guard and a foreign guard across the October clock change, kept after a reload', async ({ page }) => {
    await openTimetables(page);
    // Own guard, across midnight.
    await page.getByRole('button', { name: 'Nuevo evento especial' }).click();
    let dialog = await chooseForm(page, 'Guardia propia');
    await dialog.getByLabel(/^Fecha de inicio/).fill('2026-12-12');
    await dialog.getByLabel(/^Hora de inicio/).fill('09:00');
    await dialog.getByLabel(/^Fecha de fin/).fill('2026-12-13');
    await dialog.getByLabel(/^Hora de fin/).fill('09:00');
    await expect(dialog.getByText('La guardia termina al día siguiente.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Añadir evento' }).click();
    await expect(dialog).toBeHidden();

    // Foreign guard across the October daylight-saving change: 13 hours on the clock, 14 real ones.
    await page.getByRole('button', { name: 'Nuevo evento especial' }).click();
    dialog = await chooseForm(page, 'Guardia ajena');
    await dialog.getByLabel(/^Nombre de la farmacia/).fill('Farmacia Girasol');
    await dialog.getByLabel(/^Teléfono/).fill('915 550 789');
    await dialog.getByLabel(/^Calle/).fill('Calle del Girasol 7');
    await dialog.getByLabel(/^Fecha de inicio/).fill('2026-10-24');
    await dialog.getByLabel(/^Hora de inicio/).fill('21:00');
    await dialog.getByLabel(/^Fecha de fin/).fill('2026-10-25');
    await dialog.getByLabel(/^Hora de fin/).fill('10:00');
    await expect(dialog.getByText('La guardia cruza el cambio de hora: en el reloj son 13 horas, pero pasan 14 horas reales.')).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Añadir evento' }).click();
    await expect(dialog).toBeHidden();

    // Save all the events at once.
    await expect(page.getByText('Cambios sin guardar')).toBeVisible();
    await page.getByRole('button', { name: 'Guardar horarios' }).click();
    await expect(page.getByText('Horarios guardados correctamente')).toBeVisible();
    await expect(page.getByText('Cambios sin guardar')).toHaveCount(0);

    // The list, after a reload: the guard keeps its wall-clock times across the change.
    await page.reload();
    await page.getByText('Lista', { exact: true }).click();
    const list = page.getByRole('table', { name: 'Eventos del horario' });
    await expect(list.getByRole('row', { name: /Farmacia Girasol/ })).toContainText('24/10/2026 21:0025/10/2026 10:00');
    await expectAccessible(page);
  });

  test('as farmacia: exports the spreadsheet, imports it back with a new row, and gets the error sheet of a bad one', async ({ page }) => {
    await openTimetables(page);
    await page.getByText('Lista', { exact: true }).click();
    const list = page.getByRole('table', { name: 'Eventos del horario' });
    // Export, add a closed day in the spreadsheet, import it back.
    const [exported] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar' }).click()]);
    expect(exported.suggestedFilename()).toBe('horarios.xlsx');
    const rows = await workbookRows(await exported.path());
    expect(rows[0]).toEqual(['Tipo', 'Fecha inicio', 'Hora inicio', 'Fecha fin', 'Hora fin', 'Nombre', 'Teléfono', 'Dirección']);
    expect(rows).toContainEqual(['Guardia', '2026-10-24', '20:00', '2026-10-25', '09:00', '', '', '']);
    const file = page.locator('input[type="file"]');
    await file.setInputFiles({ name: 'horarios.xlsx', mimeType: XLSX_TYPE, buffer: workbook([...rows, ['Cerrado', '31/12/2026']]) });
    await expect(page.getByText('Horarios importados correctamente')).toBeVisible();
    await page.getByRole('combobox', { name: 'Eventos por página' }).selectOption('25');
    await expect(list.getByRole('row').filter({ hasText: 'Cerrado31/12/2026' })).toBeVisible();

    // A sheet with a reversed interval: the error spreadsheet is downloaded, nothing changes.
    const [errors] = await Promise.all([
      page.waitForEvent('download'),
      file.setInputFiles({ name: 'horarios.xlsx', mimeType: XLSX_TYPE, buffer: workbook([rows[0] ?? [], ['Abierto', '2026-12-28', '14:00', '2026-12-28', '09:00']]) }),
    ]);
    expect(errors.suggestedFilename()).toBe('errores-horarios.xlsx');
    expect((await workbookRows(await errors.path()))[1]?.[8]).toBe('La hora de fin debe ser posterior a la de inicio.');
    await expect(page.getByText('El fichero tiene errores. Revisa la hoja de errores que se ha descargado.')).toBeVisible();
    await expect(list.getByRole('row').filter({ hasText: 'Cerrado31/12/2026' })).toBeVisible();
  });

  test('edits and deletes an event from the calendar, asking first before leaving unsaved', async ({ page }) => {
    const calendar = await openTimetables(page);
    await calendar.getByRole('button', { name: /Guardia propia/ }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Editar evento' });
    await expect(dialog.getByLabel(/^Fecha de inicio/)).toHaveValue('2026-11-28');
    await dialog.getByRole('button', { name: 'Eliminar evento' }).click();
    const confirm = page.getByRole('dialog', { name: '¿Eliminar el evento?' });
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await expect(dialog).toBeHidden();
    await expect(calendar.getByRole('button', { name: /Guardia propia/ })).toHaveCount(0);
    // Leaving with the change unsaved asks first.
    await page.getByRole('link', { name: 'Escritorio' }).click();
    await expect(page.getByRole('dialog', { name: 'Cambios sin guardar' })).toBeVisible();
    await page.getByRole('button', { name: 'Seguir editando' }).click();
    await page.getByRole('button', { name: 'Guardar horarios' }).click();
    await expect(page.getByText('Horarios guardados correctamente')).toBeVisible();
  });

  test('shows the timetable without navigation when embedded', async ({ page }) => {
    await page.clock.setFixedTime(TODAY);
    await signInAndLand(page, 'farmacia');
    await page.goto('./#/app-h/timetables?embedded');
    await expect(page.getByRole('heading', { level: 1, name: 'Horarios' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Escritorio' })).toHaveCount(0);
    await expect(page.getByTestId('timetable-calendar')).toBeVisible();
  });
});
