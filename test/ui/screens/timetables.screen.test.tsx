import { utils, write as writeWorkbook } from '@e965/xlsx';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { writeDraft } from '@ui/shared/form-draft';
import { HARNESS_NOW, startApp, type RunningApp } from '../../support/app-harness';
import { DEMO_FAULT } from '../../support/demo-faults';
import { captureDownloads } from '../../support/downloads';

/** The list view: FullCalendar needs a real browser's layout; the Playwright journey covers it. */
const LIST = '#/app-h/timetables?view=list';

async function openScreen(app?: RunningApp): Promise<RunningApp> {
  const running = app ?? (await startApp({ signInAs: 'farmacia', at: LIST }));
  await screen.findByRole('heading', { name: 'Horarios', level: 1 });
  await screen.findByRole('table', { name: 'Eventos del horario' });
  return running;
}

/** An .xlsx file of timetable rows under the export's header. */
function sheetFile(rows: string[][], name = 'horarios.xlsx'): File {
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet([['Tipo', 'Fecha inicio', 'Hora inicio', 'Fecha fin', 'Hora fin', 'Nombre', 'Teléfono', 'Dirección'], ...rows]), 'Horarios');
  return new File([new Uint8Array(writeWorkbook(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer)], name);
}

/** A field by its label, whether or not it shows the required mark. */
const field = (container: HTMLElement, label: string): HTMLElement =>
  within(container).getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}( \\*)?$`));

/** Sets a date or time field as the browser's picker does (jsdom has no picker to type into). */
const type = (label: string, value: string, container: HTMLElement = document.body): void => {
  fireEvent.change(field(container, label), { target: { value } });
};

async function newEvent(app: RunningApp, kind: 'Cerrado' | 'Abierto' | 'Guardia propia' | 'Guardia ajena'): Promise<HTMLElement> {
  await app.user.click(screen.getByRole('button', { name: 'Nuevo evento especial' }));
  const dialog = await screen.findByRole('dialog', { name: 'Nuevo evento especial' });
  await app.user.click(within(dialog).getByRole('radio', { name: kind }));
  return dialog;
}

describe('timetables screen', () => {
  it("lists the pharmacy's events 10 a page, by start, with their kind in words, and keeps the page size in the address", async () => {
    const app = await openScreen();
    const table = screen.getByRole('table', { name: 'Eventos del horario' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(10);
    expect(rows[0]).toHaveTextContent('Guardia ajena23/10/2026 20:0024/10/2026 09:00Farmacia del Carmen · 915 550 123 · Calle del Carmen 14');
    expect(rows[1]).toHaveTextContent('Abierto24/10/2026 09:3024/10/2026 14:00');
    expect(rows[3]).toHaveTextContent('Guardia propia24/10/2026 20:0025/10/2026 09:00');
    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Eventos por página' }), '25');
    await waitFor(() => expect(window.location.hash).toContain('count=25'));
    expect(within(table).getAllByRole('row').length).toBeGreaterThan(11);
  });

  it('says the timetable could not be loaded and loads it on retry', async () => {
    const app = await startApp({ signInAs: 'farmacia', at: LIST, faults: { [DEMO_FAULT.timetablesLoad]: 500 } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se ha podido cargar el horario');
    app.heal();
    await app.user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    await openScreen(app);
  });

  it('keeps the changes on screen and in a draft when the save is refused, and saves them once the server answers', async () => {
    const app = await openScreen();
    app.fail(DEMO_FAULT.timetablesSave, 500);
    const form = screen.getByRole('form', { name: 'Añadir horario habitual' });
    await app.user.click(within(form).getByRole('checkbox', { name: 'Domingo' }));
    type('Desde', '10:00', form);
    type('Hasta', '13:00', form);
    await app.user.click(within(form).getByRole('button', { name: 'Añadir horario habitual' }));
    expect(await screen.findByText('Domingo: 10:00–13:00')).toBeVisible();
    expect(screen.getByText('Cambios sin guardar')).toBeVisible();
    await app.user.click(screen.getByRole('button', { name: 'Guardar horarios' }));
    expect(await screen.findByText('No se han podido guardar los horarios')).toBeVisible();
    expect(screen.getByText('Domingo: 10:00–13:00')).toBeVisible();
    expect(localStorage.getItem('backoffice.draft.2.timetable:500')).toContain('"from":"10:00"');
    app.heal();
    await app.user.click(screen.getByRole('button', { name: 'Guardar horarios' }));
    expect(await screen.findByText('Horarios guardados correctamente')).toBeVisible();
    expect((await app.services.timetables.load(500)).openingHours.at(-1)).toEqual({ days: [false, false, false, false, false, false, true], from: '10:00', to: '13:00' });
  });

  it('offers back the changes this browser kept, and throws them away when asked', async () => {
    const app = await startApp({ signInAs: 'farmacia', at: '#/app-h/dashboard' });
    const saved = await app.services.timetables.load(500);
    const sunday = { days: [false, false, false, false, false, false, true], from: '10:00', to: '13:00' };
    writeDraft(2, 'timetable:500', { ...saved, openingHours: [...saved.openingHours, sunday] }, HARNESS_NOW - 86_400_000);
    window.location.hash = LIST;
    await openScreen(app);
    const offer = screen.getByRole('alert');
    expect(offer).toHaveTextContent('Tienes cambios sin guardar en el horarioSe guardaron en este navegador el 20/11/2026 10:00. Puedes recuperarlos o descartarlos.');
    expect(screen.queryByText('Domingo: 10:00–13:00')).toBeNull();
    await app.user.click(within(offer).getByRole('button', { name: 'Descartar' }));
    expect(screen.queryByText('Tienes cambios sin guardar en el horario')).toBeNull();
    expect(localStorage.getItem('backoffice.draft.2.timetable:500')).toBeNull();
    expect(screen.queryByText('Domingo: 10:00–13:00')).toBeNull();
  });

  it('refuses usual hours that overlap others or start when they end, saying why', async () => {
    const app = await openScreen();
    const form = screen.getByRole('form', { name: 'Añadir horario habitual' });
    await app.user.click(within(form).getByRole('checkbox', { name: 'Lunes' }));
    await app.user.click(within(form).getByRole('button', { name: 'Añadir horario habitual' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Este horario se solapa con otro horario habitual de los mismos días.');
    type('Hasta', '09:00', form);
    await app.user.click(within(form).getByRole('button', { name: 'Añadir horario habitual' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('La hora de inicio y la de fin no pueden ser iguales.');
  });

  it('refuses overlapping or reversed intervals and an overlapping guard, keeping what was typed, and explains a guard across the clock change', async () => {
    const app = await openScreen();
    let dialog = await newEvent(app, 'Abierto');
    type('Día', '2026-12-26', dialog);
    type('Abre', '09:00', dialog);
    type('Cierra', '14:00', dialog);
    type('Abre (segundo tramo)', '13:00', dialog);
    type('Cierra (segundo tramo)', '12:00', dialog);
    await app.user.click(within(dialog).getByRole('button', { name: 'Añadir evento' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('En el segundo tramo, la hora de fin debe ser posterior a la de inicio.');
    type('Cierra (segundo tramo)', '18:00', dialog);
    await app.user.click(within(dialog).getByRole('button', { name: 'Añadir evento' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Los dos tramos se solapan');
    expect(field(dialog, 'Abre (segundo tramo)')).toHaveValue('13:00');
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));

    dialog = await newEvent(app, 'Guardia propia');
    type('Fecha de inicio', '2026-10-24', dialog);
    type('Hora de inicio', '21:00', dialog);
    type('Fecha de fin', '2026-10-25', dialog);
    type('Hora de fin', '10:00', dialog);
    expect(within(dialog).getByText('La guardia termina al día siguiente.')).toBeVisible();
    expect(within(dialog).getByText('La guardia cruza el cambio de hora: en el reloj son 13 horas, pero pasan 14 horas reales.')).toBeVisible();
    await app.user.click(within(dialog).getByRole('button', { name: 'Añadir evento' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Esta guardia se solapa con otra guardia propia.');
    type('Fecha de fin', '2026-10-24', dialog);
    type('Hora de fin', '20:00', dialog);
    await app.user.click(within(dialog).getByRole('button', { name: 'Añadir evento' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('La hora de fin debe ser posterior a la de inicio.');
  });

  it('refuses a file that is not a spreadsheet before sending it, and downloads the error spreadsheet of a sheet with bad rows', async () => {
    const app = await openScreen();
    const downloads = captureDownloads();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (input === null) throw new Error('no file input');
    await app.user.upload(input, new File(['Tipo;Fecha\nCerrado;2026-12-26'], 'horarios.xlsx'));
    expect(await screen.findByText('El contenido del fichero no es una hoja de cálculo, aunque su nombre lo diga.')).toBeVisible();
    await app.user.upload(input, sheetFile([['Abierto', '2026-12-26', '14:00', '2026-12-26', '09:00']]));
    expect(await screen.findByText('El fichero tiene errores. Revisa la hoja de errores que se ha descargado.')).toBeVisible();
    await waitFor(() => expect(downloads.map((download) => download.fileName)).toEqual(['errores-horarios.xlsx']));
    // Nothing was imported: the list is as before.
    expect(within(screen.getByRole('table', { name: 'Eventos del horario' })).getAllByRole('row')[1]).toHaveTextContent('Farmacia del Carmen');
  });

  it('says an upload failed when the server does not answer', async () => {
    const app = await openScreen();
    app.fail(DEMO_FAULT.timetablesUploadSpreadsheet, -1);
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (input === null) throw new Error('no file input');
    await app.user.upload(input, sheetFile([['Cerrado', '2026-12-26']]));
    expect(await screen.findByText('No se ha podido subir el fichero. Inténtalo de nuevo.')).toBeVisible();
  });
});
