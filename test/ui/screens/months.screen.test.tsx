import { screen, waitFor, within } from '@testing-library/react';
import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from '../../support/app-harness';
import { DEMO_FAULT, DEMO_FAULT_STATUS } from '../../support/demo-faults';
import { captureDownloads } from '../../support/downloads';

const MONTHS = '#/app-h/backoffice/campaigns/monthList';

/** The month column of the visible rows. */
const monthCells = (): (string | null)[] =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('td')?.textContent ?? null);
const toggle = (month: string): HTMLElement => screen.getByRole('switch', { name: `Bloqueo de ${month}` });

async function openMonths(options: Parameters<typeof startApp>[0] = {}): Promise<RunningApp> {
  const app = await startApp({ signInAs: 'backoffice', at: MONTHS, ...options });
  await screen.findByRole('switch', { name: 'Bloqueo de diciembre 2026' });
  return app;
}

async function confirmToggle(app: RunningApp, month: string, dialogName: 'Bloquear mes' | 'Desbloquear mes'): Promise<HTMLElement> {
  await app.user.click(toggle(month));
  const dialog = await screen.findByRole('dialog', { name: dialogName });
  await app.user.click(within(dialog).getByRole('button', { name: dialogName.split(' ')[0] }));
  return dialog;
}

describe('campaign months screen', () => {
  it('lists the months newest first in Spanish, the current one marked and the blocked ones switched on', async () => {
    await openMonths();
    expect(screen.getByRole('heading', { level: 1, name: 'Meses de campaña' })).toBeVisible();
    expect(monthCells()).toEqual(['diciembre 2026', 'noviembre 2026Mes actual', 'octubre 2026', 'septiembre 2026', 'agosto 2026']);
    expect(['diciembre 2026', 'noviembre 2026', 'octubre 2026', 'septiembre 2026', 'agosto 2026'].map((month) => (toggle(month) as HTMLInputElement).checked)).toEqual([false, false, false, true, true]);
    expect(screen.getByText('1–5 de 14')).toBeVisible();
    expect(screen.getByTestId('next-month')).toHaveTextContent('Se añadirá enero 2027');
  });

  it('blocks a month once confirmed', async () => {
    const app = await openMonths();
    await app.user.click(toggle('noviembre 2026'));
    const dialog = await screen.findByRole('dialog', { name: 'Bloquear mes' });
    expect(dialog).toHaveTextContent('¿Quieres bloquear noviembre 2026? Las farmacias no podrán cambiar sus fotos de marketing de ese mes.');
    await app.user.click(within(dialog).getByRole('button', { name: 'Bloquear' }));
    expect(await screen.findByText('Mes bloqueado: noviembre 2026')).toBeVisible();
    expect(toggle('noviembre 2026')).toBeChecked();
    expect((await app.services.months.list()).find((month) => month.monthYear === '2026-11')?.blocked).toBe(true);
  });

  it('adds the month after the latest, shown first', async () => {
    const app = await openMonths();
    await app.user.click(screen.getByRole('button', { name: 'Añadir siguiente mes' }));
    expect(await screen.findByText('Mes añadido: enero 2027')).toBeVisible();
    await waitFor(() => expect(monthCells()[0]).toBe('enero 2027'));
    expect(toggle('enero 2027')).not.toBeChecked();
    expect(screen.getByText('1–5 de 15')).toBeVisible();
    expect(screen.getByTestId('next-month')).toHaveTextContent('Se añadirá febrero 2027');
  });

  it("downloads the products of a month's marketing pictures as a spreadsheet", async () => {
    const downloads = captureDownloads();
    const app = await openMonths();
    await app.user.click(screen.getByRole('button', { name: 'Exportar productos de noviembre 2026 (xlsx)' }));
    expect(await screen.findByText('Productos de noviembre 2026 exportados.')).toBeVisible();
    expect(downloads.map((download) => download.fileName)).toEqual(['productos-fotos-marketing-2026-11.xlsx']);
    const book = XLSX.read(new Uint8Array(await downloads[0]!.content.arrayBuffer()), { type: 'array' });
    expect(book.SheetNames).toEqual(['Productos']);
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets.Productos!, { header: 1 });
    expect(rows[0]).toEqual(['Código nacional', 'Producto', 'Laboratorio', 'Categoría', 'PVP (€)', 'Fotos', 'Farmacias']);
  });

  it('reverts a block that fails, with its message', async () => {
    const app = await openMonths();
    app.fail(DEMO_FAULT.monthsSetBlocked, 500);
    await confirmToggle(app, 'octubre 2026', 'Bloquear mes');
    expect(await screen.findByText('Error al bloquear el mes')).toBeVisible();
    expect(screen.getByText('Hubo un error. Por favor reintente.')).toBeVisible();
    await waitFor(() => expect(toggle('octubre 2026')).not.toBeChecked());
  });

  it('reverts an unblock that finds no server, with its message', async () => {
    const app = await openMonths();
    app.fail(DEMO_FAULT.monthsSetBlocked, DEMO_FAULT_STATUS.noServer);
    await confirmToggle(app, 'septiembre 2026', 'Desbloquear mes');
    expect(await screen.findByText('Error al desbloquear el mes')).toBeVisible();
    expect(screen.getByText('No hay conexión con el servidor. Comprueba tu conexión y vuelve a intentarlo.')).toBeVisible();
    await waitFor(() => expect(toggle('septiembre 2026')).toBeChecked());
  });

  it('adds nothing when adding fails, and says so', async () => {
    const app = await openMonths();
    app.fail(DEMO_FAULT.monthsAddNextMonth, 500);
    await app.user.click(screen.getByRole('button', { name: 'Añadir siguiente mes' }));
    expect(await screen.findByText('Error al añadir el siguiente mes')).toBeVisible();
    expect(monthCells()[0]).toBe('diciembre 2026');
    expect(screen.getByText('1–5 de 14')).toBeVisible();
    expect(screen.getByTestId('next-month')).toHaveTextContent('Se añadirá enero 2027');
  });

  it('tells a failed export and downloads nothing', async () => {
    const downloads = captureDownloads();
    const app = await openMonths();
    app.fail(DEMO_FAULT.monthsExportPictureProducts, 500);
    await app.user.click(screen.getByRole('button', { name: 'Exportar productos de octubre 2026 (xlsx)' }));
    expect(await screen.findByText('Error al exportar los productos de octubre 2026')).toBeVisible();
    expect(downloads).toEqual([]);
  });

  it('tells a failed load, with adding disabled, and loads again on retry', async () => {
    const app = await startApp({ signInAs: 'backoffice', at: MONTHS, faults: { [DEMO_FAULT.monthsList]: 500 } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error al cargar los mesesHubo un error. Por favor reintente.Reintentar');
    expect(screen.getByRole('button', { name: 'Añadir siguiente mes' })).toBeDisabled();
    app.heal(DEMO_FAULT.monthsList);
    await app.user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('switch', { name: 'Bloqueo de diciembre 2026' })).not.toBeChecked();
    expect(monthCells()[0]).toBe('diciembre 2026');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Añadir siguiente mes' })).toBeEnabled();
  });
});
