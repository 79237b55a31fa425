import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@domain/shared-kernel';
import { startApp, type RunningApp } from '../../support/app-harness';
import { DEMO_FAULT, DEMO_FAULT_STATUS } from '../../support/demo-faults';
import { captureDownloads } from '../../support/downloads';

// The harness's today is 21/11/2026: the newest report is October 2026 (its stock not closed yet).
const REPORT = '#/app-h/mainpanel';

async function openReport(at: `#/${string}` = REPORT, options: Parameters<typeof startApp>[0] = {}): Promise<RunningApp> {
  return startApp({ signInAs: 'farmacia', at, ...options });
}

afterEach(() => vi.restoreAllMocks());

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

  it('only logs a report list that fails: the page stays usable for the month in the address', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await openReport(`${REPORT}/sales?month=2026-09`, { faults: { [DEMO_FAULT.entityReportsReports]: 500 } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ventas · septiembre 2026' })).toBeVisible();
    expect(await screen.findByTestId('sales-variation')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Entity report: the report list could not be loaded', expect.any(ApiError)));
  });

  it('falls back to the newest report, and says so, for a month outside the reports in the address', async () => {
    await openReport(`${REPORT}/sales?month=2019-01`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ventas · octubre 2026' })).toBeVisible();
    expect(screen.getByTestId('report-month-fallback')).toHaveTextContent('No hay informe del mes 2019-01: se muestra octubre 2026, el último disponible.');
    expect(screen.getByRole('combobox', { name: 'Mes del informe' })).toHaveValue('2026-10');
  });

  it("says when the month's stock is not closed yet, and shows the stock of a closed month", async () => {
    const app = await openReport(`${REPORT}/stock`);
    expect(await screen.findByTestId('stock-not-ready')).toHaveTextContent('Todavía no hay datos de stock cerrados para este mes.');
    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Mes del informe' }), '2026-09');
    expect(await screen.findAllByTestId('stock-figures')).toHaveLength(3);
  });

  it("shows 'No ha sido posible obtener el informe de stock' when the stock report fails, and retries", async () => {
    const app = await openReport(`${REPORT}/stock?month=2026-09`, { faults: { [DEMO_FAULT.entityReportsStockReport]: DEMO_FAULT_STATUS.noServer } });
    const alert = await screen.findByTestId('stock-error');
    expect(alert).toHaveTextContent('No ha sido posible obtener el informe de stock');
    app.heal();
    await app.user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findAllByTestId('stock-figures')).toHaveLength(3);
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
    expect(first?.split(';')).toHaveLength(8);
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
