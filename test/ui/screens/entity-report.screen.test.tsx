import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cachedSalesVariation } from '@domain/reports';
import { ApiError } from '@domain/shared-kernel';
import { activateLanguage } from '@ui/i18n/i18n';
import { startApp, type RunningApp } from '../../support/app-harness';
import { DEMO_FAULT, DEMO_FAULT_STATUS } from '../../support/demo-faults';
import { captureDownloads } from '../../support/downloads';

// The harness's today is 21/11/2026: the newest report is October 2026 (its stock not closed yet).
const REPORT = '#/app-h/mainpanel';

async function openReport(at: `#/${string}` = REPORT, options: Parameters<typeof startApp>[0] = {}): Promise<RunningApp> {
  return startApp({ signInAs: 'farmacia', at, ...options });
}

afterEach(async () => {
  vi.restoreAllMocks();
  await activateLanguage('es');
});

/** The rows of a chart's table (drawn for screen readers beside the chart, and by "Ver tabla"), cell by cell. */
function chartRows(name: string): string[][] {
  const table = within(screen.getByRole('figure', { name })).getByRole('table', { hidden: true });
  return within(table)
    .getAllByRole('row', { hidden: true })
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

/** The figures of one stock table ('Stock total', 'Stock libre', 'Stock de receta'), by their row header. */
function stockFigures(title: string): Record<string, string> {
  const table = screen.getAllByTestId('stock-figures').find((each) => each.querySelector('caption')?.textContent === title);
  if (table === undefined) throw new Error(`no stock table ${title}`);
  return Object.fromEntries([...table.querySelectorAll('tr')].map((row) => [row.querySelector('th')?.textContent ?? '', row.querySelector('td')?.textContent ?? '']));
}

describe('entity report screen', () => {
  it("shows the newest month's sales with its variation against the same month a year before", async () => {
    await openReport();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ventas · octubre 2026' })).toBeVisible();
    expect(await screen.findByTestId('sales-variation')).toHaveTextContent(/^(▲ |▼ )?[+-]\d+,\d %$/);
    expect(screen.getByRole('figure', { name: 'Ventas totales' })).toBeInTheDocument();
    // Every chart carries its figures as a table, in euros as Spanish writes them.
    const table = within(screen.getByRole('figure', { name: 'Ventas totales' })).getByRole('table', { hidden: true });
    expect(within(table).getAllByRole('row', { hidden: true })).toHaveLength(13);
    expect(table).toHaveTextContent(/\d{1,3}(\.\d{3})+,\d{2} €/);
  });

  it("computes the month's variation from the global cache", async () => {
    const app = await openReport(`${REPORT}/sales?month=2026-09`);
    const cache = await app.services.entityReports.salesCache(500);
    const variation = cachedSalesVariation(cache, { year: 2026, month: 9 });
    if (!variation.ok) throw new Error('the demo cache holds September 2025 and 2026');
    const percent = `${variation.value >= 0 ? '+' : '-'}${Math.abs(variation.value).toFixed(1).replace('.', ',')} %`;
    expect(await screen.findByTestId('sales-variation')).toHaveTextContent(percent);
  });

  it('shows the month\'s sales without a variation when the global cache fails', async () => {
    await openReport(`${REPORT}/sales?month=2026-09`, { faults: { [DEMO_FAULT.entityReportsSalesCache]: DEMO_FAULT_STATUS.noServer } });
    expect(await screen.findByTestId('sales-variation')).toHaveTextContent('Variación no disponible');
    expect(screen.getByTestId('month-sales')).toHaveTextContent(/€$/);
  });

  it('only logs a report list that fails: the page stays usable for the month in the address', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await openReport(`${REPORT}/sales?month=2026-09`, { faults: { [DEMO_FAULT.entityReportsReports]: 500 } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ventas · septiembre 2026' })).toBeVisible();
    expect(await screen.findByTestId('sales-variation')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Entity report: the report list could not be loaded', expect.any(ApiError)));
  });

  it('falls back to the newest report, says so naming both months, and puts the month shown in the address', async () => {
    const app = await openReport(`${REPORT}/sales?month=2019-01`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ventas · octubre 2026' })).toBeVisible();
    expect(screen.getByTestId('report-month-fallback')).toHaveTextContent('No hay informe de enero 2019: se muestra octubre 2026, el último disponible.');
    expect(screen.getByRole('combobox', { name: 'Mes del informe' })).toHaveValue('2026-10');
    await waitFor(() => expect(app.router.state.location.search).toEqual({ month: '2026-10' }));
    expect(screen.getByTestId('report-month-fallback')).toHaveTextContent('No hay informe de enero 2019: se muestra octubre 2026, el último disponible.');
    // Once the user picks a month, the notice has said what it had to.
    await app.user.click(screen.getByRole('button', { name: 'Mes anterior' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ventas · septiembre 2026' })).toBeVisible();
    expect(screen.queryByTestId('report-month-fallback')).toBeNull();
  });

  it('names the months of the fallback in English too', async () => {
    const app = await openReport(`${REPORT}/sales?month=2019-01`);
    expect(await screen.findByTestId('report-month-fallback')).toBeVisible();
    await activateLanguage('en');
    await waitFor(() => expect(screen.getByTestId('report-month-fallback')).toHaveTextContent(/January 2019.*October 2026/));
    expect(app.router.state.location.search).toEqual({ month: '2026-10' });
  });

  it('says the month of an unreadable address cannot be read, and puts the month shown in the address', async () => {
    const app = await openReport(`${REPORT}/sales?month=octubre`);
    expect(await screen.findByTestId('report-month-fallback')).toHaveTextContent('El mes de la dirección no es válido: se muestra octubre 2026, el último disponible.');
    await waitFor(() => expect(app.router.state.location.search).toEqual({ month: '2026-10' }));
  });

  it("labels every figure of 'Ventas totales' with its own months, as the global report has them", async () => {
    const app = await openReport();
    expect(await screen.findByRole('figure', { name: 'Ventas totales' })).toBeInTheDocument();
    const global = await app.services.entityReports.salesCache(500);
    const sales = (year: number, month: number) => global.find((row) => row.year === year && row.month === month)?.totalSales ?? Number.NaN;
    const euros = new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR', useGrouping: 'always' });
    const money = (value: number) => euros.format(value).replace(/\u00a0|\u202f/g, ' ');
    const names = ['nov', 'dic', 'ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct'];
    const rows = chartRows('Ventas totales');
    expect(rows[0]).toEqual(['', 'nov 2024 – oct 2025', 'nov 2025 – oct 2026']);
    // November 2024 and November 2025, as the global CSV has them (the 87.417,49 € and 83.518,43 €).
    expect(rows[1]).toEqual(['nov', '87.417,49 €', '83.518,43 €']);
    expect(rows.slice(1)).toEqual(
      names.map((name, index) => {
        const year = index < 2 ? 2024 : 2025;
        const month = ((index + 10) % 12) + 1;
        return [name, money(sales(year, month)), money(sales(year + 1, month))];
      }),
    );
  });

  it('names the quarters and the staff totals by their months', async () => {
    const app = await openReport(`${REPORT}/sales/by_family`);
    expect(await screen.findByRole('figure', { name: 'Ventas totales: por trimestres' })).toBeInTheDocument();
    expect(chartRows('Ventas totales: por trimestres').map((row) => row[0])).toEqual(['', 'nov–ene', 'feb–abr', 'may–jul', 'ago–oct']);
    expect(chartRows('Ventas totales: por trimestres')[0]).toEqual(['', 'nov 2024 – oct 2025', 'nov 2025 – oct 2026']);
    await app.user.click(within(screen.getByRole('navigation', { name: 'Secciones del informe' })).getByRole('link', { name: 'Personal' }));
    const [sales] = await screen.findAllByTestId('staff-comparison');
    expect(within(sales!).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Empleado', 'nov 2024 – oct 2025', 'nov 2025 – oct 2026', 'Variación']);
  });

  it('shows the stock total and the per-family total of a month with the same value and low rotation, to the cent', async () => {
    const app = await openReport(`${REPORT}/stock?month=2026-09`);
    expect(await screen.findAllByTestId('stock-figures')).toHaveLength(3);
    const total = stockFigures('Stock total');
    await app.user.click(screen.getByRole('link', { name: 'Ver informe por familias' }));
    const footer = (await screen.findByTestId('family-total')).closest('tr');
    const cells = [...(footer?.querySelectorAll('td') ?? [])].map((cell) => cell.textContent);
    expect(cells[1]).toBe(total.Valor);
    expect(total['Baja rotación']).toBe(`${cells[3]} (${cells[4]})`);
  });

  it('shows a coverage just above the threshold with the decimals that explain the flag', async () => {
    // May 2026: the total stock covers 3.03 months, and the threshold is 3.
    await openReport(`${REPORT}/stock?month=2026-05`);
    expect(await screen.findAllByTestId('stock-figures')).toHaveLength(3);
    expect(stockFigures('Stock total').Cobertura).toBe('3,03 meses (por encima de 3)');
  });

  it("says when the month's stock is not closed yet, and shows the stock of a closed month", async () => {
    const app = await openReport(`${REPORT}/stock`);
    expect(await screen.findByTestId('stock-not-ready')).toHaveTextContent('Todavía no hay datos de stock cerrados para este mes.');
    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Mes del informe' }), '2026-09');
    expect(await screen.findAllByTestId('stock-figures')).toHaveLength(3);
  });

  it("shows 'No ha sido posible obtener el informe de stock' and what happened when there is no server, and retries", async () => {
    const app = await openReport(`${REPORT}/stock?month=2026-09`, { faults: { [DEMO_FAULT.entityReportsStockReport]: DEMO_FAULT_STATUS.noServer } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No ha sido posible obtener el informe de stockNo hay conexión con el servidor. Comprueba tu conexión y vuelve a intentarlo.Reintentar');
    app.heal();
    await app.user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findAllByTestId('stock-figures')).toHaveLength(3);
  });

  it("shows 'No ha sido posible obtener el informe de marketing' and what happened when there is no server, and retries", async () => {
    const app = await openReport(`${REPORT}/marketing?month=2026-09`, { faults: { [DEMO_FAULT.entityReportsMarketingReport]: DEMO_FAULT_STATUS.noServer } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No ha sido posible obtener el informe de marketingNo hay conexión con el servidor. Comprueba tu conexión y vuelve a intentarlo.Reintentar');
    app.heal();
    await app.user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByTestId('campaign-results')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says what happened when the sales section has no server, and retries that section', async () => {
    const app = await openReport(`${REPORT}/sales?month=2026-09`, { faults: { [DEMO_FAULT.entityReportsSalesReport]: DEMO_FAULT_STATUS.noServer } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No ha sido posible obtener el informe de ventasNo hay conexión con el servidor. Comprueba tu conexión y vuelve a intentarlo.Reintentar');
    app.heal();
    await app.user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByTestId('month-sales')).toBeVisible();
  });

  it("shows 'Hubo un error generando el excel' when the Excel report fails", async () => {
    const app = await openReport(`${REPORT}/sales?month=2026-09`, { faults: { [DEMO_FAULT.entityReportsExcelReport]: 500 } });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await app.user.click(await screen.findByRole('button', { name: 'Descargar Excel' }));
    expect(await screen.findByText('Hubo un error generando el excel')).toBeVisible();
  });

  // The 60 s limit itself is the HTTP adapter's (test/adapters/reports); here the gateway's timeout answer.
  it("shows 'Hubo un error generando el excel' when the Excel report times out", async () => {
    const app = await openReport(`${REPORT}/sales?month=2026-09`, { faults: { [DEMO_FAULT.entityReportsExcelReport]: 504 } });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await app.user.click(await screen.findByRole('button', { name: 'Descargar Excel' }));
    expect(await screen.findByText('Hubo un error generando el excel')).toBeVisible();
  });

  it('downloads the global report as a formula-safe CSV separated by semicolons', async () => {
    const downloads = captureDownloads();
    const app = await openReport(`${REPORT}/sales?month=2026-09`);
    await app.user.click(await screen.findByRole('button', { name: 'Descargar informe global (CSV)' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    const text = await downloads[0]!.content.text();
    expect(downloads[0]!.fileName).toBe('informe-global-500.csv');
    const [header, first] = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(header?.split(';').map((cell) => cell.replace(/^"|"$/g, ''))).toEqual(['Año', 'Mes', 'Ventas (€)', 'Operaciones', 'Ticket medio (€)', 'Unidades por ticket', 'Stock (€)', 'Cobertura (meses)']);
    // September 2024, its decimals with a comma as Spanish spreadsheets read them in a ';' file.
    expect(first).toBe('"2024";"9";"76015,29";"3891";"19,54";"2,34";"149362,36";"2,81"');
    expect(text.split('\r\n').filter((line) => line !== '')).toHaveLength(27);
  });

  it('does not download again a month already read when going back to it', async () => {
    const app = await openReport(`${REPORT}/sales?month=2026-09`);
    const september = (await screen.findByTestId('month-sales')).textContent;
    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Mes del informe' }), '2026-08');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ventas · agosto 2026' })).toBeVisible();
    await waitFor(() => expect(screen.getByTestId('month-sales').textContent).not.toBe(september));
    // From here on a new download would fail: going back to September shows what was read.
    app.fail(DEMO_FAULT.entityReportsSalesReport, DEMO_FAULT_STATUS.noServer);
    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Mes del informe' }), '2026-09');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ventas · septiembre 2026' })).toBeVisible();
    expect(screen.getByTestId('month-sales')).toHaveTextContent(september ?? '');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the BI dashboard could not be opened when the BI token fails', async () => {
    await startApp({ signInAs: 'farmacia', at: '#/app-h/entityNewReport?type=bi-sales', faults: { [DEMO_FAULT.entityReportsBiReport]: 500 } });
    expect(await screen.findByRole('alert')).toHaveTextContent('No ha sido posible abrir el cuadro de mando');
  });

  it('frames the simulated BI service with the BI token as the address parameters, sandboxed', async () => {
    await startApp({ signInAs: 'farmacia', at: '#/app-h/entityNewReport?type=bi-marketing' });
    const frame = await screen.findByTitle('Business Intelligence: Marketing');
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
    expect(frame.getAttribute('src')).toMatch(/^\/bi-demo\/index\.html\?type=bi-marketing&pharmacy=.+&token=demo-bi-500-bi-marketing&figures=(\d{4}-\d{2}%3A\d+%2C){11}\d{4}-\d{2}%3A\d+$/);
  });

  it('opens only the BI services the pharmacy has enabled, whatever the address asks for', async () => {
    // Farmacia Castillo has bi-sales only.
    const app = await startApp({ signInAs: 'socio', at: '#/app-h/entityNewReport?type=bi-stocks' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Este servicio de BI no está activo en la farmaciaElige uno de los servicios activos de arriba.');
    expect(screen.queryByTitle(/^Business Intelligence/)).toBeNull();
    expect(screen.getAllByRole('link', { name: /^(Ventas|Stock|Marketing)$/ }).map((link) => link.textContent)).toEqual(['Ventas']);
    await app.user.click(screen.getByRole('link', { name: 'Ventas' }));
    expect(await screen.findByTitle('Business Intelligence: Ventas')).toHaveAttribute('sandbox', 'allow-scripts');
  });

  it('says so when the pharmacy has no BI service at all', async () => {
    await startApp({ signInAs: 'farmacia2', at: '#/app-h/entityNewReport?type=bi-sales' });
    expect(await screen.findByRole('alert')).toHaveTextContent('La farmacia no tiene ningún servicio de BI activo.');
    expect(screen.queryByRole('link', { name: 'Ventas' })).toBeNull();
  });
});
