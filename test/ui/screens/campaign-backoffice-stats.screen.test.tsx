import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from '../../support/app-harness';
import { DEMO_FAULT } from '../../support/demo-faults';

const STATS = '#/app-h/backoffice/campaigns/backofficeCampaignsStats';

/** The fault-switch operation of the report (`<service>.<method>`, derived from the registry; not in DEMO_FAULT yet). */
const REPORT_FAULT = DEMO_FAULT.backofficeCampaignsAggregateReport;

/** A text with its white space (the percentages' no-break space included) as single spaces. */
const spaced = (text: string | null | undefined): string => (text ?? '').replace(/\s+/g, ' ').trim();

/** The figure cards: name and what they say. */
const cards = (): string[] =>
  ['Campañas enviadas', 'Destinatarios', 'Enviados', 'Rebotados', 'Clics', 'Bajas'].map((name) =>
    [...screen.getByRole('group', { name }).children].map((line) => spaced(line.textContent)).join(' '),
  );

/** The rows of the table by channel. */
const channelRows = (): string[] =>
  within(screen.getByRole('table', { name: 'Cifras por canal' }))
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => spaced(cell.textContent)).join(' | '));

async function openStats(at: `#/${string}` = STATS, faults?: Parameters<typeof startApp>[0] extends infer O ? (O extends { faults?: infer F } ? F : never) : never): Promise<RunningApp> {
  const app = await startApp({ signInAs: 'backoffice', at, ...(faults === undefined ? {} : { faults }) });
  expect(await screen.findByRole('heading', { level: 1, name: 'Estadísticas de campañas' })).toBeVisible();
  return app;
}

async function type(app: RunningApp, name: string, text: string): Promise<void> {
  const box = screen.getByRole('textbox', { name });
  await app.user.clear(box);
  if (text !== '') await app.user.type(box, text);
}

describe('the back office’s campaign statistics', () => {
  it('shows the last twelve months of every pharmacy: the figures, their rates, three charts with their data and the channels', async () => {
    await openStats();
    expect(await screen.findByText('Del 01/12/2025 al 21/11/2026 · todas las farmacias · email y SMS')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Desde' })).toHaveValue('2025-12-01');
    expect(screen.getByRole('textbox', { name: 'Hasta' })).toHaveValue('2026-11-21');
    expect(cards()).toEqual([
      'Campañas enviadas 444',
      'Destinatarios 678.628 En las listas, antes de depurarlas',
      'Enviados 580.947 85,6 % de los destinatarios',
      'Rebotados 5432 0,9 % de los enviados',
      'Clics 25.084 5,6 % de los entregados por email',
      'Bajas 1570 0,3 % de los entregados',
    ]);
    expect(channelRows()).toEqual([
      'Canal | Campañas | Destinatarios | Enviados | Rebotados | Clics | Bajas | Tasa de rebote | Tasa de clics',
      'Email | 303 | 525.579 | 452.908 | 3180 | 25.084 | 1421 | 0,7 % | 5,6 %',
      'SMS | 141 | 153.049 | 128.039 | 2252 | 0 | 149 | 1,8 % | —',
      'Total | 444 | 678.628 | 580.947 | 5432 | 25.084 | 1570 | 0,9 % | 5,6 %',
    ]);

    // Each chart is a named figure whose figures are also a table, for screen readers and on request.
    const perMonth = screen.getByRole('figure', { name: 'Campañas enviadas por mes' });
    expect(screen.getByRole('figure', { name: 'Envíos, clics, rebotes y bajas por mes' })).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Mensajes enviados por canal' })).toBeInTheDocument();
    const monthRows = within(within(perMonth).getByRole('table', { hidden: true })).getAllByRole('row', { hidden: true });
    const cellsOf = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => spaced(cell.textContent)).join(' ').trim();
    expect(monthRows.map(cellsOf)).toEqual([
      'Campañas',
      'dic 2025 21',
      'ene 2026 56',
      'feb 2026 39',
      'mar 2026 22',
      'abr 2026 43',
      'may 2026 37',
      'jun 2026 47',
      'jul 2026 19',
      'ago 2026 18',
      'sep 2026 45',
      'oct 2026 63',
      'nov 2026 34',
    ]);
    const byChannel = within(screen.getByRole('figure', { name: 'Mensajes enviados por canal' })).getAllByRole('row', { hidden: true });
    expect(byChannel.map(cellsOf)).toEqual(['Enviados', 'Email 452.908', 'SMS 128.039']);
  });

  it('applies a period, a pharmacy and a channel, keeps them in the address and reads them from a shared one', async () => {
    const app = await openStats();
    await screen.findByText('Del 01/12/2025 al 21/11/2026 · todas las farmacias · email y SMS');
    await type(app, 'Desde', '2026-01-01');
    await type(app, 'Hasta', '2026-06-30');
    await type(app, 'Farmacia (id)', '500');
    await app.user.click(screen.getByRole('radio', { name: 'Email' }));
    await app.user.click(screen.getByRole('button', { name: 'Aplicar filtros' }));
    expect(await screen.findByText('Del 01/01/2026 al 30/06/2026 · farmacia 500 · Email')).toBeVisible();
    expect(window.location.hash).toBe(`${STATS}?dateMin=2026-01-01&dateMax=2026-06-30&entity=500&subtype=email`);
    const expected = [
      'Campañas enviadas 5',
      'Destinatarios 12.414 En las listas, antes de depurarlas',
      'Enviados 10.738 86,5 % de los destinatarios',
      'Rebotados 70 0,7 % de los enviados',
      'Clics 613 5,7 % de los entregados por email',
      'Bajas 36 0,3 % de los entregados',
    ];
    expect(cards()).toEqual(expected);

    window.location.hash = '#/app-h/dashboard';
    await screen.findByText('Hola, Beatriz Ortega (backoffice).');
    window.location.hash = `${STATS}?dateMin=2026-01-01&dateMax=2026-06-30&entity=500&subtype=email`;
    expect(await screen.findByText('Del 01/01/2026 al 30/06/2026 · farmacia 500 · Email')).toBeVisible();
    expect(cards()).toEqual(expected);
    expect(screen.getByRole('textbox', { name: 'Farmacia (id)' })).toHaveValue('500');
    expect(screen.getByRole('radio', { name: 'Email' })).toBeChecked();

    // Back to the last twelve months of every pharmacy.
    await app.user.click(screen.getByRole('button', { name: 'Últimos 12 meses' }));
    expect(await screen.findByText('Del 01/12/2025 al 21/11/2026 · todas las farmacias · email y SMS')).toBeVisible();
    expect(window.location.hash).toBe(STATS);
    expect(screen.getByRole('textbox', { name: 'Farmacia (id)' })).toHaveValue('');
  });

  it('says "fecha no valida" for a day that is not a date, and asks for nothing until the filters are right', async () => {
    const app = await openStats();
    await screen.findByText('Del 01/12/2025 al 21/11/2026 · todas las farmacias · email y SMS');
    await type(app, 'Desde', '2026-02-31');
    await type(app, 'Farmacia (id)', 'cinco');
    await app.user.click(screen.getByRole('button', { name: 'Aplicar filtros' }));
    expect(await screen.findByText('fecha no valida')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Desde' })).toHaveAccessibleDescription(/fecha no valida/);
    expect(screen.getByText('El id de farmacia es un número, por ejemplo 500.')).toBeVisible();
    expect(window.location.hash).toBe(STATS);

    // A shared address with the days the wrong way round shows why, and no figures.
    window.location.hash = `${STATS}?dateMin=2026-05-02&dateMax=2026-05-01`;
    expect(await screen.findByText('la fecha minima es mayor que la fecha maxima...')).toBeVisible();
    expect(screen.getByText('Revisa los filtros')).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Campañas enviadas' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Desde' })).toHaveValue('2026-05-02');
  });

  it('says when no campaign was sent with the filters', async () => {
    await openStats(`${STATS}?entity=99999`);
    expect(await screen.findByText('No hay campañas enviadas con estos filtros.')).toBeVisible();
    expect(screen.getByText('Del 01/12/2025 al 21/11/2026 · farmacia 99999 · email y SMS')).toBeVisible();
    expect(screen.queryByRole('figure')).toBeNull();
  });

  it('says "No ha sido posible obtener el informe de marketing" when the report fails, and shows it on retry', async () => {
    const app = await openStats(STATS, { [REPORT_FAULT]: 500 });
    expect(await screen.findByText('No ha sido posible obtener el informe de marketing')).toBeVisible();
    app.heal();
    await app.user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(screen.getByRole('group', { name: 'Campañas enviadas' })).toHaveTextContent('444'));
  });
});
