import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EMPTY_SEGMENTATION_FILTERS } from '@domain/segmentation';
import { MAIN_DEMO_EID } from '@adapters/demo';
import { settledTable, startApp, type RunningApp } from '../../support/app-harness';
import { DEMO_FAULT } from '../../support/demo-faults';

const SCREEN = '#/app-h/segmentations';

async function openScreen(): Promise<RunningApp> {
  const app = await startApp({ signInAs: 'farmacia', at: SCREEN });
  await screen.findByRole('heading', { name: 'Segmentación de clientes', level: 1 });
  await waitFor(() => expect(count()).toHaveTextContent('20.000 clientes'), { timeout: 15_000 });
  return app;
}

const count = () => screen.getByTestId('segmentation-count');
const filtersRegion = () => screen.getByRole('region', { name: 'Filtros' });
const countBesideFilters = () => within(filtersRegion()).getByTestId('segmentation-count-bar');
const decodedHash = () => decodeURIComponent(window.location.hash);

/** The texts of a results row's name, email, phone and loyalty card cells. */
const cellsOf = (row: HTMLElement): string[] =>
  within(row)
    .getAllByRole('cell')
    .slice(0, 4)
    .map((cell) => cell.textContent ?? '');

describe('segmentation screen: privacy, typed numbers, the count and relative periods', () => {
  it('shows a client without consent in the results as the panel shows them: name, email and phone masked; the panel hides the birthday and the sex', async () => {
    const app = await openScreen();
    const rows = within(await settledTable()).getAllByRole('row').slice(1);
    const masked = rows.filter((row) => cellsOf(row)[0]!.includes('*'));
    // About one client in five has not signed the consent; a page of 50 has some of each.
    expect(masked.length).toBeGreaterThan(0);
    expect(masked.length).toBeLessThan(rows.length);
    const row = masked.find((candidate) => cellsOf(candidate)[1] !== '' && cellsOf(candidate)[2] !== '')!;
    const [name, email, phone] = cellsOf(row);
    expect(name).toMatch(/^(\S\*+ )+\S\*+$/u);
    expect(email).toMatch(/^\S\**@[^*]+$/u);
    expect(phone).toMatch(/^\*+\d{3}$/);

    await app.user.click(within(row).getByRole('button', { name: `Ver cliente ${name}` }));
    const panel = await screen.findByRole('dialog', { name: 'Ficha del cliente' });
    expect(await within(panel).findByRole('heading', { name, level: 3 })).toBeInTheDocument();
    const general = within(panel).getByRole('region', { name: 'Datos generales' });
    const valueOf = (term: string) => within(general).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(valueOf('Email')).toBe(email);
    expect(valueOf('Teléfono')).toBe(phone);
    expect(valueOf('Fecha de nacimiento')).toBe('No se muestra sin consentimiento');
    expect(valueOf('Sexo')).toBe('No se muestra sin consentimiento');
  });

  it('names the close button of the "Guardar segmentación" dialog, which closes it', async () => {
    const app = await openScreen();
    await app.user.click(screen.getByRole('button', { name: 'Guardar segmentación' }));
    const dialog = await screen.findByRole('dialog', { name: 'Guardar segmentación' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Guardar segmentación' })).toBeNull());
  });

  it('refuses negative points and an age over 120 beside their fields, and does not search with them', async () => {
    const app = await openScreen();
    await app.user.click(within(filtersRegion()).getByRole('button', { name: 'Fidelización' }));
    const points = await screen.findByRole('textbox', { name: 'Más de (puntos)' });
    await app.user.type(points, '-5');
    expect(points).toHaveValue('-5');
    expect(await screen.findByText('Los puntos no pueden ser negativos')).toBeVisible();
    expect(count()).toHaveTextContent('Revise lo datos de los filtros.');
    await app.user.clear(points);
    await waitFor(() => expect(count()).toHaveTextContent('20.000 clientes'));

    const age = screen.getByRole('textbox', { name: 'Menor de (años)' });
    await app.user.type(age, '150');
    expect(await screen.findByText('La edad debe estar entre 0 y 120 años')).toBeVisible();
    expect(count()).toHaveTextContent('Revise lo datos de los filtros.');
    // The typing has paused long since: nothing invalid reached the address, the results stay.
    await app.user.click(screen.getByRole('button', { name: 'Guardar segmentación' }));
    expect(decodedHash()).not.toContain('"lessThan":150');
    expect(decodedHash()).not.toContain('"moreThan":-5');
    expect(screen.getByText('1–50 de 20.000')).toBeVisible();
  });

  it('keeps the count beside the filters, where it follows each change', async () => {
    const app = await openScreen();
    expect(countBesideFilters()).toHaveTextContent(/^20\.000 clientes$/);
    await app.user.click(within(filtersRegion()).getByRole('checkbox', { name: 'Mujer' }));
    await waitFor(() => expect(count()).not.toHaveTextContent('20.000 clientes'));
    expect(count().textContent).toMatch(/^[\d.]+ clientes$/);
    expect(countBesideFilters().textContent).toBe(count().textContent);
  });

  it('says the count is not available while the search fails, beside the failure, and counts again on retry', async () => {
    const app = await startApp({ signInAs: 'farmacia', at: SCREEN, faults: { [DEMO_FAULT.clientsSearchClients]: 500 } });
    const retry = await screen.findByRole('button', { name: 'Reintentar' }, { timeout: 10_000 });
    expect(count()).toHaveTextContent(/^Número de clientes no disponible$/);
    expect(countBesideFilters()).toHaveTextContent(/^Número de clientes no disponible$/);
    app.heal();
    await app.user.click(retry);
    await waitFor(() => expect(count()).toHaveTextContent('20.000 clientes'), { timeout: 15_000 });

    // A later search that fails does not leave the previous count (nor its rows) as if they were its own.
    app.fail(DEMO_FAULT.clientsSearchClients, 500);
    await app.user.click(screen.getByRole('checkbox', { name: 'Hombre' }));
    await waitFor(() => expect(count()).toHaveTextContent(/^Número de clientes no disponible$/), { timeout: 10_000 });
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    expect(screen.queryByText('1–50 de 20.000')).toBeNull();
  });

  it('saves "the last six months" as that choice, and works its days out again on the day it is chosen', async () => {
    const app = await startApp({ signInAs: 'farmacia' });
    // A segmentation saved in July: its days then were 01/01 to 01/07/2026.
    await app.services.savedSegmentations.create(MAIN_DEMO_EID, {
      name: 'Compraron en los últimos seis meses',
      filters: { ...EMPTY_SEGMENTATION_FILTERS, saleDate: { from: '2026-01-01', until: '2026-07-01', relative: 'last6Months' } },
    });
    const lastSixMonths = await app.services.clients.searchClients(MAIN_DEMO_EID, {
      page: 1,
      size: 1,
      filters: { filters: { ...EMPTY_SEGMENTATION_FILTERS, saleDate: { from: '2026-05-21', until: '2026-11-21' } }, search: '' },
    });
    window.location.hash = SCREEN;
    await waitFor(() => expect(count()).toHaveTextContent('20.000 clientes'), { timeout: 15_000 });
    await app.user.click(await screen.findByRole('combobox', { name: 'Segmentación guardada' }));
    await app.user.click(await screen.findByRole('option', { name: 'Compraron en los últimos seis meses', hidden: true }));
    // Chosen on 21/11/2026 (the screen's clock).
    await waitFor(() => expect(screen.getByLabelText('Desde')).toHaveValue('2026-05-21'));
    expect(screen.getByLabelText('Hasta')).toHaveValue('2026-11-21');
    expect(screen.getByRole('combobox', { name: 'Periodo' })).toHaveValue('Últimos seis meses');
    await waitFor(() => expect(decodedHash()).toContain('"saleDate":{"relative":"last6Months"}'));
    const expected = lastSixMonths.total.toLocaleString('es-ES');
    await waitFor(() => expect(count()).toHaveTextContent(`${expected} clientes`));

    // Chosen in the panel and saved under a new name: stored as the choice, with today's days.
    await app.user.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    await app.user.click(screen.getByRole('combobox', { name: 'Periodo' }));
    await app.user.click(await screen.findByRole('option', { name: 'Últimos tres meses', hidden: true }));
    await app.user.click(screen.getByRole('button', { name: 'Guardar segmentación' }));
    const dialog = await screen.findByRole('dialog', { name: 'Guardar segmentación' });
    await app.user.type(within(dialog).getByRole('textbox', { name: /Nombre/ }), 'Últimos tres meses');
    await app.user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Segmentación «Últimos tres meses» guardada')).toBeVisible();
    const stored = (await app.services.savedSegmentations.list(MAIN_DEMO_EID)).find((segmentation) => segmentation.name === 'Últimos tres meses');
    expect(stored?.filters.saleDate).toEqual({ from: '2026-08-21', until: '2026-11-21', relative: 'last3Months' });
  });
});
